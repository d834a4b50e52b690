/** Hot-seat (every seat on this screen) or invite links (one per seat, with the game server only). */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayMode } from '../conn/types.ts';

export function PlayModeChoice({
  mode,
  seats,
  inviteAllowed,
  onChange,
}: {
  mode: PlayMode;
  seats: number;
  inviteAllowed: boolean;
  onChange: (mode: PlayMode) => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="mode" aria-labelledby="mode-h">
      <h2 id="mode-h">{t('players.heading')}</h2>
      <label>
        <input type="radio" name="mode" checked={mode === 'hotseat'} onChange={() => onChange('hotseat')} />{' '}
        {t('players.hotseat')}
      </label>
      <label title={inviteAllowed ? undefined : t('players.needsServerDetail')}>
        <input
          type="radio"
          name="mode"
          checked={mode === 'invite'}
          disabled={!inviteAllowed}
          onChange={() => onChange('invite')}
        />{' '}
        {t('players.invite', { count: Math.max(1, seats) })}
        {!inviteAllowed && <small> — {t('players.needsServer')}</small>}
      </label>
    </section>
  );
}
