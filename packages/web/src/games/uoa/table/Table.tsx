/**
 * The game screen: top bar, board, and a side panel with the survivors, the selected survivor's dashboard and
 * actions, the last roll and the log. Decisions open a prompt; the zombies' phase plays step by step with a skip
 * control; the end shows the outcome. This component holds the table's state and wires its parts: the
 * selection, the map's marks, the focus, the keys and the side panel are each a module of their own.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombicide';
import type { Refusal } from '../../../shell/conn/refusal.ts';
import type { UoaConnection } from '../types.ts';
import { geometryOf, missionById } from '../data.ts';
import { Board } from '../board/Board.tsx';
import { Legend } from '../board/Legend.tsx';
import type { Motion } from '../board/motion.ts';
import { useBoardText } from '../board/useBoardText.ts';
import { useCoachOn } from '../../zombicide/coach-setting.ts';
import { coachHint } from '../coach/coach.ts';
import { actingSurvivors, describeAction, survivorOffers, tellApart, zoneOffers } from '../model/actions.ts';
import { actionsLeftOf } from '../model/rules-view.ts';
import { withAttackWarning } from '../model/warnings.ts';
import { explainRefusal, lockReason, missingActions, withCost } from '../model/why-not.ts';
import { Reference } from '../reference/Reference.tsx';
import type { TopicId } from '../reference/topics.ts';
import { describeEvent } from '../text/events.ts';
import { capitalized, namer } from '../text/names.ts';
import { useSeatNames } from '../../../ui/useSeatNames.ts';
import { TableButtons } from '../../../kit/TableButtons.tsx';
import { Toast } from '../../../kit/Toast.tsx';
import { useChanged } from '../../../kit/useChanged.ts';
import { useConnection } from '../../../kit/useConnection.ts';
import { useLogToggle } from '../../../kit/useLogToggle.ts';
import { usePlayback } from '../../../kit/usePlayback.ts';
import { lastRoll } from './lastRoll.ts';
import { EndTurnConfirm, needsConfirm } from './EndTurnConfirm.tsx';
import { GameOver } from './GameOver.tsx';
import { Help } from './Help.tsx';
import { buildFrames } from './playback.ts';
import { Prompt } from './Prompt.tsx';
import { seatWords } from './seats.ts';
import { SidePanel } from './SidePanel.tsx';
import { TopBar } from './TopBar.tsx';
import { useFocusAfterAction } from './useFocusAfterAction.ts';
import { useSelection } from './useSelection.ts';
import { useTableKeys } from './useTableKeys.ts';
import { useZoneInspector } from './useZoneInspector.ts';
import { ZombieBanner } from './ZombieBanner.tsx';
import { decisionZone, zoneMarks } from './zoneMarks.ts';
import { ZoneMenu } from './ZoneMenu.tsx';

export interface TableProps {
  conn: UoaConnection;
  onLeave: () => void;
  onReplay?: () => void;
  /** Milliseconds per zombies'-phase step. */
  stepMs?: number;
}

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

export function Table({ conn, onLeave, onReplay, stepMs = 650 }: TableProps): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  // A refused action said in the language: the rules' reason by its code (the engine's words otherwise).
  // (Read when a refusal comes: by then the position and its names below are set.)
  const explain = (a: Action, r: Refusal): string | null => explainRefusal(snap.view, names, a, r);
  const { snap, events, batch, error, setError, send, undo } = useConnection(conn, explain);
  const playback = usePlayback(stepMs, buildFrames);
  const [menu, setMenu] = useState<{ zone: number; at: { x: number; y: number } } | null>(null);
  const [help, setHelp] = useState(false);
  const log = useLogToggle();
  const [overClosed, setOverClosed] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState<Action | null>(null);
  // The rules reference, open at a topic (from the top bar, the help or a log line's rule).
  const [reference, setReference] = useState<TopicId | null>(null);
  const coachOn = useCoachOn();
  // Seats by their players' names at an online table ("seat 2" otherwise).
  const seatNames = useSeatNames(conn);

  const mission = missionById(snap.view.mission);
  const playing = playback.active;
  const view = playback.frame?.view ?? snap.view;
  // buildGeometry caches per board shape (one object each), so a train step costs one lookup.
  const geo = geometryOf(mission, view.board);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]).filter((z) => z !== undefined), [mission, geo]);

  const { play } = playback;
  useEffect(() => {
    if (batch) play(batch.before, batch.events);
  }, [batch, play]);

  const legal = playing ? [] : snap.legal;
  // Seats and names are said in the language: the memo keeps the language they were made in.
  const language = i18n.language;
  const seats = useMemo(() => ({ ...seatWords(seatNames), language }), [seatNames, language]);
  const names = useMemo(() => ({ ...namer(view, geo), seat: seats.said }), [view, geo, seats]);
  const boardText = useBoardText();
  const offer = useCallback(
    (a: Action) => withAttackWarning(view, withCost(view, describeAction(view, geo, names, a))),
    [view, geo, names],
  );
  const actors = useMemo(() => actingSurvivors(snap.view, legal), [snap.view, legal]);
  const decision = playing ? undefined : snap.view.pending[0];
  // A decision about one survivor (a found card, a reorganise, a skill) shows that survivor's dashboard.
  const [sel, setSel] = useSelection(view, actors, decision && 'survivor' in decision ? decision.survivor : null);

  // An action on its way to the rules: a zone's Enter pressed again meanwhile is not sent twice.
  const sending = useRef(false);
  const act = useCallback(
    (a: Action) => {
      setMenu(null);
      setConfirmEnd(null);
      sending.current = true;
      void send(a).finally(() => {
        sending.current = false;
      });
    },
    [send],
  );
  // End turn with Actions left asks first (a second E, Enter or a click confirms); with none left it ends at once.
  const request = useCallback(
    (a: Action) => {
      if (needsConfirm(snap.view, a) && !(confirmEnd && sameAction(confirmEnd, a))) {
        setMenu(null);
        setConfirmEnd(a);
      } else act(a);
    },
    [snap.view, confirmEnd, act],
  );
  const cancelEnd = useCallback(() => setConfirmEnd(null), []);
  // A new position (an answer from elsewhere, an undo) closes the question.
  if (useChanged(snap.seq) && confirmEnd) setConfirmEnd(null);

  // Marked zones: decision choices, or the selected survivor's zone actions.
  const offersByZone = useMemo(
    () => (sel === null || decision ? new Map<number, Action[]>() : zoneOffers(view, legal, sel)),
    [view, legal, sel, decision],
  );
  const marks = useMemo(
    () => zoneMarks(t, view, decision, legal, offersByZone, offer, names),
    [t, view, decision, legal, offersByZone, offer, names],
  );

  const root = useRef<HTMLDivElement | null>(null);
  const endScreen = !playing && (snap.view.phase === 'won' || snap.view.phase === 'lost') && !overClosed;
  const noteAction = useFocusAfterAction({
    root,
    geo,
    marks,
    seq: snap.seq,
    settled: !playing && !menu,
    screen: [snap.seq, playing, !!menu, help, !!confirmEnd, overClosed, !!decision].join('|'),
  });
  const onZone = (zone: number, at: { x: number; y: number }) => {
    if (sending.current) return;
    noteAction(zone);
    if (decision) {
      const a = legal.find((x) => decisionZone(x) === zone);
      if (a) act(a);
      return;
    }
    const list = offersByZone.get(zone);
    if (!list || list.length === 0) {
      const here = view.survivors.findIndex((s, i) => s.zone === zone && actors.includes(i));
      if (here >= 0) setSel(here);
      setMenu(null);
      return;
    }
    if (list.length === 1) act(list[0]);
    else setMenu({ zone, at });
  };

  const inspector = useZoneInspector(view, geo, exits, sel, snap.seq);
  const barOffers = useMemo(
    () => (sel === null || decision ? [] : survivorOffers(legal, sel).map(offer)),
    [sel, decision, legal, offer],
  );
  // What the player may look for and not find, with the rules' reason; or why this survivor may do nothing.
  const lock = sel === null || decision || playing ? null : lockReason(snap.view, snap.legal, sel, names);
  const missing = useMemo(
    () =>
      sel === null || decision || playing || lock ? [] : missingActions(snap.view, geo, snap.legal, sel, names, exits),
    [sel, decision, playing, lock, snap, geo, names, exits],
  );

  // The end screen and the help cover the table: no key acts behind them.
  const covered = help || endScreen || reference !== null;
  useTableKeys({
    endScreen,
    covered,
    help,
    playing,
    survivors: view.survivors.length,
    barOffers,
    canUndo: snap.canUndo,
    undo: undo && (() => void undo()),
    skip: playback.skip,
    setHelp,
    closeAll: () => {
      setConfirmEnd(null);
      setMenu(null);
      inspector.clear();
    },
    inspect: inspector.inspect,
    toggleLog: log.toggle,
    cycle: (by) => setSel((s) => ((s ?? 0) + by + view.survivors.length) % view.survivors.length),
    request,
  });

  // The events shown so far (during the playback, up to its step) and the last roll among them.
  const shownEvents =
    playing && batch && playback.frame
      ? events.slice(0, batch.offset + batch.events.indexOf(playback.frame.event) + 1)
      : events;
  const roll = useMemo(() => lastRoll(shownEvents, names), [shownEvents, names]);

  const over = !playing && (snap.view.phase === 'won' || snap.view.phase === 'lost');
  const hint =
    decision || playing
      ? undefined
      : legal.length === 0
        ? // An ended game waits for nobody (issue 33: its end screen still said "waiting for").
          conn.seat !== null && snap.view.phase !== 'won' && snap.view.phase !== 'lost'
          ? t('actions.waitingSeat', { who: seats.said(snap.view.currentPlayer) })
          : undefined
        : sel !== null && offersByZone.size > 0
          ? t('actions.hint')
          : undefined;

  // The moves shown gliding: the zombies' step on screen, else a players' phase change (a Shove, a Taunt).
  const motion: Motion | undefined = playback.frame
    ? { key: `p${batch?.offset ?? 0}-${playback.step}`, events: [playback.frame.event] }
    : batch && batch.before.phase === 'players' && !playing
      ? { key: `b${batch.offset}`, events: batch.events }
      : undefined;
  // The coach of the tutorial (M0): what to do next and why, from this screen's view and actions.
  const coach = useMemo(
    () =>
      coachOn && snap.view.mission === 'M0'
        ? coachHint({
            view,
            legal,
            geo,
            names,
            exits,
            selected: sel,
            step: playback.frame?.event ?? null,
            recent: !playing && batch ? batch.events : [],
            waitingFor: conn.seat !== null ? seats.said(snap.view.currentPlayer) : null,
          })
        : null,
    [coachOn, snap.view, view, legal, geo, names, exits, sel, playback.frame, playing, batch, conn.seat, seats],
  );

  return (
    <div
      ref={root}
      className={`table${log.shown ? '' : ' no-log'}`}
      data-seq={snap.seq}
      data-phase={view.phase}
      data-playing={playing ? 'yes' : 'no'}
    >
      <TopBar view={view} seat={conn.seat} seats={seats}>
        <TableButtons
          undo={undo && (() => void undo())}
          canUndo={snap.canUndo}
          undoTitle={t('top.undoTitle')}
          log={log}
          rules={{
            onOpen: () => setReference('turn'),
            label: t('reference.button'),
            title: t('reference.buttonTitle'),
            className: 'rules-button',
          }}
          onHelp={() => setHelp(true)}
          onLeave={onLeave}
        />
      </TopBar>
      <main className="play">
        {/* The map's height over its width: on a phone the board's area takes the height the map needs (uoa.css). */}
        <div className="board-area" style={{ '--board-aspect': (geo.height / geo.width).toFixed(3) } as CSSProperties}>
          <Board
            view={view}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={actors}
            marks={marks}
            focus={playback.frame?.zones ?? coach?.zones}
            onZone={onZone}
            onSurvivor={setSel}
            fullLabels
            text={boardText}
            zoneInfo={inspector.zoneInfoOf}
            keys={!covered}
            motion={motion}
          />
          <Legend />
          <div className="zone-info" role="status" aria-label={t('a11y.zoneInfo')}>
            {inspector.said && (
              <p key={inspector.said.n} lang={language}>
                {inspector.said.text}
              </p>
            )}
          </div>
          {playing && (
            <ZombieBanner
              step={playback.step}
              total={playback.total}
              line={playback.frame ? describeEvent(playback.frame.event, names) : null}
              paused={playback.paused}
              onPause={playback.togglePause}
              onNext={playback.next}
              onSkip={playback.skip}
            />
          )}
          {decision && (
            <Prompt
              view={snap.view}
              decision={decision}
              legal={legal}
              names={names}
              onAnswer={act}
              keys={!covered}
              seats={seats}
            />
          )}
          {error && <Toast text={error} onDismiss={() => setError(null)} />}
        </div>
        <SidePanel
          view={view}
          sel={sel}
          actors={actors}
          onSelect={setSel}
          coach={coach}
          playing={playing}
          legal={legal}
          deciding={!!decision}
          act={act}
          request={request}
          barOffers={barOffers}
          hint={hint}
          lock={lock}
          missing={missing}
          roll={roll}
          log={log.shown ? shownEvents : null}
          revealLog={log.reveal}
          names={names}
          seats={seats}
          onTopic={setReference}
        />
      </main>
      {confirmEnd && confirmEnd.type === 'endTurn' && !playing && (
        <EndTurnConfirm
          who={names.survivor(confirmEnd.s)}
          left={actionsLeftOf(snap.view, confirmEnd.s)}
          onConfirm={() => act(confirmEnd)}
          onCancel={cancelEnd}
        />
      )}
      {menu && (
        <ZoneMenu
          title={capitalized(names.zone(menu.zone))}
          closeLabel={t('table.close')}
          at={menu.at}
          offers={tellApart((offersByZone.get(menu.zone) ?? []).map(offer), names)}
          onPick={act}
          onClose={() => setMenu(null)}
        />
      )}
      {help && (
        <Help
          onClose={() => setHelp(false)}
          onReference={() => {
            setHelp(false);
            setReference('turn');
          }}
        />
      )}
      {reference && (
        <Reference topic={reference} mission={mission} onTopic={setReference} onClose={() => setReference(null)} />
      )}
      {over && !overClosed && (
        <GameOver view={snap.view} onReplay={onReplay} onNewGame={onLeave} onClose={() => setOverClosed(true)} />
      )}
    </div>
  );
}
