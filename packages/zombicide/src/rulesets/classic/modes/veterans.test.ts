import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../../setup.ts';
import { addZombies } from '../../../zombies.ts';
import { WALKER } from '../roster.ts';
import { ClassicTable } from '../test-kit.ts';
import { EXPERIENCE_CARD, experienceCards } from './experience-cards.ts';
import { reachedCount, reachedOf, type Veterans } from './veterans.ts';

const NIGHTSTICK = 'nightstick/plus1DieAction(melee)';
const PISTOL = 'pistol/startsWith(pistol)';

/** Ned (and Amy) on the test block in Experience mode, with `veterans`, Ned at `ap` with a Fire Axe. */
function table(veterans: Veterans, ap = 0): ClassicTable {
  return new ClassicTable({
    survivors: [
      { id: 'ned', zone: 's2', ap, inventory: { hand1: 'fireAxe' } },
      { id: 'amy', zone: 's1' },
    ],
    zombies: { s2: { walker: 1 } },
    dice: Array.from({ length: 12 }, () => 6),
    config: { experienceMode: true, veterans },
  });
}

function issues(t: ClassicTable, config: Record<string, unknown>, rulesVersion?: string) {
  const base = { mission: 'BLOCK', survivors: [{ id: 'ned' }, { id: 'amy' }], experienceMode: true };
  const result = t.game.setup({ ...base, ...config } as GameConfig, { seed: 1, rulesVersion });
  return result.ok ? [] : result.issues.map((i) => ({ code: i.code, path: i.path.join('.') }));
}

describe('Experience mode from one game to the next (seed 001 lines 2726-2755)', () => {
  it('a record counts Danger Levels as experience-cards.ts does: Red of lap 0 is 3, Yellow of lap 1 is 4', () => {
    expect(reachedCount({ level: 'red' })).toBe(3);
    expect(reachedCount({ level: 'yellow', lap: 1 })).toBe(4);
    for (let n = 0; n <= 9; n++) expect(reachedCount(reachedOf(n))).toBe(n);
  });

  it('setup refuses a record it cannot play: unknown survivor or card, a card twice, a survivor not in the game', () => {
    const t = table({});
    const wrong = {
      veterans: {
        ned: { cards: [NIGHTSTICK, NIGHTSTICK, 'sword/lucky'], reached: { level: 'red' } },
        bob: { cards: [], reached: { level: 'yellow' } },
        doug: { cards: [], reached: { level: 'yellow' } },
      },
    };
    expect(issues(t, wrong)).toEqual([
      { code: 'setup.veteranCardTwice', path: 'veterans.ned.cards.1' },
      { code: 'setup.veteranCard', path: 'veterans.ned.cards.2' },
      { code: 'setup.veteranUnknown', path: 'veterans.bob' },
      { code: 'setup.veteranAbsent', path: 'veterans.doug' },
    ]);
    // Lines 2729, 2743: the records are Experience mode's, and a game of rules 10 never had them.
    const ok = { veterans: { ned: { cards: [NIGHTSTICK], reached: { level: 'yellow' } } } };
    expect(issues(t, { ...ok, experienceMode: false })).toEqual([{ code: 'setup.veteransMode', path: 'veterans' }]);
    expect(issues(t, ok, '10')).toEqual([{ code: 'setup.veteransVersion', path: 'veterans' }]);
    expect(issues(t, ok)).toEqual([]);
    expect(t.game.validate({ mission: 'BLOCK', survivors: [{ id: 'ned' }], ...wrong } as GameConfig)).toHaveLength(1);
  });

  it('line 2729: the cards are held from the start and active at once; a Starts with card gives its Equipment (2739)', () => {
    const t = new ClassicTable({ survivors: [{ id: 'ned', zone: 's1' }] });
    const state = t.game.engine.setup(
      {
        mission: 'BLOCK',
        survivors: [{ id: 'ned' }],
        experienceMode: true,
        veterans: { ned: { cards: [NIGHTSTICK, PISTOL], reached: { level: 'orange' } } },
      } as GameConfig,
      1,
    );
    expect(experienceCards(state, 0)).toEqual([NIGHTSTICK, PISTOL]);
    expect(state.survivors[0].skills).toContain('plus1DieAction(melee)');
    expect(state.survivors[0].skills).not.toContain('startsWith(pistol)');
    const given = state.pending.find((d) => d.kind === 'keepFound' && d.reason === 'setup');
    expect(given?.kind === 'keepFound' && state.cards[given.card].def).toBe('pistol');
    expect(state.missionState['experienceBest:0']).toBe(2);
  });

  it('line 2747: Yellow reached in an earlier game earns nothing; Orange, never reached, earns a card', () => {
    const t = table({ ned: { cards: [NIGHTSTICK], reached: { level: 'yellow' } } }, 6);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // 7: Yellow, reached before
    expect(t.state.pending.some((p) => p.kind === 'modeChoice')).toBe(false);
    while (t.state.pending.length > 0) t.act(t.game.engine.legalActions(t.state)[0]);
    t.state.survivors[0].ap = 18;
    addZombies(t.state, t.zone('s2'), WALKER, 1);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // 19: Orange, never reached
    const card = t.state.pending.find((p) => p.kind === 'modeChoice');
    expect(card?.kind === 'modeChoice' && card.mode).toBe(EXPERIENCE_CARD);
    expect(card?.kind === 'modeChoice' && card.options).not.toContain(NIGHTSTICK);
  });

  it('line 2749: a veteran who reached Red in an earlier game earns nothing reaching Red again in Ultrared', () => {
    const t = table({ ned: { cards: [], reached: { level: 'red' } } }, 42);
    t.state.options.ultrared = true;
    t.state.survivors[0].level = 'orange';
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // 43: Red, the tracker back to 0
    expect(t.state.pending.some((p) => p.kind === 'modeChoice')).toBe(false);
  });

  it('the sequel keeps the records of the survivors in play, a Zombivor too; the eliminated and discarded start afresh', () => {
    const t = table({ ned: { cards: [NIGHTSTICK], reached: { level: 'orange' } } });
    const config = {
      mission: 'BLOCK',
      survivors: [{ id: 'ned' }, { id: 'amy' }],
      experienceMode: true,
      veterans: { ned: { cards: [NIGHTSTICK], reached: { level: 'orange' } } },
    } as GameConfig;
    t.state.missionState['experienceCards:1'] = PISTOL;
    t.state.missionState['experienceBest:1'] = 1;
    const sequel = t.game.sequel!(t.state, config, { entry: 'C2' });
    expect(sequel).toEqual({
      ...config,
      mission: 'C2',
      veterans: {
        ned: { cards: [NIGHTSTICK], reached: { level: 'orange' } },
        amy: { cards: [PISTOL], reached: { level: 'yellow' } },
      },
    });
    // Line 2745: a Zombivor keeps his cards (and stays one); line 2741: an eliminated survivor loses them.
    t.state.survivors[0].zombivor = true;
    t.state.survivors[1].eliminated = true;
    expect((t.game.sequel!(t.state, config) as GameConfig & { veterans: Veterans }).veterans).toEqual({
      ned: { cards: [NIGHTSTICK], reached: { level: 'orange' }, zombivor: true },
    });
    // Line 2743: the player discards the survivor; nothing left to carry: no sequel.
    expect(t.game.sequel!(t.state, config, { discard: ['ned'] })).toBeNull();
    t.state.options.experienceMode = false;
    expect(t.game.sequel!(t.state, config)).toBeNull();
  });
});
