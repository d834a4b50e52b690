/** A game: its connection (server or browser), then its game's table, loaded on demand. */
import { startTransition, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame, GameConnection, PlayMode, TableService } from '../conn/types.ts';
import { errorText, GameRetired } from '../errors.ts';
import { useTableModule } from '../useTableModule.ts';
import type { SequelHooks } from '../table-module.ts';
import { browserStore, PLAYER_NAME } from '../conn/store.ts';
import { ConnectionCover } from './ConnectionCover.tsx';
import { StorageNotice } from './StorageNotice.tsx';
import { TableTalk } from './TableTalk.tsx';
import { TurnNotice } from './TurnNotice.tsx';
import { TableBarItems } from './table-bar.ts';
import { Message } from './Message.tsx';
import { RetiredScreen } from './RetiredScreen.tsx';

export function GameScreen({
  service,
  id,
  seat,
  go,
  onStarted,
}: {
  service: TableService;
  id: string;
  seat: string | null;
  go: (hash: string) => void;
  /** Opens a new game (a retired game started again with the same setup). */
  onStarted?: (game: CreatedGame, mode: PlayMode) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [conn, setConn] = useState<GameConnection | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let opened: GameConnection | null = null;
    let live = true;
    service.open(id, seat).then(
      (c) => {
        if (live) {
          opened = c;
          // The table's first render is big: as a transition React renders it in slices, between which the
          // page stays responsive (the "Joining the table…" message stays up until it is ready).
          startTransition(() => setConn(c));
        } else c.close();
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [service, id, seat]);
  // Retired while this screen plays it (the server came back under rules that cannot play it on): said at once.
  useEffect(() => conn?.onRetired?.((retired) => setError(retired)), [conn]);
  const table = useTableModule(conn?.game ?? null);
  useEffect(() => {
    if (conn && table.module) service.describe(id, table.module.viewLabel(conn.current().view));
  }, [service, id, conn, table.module]);

  const failure = error ?? table.error;
  if (failure instanceof GameRetired)
    return <RetiredScreen service={service} retired={failure} go={go} onStarted={onStarted} />;
  if (failure)
    return (
      <Message alert text={errorText(t, failure)} action={{ label: t('screens.newGame'), onClick: () => go('#/') }} />
    );
  if (!conn || !table.module) return <Message text={t('screens.joining')} />;
  const { Table } = table.module;
  // A campaign's next game (docs/protocol.md "Sequels"): made here, or joined when another screen made it.
  const sequel: SequelHooks | undefined = service.sequel
    ? {
        start: async (choice) => go(await service.sequel!(id, choice)),
        shared: service.nextGame !== undefined,
        next: async () => (await service.nextGame?.(id)) ?? null,
        open: go,
      }
    : undefined;
  // An online seat: its people and chat (their button goes in the table's top bar, out of the way of its controls: table-bar.ts), and its turn notice.
  // A hot-seat game against bots has one seat for people too, but nobody else to name oneself to or talk with.
  const online = conn.talk && conn.seat !== null;
  const talk =
    conn.talk && conn.seat !== null && !conn.hotSeat ? (
      <TableTalk talk={conn.talk} seat={conn.seat} initialName={browserStore().getItem(PLAYER_NAME) ?? ''} />
    ) : null;
  return (
    <>
      <TableBarItems.Provider value={talk}>
        <Table conn={conn} onLeave={() => go('#/')} onReplay={() => go(`#/replay/${id}`)} sequel={sequel} />
      </TableBarItems.Provider>
      <ConnectionCover conn={conn} />
      <StorageNotice conn={conn} />
      {online && <TurnNotice conn={conn} ownTurn={table.module.ownTurn} />}
    </>
  );
}
