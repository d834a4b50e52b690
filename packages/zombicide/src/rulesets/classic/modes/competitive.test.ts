/**
 * Competitive [RM] and its Bulletproof Vests (seed 001 lines 2687-2725): setup refusals, the ranking by team
 * experience, the first player's say over the choices the players would agree on, attacks offered on rivals, and
 * the vests' two absorbed Wounds.
 */
import { describe, expect, it } from 'vitest';
import type { RulesContext } from '../../../context.ts';
import { actionOwners, awaitedSeats } from '../../../seats.ts';
import { ClassicTable } from '../test-kit.ts';
import { BULLETPROOF_VEST, vestAbsorbs, vestsPerTeam } from './bulletproof-vest.ts';
import { checkCompetitiveSetup, competitiveResults, teamExperience } from './competitive.ts';

/** Ned and Wanda (seat 0) against Doug and Phil (seat 1), in Competitive mode. */
function rivals() {
  const t = new ClassicTable({
    survivors: [
      { id: 'ned', zone: 's2', inventory: { hand1: 'fireAxe' } },
      { id: 'wanda', zone: 's3', inventory: { hand1: 'pistol' } },
      { id: 'doug', zone: 's2', inventory: { hand1: 'crowbar' } },
      { id: 'phil', zone: 's3', inventory: {} },
    ],
  });
  t.state.options.competitive = true;
  t.state.players = 2;
  t.state.survivors[2].player = 1;
  t.state.survivors[3].player = 1;
  return t;
}

describe('Competitive setup (seed 001 lines 2697, 341)', () => {
  it('is refused on a mission that is not a Competitive one', () => {
    const t = rivals();
    const result = t.game.setup(
      { mission: 'BLOCK', survivors: [{ id: 'ned' }, { id: 'doug', player: 1 }], competitive: true },
      { seed: 1 },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues[0].code).toBe('setup.competitiveMission');
      // The mission is named in the issue's values, for the table to say it in its language.
      expect(result.issues[0].params).toEqual({ mission: 'BLOCK' });
    }
  });

  it('needs two teams or more, each with as many survivors', () => {
    const t = rivals();
    const ctx = { mission: { ...t.game.context(t.state).mission, competitive: true } } as RulesContext;
    expect(() => checkCompetitiveSetup(ctx, t.state)).not.toThrow();
    t.state.survivors[3].player = 0;
    expect(() => checkCompetitiveSetup(ctx, t.state)).toThrow(/setup\.competitiveTeamSizes \{sizes: 3, 1\}/);
    for (const sv of t.state.survivors) sv.player = 0;
    t.state.players = 1;
    expect(() => checkCompetitiveSetup(ctx, t.state)).toThrow(/setup\.competitiveTeams \{teams: 1\}/);
  });

  it('deals the box of 6 vests equally (line 2709): 3, 2 or 1 per team, the rest back in the box', () => {
    expect([2, 3, 4].map(vestsPerTeam)).toEqual([3, 2, 1]);
  });
});

describe('Competitive end (seed 001 line 2691)', () => {
  it("ranks the teams by their survivors' experience, the dead included", () => {
    const t = rivals();
    t.state.survivors[0].apTotal = 10;
    t.state.survivors[1].apTotal = 4;
    t.state.survivors[1].eliminated = true;
    t.state.survivors[2].apTotal = 12;
    expect(teamExperience(t.state, 0)).toBe(14);
    expect(competitiveResults(t.state)).toEqual([
      { seat: 0, score: 14, rank: 1, result: 'win' },
      { seat: 1, score: 12, rank: 2, result: 'loss' },
    ]);
    t.state.survivors[3].apTotal = 2;
    expect(competitiveResults(t.state)?.map((r) => r.result)).toEqual(['draw', 'draw']);
  });

  it('gives no per-seat results out of Competitive mode (the cooperative shared result stands)', () => {
    const t = rivals();
    t.state.options.competitive = false;
    expect(competitiveResults(t.state)).toBeNull();
  });
});

describe('Competitive rule changes (seed 001 lines 2701-2703)', () => {
  it("a zombie's Wound shared between rival survivors is assigned by the first player", () => {
    const t = rivals();
    t.state.pending = [
      {
        kind: 'assignWound',
        zone: t.zone('s2'),
        remaining: 1,
        zombie: 0,
        candidates: [0, 2],
        why: { code: 'shareWounds' },
      },
    ];
    t.state.firstPlayer = 1;
    expect(awaitedSeats(t.state)).toEqual([1]);
    expect(actionOwners(t.state, { type: 'assignWound', to: 0 })).toEqual([1]);
    t.state.options.competitive = false;
    expect(actionOwners(t.state, { type: 'assignWound', to: 0 })).toEqual([0, 1]);
  });

  it('the split of zombies is the first player’s, not any seat’s', () => {
    const t = rivals();
    t.state.pending = [{ kind: 'splitRoute', zone: 0, type: 0, routes: [1, 2], assigned: [0, 0], extra: 1 }];
    expect(actionOwners(t.state, { type: 'splitRoute', route: 1 })).toEqual([0]);
  });

  it("a mode's choice of the players together (an extra Spawn token's zone) is the first player's too", () => {
    const t = rivals();
    t.state.firstPlayer = 1;
    t.state.pending = [
      { kind: 'modeChoice', mode: 'spawnToken', survivor: -1, options: ['K:s1'], why: { code: 'shareWounds' } },
    ];
    expect(awaitedSeats(t.state)).toEqual([1]);
  });

  it('the shooter chooses which survivor of the target zone takes his hit (Targeting Priority exception)', () => {
    const t = rivals();
    t.state.pending = [{ kind: 'friendlyFire', survivor: 1, zone: 0, remaining: 1, damage: 1, candidates: [2, 3] }];
    expect(actionOwners(t.state, { type: 'friendlyFire', to: 2 })).toEqual([0]);
  });

  it('offers a Melee Action at each rival in the zone and none at a teammate', () => {
    const t = rivals();
    const legal = t.game.engine.legalActions(t.state).filter((a) => a.type === 'meleeRival');
    expect(legal).toEqual([{ type: 'meleeRival', s: 0, slot: 0, dual: false, who: 2 }]);
  });

  it('offers a Ranged Action at a zone where rivals stand without zombies', () => {
    const t = rivals();
    t.state.survivors[1].zone = t.zone('s2');
    t.state.survivors[2].zone = t.zone('s3');
    t.state.survivors[3].zone = t.zone('s3');
    const shots = t.game.engine.legalActions(t.state).filter((a) => a.type === 'ranged' && a.s === 1);
    expect(shots.map((a) => a.type === 'ranged' && a.zone)).toEqual([t.zone('s3')]);
  });
});

describe('Bulletproof Vests (seed 001 lines 2713-2719)', () => {
  it('two vests absorb four Wounds from survivors, a flipped one leaving first (decision vestOrder)', () => {
    const t = rivals();
    const inv = t.state.survivors[0].inventory;
    inv[2] = t.takeCard(BULLETPROOF_VEST);
    inv[3] = t.takeCard(BULLETPROOF_VEST);
    const ctx = t.game.context(t.state);
    const absorbed = [1, 2, 3, 4, 5].map(() => vestAbsorbs(ctx, t.state, 0, []));
    expect(absorbed).toEqual([true, true, true, true, false]);
    expect(inv[2]).toBeNull();
    expect(inv[3]).toBeNull();
  });
});
