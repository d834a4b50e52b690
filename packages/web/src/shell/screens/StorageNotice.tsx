/**
 * While the game server cannot store actions (its database is down), a banner over every table: moves are not
 * accepted for now, nothing is lost, and they will be again when the storage is back (the banner then goes).
 * The table stays readable meanwhile; an action sent is refused with the same words (conn/storage.ts).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameConnection } from '../conn/types.ts';

export function useStorageOk(conn: GameConnection): boolean {
  const [ok, setOk] = useState(() => conn.storageOk?.() ?? true);
  useEffect(() => {
    setOk(conn.storageOk?.() ?? true);
    return conn.onStorage?.(setOk);
  }, [conn]);
  return ok;
}

export function StorageNotice({ conn }: { conn: GameConnection }): ReactElement {
  const { t } = useTranslation();
  const ok = useStorageOk(conn);
  // The live region stays on the page so that its message is read out when it appears.
  return (
    <div className="storage-notice" role="status" aria-live="polite">
      {!ok && (
        <p>
          <strong>{t('storage.waiting')}</strong> {t('storage.detail')}
        </p>
      )}
    </div>
  );
}
