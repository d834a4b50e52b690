/** The first screen: saved games to resume, the games to choose from, and a new game of the chosen one. */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame, PlayMode, TableService } from '../conn/types.ts';
import { errorText } from '../errors.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { ShortcutsSwitch } from '../../ui/ShortcutsSwitch.tsx';
import { GamePicker } from './GamePicker.tsx';
import { NewGameForm } from './NewGameForm.tsx';
import { SavedGames } from './SavedGames.tsx';
import { useCatalog, useSavedGames } from './useLobbyData.ts';

export interface LobbyProps {
  service: TableService;
  onStarted: (game: CreatedGame, mode: PlayMode) => void;
  onResume: (id: string) => void;
  onReplay: (id: string) => void;
  /** The invite links of a game this browser created. */
  onInvites?: (id: string) => void;
}

/** Where the lobby keeps the game last chosen, for the return from a table (Leave) or a reload of the tab. */
const CHOSEN_KEY = 'horde.lobby.game';

function remembered(): string | null {
  try {
    return sessionStorage.getItem(CHOSEN_KEY);
  } catch {
    return null;
  }
}

function remember(id: string): void {
  try {
    sessionStorage.setItem(CHOSEN_KEY, id);
  } catch {
    // A browser that keeps nothing: the lobby forgets, as before.
  }
}

export function Lobby({ service, onStarted, onResume, onReplay, onInvites }: LobbyProps): ReactElement {
  const { t } = useTranslation();
  const { catalog, error } = useCatalog(service);
  const [saved, forget] = useSavedGames(service);
  const [chosen, setChosen] = useState<string | null>(remembered);
  const choose = (id: string) => {
    remember(id);
    setChosen(id);
  };
  const games = catalog?.games ?? [];
  const game = games.find((g) => g.id === chosen);
  return (
    <div className="newgame lobby">
      <header className="newgame-head">
        <div className="lobby-title">
          <h1>
            <span className="brand">{t('app.name')}</span>
          </h1>
          <LanguageSwitch />
          <ShortcutsSwitch />
        </div>
        <p>{t('lobby.tagline')}</p>
        <p className="table-kind">{t(service.kind === 'server' ? 'lobby.serverTable' : 'lobby.localTable')}</p>
        <p>
          <a className="studio-link" href="#/studio">
            {t('studio.open')}
          </a>
        </p>
      </header>
      <SavedGames
        games={saved}
        catalog={games}
        onResume={onResume}
        onReplay={onReplay}
        onInvites={onInvites}
        onForget={service.forget ? forget : undefined}
      />
      {error ? (
        <p className="error" role="alert">
          {t('errors.catalog', { reason: errorText(t, error) })}
        </p>
      ) : catalog ? (
        <GamePicker games={games} chosen={chosen} onChoose={choose} />
      ) : (
        <p role="status">{t('lobby.loadingGames')}</p>
      )}
      {game && <NewGameForm key={game.id} service={service} game={game} onStarted={onStarted} />}
    </div>
  );
}
