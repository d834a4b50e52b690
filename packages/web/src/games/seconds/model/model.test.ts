/** The table's models: where actions are offered, the zombies' turn as frames, a timed record replayed. */
import { describe, expect, it } from 'vitest';
import { describeRefusal, dueDeadline } from '@horde/core';
import type { SecondsAction, SecondsView } from '@horde/seconds';
import { zombieBot, survivorBot } from '@horde/bots/seconds/heuristic';
import { engine } from '../rules.ts';
import { startState } from '../test-kit.ts';
import { buildFrames } from './frames.ts';
import { anchorKey, barGroups, offersByAnchor } from './offers.ts';
import { buildSteps } from './replay.ts';
import { clockState } from './clock.ts';

describe('offers', () => {
  it('puts each legal action where it acts: rows, zombies, weapons, cards, the bar, the prompt, the clock', () => {
    const legal: SecondsAction[] = [
      { type: 'move', to: 2 },
      { type: 'attack', zombie: 'runner#1', weapon: 'pistol#1' },
      { type: 'attack', zombie: 'runner#1', weapon: 'stomp' },
      { type: 'pickUp', index: 0 },
      { type: 'playTactics', card: 'sprint#1', to: 3 },
      { type: 'drawTactics' },
      { type: 'drawTactics', discard: ['a#1', 'b#1'] },
      { type: 'endPhase' },
      { type: 'counter', card: null },
      { type: 'pause' },
      { type: 'timeout', what: 'phase' },
    ];
    const o = offersByAnchor(legal, 1);
    expect(o.get(anchorKey({ kind: 'row', row: 2 }))).toHaveLength(1);
    expect(o.get('zombie:runner#1')).toHaveLength(2);
    expect(o.get('card:pistol#1')).toHaveLength(1);
    expect(o.get('supply:1:0')).toEqual([{ type: 'pickUp', index: 0 }]);
    expect(o.get('card:sprint#1')).toHaveLength(1);
    expect(o.get('prompt')).toEqual([{ type: 'counter', card: null }]);
    expect(o.get('clock')).toEqual([{ type: 'pause' }]);
    expect(barGroups(o).map((g) => g.group)).toEqual(['endPhase', 'drawTactics', 'drawDiscarding']);
    // The hand limit's discards show on the cards asked for too, not only in the prompt (issue 33: the prompt's
    // highlight fell on a weapon).
    const limit = offersByAnchor([{ type: 'discard', card: 'bat#1' }], 1);
    expect(limit.get('prompt')).toEqual([{ type: 'discard', card: 'bat#1' }]);
    expect(limit.get('card:bat#1')).toEqual([{ type: 'discard', card: 'bat#1' }]);
    // The server's timeout is never offered.
    expect([...o.values()].flat().some((a) => a.type === 'timeout')).toBe(false);
  });
});

describe('clock', () => {
  it('reads the view against the server clock', () => {
    const v = engine().view(startState({ mode: 'two-player', timer: '90' }, 1, 0), 0);
    const running: SecondsView = { ...v, phase: 'survivorAction', timer: { ...v.timer, endsAt: 90_000 } };
    expect(clockState(running, 60_000)).toMatchObject({ mode: 'running', remainingMs: 30_000, lengthMs: 90_000 });
    expect(clockState({ ...running, timer: { ...running.timer, timeUp: true } }, 95_000).mode).toBe('timeUp');
    expect(clockState(engine().view(startState({ mode: 'solo' }), 0), 0).mode).toBe('off');
  });
});

describe('frames', () => {
  it('play an automaton turn back step by step and end where the rules did', () => {
    const g = engine();
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = startState({ mode: 'solo', automaton: seed % 2 ? 'fast' : 'swarm' }, seed, 0);
      const bot = survivorBot(g, seed);
      // Play until a Survivor action ends the phase and brings the automaton's turn in one batch.
      for (let i = 0; i < 400 && !g.outcome(s).over; i++) {
        const before = g.view(s, 0);
        const legal = g.legalActions(s, 0);
        const r = g.apply(s, bot.choose(s, legal, 0), { by: 0, now: 0 });
        if (!r.ok) throw new Error(describeRefusal(r.error));
        const events = g.eventsFor(r.events, 0, s);
        if (!events.some((e) => e.type === 'soloStep')) continue;
        const frames = buildFrames(before, events);
        expect(frames.length).toBeGreaterThan(0);
        const last = frames.at(-1)!.view;
        const after = g.view(s, 0);
        const where = (v: SecondsView) =>
          v.rows.map((row) =>
            row.zombies
              .map((z) => `${z.id}:${z.knockdown}`)
              .sort()
              .join(','),
          );
        if (!g.outcome(s).over) {
          expect(where(last)).toEqual(where(after));
          expect(last.survivor.health).toBe(after.survivor.health);
        }
        break;
      }
    }
  });
});

describe('replay', () => {
  it('rebuilds a timed two-player game whose record has no clock: timeouts fire at their deadlines', () => {
    const g = engine();
    const config = { mode: 'two-player' as const, timer: '30' as const, survivor: 'kelly' };
    const s = startState(config, 8, 0);
    const bots = [survivorBot(g, 8), zombieBot(g, 9)];
    const actions: SecondsAction[] = [];
    let now = 0;
    let timeouts = 0;
    for (let i = 0; i < 3000 && !g.outcome(s).over; i++) {
      now += 4_000; // slow players: phases run out of time now and then
      const due = dueDeadline(g.deadlines(s), now);
      if (due) {
        const r = g.apply(s, due.action, { by: 'system', now });
        if (!r.ok) throw new Error(describeRefusal(r.error));
        actions.push(due.action);
        timeouts++;
        continue;
      }
      const seat = g.awaiting(s)[0];
      const a = bots[seat].choose(s, g.legalActions(s, seat), seat);
      const r = g.apply(s, a, { by: seat, now });
      if (!r.ok) throw new Error(describeRefusal(r.error));
      actions.push(a);
    }
    expect(timeouts).toBeGreaterThan(0);
    const steps = buildSteps(g, { game: 'seconds', config, seed: 8, actions }, 1);
    expect(steps).toHaveLength(actions.length + 1);
    const end = steps.at(-1)!.view;
    expect([end.turn, end.survivor.row, end.survivor.health, end.result]).toEqual([
      s.turn,
      s.survivor.row,
      s.survivor.health,
      s.result,
    ]);
  });
});
