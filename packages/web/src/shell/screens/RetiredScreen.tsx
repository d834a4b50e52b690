/**
 * A game that cannot go on (docs/storage.md "Retired games"): it started under an earlier version of its rules or
 * content than this Horde can play on, on the server or in this browser. It is kept: the screen says why in one plain
 * sentence (by the code, never the technical detail), and offers its replay and a new game with the same setup
 * (the same game, config and seed, the bots of its seats), opened as a new game of its mode is.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame, PlayMode, TableService } from '../conn/types.ts';
import { errorText, type GameRetired } from '../errors.ts';

export function RetiredScreen({
  service,
  retired,
  go,
  onStarted,
}: {
  service: TableService;
  retired: GameRetired;
  go: (hash: string) => void;
  /** Opens a game started again, as the lobby opens a new game. */
  onStarted?: (game: CreatedGame, mode: PlayMode) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces "Joining the table…": its heading takes the focus, so that it is read first.
  useEffect(() => heading.current?.focus(), []);
  const restart = service.restart && onStarted ? service.restart.bind(service) : null;
  const startAgain = async () => {
    if (!restart || !onStarted) return;
    setStarting(true);
    setError(null);
    try {
      const { created, mode } = await restart(retired.gameId);
      onStarted(created, mode);
    } catch (e) {
      setError(e);
      setStarting(false);
    }
  };
  return (
    <main className="center-message retired-game" data-retired={retired.code}>
      <h1 ref={heading} tabIndex={-1}>
        {t('retired.title')}
      </h1>
      <p className="retired-why">{t(`retired.why.${retired.code}`)}</p>
      <p>{t('retired.kept')}</p>
      <div className="retired-actions">
        <button type="button" onClick={() => go(`#/replay/${retired.gameId}`)}>
          {t('retired.replay')}
        </button>
        {restart && (
          <button type="button" className="primary" onClick={startAgain} disabled={starting}>
            {t(starting ? 'retired.restarting' : 'retired.restart')}
          </button>
        )}
        <button type="button" onClick={() => go('#/')}>
          {t('retired.lobby')}
        </button>
      </div>
      {error !== null && (
        <p className="error" role="alert">
          {errorText(t, error)}
        </p>
      )}
    </main>
  );
}
