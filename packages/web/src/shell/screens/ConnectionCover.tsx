/**
 * While the screen has lost the game server, a cover over the table: what happened in plain words, and no
 * click reaches a table that could not send it. The connection comes back by itself (the client retries).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameConnection } from '../conn/types.ts';

export function useOnline(conn: GameConnection): boolean {
  const [online, setOnline] = useState(() => conn.online?.() ?? true);
  useEffect(() => {
    setOnline(conn.online?.() ?? true);
    return conn.onOnline?.(setOnline);
  }, [conn]);
  return online;
}

export function ConnectionCover({ conn }: { conn: GameConnection }): ReactElement | null {
  const { t } = useTranslation();
  const online = useOnline(conn);
  if (online) return null;
  return (
    <div className="connection-cover" role="alert" aria-live="assertive">
      <p>
        <strong>{t('connection.lost')}</strong> {t('connection.retrying')}
      </p>
    </div>
  );
}
