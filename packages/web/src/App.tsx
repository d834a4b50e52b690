/**
 * Screens by URL hash: "#/" new game, "#/game/<id>[?seat=<token>]" the table, "#/invite/<id>"
 * the links of a new invite game, "#/replay/<id>" a replay. The hash keeps every screen a
 * link that survives a reload (resume) and works on a static host.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { CreatedGame, GameConnection, GameRecord, TableService } from './conn/types.ts';
import { NewGame } from './newgame/NewGame.tsx';
import { InviteLinks } from './newgame/InviteLinks.tsx';
import { Table } from './table/Table.tsx';
import { Replay } from './replay/Replay.tsx';

export interface Route {
  screen: 'new' | 'game' | 'invite' | 'replay';
  id?: string;
  seat?: string | null;
}

export function parseRoute(hash: string, pathname = '/'): Route {
  // Invite links of the server: /play/<id>#token=<seat token>
  const play = /^\/play\/([^/]+)\/?$/.exec(pathname);
  if (play) {
    const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    if (token) return { screen: 'game', id: decodeURIComponent(play[1]), seat: token };
  }
  const m = /^#\/(game|invite|replay)\/([^?]+)(?:\?(.*))?$/.exec(hash);
  if (!m) return { screen: 'new' };
  const params = new URLSearchParams(m[3] ?? '');
  return { screen: m[1] as Route['screen'], id: decodeURIComponent(m[2]), seat: params.get('seat') };
}

function useHash(): [string, (h: string) => void] {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return [
    hash,
    (h: string) => {
      // Leaving an invite path (/play/...) for a screen of the app proper.
      if (location.pathname !== '/' && location.pathname.startsWith('/play/')) {
        location.assign(`/${h}`);
        return;
      }
      location.hash = h;
    },
  ];
}

function GameScreen({
  service,
  id,
  seat,
  go,
}: {
  service: TableService;
  id: string;
  seat: string | null;
  go: (h: string) => void;
}): ReactElement {
  const [conn, setConn] = useState<GameConnection | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let c: GameConnection | null = null;
    let live = true;
    service.open(id, seat).then(
      (x) => {
        if (live) {
          c = x;
          setConn(x);
        } else x.close();
      },
      (e) => setError(String(e instanceof Error ? e.message : e)),
    );
    return () => {
      live = false;
      c?.close();
    };
  }, [service, id, seat]);
  if (error)
    return (
      <div className="center-message" role="alert">
        <p>{error}</p>
        <button type="button" onClick={() => go('#/')}>
          New game
        </button>
      </div>
    );
  if (!conn) return <div className="center-message">Joining the table…</div>;
  return <Table conn={conn} onLeave={() => go('#/')} onReplay={() => go(`#/replay/${id}`)} />;
}

function ReplayScreen({
  service,
  id,
  go,
}: {
  service: TableService;
  id: string;
  go: (h: string) => void;
}): ReactElement {
  const [record, setRecord] = useState<GameRecord | null | undefined>(undefined);
  useEffect(() => {
    service.record(id).then(setRecord, () => setRecord(null));
  }, [service, id]);
  if (record === undefined) return <div className="center-message">Loading the game…</div>;
  if (record === null)
    return (
      <div className="center-message" role="alert">
        <p>This game's record is not available for replay from the server yet.</p>
        <button type="button" onClick={() => go('#/')}>
          Back
        </button>
      </div>
    );
  return <Replay record={record} onLeave={() => go('#/')} />;
}

export function App({ service }: { service: TableService }): ReactElement {
  const [hash, go] = useHash();
  const route = parseRoute(hash, location.pathname);
  const [created, setCreated] = useState<CreatedGame | null>(null);
  const onStarted = useCallback(
    (game: CreatedGame, mode: 'hotseat' | 'invite') => {
      if (mode === 'invite') {
        setCreated(game);
        go(`#/invite/${game.gameId}`);
      } else go(game.url.slice(game.url.indexOf('#')));
    },
    [go],
  );
  if (route.screen === 'game' && route.id)
    return <GameScreen key={hash} service={service} id={route.id} seat={route.seat ?? null} go={go} />;
  if (route.screen === 'replay' && route.id) return <ReplayScreen key={hash} service={service} id={route.id} go={go} />;
  if (route.screen === 'invite' && created)
    return (
      <InviteLinks
        game={created}
        onOpen={(url) => {
          if (url.includes('#')) go(url.slice(url.indexOf('#')));
          else location.assign(url);
        }}
      />
    );
  return (
    <NewGame
      service={service}
      onStarted={onStarted}
      onResume={(id) => go(`#/game/${id}`)}
      onReplay={(id) => go(`#/replay/${id}`)}
    />
  );
}
