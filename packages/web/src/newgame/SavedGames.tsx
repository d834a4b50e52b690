/** Games saved on this table (local) or known to the server, to resume or replay. */
import type { ReactElement } from 'react';
import type { SavedGame } from '../conn/types.ts';
import { survivorName } from '../text/names.ts';

export function SavedGames({
  games,
  onResume,
  onReplay,
  onForget,
}: {
  games: SavedGame[];
  onResume: (id: string) => void;
  onReplay: (id: string) => void;
  onForget?: (id: string) => void;
}): ReactElement | null {
  if (games.length === 0) return null;
  return (
    <section className="saved-games" aria-labelledby="saved-h">
      <h2 id="saved-h">Resume a game</h2>
      <ul>
        {games.slice(0, 12).map((g) => (
          <li key={g.gameId}>
            <span className="saved-what">
              <strong>{g.mission}</strong> · round {g.round} · {g.survivors.map(survivorName).join(', ')}
            </span>
            <span className={`saved-status ${g.status}`}>{g.status === 'ongoing' ? 'in progress' : g.status}</span>
            <span className="saved-when">{new Date(g.updated).toLocaleString()}</span>
            {g.status === 'ongoing' && (
              <button type="button" onClick={() => onResume(g.gameId)}>
                Resume
              </button>
            )}
            <button type="button" onClick={() => onReplay(g.gameId)}>
              Replay
            </button>
            {onForget && (
              <button
                type="button"
                className="small"
                onClick={() => onForget(g.gameId)}
                aria-label={`Forget game ${g.gameId}`}
              >
                Forget
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
