/**
 * The game modes of seed 001 ("Additional Game Modes"): Resurrection (lines 2783-2805), Gaming Night (lines
 * 2757-2771), Team Actions [RM] (lines 1885-1936), with random play as a property: whatever the mode, every listed action applies, the invariants
 * hold, a downed survivor is out of play until the next Players' Phase, and a replay gives the same state.
 */
import { createRng, describeRefusal, hashState, randomInt } from '@horde/core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../actions.ts';
import { inPlay } from '../../../survivors.ts';
import { classicInvariantViolations } from '../invariants.ts';
import { ClassicTable } from '../test-kit.ts';
import { ZOMBIVOR_WOUNDS } from './resurrection.ts';

function table(modes: { resurrection?: boolean; gamingNight?: boolean; teamActions?: boolean }) {
  const t = new ClassicTable({
    survivors: [
      { id: 'ned', zone: 's2', inventory: { hand1: 'fireAxe', reserve1: 'cannedFood' } },
      { id: 'wanda', zone: 's3', inventory: { hand1: 'pistol' } },
      { id: 'doug', zone: 's1', inventory: { hand1: 'crowbar' } },
    ],
    zombies: { s3: { walker: 2 }, t3: { runner: 2, fatty: 1 } },
    spawns: ['t6', 's6'],
  });
  t.state.options.resurrection = modes.resurrection ?? false;
  t.state.options.gamingNight = modes.gamingNight ?? false;
  t.state.options.teamActions = modes.teamActions ?? false;
  // The cards a team chooses at setup (the table skips setup's decisions): Charge! and Shoot!, or Move! twice.
  if (modes.teamActions) t.state.missionState['teamCards:0'] = modes.gamingNight ? 'move,move' : 'charge,shoot';
  return t;
}

describe('Resurrection (seed 001 lines 2783-2805)', () => {
  it("a Zombie's second Wound lays the survivor down with his Equipment; he rises next Players' Phase as his Zombivor (5 Wounds)", () => {
    const t = table({ resurrection: true });
    const ned = t.state.survivors[0];
    ned.wounds = 1;
    t.act({ type: 'endTurn', s: 1 });
    t.act({ type: 'endTurn', s: 2 });
    // Ned walks into the Walkers' zone and ends there: they attack him in the Zombies' Phase.
    t.act({ type: 'move', s: 0, to: t.zone('s3') });
    t.state.forcedDice = [];
    const round = t.state.round;
    t.act({ type: 'endTurn', s: 0 });
    while (t.state.pending.length > 0 && t.state.round === round) {
      const d = t.state.pending[0];
      // His Wound costs him the Canned Food (reserve1), not the Fire Axe.
      const [answer] = t.game.engine.legalActions(t.state);
      t.act(d.kind === 'loseCard' && d.survivor === 0 ? { type: 'loseCard', slot: 2 } : answer);
    }
    expect(t.state.round).toBe(round + 1);
    expect(ned.zombivor).toBe(true);
    expect(ned.health).toBe(ZOMBIVOR_WOUNDS);
    expect(inPlay(ned)).toBe(true);
    expect(ned.inventory.some((c) => c !== null && t.state.cards[c].def === 'fireAxe')).toBe(true);
  });
});

/** Random legal play with the modes on: checks every step; returns the start and the actions for a replay. */
function randomGame(seed: number, steps: number) {
  const rng = createRng(seed);
  const t = table({ resurrection: seed % 2 === 0, gamingNight: seed % 3 === 0, teamActions: seed % 5 < 3 });
  const start = structuredClone(t.state);
  const actions: Action[] = [];
  const doors = t.game.context(t.state).geo.doors.length;
  for (let step = 0; step < steps && !t.game.outcome(t.state).over; step++) {
    const legal = t.game.engine.legalActions(t.state);
    expect(legal.length, `seed ${seed} step ${step}: no legal action`).toBeGreaterThan(0);
    const action = legal[randomInt(rng, legal.length)];
    const result = t.game.engine.apply(t.state, action);
    expect(result.ok, `seed ${seed}: ${JSON.stringify(action)} ${result.ok ? '' : describeRefusal(result.error)}`).toBe(
      true,
    );
    expect(classicInvariantViolations(t.state, doors), `seed ${seed} step ${step}`).toEqual([]);
    for (const s of t.state.survivors) {
      if (s.downed) expect(s.eliminated, `${s.id} downed is out of play`).toBe(true);
      if (s.zombivor && inPlay(s)) expect(s.health).toBe(ZOMBIVOR_WOUNDS);
    }
    // Nobody stays down across the start of a Players' Phase (lines 2765, 2799).
    if (result.ok && result.events.some((e) => e.type === 'roundStarted'))
      expect(t.state.survivors.filter((s) => s.downed).map((s) => s.id)).toEqual([]);
    actions.push(action);
  }
  return { t, start, actions };
}

describe('random play with Resurrection, Gaming Night and Team Actions (property)', () => {
  it('over 60 seeded games: actions apply, invariants hold, the downed return; a replay gives the same state', () => {
    for (let seed = 0; seed < 60; seed++) {
      const { t, start, actions } = randomGame(seed, 300);
      if (seed % 10 !== 0) continue;
      const again = structuredClone(start);
      for (const a of actions) t.game.engine.apply(again, a);
      expect(hashState(again)).toBe(hashState(t.state));
    }
  }, 120_000);
});
