/**
 * The Classic game screen: top bar, board (doors, Noise, spawn zones) with its legend, and a side
 * panel with the survivors, the selected survivor's dashboard and actions, the last roll and the log.
 * Decisions open a prompt (their zones and rooms marked on the map); the zombies' phase plays step by
 * step with a skip control (Undead or Alive's playback, Classic's frames); the end shows the outcome.
 */
import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { PlaybackBanner } from '../../../kit/PlaybackBanner.tsx';
import { TableButtons } from '../../../kit/TableButtons.tsx';
import { Toast } from '../../../kit/Toast.tsx';
import { useConnection } from '../../../kit/useConnection.ts';
import { useSeatNames } from '../../../ui/useSeatNames.ts';
import { seatWords } from '../text/seats.ts';
import { explainRefusal } from '../text/refusals.ts';
import type { Refusal } from '../../../shell/conn/refusal.ts';
import { usePlayback } from '../../../kit/usePlayback.ts';
import { useLogToggle } from '../../../kit/useLogToggle.ts';
import { useWindowKeys } from '../../../kit/useWindowKeys.ts';
import { useTranslation } from 'react-i18next';
import type { Action, GameEvent, PlayerView } from '@horde/zombicide';
import { ZoneMenu } from '../../uoa/table/ZoneMenu.tsx';
import { ClassicBoard, type ZoneMark } from '../board/ClassicBoard.tsx';
import { Legend } from '../board/Legend.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { geometryOf, missionById } from '../data.ts';
import { buildFrames } from '../model/frames.ts';
import {
  actingSurvivors,
  describeAction,
  doorOffers,
  survivorOffers,
  zoneOffers,
  type Offer,
} from '../model/offers.ts';
import { decisionZones, lastRoll, zoneMarks } from '../model/table.ts';
import { describeEvent, type EventLine } from '../text/events.ts';
import type { Frame } from '../../uoa/table/playback.ts';
import { useSelection } from '../../uoa/table/useSelection.ts';
import { doorName, names as makeNames } from '../text/names.ts';
import type { ClassicConnection } from '../types.ts';
import { ActionBar } from '../../zombicide/ActionBar.tsx';
import { DiceTray } from '../../../kit/Dice.tsx';
import { GameOver } from './GameOver.tsx';
import type { SequelHooks } from '../../../shell/table-module.ts';
import { CoachPanel } from '../../zombicide/CoachPanel.tsx';
import { useCoachOn } from '../../zombicide/coach-setting.ts';
import { coachHint } from '../coach/coach.ts';
import { Help } from './Help.tsx';
import { Log } from './Log.tsx';
import { Prompt } from './Prompt.tsx';
import { RulesReference } from './RulesReference.tsx';
import { SurvivorTabs } from './SurvivorTabs.tsx';
import { TopBar } from './TopBar.tsx';

export interface TableProps {
  conn: ClassicConnection;
  onLeave: () => void;
  onReplay?: () => void;
  /** The next game of a campaign (Experience mode), when the shell can make one. */
  sequel?: SequelHooks;
  /** Milliseconds per zombies'-phase step. */
  stepMs?: number;
}

type Menu = { title: string; offers: Offer[]; at: { x: number; y: number } };

export function Table({ conn, onLeave, onReplay, sequel, stepMs = 650 }: TableProps): ReactElement {
  const { t, i18n } = useTranslation('classic');
  // Read when a refusal comes, after the first render: the view and names then are the table's.
  const explain = (a: Action, r: Refusal): string | null => explainRefusal(snap.view, (s) => names.survivor(s), a, r);
  const { snap, events, batch, error, setError, send, undo } = useConnection(conn, explain);
  const playback = usePlayback<PlayerView, GameEvent, Frame>(stepMs, buildFrames);
  const [menu, setMenu] = useState<Menu | null>(null);
  const [help, setHelp] = useState(false);
  const [rules, setRules] = useState(false);
  const log = useLogToggle();
  const [overClosed, setOverClosed] = useState(false);

  const mission = missionById(snap.view.mission);
  const view = playback.frame?.view ?? snap.view;
  // buildGeometry caches per board shape and open doors (one object each): an opened door costs one lookup.
  const geo = geometryOf(mission, view.doors ?? []);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]).filter((z) => z !== undefined), [mission, geo]);

  const { play } = playback;
  useEffect(() => {
    if (batch) play(batch.before, batch.events);
  }, [batch, play]);

  const playing = playback.active;
  const legal = playing ? [] : snap.legal;
  // The names players gave at an online table stand for "seat 2" (the name card promises it).
  const seatNames = useSeatNames(conn);
  // Seats are said in the language: the memo keeps the language they were made in.
  const seatLanguage = i18n.language;
  const seats = useMemo(() => ({ ...seatWords(seatNames), seatLanguage }), [seatNames, seatLanguage]);
  const names = useMemo(() => makeNames(view, geo, t, i18n.language, seats), [view, geo, t, i18n.language, seats]);
  const actors = useMemo(() => actingSurvivors(snap.view, legal), [snap.view, legal]);
  // The survivor shown: the first who may act, following them as they change (Undead or Alive's selection).
  const [sel, setSel] = useSelection(view, actors, null);

  const decision = playing ? undefined : snap.view.pending[0];
  const act = useCallback(
    (a: Action) => {
      setMenu(null);
      void send(a);
    },
    [send],
  );

  // Marked zones: a decision's choices (split routes, rooms to spawn...), or the selected survivor's zone actions.
  const offersByZone = useMemo(
    () => (sel === null || decision ? new Map<number, Action[]>() : zoneOffers(view, legal, sel)),
    [view, legal, sel, decision],
  );
  const marks: Map<number, ZoneMark> = useMemo(
    () => zoneMarks(decision, legal, offersByZone, view, names),
    [decision, legal, offersByZone, view, names],
  );
  const doorsOffered = useMemo(
    () => (sel === null || decision ? new Map<number, Action[]>() : doorOffers(legal, sel)),
    [legal, sel, decision],
  );
  const openable = useMemo(() => {
    const m = new Map<number, string>();
    for (const [door, list] of doorsOffered)
      m.set(door, list.map((a) => describeAction(view, names, a).label).join('; '));
    return m;
  }, [doorsOffered, view, names]);

  const onZone = useCallback(
    (zone: number, at: { x: number; y: number }) => {
      if (decision) {
        const a = legal.find((x) => decisionZones(x).includes(zone));
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
      else setMenu({ title: names.zone(zone), offers: list.map((a) => describeAction(view, names, a)), at });
    },
    [decision, legal, offersByZone, view, actors, act, names, setSel],
  );

  // A survivor standing in a marked zone is part of that zone's target: clicking the piece moves or shoots there,
  // as clicking the zone beside it would (the survivor tabs select him); elsewhere it selects him.
  const onSurvivor = useCallback(
    (s: number, at: { x: number; y: number }) => {
      const zone = view.survivors[s]?.zone;
      if (zone !== undefined && marks.has(zone) && s !== sel) onZone(zone, at);
      else setSel(s);
    },
    [view, marks, sel, onZone, setSel],
  );

  const onDoor = useCallback(
    (door: number, at: { x: number; y: number }) => {
      const list = doorsOffered.get(door) ?? [];
      if (list.length === 1) act(list[0]);
      else if (list.length > 1)
        setMenu({ title: doorName(t, geo, door), offers: list.map((a) => describeAction(view, names, a)), at });
    },
    [doorsOffered, act, t, geo, view, names],
  );

  const barOffers: Offer[] = useMemo(
    () => (sel === null || decision ? [] : survivorOffers(legal, sel).map((a) => describeAction(view, names, a))),
    [sel, decision, legal, view, names],
  );

  const skip = playback.skip;
  // Keyboard shortcuts (the menu and the prompts handle their own digits).
  useWindowKeys((e) => {
    if (!tableKey(e)) return;
    const k = e.key.toLowerCase();
    if (k === ' ' && playing) {
      e.preventDefault();
      skip();
      return;
    }
    if (k === '?') return setHelp((h) => !h);
    if (k === 'escape') {
      setMenu(null);
      setHelp(false);
      setRules(false);
      return;
    }
    if (k === 'l') return log.toggle();
    if (k === 'u' && undo && snap.canUndo) return void undo();
    if ((k === '[' || k === ']') && view.survivors.length) {
      const n = view.survivors.length;
      setSel((s) => ((s ?? 0) + (k === ']' ? 1 : n - 1)) % n);
      return;
    }
    const offer = barOffers.find((o) => o.key === k);
    if (offer) {
      e.preventDefault();
      act(offer.action);
    }
  });

  // The events shown so far (during the playback, up to its step) and the last roll among them.
  const shownEvents =
    playing && batch && playback.frame
      ? events.slice(0, batch.offset + batch.events.indexOf(playback.frame.event) + 1)
      : events;
  const roll = useMemo(() => lastRoll(shownEvents, names), [shownEvents, names]);

  const over = !playing && (snap.view.phase === 'won' || snap.view.phase === 'lost');
  // The coach of the tutorial (C0): what to do next and why, from this screen's view and actions (M0's coach's way).
  const coachOn = useCoachOn();
  const coach = useMemo(
    () =>
      coachOn && snap.view.mission === 'C0'
        ? coachHint({ view, legal, geo, names, exits, selected: sel, step: playback.frame?.event ?? null })
        : null,
    [coachOn, snap.view.mission, view, legal, geo, names, exits, sel, playback.frame],
  );
  const hint = decision
    ? undefined
    : playing
      ? undefined
      : legal.length === 0
        ? // An ended game waits for nobody.
          conn.seat !== null && snap.view.phase !== 'won' && snap.view.phase !== 'lost'
          ? t('table.waitingSeat', { who: seats.said(snap.view.currentPlayer) })
          : undefined
        : sel !== null && (offersByZone.size > 0 || doorsOffered.size > 0)
          ? t('table.hint')
          : undefined;

  return (
    <div
      className={`table classic-table${log.shown ? '' : ' no-log'}`}
      data-seq={snap.seq}
      data-phase={view.phase}
      data-playing={playing ? 'yes' : 'no'}
    >
      <TopBar view={view} seat={conn.seat} seats={seats}>
        <TableButtons
          undo={undo && (() => void undo())}
          canUndo={snap.canUndo}
          undoTitle={t('table.undoTitle')}
          log={log}
          rules={{ onOpen: () => setRules(true) }}
          onHelp={() => setHelp(true)}
          onLeave={onLeave}
        />
      </TopBar>
      <main className="play">
        <div className="board-area" style={{ '--board-aspect': (geo.height / geo.width).toFixed(3) } as CSSProperties}>
          <ClassicBoard
            view={view}
            mission={mission}
            geo={geo}
            exits={exits}
            selected={sel}
            actors={actors}
            marks={marks}
            openable={openable}
            focus={playback.frame?.zones ?? coach?.zones}
            onZone={onZone}
            onDoor={onDoor}
            onSurvivor={onSurvivor}
          />
          {playing && (
            <ZombieBanner playback={playback} line={playback.frame && describeEvent(playback.frame.event, names)} />
          )}
          {decision && <Prompt view={snap.view} decision={decision} legal={legal} names={names} onAnswer={act} />}
          {error && <Toast text={error} onDismiss={() => setError(null)} />}
        </div>
        <aside className="side">
          {/* Each part keeps its place and scrolls on its own (Undead or Alive's panel): the actions stay in view. */}
          <SurvivorTabs view={view} selected={sel} actors={actors} onSelect={setSel} seats={seats} />
          {coach && <CoachPanel ns="classic" hint={coach} quiet={playing} />}
          <div className="side-actions">
            {!decision && <ActionBar ns="classic" offers={barOffers} onAction={act} hint={hint} />}
            <DiceTray roll={roll} />
          </div>
          <section
            className="side-survivor"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by the keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label={sel !== null && view.survivors[sel] ? names.survivor(sel) : undefined}
          >
            {sel !== null && view.survivors[sel] && (
              <Dashboard view={view} s={sel} legal={decision ? [] : legal} onAction={act} seats={seats} />
            )}
            <Legend />
          </section>
          {log.shown && <Log events={shownEvents} names={names} reveal={log.reveal} />}
        </aside>
      </main>
      {menu && (
        <ZoneMenu
          title={menu.title}
          at={menu.at}
          offers={menu.offers}
          onPick={act}
          onClose={() => setMenu(null)}
          closeLabel={t('table.close')}
        />
      )}
      {help && <Help onClose={() => setHelp(false)} />}
      {rules && <RulesReference view={snap.view} onClose={() => setRules(false)} />}
      {over && !overClosed && (
        <GameOver
          view={snap.view}
          onReplay={onReplay}
          onNewGame={onLeave}
          onClose={() => setOverClosed(true)}
          sequel={sequel}
          seats={seats}
        />
      )}
    </div>
  );
}

/** The zombies' phase played back over the board: the step, its rule, the playback's buttons. */
function ZombieBanner({
  playback,
  line,
}: {
  playback: ReturnType<typeof usePlayback<PlayerView, GameEvent, Frame>>;
  line: EventLine | null;
}): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <PlaybackBanner
      title={t('banner.title')}
      count={t('banner.step', { step: playback.step, total: playback.total })}
      step={playback.step}
      total={playback.total}
      text={line?.text}
      rule={line?.rule && <span title={line.rule.source}>{t('banner.rule', { rule: line.rule.text })}</span>}
      paused={playback.paused}
      onPause={playback.togglePause}
      onNext={playback.next}
      onSkip={playback.skip}
    />
  );
}
