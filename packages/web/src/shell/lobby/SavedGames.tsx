/** Games saved in this browser (local) or known to the server, to resume, replay or forget. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogGame, SavedGame } from '../conn/types.ts';

export function SavedGames({
  games,
  catalog,
  onResume,
  onReplay,
  onForget,
}: {
  games: SavedGame[];
  catalog: readonly CatalogGame[];
  onResume: (id: string) => void;
  onReplay: (id: string) => void;
  onForget?: (id: string) => void;
}): ReactElement | null {
  const { t, i18n } = useTranslation();
  if (games.length === 0) return null;
  const gameOf = (id: string) => catalog.find((g) => g.id === id);
  return (
    <section className="saved-games" aria-labelledby="saved-h">
      <h2 id="saved-h">{t('saved.heading')}</h2>
      <ul>
        {games.slice(0, 12).map((g) => {
          const game = gameOf(g.game);
          const entry = game?.entries.find((e) => e.id === g.entry);
          const what = [g.round !== undefined ? t('saved.round', { round: g.round }) : null, g.label || null].filter(
            Boolean,
          );
          return (
            <li key={g.gameId}>
              <span className="saved-what">
                <strong>{entry ? `${entry.id} · ${entry.name}` : g.entry || g.gameId}</strong>
                {what.length > 0 && ` · ${what.join(' · ')}`}
                {catalog.length > 1 && <small className="saved-game">{game?.name ?? g.game}</small>}
              </span>
              <span className={`saved-status ${g.status}`}>{t(`saved.status.${g.status}`)}</span>
              <span className="saved-when">{new Date(g.updated).toLocaleString(i18n.language)}</span>
              {g.status === 'ongoing' && (
                <button type="button" onClick={() => onResume(g.gameId)}>
                  {t('saved.resume')}
                </button>
              )}
              <button type="button" onClick={() => onReplay(g.gameId)}>
                {t('saved.replay')}
              </button>
              {onForget && (
                <button
                  type="button"
                  className="small"
                  onClick={() => onForget(g.gameId)}
                  aria-label={t('saved.forgetLabel', { id: g.gameId })}
                >
                  {t('saved.forget')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
