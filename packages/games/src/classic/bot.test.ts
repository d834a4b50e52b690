/**
 * The Classic heuristic bot (packages/bots/src/classic/heuristic.ts) with the zombie species of seed 001: it plays
 * C6 (every species) without breaking a rule, keeps Ranged Actions into a Berserker shield last (lines 1413-1419),
 * and spares a Skinner when the roll shows a "1" (line 1489).
 */
import { playGame } from '@horde/bots';
import { addZombies, type Action } from '@horde/zombicide';
import {
  BERSERKER_WALKER,
  CLASSIC_TYPES,
  classicInvariantViolations,
  FATTY,
  SKINNER_WALKER,
  WALKER,
} from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';

const module = loadClassicModule();
const game = module.game;
const bot = () => module.bots.heuristic!(1);

/** C6 with Amy alone, a Shotgun in hand, in the start zone; zombies put next to her (east). */
function position(zombies: [number, number][]) {
  const state = game.engine.setup({ mission: 'C6', survivors: [{ id: 'amy' }] }, 1);
  const ctx = game.context(state);
  const amy = state.survivors[0];
  const shotgun = state.cards.findIndex((c) => c.def === 'shotgun');
  state.equipmentDeck = state.equipmentDeck.filter((c) => c !== shotgun);
  amy.inventory = [shotgun, null, null, null, null];
  state.zombies.fill(0);
  state.pool = [...ctx.ruleset.roster.box];
  const next = ctx.geo.neighbors[amy.zone].find((z) => ctx.geo.zones[z].kind === 'street')!;
  for (const [type, n] of zombies) addZombies(state, next, type, n);
  return { state, next };
}

describe('the Classic heuristic bot and the species', () => {
  it('plays C6 to its end or the round limit without breaking an invariant, and kills species', () => {
    const kills = new Set<string>();
    for (let seed = 0; seed < 3; seed++) {
      const r = playGame(
        game,
        module.defaultConfig('C6', 1),
        seed,
        () => bot(),
        { maxRounds: 30 },
        (s) => s.round,
      );
      expect(classicInvariantViolations(r.state, game.context(r.state).geo.doors.length)).toEqual([]);
      r.state.stats.kills.forEach((n, t) => {
        if (n > 0) kills.add(CLASSIC_TYPES[t]);
      });
    }
    expect([...kills].some((t) => /toxic|berserker|skinner|crawler/.test(t))).toBe(true);
  }, 120_000);

  it('shoots into a Berserker shield only when nothing better is left (the tiers, lines 1413-1419)', () => {
    const { state, next } = position([
      [BERSERKER_WALKER, 1],
      [FATTY, 1],
    ]);
    const legal = game.engine.legalActions(state);
    const shield = (a: Action) => a.type === 'ranged' && a.zone === next;
    expect(legal.some(shield)).toBe(true);
    const ranked = (bot() as unknown as { rank(s: typeof state, l: Action[], seat: number, k: number): Action[] }).rank(
      state,
      legal,
      0,
      legal.length,
    );
    expect(ranked.findIndex(shield)).toBe(ranked.length - legal.filter(shield).length);
  });

  it('gives the hit to the standard Walker, not the Skinner, when a "1" would bring a Crawler (line 1489)', () => {
    const { state, next } = position([
      [WALKER, 1],
      [SKINNER_WALKER, 1],
    ]);
    state.forcedDice = [5, 1];
    expect(
      game.engine.apply(state, { type: 'ranged', s: 0, slot: 0, dual: false, zone: next, fanning: false }).ok,
    ).toBe(true);
    expect(state.pending[0]?.kind).toBe('assignHit');
    const legal = game.engine.legalActions(state);
    expect(bot().choose(state, legal, 0)).toEqual({ type: 'assignHit', zombie: WALKER });
  });
});
