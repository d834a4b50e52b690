/** The zombies' phase played back step by step, including after a decision taken in its middle. */
import { describeRefusal } from '@horde/core';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '@horde/zombicide';
import { engine } from '../rules.ts';
import { loadTestData, m0Game } from '../test-kit.ts';
import { isZombieStep } from '../text/events.ts';
import { buildFrames } from './playback.ts';

beforeAll(loadTestData);

/** Steps of the zombies' phase in a batch: every zombie step up to the next round. */
function phaseSteps(events: GameEvent[], startsInPhase: boolean): GameEvent[] {
  let inZombies = startsInPhase;
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.type === 'phase') inZombies = e.phase !== 'players';
    if (e.type === 'roundStarted') inZombies = false;
    if (inZombies && isZombieStep(e)) out.push(e);
  }
  return out;
}

describe('zombies-phase playback', () => {
  it('plays every event of the phase after a decision taken in its middle', () => {
    const g = engine();
    let checked = 0;
    for (let seed = 1; seed <= 6 && checked < 3; seed++) {
      const { state } = m0Game(seed);
      const bot = heuristicBot(g);
      for (let i = 0; i < 300 && !g.outcome(state).over; i++) {
        const legal = g.legalActions(state, 0);
        const midPhase = state.phase === 'zombies' && state.pending.length > 0;
        const before = g.view(state, null);
        const a = bot.choose(state, legal, 0) as Action;
        const r = g.apply(state, a, { by: 0, now: 0 });
        if (!r.ok) throw new Error(describeRefusal(r.error));
        const steps = r.events.filter((e) => e.type !== 'phase' && isZombieStep(e));
        if (!midPhase || steps.length === 0 || r.events.some((e) => e.type === 'phase' && e.phase === 'zombies'))
          continue;
        // The batch that answers a decision of the zombies' phase brings no "zombies' phase" event.
        const frames = buildFrames(before, r.events);
        expect(frames.map((f) => f.event)).toEqual(phaseSteps(r.events, true));
        expect(frames.length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('shows no step for the players-phase events that follow a new round', () => {
    const before = { phase: 'zombies', zombies: [], survivors: [] } as never;
    const events = [
      { type: 'roundStarted', round: 2, firstPlayer: 0 },
      { type: 'spawnZoneChanged', index: 0, zone: 1, active: true },
    ] as GameEvent[];
    expect(buildFrames({ ...(before as object), spawns: [{ zone: 0, active: false }] } as never, events)).toEqual([]);
  });
});
