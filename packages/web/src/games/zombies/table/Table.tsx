/**
 * The Zombies!!! table: the bar, the map, and beside it the decision at hand, the last roll, this seat's
 * cards, every seat's figures and the log. The map and the prompt offer only the rules' legal actions. In
 * hot-seat with several people a hand-over screen hides each seat's cards from the others.
 */
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombies';
import { MapBoard, type TileSpot } from '../board/MapBoard.tsx';
import { planMap } from '../model/mapPlan.ts';
import { describeAction } from '../text/actions.ts';
import { namer } from '../text/names.ts';
import type { ZConnection } from '../types.ts';
import { DiceTray, lastRoll } from './DiceTray.tsx';
import { GameOver } from './GameOver.tsx';
import { Hand } from './Hand.tsx';
import { HandOver } from './HandOver.tsx';
import { Log } from './Log.tsx';
import { Prompt } from './Prompt.tsx';
import { RulesReference } from './RulesReference.tsx';
import { SeatList } from './SeatList.tsx';
import { SquareMenu } from './SquareMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { AutoPass } from './AutoPass.tsx';
import { useAutoPass } from './useAutoPass.ts';
import { useLook } from './useLook.ts';
import { useEyes } from './useEyes.ts';
import { useTilePlacement } from './useTilePlacement.ts';
import { useWalker } from './useWalker.ts';
import { TableButtons } from '../../../kit/TableButtons.tsx';
import { Toast } from '../../../kit/Toast.tsx';
import { useConnection } from '../../../kit/useConnection.ts';
import { useSeatNames } from '../../../ui/useSeatNames.ts';
import { explainRefusal } from '../text/refusals.ts';
import { useLogToggle } from '../../../kit/useLogToggle.ts';
import { useWindowKeys } from '../../../kit/useWindowKeys.ts';

export interface TableProps {
  conn: ZConnection;
  onLeave: () => void;
  onReplay?: () => void;
}

export function Table({ conn, onLeave, onReplay }: TableProps): ReactElement {
  const { t, i18n } = useTranslation('zombies');
  const { snap, events, error, setError, send, undo, serverNow } = useConnection(conn, explainRefusal);
  const eyes = useEyes(snap);
  const { view, legal } = eyes;
  // The names players gave at an online table stand for "Player 2" (the name card promises it).
  const players = useSeatNames(conn);
  const names = useMemo(() => namer(t, view.geo, i18n.language, players), [t, view.geo, i18n.language, players]);
  const placement = useTilePlacement(legal);
  const [zombieFrom, setZombieFrom] = useState<number | null>(null);
  const [armed, setArmed] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ square: number; at: { x: number; y: number } } | null>(null);
  const [rules, setRules] = useState(false);
  const [overClosed, setOverClosed] = useState(false);
  const log = useLogToggle();

  const act = useCallback(
    (a: Action) => {
      setMenu(null);
      setArmed(null);
      setZombieFrom(null);
      return send(a);
    },
    [send],
  );
  const walker = useWalker(view, legal, snap.seq, act);
  const autoPass = useAutoPass(!eyes.shared, conn.seat === null, view, legal, act);
  useLook(legal, snap.seq, send);

  const plan = useMemo(
    () => planMap({ view, legal, names, t, zombieFrom, armedCard: armed }),
    [view, legal, names, t, zombieFrom, armed],
  );
  const spots: TileSpot[] = useMemo(
    () =>
      placement.spots.map((s) => ({
        ...s,
        selected: placement.spot?.x === s.x && placement.spot?.y === s.y,
        label: t('map.spot', { x: s.x, y: s.y }),
      })),
    [placement.spots, placement.spot, t],
  );
  const drawn = view.pending.find((p) => p.kind === 'tile');
  const ghost =
    placement.spot && drawn?.kind === 'tile'
      ? { tile: drawn.tile, ...placement.spot, rotation: placement.rotation }
      : null;

  // The centre button's pawn: this seat's, else the one playing.
  const pawnSquare =
    (view.seat !== null ? view.players[view.seat]?.square : null) ?? view.players[view.turn.seat]?.square ?? null;

  const onSquare = (square: number, at: { x: number; y: number }) => {
    const click = plan.clicks.get(square);
    if (!click) return;
    if ('pick' in click) setZombieFrom(click.pick);
    else if ('walk' in click) walker.start(click.walk);
    else if (click.actions.length === 1) void act(click.actions[0]);
    else setMenu({ square, at });
  };

  useWindowKeys((e) => {
    if (!tableKey(e)) return;
    if (e.key === 'Escape') {
      setMenu(null);
      setArmed(null);
      setZombieFrom(null);
      walker.stop();
    } else if (e.key === '?') setRules((r) => !r);
  });

  const over = snap.status === 'finished' || view.phase === 'over';
  const menuOptions = menu
    ? ((plan.clicks.get(menu.square) as { actions?: Action[] } | undefined)?.actions?.map((a) => ({
        action: a,
        label: describeAction(a, names, t),
      })) ?? [])
    : [];
  const roll = useMemo(() => lastRoll(events), [events]);

  return (
    <div
      className={`z-table${log.shown ? '' : ' no-log'}`}
      data-seq={snap.seq}
      data-step={view.turn.step}
      data-seat={view.seat ?? ''}
      data-phase={view.phase}
    >
      <TopBar view={view} names={names}>
        <TableButtons
          undo={undo && (() => void undo())}
          canUndo={snap.canUndo}
          undoTitle={t('top.undoHint')}
          log={log}
          rules={{ onOpen: () => setRules(true), title: '?' }}
          onLeave={onLeave}
        ></TableButtons>
      </TopBar>
      <main className="z-play">
        <section className="z-board-area" aria-label={t('map.heading')}>
          <MapBoard
            view={view}
            marks={plan.marks}
            spots={spots}
            ghost={ghost}
            onSquare={onSquare}
            onSpot={placement.choose}
            focus={pawnSquare}
          />
          {error && <Toast className="z-toast" text={error} onDismiss={() => setError(null)} />}
        </section>
        <aside className="z-side">
          {eyes.handOver !== null && (
            <HandOver
              seat={eyes.handOver}
              reacting={eyes.reacting}
              on={view.turn.seat}
              names={names}
              onReady={eyes.confirm}
            />
          )}
          <Prompt
            view={view}
            legal={legal}
            names={names}
            placement={placement}
            onAct={act}
            deadline={snap.deadline?.at ?? null}
            serverNow={serverNow}
          />
          {autoPass.offered && <AutoPass on={autoPass.on} onChange={autoPass.set} />}
          <DiceTray roll={roll} names={names} />
          <Hand view={view} legal={legal} names={names} armed={armed} onArm={setArmed} onAct={act} />
          <SeatList view={view} names={names} />
          {log.shown && <Log events={events} names={names} reveal={log.reveal} />}
        </aside>
      </main>
      {menu && (
        <SquareMenu
          title={names.place(menu.square)}
          at={menu.at}
          options={menuOptions}
          onPick={(a) => void act(a)}
          onClose={() => setMenu(null)}
        />
      )}
      {rules && <RulesReference config={view.config} onClose={() => setRules(false)} />}
      {over && !overClosed && (
        <GameOver
          view={view}
          names={names}
          onReplay={onReplay}
          onNewGame={onLeave}
          onClose={() => setOverClosed(true)}
        />
      )}
    </div>
  );
}
