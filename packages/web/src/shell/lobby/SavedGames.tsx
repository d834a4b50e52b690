/** Games saved in this browser (local) or known to the server, to resume, replay or forget; a retired game as such. */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language.ts';
import type { CatalogGame, SavedGame } from '../conn/types.ts';
import { loadEntryNames } from '../tables.ts';

/** The entry names of the listed games in the language in use, by game (fetched when a game's table has them). */
function useEntryNames(games: readonly string[], language: string): Record<string, Record<string, string>> {
  const [names, setNames] = useState<{ language: string; byGame: Record<string, Record<string, string>> }>({
    language,
    byGame: {},
  });
  const key = [...new Set(games)].sort().join(',');
  useEffect(() => {
    if (!isLanguage(language) || key === '') return;
    let live = true;
    const ids = key.split(',');
    Promise.all(ids.map((game) => loadEntryNames(game, language))).then((loaded) => {
      if (live) setNames({ language, byGame: Object.fromEntries(ids.map((game, i) => [game, loaded[i]])) });
    });
    return () => {
      live = false;
    };
  }, [key, language]);
  return names.language === language ? names.byGame : {};
}

export function SavedGames({
  games,
  catalog,
  onResume,
  onReplay,
  onForget,
  onInvites,
}: {
  games: SavedGame[];
  catalog: readonly CatalogGame[];
  onResume: (id: string) => void;
  onReplay: (id: string) => void;
  onForget?: (id: string) => void;
  /** Shows the invite links of a game this browser created (its admin's screen). */
  onInvites?: (id: string) => void;
}): ReactElement | null {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const entryNames = useEntryNames(
    games.slice(0, 12).map((g) => g.game),
    language,
  );
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
                <strong>
                  {entry ? `${entry.id} · ${entryNames[g.game]?.[entry.id] ?? entry.name}` : g.entry || g.gameId}
                </strong>
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
              {/* A retired game opens on why it cannot go on, its replay and a new start with the same setup. */}
              {g.status === 'retired' && (
                <button type="button" onClick={() => onResume(g.gameId)}>
                  {t('saved.whyRetired')}
                </button>
              )}
              {g.status === 'ongoing' && g.invites && onInvites && (
                <button type="button" onClick={() => onInvites(g.gameId)}>
                  {t('saved.invites')}
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
