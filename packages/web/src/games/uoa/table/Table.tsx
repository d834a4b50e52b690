/**
 * The game screen: top bar, board, and a side panel with the survivors, the selected
 * survivor's dashboard and actions, the last roll and the log. Decisions open a prompt; the
 * zombies' phase plays step by step with a skip control; the end shows the outcome.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombicide';
import type { UoaConnection } from '../types.ts';
import { geometryOf, missionById } from '../data.ts';
import { Board, type ZoneMark } from '../board/Board.tsx';
import { Legend } from '../board/Legend.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import {
  actingSurvivors,
  firstSelected,
  describeAction,
  survivorOffers,
  tellApart,
  zoneOffers,
  type Offer,
} from '../model/actions.ts';
import { actionsLeftOf, costOf } from '../model/rules-view.ts';
import { withAttackWarning } from '../model/warnings.ts';
import { explainRefusal, lockReason, missingActions, withCost } from '../model/why-not.ts';
import { useBoardText } from '../board/useBoardText.ts';
import { capitalized, namer, rerollSource } from '../text/names.ts';
import { describeEvent } from '../text/events.ts';
import { ActionBar } from './ActionBar.tsx';
import { DiceTray, type Roll } from './Dice.tsx';
import { EndTurnConfirm, needsConfirm } from './EndTurnConfirm.tsx';
import { GameOver } from './GameOver.tsx';
import { Help } from './Help.tsx';
import { Log } from './Log.tsx';
import { Prompt } from './Prompt.tsx';
import { SurvivorTabs } from './SurvivorTabs.tsx';
import { TopBar } from './TopBar.tsx';
import { buildFrames } from './playback.ts';
import { ZombieBanner } from './ZombieBanner.tsx';
import { ZoneMenu } from './ZoneMenu.tsx';
import { seatWords } from './seats.ts';
import { useSeatNames } from '../../../ui/useSeatNames.ts';
import { Reference } from '../reference/Reference.tsx';
import type { TopicId } from '../reference/topics.ts';
import { CoachPanel } from '../coach/Coach.tsx';
import { coachHint } from '../coach/coach.ts';
import { useCoachOn } from '../coach/setting.ts';
import type { Motion } from '../board/motion.ts';
import { zoneContents, zoneReport } from '../board/zone-contents.ts';
import { tableKey } from '../../../ui/shortcuts.ts';
import { focusQuietly, keyForControl } from '../../../ui/useFocusTrap.ts';
import { TableButtons } from '../../../kit/TableButtons.tsx';
import { Toast } from '../../../kit/Toast.tsx';
import { useConnection } from '../../../kit/useConnection.ts';
import { usePlayback } from '../../../kit/usePlayback.ts';

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
  const explainRef = useRef<(a: Action, message: string) => string>((_, m) => m);
  const { snap, events, batch, error, setError, send, undo } = useConnection(conn, (a, m) => explainRef.current(a, m));
  const playback = usePlayback(stepMs, buildFrames);
  const [sel, setSel] = useState<number | null>(() => firstSelected(snap.view, snap.legal));
  const [menu, setMenu] = useState<{ zone: number; at: { x: number; y: number } } | null>(null);
  const [help, setHelp] = useState(false);
  const [showLog, setShowLog] = useState(true);
  const [overClosed, setOverClosed] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState<Action | null>(null);
  // The rules reference, open at a topic (from the top bar, the help or a log line's rule).
  const [reference, setReference] = useState<TopicId | null>(null);
  const coachOn = useCoachOn();
  // Seats by their players' names at an online table ("seat 2" otherwise).
  const seatNames = useSeatNames(conn);

  const mission = missionById(snap.view.mission);
  const board = (playback.frame?.view ?? snap.view).board;
  // buildGeometry caches per board shape, so a train step costs one lookup.
  const geo = useMemo(() => geometryOf(mission, board), [mission, board]);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]).filter((z) => z !== undefined), [mission, geo]);

  useEffect(() => {
    if (batch) playback.play(batch.before, batch.events);
  }, [batch]);

  const playing = playback.active;
  const view = playback.frame?.view ?? snap.view;
  const legal = playing ? [] : snap.legal;
  // The language is a dependency of every text built outside React below.
  const language = i18n.language;
  const seats = useMemo(() => seatWords(seatNames), [seatNames, language]);
  const names = useMemo(() => ({ ...namer(view, geo), seat: seats.said }), [view, geo, seats]);
  const boardText = useBoardText();
  const offer = useCallback(
    (a: Action) => withAttackWarning(view, withCost(view, describeAction(view, geo, names, a))),
    [view, geo, names],
  );
  const actors = useMemo(() => actingSurvivors(snap.view, legal), [snap.view, legal]);
  const actorsKey = actors.join(',');
  useEffect(() => {
    if (actors.length && (sel === null || !actors.includes(sel))) setSel(actors[0]);
    else if (sel === null && view.survivors.length) setSel(0);
  }, [actorsKey]);

  const decision = playing ? undefined : snap.view.pending[0];
  // A decision about one survivor (a found card, a reorganise, a skill) shows that survivor's dashboard.
  const about = decision && 'survivor' in decision ? decision.survivor : null;
  useEffect(() => {
    if (about !== null && view.survivors[about]) setSel(about);
  }, [about]);
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
  useEffect(() => setConfirmEnd(null), [snap.seq]);
  // A refused action said in the language: the rules' reason by its code (the engine's words otherwise).
  explainRef.current = (a, message) => explainRefusal(snap.view, names, a, message);

  // Marked zones: decision choices, or the selected survivor's zone actions.
  const offersByZone = useMemo(
    () => (sel === null || decision ? new Map<number, Action[]>() : zoneOffers(view, legal, sel)),
    [view, legal, sel, decision],
  );
  const marks = useMemo(() => {
    const m = new Map<number, ZoneMark>();
    if (decision) {
      for (const a of legal) {
        const z =
          a.type === 'splitRoute' ? a.route : a.type === 'zombieTarget' || a.type === 'noiseZone' ? a.zone : null;
        if (z !== null) m.set(z, { badge: t('board.pick'), kind: 'choice', describe: t('board.pickDescribe') });
      }
      return m;
    }
    for (const [zone, list] of offersByZone) {
      const kinds = new Set(list.map((a) => a.type));
      const parts: string[] = [];
      if (kinds.has('move') || kinds.has('sprint') || kinds.has('jump')) parts.push(t('board.badge.move'));
      if (kinds.has('ranged')) parts.push(t('board.badge.shoot'));
      if (kinds.has('charge')) parts.push(t('board.badge.charge'));
      if (kinds.has('dynamite')) parts.push(t('board.badge.dynamite'));
      if (kinds.has('vadeRetro')) parts.push(t('board.badge.vadeRetro'));
      if (kinds.has('holyWater')) parts.push(t('board.badge.holyWater'));
      if (kinds.has('improvised')) parts.push(t('board.badge.attack'));
      if (kinds.has('shove') || kinds.has('taunt') || kinds.has('lifesaver')) parts.push(t('board.badge.skill'));
      const attack = kinds.has('ranged') || kinds.has('charge') || kinds.has('dynamite') || kinds.has('improvised');
      const offers = tellApart(list.map(offer), names);
      const risky = offers.some((o) => o.warning);
      // A Move that costs more than 1 Action (zombies in the zone left) says so on the map too.
      const moveCost = Math.min(
        ...list.filter((a) => a.type === 'move').map((a) => costOf(view, a) ?? 1),
        Number.POSITIVE_INFINITY,
      );
      const extra = Number.isFinite(moveCost) && moveCost > 1 ? ` ${t('cost.short', { count: moveCost })}` : '';
      m.set(zone, {
        badge: `${parts.join('·')}${extra}${risky ? ' ⚠' : ''}`,
        kind: attack ? 'attack' : 'move',
        describe:
          offers.map((o) => (o.cost ? `${o.label} (${o.cost})` : o.label)).join('; ') +
          (risky ? `. ${t('warn.prefix')}: ${[...new Set(offers.flatMap((o) => o.warning ?? []))].join(' ')}` : ''),
      });
    }
    return m;
  }, [decision, legal, offersByZone, view, offer, names, t]);

  // The zone acted on with the focus on it, what it offered then, and at which position (see the focus below).
  const acted = useRef<{ zone: number; describe: string; seq: number } | null>(null);
  const onZone = useCallback(
    (zone: number, at: { x: number; y: number }) => {
      if (sending.current) return;
      const focused = (document.activeElement?.closest?.('.zone-hit') as HTMLElement | null)?.dataset.zone;
      acted.current =
        focused !== undefined && focused === geo.zones[zone]?.label
          ? { zone, describe: marks.get(zone)?.describe ?? '', seq: snap.seq }
          : null;
      if (decision) {
        const a = legal.find(
          (x) =>
            (x.type === 'splitRoute' && x.route === zone) ||
            ((x.type === 'zombieTarget' || x.type === 'noiseZone') && x.zone === zone),
        );
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
    },
    [decision, legal, offersByZone, view, actors, act, geo, marks, snap.seq],
  );

  // After acting on a focused zone, once the new position is shown: the focus stays on that zone if it offers
  // the same again (another shot at it), else goes to the map (Tab: the first marked zone), so that a second
  // Enter never does something else (a Move zone now offering Holy Water). Never left on the page itself.
  const root = useRef<HTMLDivElement | null>(null);
  const boardEl = () => root.current?.querySelector<SVGSVGElement>('.board-svg') ?? null;
  useLayoutEffect(() => {
    const a = acted.current;
    if (!a || playing || menu || snap.seq === a.seq) return;
    acted.current = null;
    const label = geo.zones[a.zone]?.label ?? '';
    const el = root.current?.querySelector(`.zone-hit[data-zone="${CSS.escape(label)}"]`) ?? null;
    const now = document.activeElement;
    if (now && now !== document.body && now !== el && !now.closest('.zone-menu')) return;
    const m = marks.get(a.zone);
    if (!(m && m.describe === a.describe && focusQuietly(el))) focusQuietly(boardEl());
  }, [snap.seq, playing, menu, marks, geo]);
  // The focus fallen to the page (its button gone with the position that showed it) comes back to the map.
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    const id = setTimeout(() => {
      const now = document.activeElement;
      if ((now && now !== document.body) || document.querySelector('[aria-modal="true"]')) return;
      focusQuietly(boardEl());
    }, 0);
    return () => clearTimeout(id);
  }, [snap.seq, playing, menu, help, confirmEnd, overClosed, decision]);

  // What stands in each zone, in words: each zone's accessible description on the map.
  const zoneInfoOf = useMemo(() => {
    const cache = new Map<number, string>();
    return (zone: number) => {
      let text = cache.get(zone);
      if (text === undefined) {
        text = zoneContents(view, geo, zone, exits);
        cache.set(zone, text);
      }
      return text;
    };
  }, [view, geo, exits, language]);
  // A new position makes what `I` said last stale.
  useEffect(() => setZoneInfo(null), [snap.seq]);

  const barOffers: Offer[] = useMemo(
    () => (sel === null || decision ? [] : survivorOffers(legal, sel).map(offer)),
    [sel, decision, legal, offer],
  );
  // What the player may look for and not find, with the rules' reason; or why this survivor may do nothing.
  const lock = useMemo(
    () => (sel === null || decision || playing ? null : lockReason(snap.view, snap.legal, sel, names)),
    [sel, decision, playing, snap, names],
  );
  const missing = useMemo(
    () =>
      sel === null || decision || playing || lock ? [] : missingActions(snap.view, geo, snap.legal, sel, names, exits),
    [sel, decision, playing, lock, snap, geo, names, exits],
  );

  const skip = playback.skip;
  // The end screen and the help cover the table: no key acts behind them.
  const endScreen = !playing && (snap.view.phase === 'won' || snap.view.phase === 'lost') && !overClosed;
  const covered = help || endScreen || reference !== null;
  // What the `I` key said last (a new node each time, so that the same words are read again).
  const [zoneInfo, setZoneInfo] = useState<{ text: string; n: number } | null>(null);
  const inspect = useCallback(() => {
    const label = (document.activeElement?.closest?.('.zone-hit') as HTMLElement | null)?.dataset.zone;
    const mine = sel !== null ? view.survivors[sel] : undefined;
    const zone =
      label !== undefined ? geo.byLabel[label] : mine && !mine.exited && !mine.eliminated ? mine.zone : undefined;
    const text = zone === undefined ? t('a11y.inspectNone') : zoneReport(view, geo, zone, exits);
    setZoneInfo((z) => ({ text, n: (z?.n ?? 0) + 1 }));
  }, [sel, view, geo, exits, t]);
  // Keyboard shortcuts (zone menu and prompts handle their own digits; dialogs their Escape and Tab).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!tableKey(e) || endScreen) return;
      const k = e.key.toLowerCase();
      // Behind the help (or the rules reference) only ? acts: it closes the help.
      if (covered) {
        if (k === '?' && help) setHelp(false);
        return;
      }
      // Space skips the zombies' phase, unless a focused button takes it (the banner's Pause, Next step...).
      if (k === ' ' && playing) {
        if (keyForControl(e)) return;
        e.preventDefault();
        skip();
        return;
      }
      if (k === '?') {
        setHelp(true);
        return;
      }
      if (k === 'escape') {
        setConfirmEnd(null);
        setMenu(null);
        setZoneInfo(null);
        return;
      }
      if (k === 'i') {
        e.preventDefault();
        inspect();
        return;
      }
      if (k === 'l') {
        setShowLog((s) => !s);
        return;
      }
      if (k === 'u' && undo && snap.canUndo) {
        void undo();
        return;
      }
      if ((k === '[' || k === ']') && view.survivors.length) {
        const n = view.survivors.length;
        setSel((s) => ((s ?? 0) + (k === ']' ? 1 : n - 1)) % n);
        return;
      }
      const offer = barOffers.find((o) => o.key === k);
      if (offer) {
        e.preventDefault();
        request(offer.action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, skip, undo, snap.canUndo, barOffers, request, view.survivors.length, help, covered, endScreen, inspect]);

  // The last roll (or reroll) of the log, shown as dice.
  const shownEvents =
    playing && batch && playback.frame
      ? events.slice(0, batch.offset + batch.events.indexOf(playback.frame.event) + 1)
      : events;
  const roll: Roll | null = useMemo(() => {
    for (let i = shownEvents.length - 1; i >= Math.max(0, shownEvents.length - 60); i--) {
      const e = shownEvents[i];
      if (e.type === 'diceRolled')
        return { who: names.survivor(e.s), rolls: e.rolls, accuracy: e.accuracy, hits: e.hits, rule: e.rule };
      if (e.type === 'rerolled') {
        const prev = shownEvents
          .slice(0, i)
          .reverse()
          .find((x) => x.type === 'diceRolled');
        const acc = prev && prev.type === 'diceRolled' ? prev.accuracy : 4;
        return {
          who: names.survivor(e.s),
          rolls: e.rolls,
          accuracy: acc,
          hits: e.rolls.filter((r) => r >= acc).length,
          reroll: rerollSource(e.source),
        };
      }
      if (e.type === 'roundStarted') return null;
    }
    return null;
  }, [shownEvents, names]);

  const over = !playing && (snap.view.phase === 'won' || snap.view.phase === 'lost');
  const hint = decision
    ? undefined
    : playing
      ? undefined
      : legal.length === 0
        ? conn.seat !== null
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
      className={`table${showLog ? '' : ' no-log'}`}
      data-seq={snap.seq}
      data-phase={view.phase}
      data-playing={playing ? 'yes' : 'no'}
    >
      <TopBar view={view} seat={conn.seat} seats={seats}>
        <TableButtons
          undo={undo && (() => void undo())}
          canUndo={snap.canUndo}
          undoTitle={t('top.undoTitle')}
          log={{ shown: showLog, toggle: () => setShowLog((s) => !s) }}
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
            zoneInfo={zoneInfoOf}
            keys={!covered}
            motion={motion}
          />
          <Legend />
          <div className="zone-info" role="status" aria-label={t('a11y.zoneInfo')}>
            {zoneInfo && (
              <p key={zoneInfo.n} lang={i18n.language}>
                {zoneInfo.text}
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
              onSkip={skip}
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
        <aside className="side">
          {/* Each part keeps its place and scrolls on its own: tabs, the survivor, actions and dice, the log. */}
          <SurvivorTabs view={view} selected={sel} actors={actors} onSelect={setSel} />
          {coach && <CoachPanel hint={coach} quiet={playing} />}
          {/* A scroll box of its own: reachable by Tab, so that the keyboard scrolls it too. */}
          <section
            className="side-survivor"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by the keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label={
              sel !== null && view.survivors[sel] ? t('dashboard.label', { name: names.survivor(sel) }) : undefined
            }
          >
            {sel !== null && view.survivors[sel] && (
              <Dashboard view={view} s={sel} legal={decision ? [] : legal} onAction={act} seats={seats} />
            )}
          </section>
          <div className="side-actions">
            {!decision && <ActionBar offers={barOffers} onAction={request} hint={hint} lock={lock} missing={missing} />}
            <DiceTray roll={roll} />
          </div>
          {showLog && <Log events={shownEvents} names={names} onTopic={setReference} />}
        </aside>
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
