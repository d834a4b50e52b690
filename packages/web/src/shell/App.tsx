/** The shell: one screen per route (route.ts); a game's own screens come from its table. */
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame, PlayMode, TableService } from './conn/types.ts';
import { Lobby } from './lobby/Lobby.tsx';
import { parseRoute } from './route.ts';
import { GameScreen } from './screens/GameScreen.tsx';
import { InviteScreen } from './screens/InviteScreen.tsx';
import { Message } from './screens/Message.tsx';
import { ReplayScreen } from './screens/ReplayScreen.tsx';
import { useHash } from './useHash.ts';

// The mission studio is a chunk of its own: a player never downloads it.
const Studio = lazy(() => import('../studio/Studio.tsx'));

export function App({ service }: { service: TableService }): ReactElement {
  const { t } = useTranslation();
  const [hash, go] = useHash();
  const route = parseRoute(hash, location.pathname);
  const [created, setCreated] = useState<CreatedGame | null>(null);
  const onStarted = useCallback(
    (game: CreatedGame, mode: PlayMode) => {
      if (mode === 'invite') {
        setCreated(game);
        go(`#/invite/${game.gameId}`);
      } else go(game.url.slice(game.url.indexOf('#')));
    },
    [go],
  );
  if (route.screen === 'game' && route.id)
    return (
      <GameScreen key={hash} service={service} id={route.id} seat={route.seat ?? null} go={go} onStarted={onStarted} />
    );
  if (route.screen === 'studio')
    return (
      <Suspense fallback={<Message text={t('studio.loading')} />}>
        <Studio onLeave={() => go('#/')} />
      </Suspense>
    );
  if (route.screen === 'replay' && route.id) return <ReplayScreen key={hash} service={service} id={route.id} go={go} />;
  // After a reload the links come from this browser's storage (the server shows them only to the admin token).
  const invite =
    route.screen === 'invite' && route.id
      ? ((created?.gameId === route.id ? created : null) ?? service.invites?.(route.id) ?? null)
      : null;
  if (route.screen === 'invite' && !invite)
    return (
      <Message alert text={t('errors.noInvites')} action={{ label: t('screens.newGame'), onClick: () => go('#/') }} />
    );
  if (invite)
    return (
      <InviteScreen
        key={invite.gameId}
        service={service}
        game={invite}
        onLobby={() => go('#/')}
        onOpen={(url) => {
          if (url.includes('#') && !url.includes('/play/')) go(url.slice(url.indexOf('#')));
          else location.assign(url);
        }}
      />
    );
  return (
    <Lobby
      service={service}
      onStarted={onStarted}
      onResume={(id) => go(`#/game/${id}`)}
      onReplay={(id) => go(`#/replay/${id}`)}
      onInvites={(id) => go(`#/invite/${id}`)}
    />
  );
}
