/**
 * The game screen: the clock on top, the alley (11 cards) beside the Survivor's card, weapons,
 * hand and actions, the attack panel and the log. Every action is one click on what it acts on
 * (a row to move to, a zombie to attack, a card to play), or a menu when there are several.
 * Off-turn windows open a prompt; the zombies' turn plays back step by step; the end shows the
 * outcome. What is offered is the snapshot's legal list, never decided here.
 */
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { useTranslation } from 'react-i18next';
import type { SecondsAction } from '@horde/seconds';
import { ZoomProvider } from '../cards/Zoom.tsx';
import { lastAttack } from '../model/attacks.ts';
import { anchorKey, barGroups, BAR_KEYS, offersByAnchor } from '../model/offers.ts';
import { seenBy } from '../model/seat.ts';
import { buildFrames, hasZombieTurn } from '../model/frames.ts';
import { TableButtons } from '../../../kit/TableButtons.tsx';
import { Toast } from '../../../kit/Toast.tsx';
import { useConnection } from '../../../kit/useConnection.ts';
import { useSeatNames } from '../../../ui/useSeatNames.ts';
import { explainRefusal } from '../text/refusals.ts';
import { usePlayback } from '../../../kit/usePlayback.ts';
import { useLogToggle } from '../../../kit/useLogToggle.ts';
import { useWindowKeys } from '../../../kit/useWindowKeys.ts';
import { describeAction } from '../text/actions.ts';
import { cardName, rowName, waitingText, zombieName, type T } from '../text/names.ts';
import type { EventContext } from '../text/events.ts';
import type { SecondsConnection } from '../types.ts';
import { ActionBar, type BarGroup } from './ActionBar.tsx';
import { Alley, type ActionFor, type Focus } from './Alley.tsx';
import { AttackPanel } from './AttackPanel.tsx';
import { Clock } from './Clock.tsx';
import { GameOver } from './GameOver.tsx';
import { Equipped, SurvivorHand, ZombieHand } from './Hand.tsx';
import { HandOver } from './HandOver.tsx';
import { Log } from './Log.tsx';
import { OfferMenu, type MenuItem } from './OfferMenu.tsx';
import { PairPicker } from './PairPicker.tsx';
import { Prompt } from './Prompt.tsx';
import { RulesReference } from './RulesReference.tsx';
import { rememberSound, soundPreference } from './sound.ts';
import { SurvivorPanel, ZombiePanel } from './SurvivorPanel.tsx';
import { TopBar } from './TopBar.tsx';
import { ZombieTurn } from './ZombieTurn.tsx';

export interface TableProps {
  conn: SecondsConnection;
  onLeave: () => void;
  onReplay?: () => void;
  /** Milliseconds per step of a zombies' turn played back. */
  stepMs?: number;
}

/** A menu's title: what was clicked. */
function anchorTitle(t: T, key: string): string {
  const [kind, a, b] = key.split(':');
  if (kind === 'zombie') return zombieName(t, a);
  if (kind === 'card') return cardName(t, a);
  if (kind === 'row') return rowName(t, Number(a));
  if (kind === 'supply') return t('seconds:table.supplyIn', { row: Number(a), n: Number(b) + 1 });
  return t(`seconds:bar.${a}`, { defaultValue: a });
}

export function Table({ conn, onLeave, onReplay, stepMs = 700 }: TableProps): ReactElement {
  const { t } = useTranslation('seconds');
  const { snap, events, batch, error, setError, send, undo, serverNow } = useConnection(conn, explainRefusal);
  const [lastSeat, setLastSeat] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [menu, setMenu] = useState<{ title: string; items: MenuItem[]; at: { x: number; y: number } } | null>(null);
  const [rules, setRules] = useState(false);
  const log = useLogToggle();
  const [overClosed, setOverClosed] = useState(false);
  const [sound, setSound] = useState(soundPreference);
  const playback = usePlayback(stepMs, buildFrames);

  const seen = seenBy(snap, lastSeat);
  useEffect(() => {
    if (seen.seat !== null) setLastSeat(seen.seat);
  }, [seen.seat]);
  const over = snap.status === 'finished' || seen.view.phase === 'over';
  const handOver = seen.shared && seen.seat !== null && revealed !== seen.seat && !over;

  // A zombies' turn that came in one batch plays back, for the Survivor's eyes (once per batch: the hot-seat
  // screen's eyes changing later replay nothing).
  const { play } = playback;
  const [batchSeen, setBatchSeen] = useState(batch);
  if (batchSeen !== batch) {
    setBatchSeen(batch);
    if (batch && !seen.shared && batch.before.side !== 'zombie' && hasZombieTurn(batch.events))
      play(batch.before, batch.events);
  }

  const playing = playback.active;
  const view = playback.frame?.view ?? seen.view;
  const legal = useMemo(() => (playing || handOver ? [] : seen.legal), [playing, handOver, seen.legal]);
  // The names players gave at an online table stand for the side's player (the name card promises it).
  const players = useSeatNames(conn);
  const ctx: EventContext = useMemo(() => ({ automaton: view.automatonKind, players }), [view.automatonKind, players]);
  const shownEvents = useMemo(
    () => (playing && batch && playback.frame ? events.slice(0, batch.offset + playback.frame.index + 1) : events),
    [playing, batch, playback.frame, events],
  );
  const attack = useMemo(() => lastAttack(shownEvents), [shownEvents]);

  const describe = useCallback((a: SecondsAction) => describeAction(t, view, a), [t, view]);
  const offers = useMemo(() => offersByAnchor(legal, view.survivor.row), [legal, view.survivor.row]);

  const act = useCallback(
    (a: SecondsAction) => {
      setMenu(null);
      void send(a);
    },
    [send],
  );
  const open = useCallback(
    (key: string, at: HTMLElement, title?: string, confirm = false) => {
      const list = offers.get(key);
      if (!list?.length) return;
      if (list.length === 1 && !confirm) {
        act(list[0]);
        return;
      }
      const r = at.getBoundingClientRect();
      setMenu({
        title: title ?? anchorTitle(t, key),
        items: list.map((action) => ({ action, label: describe(action) })),
        at: { x: r.left, y: r.bottom + 4 },
      });
    },
    [offers, act, describe, t],
  );
  // A card in a hand is read first (hover, or the menu's title on a touch screen), played with a second gesture
  // from its menu, never by one click (issue 33).
  const handKeys = useMemo(
    () =>
      new Set(
        [...(view.survivor.hand ?? []), ...(view.zombieSide.hand ?? [])].map((id) => anchorKey({ kind: 'card', id })),
      ),
    [view.survivor.hand, view.zombieSide.hand],
  );
  const actionFor: ActionFor = useCallback(
    (key) => {
      const list = offers.get(key);
      if (!list?.length) return undefined;
      const inHand = handKeys.has(key);
      return {
        label:
          list.length === 1 && !inHand
            ? describe(list[0])
            : t('table.choices', { count: list.length, what: anchorTitle(t, key) }),
        onClick: (el) => open(key, el, undefined, inHand),
      };
    },
    [offers, describe, open, t, handKeys],
  );

  const groups: BarGroup[] = useMemo(
    () =>
      barGroups(offers).map((g) => ({
        ...g,
        label:
          g.actions.length === 1
            ? describe(g.actions[0])
            : t(`bar.${g.group}`, { defaultValue: describe(g.actions[0]) }),
      })),
    [offers, describe, t],
  );
  const [pairPick, setPairPick] = useState<{ actions: SecondsAction[]; at: { x: number; y: number } } | null>(null);
  const onGroup = useCallback(
    (g: BarGroup, at: HTMLElement) => {
      if (g.group !== 'drawDiscarding') return open(`bar:${g.group}`, at, g.label);
      // The two cards are picked one by one, not from a list of every pair.
      const r = at.getBoundingClientRect();
      setPairPick({ actions: g.actions, at: { x: r.left, y: r.bottom + 4 } });
    },
    [open],
  );

  // The clock's actions: this seat's, and in hot-seat the other seat's pause (it reveals nothing).
  const clockActions = useMemo(() => {
    const mine = offers.get('clock') ?? [];
    if (mine.length || !seen.shared || handOver) return mine;
    return (snap.seats ?? [])
      .flatMap((s) => s.legal.filter((a) => a.type === 'pause' || a.type === 'resume'))
      .slice(0, 1);
  }, [offers, seen.shared, handOver, snap.seats]);

  const pending = playing ? null : view.pending;
  const answers = useMemo(
    () => (offers.get('prompt') ?? []).map((action) => ({ action, label: describe(action) })),
    [offers, describe],
  );

  const focus: Focus = useMemo(() => {
    const zombies = new Set<string>(playback.frame?.zombies ?? []);
    if (!playing) {
      if (view.attack) zombies.add(view.attack.zombie);
      if (view.zombieAttack) zombies.add(view.zombieAttack.zombie);
      for (const z of view.pending?.zombies ?? []) zombies.add(z);
    }
    return { zombies, rows: new Set(playback.frame?.rows ?? []) };
  }, [playing, playback.frame, view]);

  // Keyboard: bar keys, arrows to move a row, Space skips the playback, ? rules, L log, U undo.
  useWindowKeys((e) => {
    if (!tableKey(e)) return;
    const k = e.key.toLowerCase();
    if (k === ' ' && playing) {
      e.preventDefault();
      playback.skip();
      return;
    }
    if (k === '?') return setRules((r) => !r);
    if (k === 'l') return log.toggle();
    if (k === 'escape') return setMenu(null);
    if (k === 'u' && undo && snap.canUndo) return void undo();
    if (k === 'arrowup' || k === 'arrowdown') {
      const to = view.survivor.row + (k === 'arrowup' ? 1 : -1);
      const list = offers.get(anchorKey({ kind: 'row', row: to }));
      if (list?.length === 1) {
        e.preventDefault();
        act(list[0]);
      }
      return;
    }
    const group = Object.entries(BAR_KEYS).find(([, key]) => key === k)?.[0];
    const list = group ? offers.get(`bar:${group}`) : undefined;
    if (list?.length === 1) {
      e.preventDefault();
      act(list[0]);
    }
  });

  const waitingFor = !playing && !pending && legal.length === 0 && !over;
  const hint = waitingFor
    ? view.mode === 'solo' && view.active === 'zombie'
      ? t('table.automatonThinking')
      : waitingText(t, 'table.waitingFor', view.active, players)
    : undefined;
  const zombieSeat = view.side === 'zombie';

  return (
    <div
      className={`table seconds-table${log.shown ? '' : ' no-log'}${zombieSeat ? ' as-zombie' : ''}`}
      data-seq={snap.seq}
      data-phase={view.phase}
      data-active={view.active}
      data-playing={playing ? 'yes' : 'no'}
      data-row={view.survivor.row}
    >
      <ZoomProvider>
        <TopBar view={view}>
          <TableButtons
            undo={undo && (() => void undo())}
            canUndo={snap.canUndo}
            undoTitle={t('top.undoTitle')}
            log={log}
            rules={{ onOpen: () => setRules(true) }}
            onLeave={onLeave}
          />
        </TopBar>
        <Clock
          view={playing ? { ...seen.view, phase: view.phase, active: view.active, turn: view.turn } : seen.view}
          serverNow={serverNow}
          clockActions={clockActions}
          onAction={act}
          sound={sound}
          onSound={(on) => {
            setSound(on);
            rememberSound(on);
          }}
        />
        {error && <Toast text={error} onDismiss={() => setError(null)} />}
        <main className="seconds-play">
          <Alley view={view} actionFor={actionFor} focus={focus} />
          <aside className="side">
            {playing && playback.frame && (
              <ZombieTurn
                frame={playback.frame}
                step={playback.step}
                total={playback.total}
                paused={playback.paused}
                ctx={ctx}
                onPause={playback.togglePause}
                onNext={playback.next}
                onSkip={playback.skip}
              />
            )}
            {pending && !handOver && (
              <Prompt
                view={view}
                pending={pending}
                answers={answers}
                attack={attack}
                serverNow={serverNow}
                onAnswer={act}
                players={players}
              />
            )}
            {zombieSeat ? (
              <>
                <ZombiePanel view={view} />
                {groups.length > 0 || hint ? <ActionBar groups={groups} onGroup={onGroup} hint={hint} /> : null}
                <ZombieHand view={view} actionFor={actionFor} />
                <SurvivorPanel view={view} />
                <Equipped view={view} actionFor={actionFor} />
              </>
            ) : (
              <>
                <SurvivorPanel view={view} />
                {groups.length > 0 || hint ? <ActionBar groups={groups} onGroup={onGroup} hint={hint} /> : null}
                <Equipped view={view} actionFor={actionFor} />
                <SurvivorHand view={view} actionFor={actionFor} />
                <ZombiePanel view={view} />
              </>
            )}
            <AttackPanel attack={attack} />
            {log.shown && <Log events={shownEvents} ctx={ctx} reveal={log.reveal} />}
          </aside>
        </main>
        {pairPick && (
          <PairPicker
            actions={pairPick.actions}
            at={pairPick.at}
            onPick={(a) => {
              setPairPick(null);
              act(a);
            }}
            onClose={() => setPairPick(null)}
          />
        )}
        {menu && (
          <OfferMenu title={menu.title} items={menu.items} at={menu.at} onPick={act} onClose={() => setMenu(null)} />
        )}
        {rules && <RulesReference automaton={view.automatonKind} onClose={() => setRules(false)} />}
        {handOver && seen.seat !== null && (
          <HandOver
            side={seen.view.side ?? (seen.seat === 0 ? 'survivor' : 'zombie')}
            why={t(`handover.why.${seen.view.pending?.kind ?? seen.view.phase}`, { defaultValue: '' })}
            onReady={() => setRevealed(seen.seat)}
          />
        )}
        {over && !playing && !overClosed && (
          <GameOver view={snap.view} onReplay={onReplay} onNewGame={onLeave} onClose={() => setOverClosed(true)} />
        )}
      </ZoomProvider>
    </div>
  );
}
