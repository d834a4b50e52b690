import { describe, expect, it } from 'vitest';
import { addZombies } from '../../../zombies.ts';
import { WALKER } from '../roster.ts';
import { ClassicTable } from '../test-kit.ts';
import { EXPERIENCE_CARD, EXPERIENCE_DECK, experienceCards } from './experience-cards.ts';

/** Ned at `ap` experience with a Fire Axe and one Walker per kill to come, in Experience mode. */
function table(ap: number, walkers: number, ultrared = false): ClassicTable {
  const t = new ClassicTable({
    survivors: [{ id: 'ned', zone: 's2', ap, inventory: { hand1: 'fireAxe' } }],
    zombies: { s2: { walker: walkers } },
    dice: Array.from({ length: 12 }, () => 6),
  });
  t.state.options.experienceMode = true;
  t.state.options.ultrared = ultrared;
  return t;
}

describe('Experience mode [US1] (seed 001 lines 2726-2755)', () => {
  it('line 2730: reaching a Danger Level for the first time, the player chooses an Experience card; it is a Skill at once', () => {
    const t = table(6, 1);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // 7: Yellow
    const d = t.state.pending.find((p) => p.kind === 'modeChoice');
    expect(d?.kind === 'modeChoice' && d.mode).toBe(EXPERIENCE_CARD);
    expect(d?.kind === 'modeChoice' && d.options).toEqual([...EXPERIENCE_DECK]);
    // The Yellow level's own skill first (a single one: gained at once), then the card.
    while (t.state.pending[0]?.kind !== 'modeChoice') t.act(t.game.engine.legalActions(t.state)[0]);
    t.act({ type: 'modeChoice', option: 'nightstick/plus1DieAction(melee)' });
    expect(t.state.survivors[0].skills).toContain('plus1DieAction(melee)');
    expect(experienceCards(t.state, 0)).toEqual(['nightstick/plus1DieAction(melee)']);
  });

  it('line 2739: a Starts with card is held but not active in this game', () => {
    const t = table(6, 1);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    while (t.state.pending[0]?.kind !== 'modeChoice') t.act(t.game.engine.legalActions(t.state)[0]);
    const before = [...t.state.survivors[0].skills];
    t.act({ type: 'modeChoice', option: 'pistol/startsWith(pistol)' });
    expect(t.state.survivors[0].skills).toEqual(before);
    expect(experienceCards(t.state, 0)).toEqual(['pistol/startsWith(pistol)']);
  });

  it('no card for a kill that reaches no new level; one copy of each card (line 2734)', () => {
    const t = table(7, 2);
    t.state.survivors[0].level = 'yellow';
    t.state.missionState['experienceBest:0'] = 1; // Yellow reached before the kill
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // 8: still Yellow
    expect(t.state.pending.some((p) => p.kind === 'modeChoice')).toBe(false);
  });

  it('line 2749: in Ultrared, Yellow reached again on the next lap earns a card', () => {
    const t = table(42, 1, true);
    t.state.survivors[0].level = 'orange';
    t.state.survivors[0].skills = [];
    t.state.missionState['experienceBest:0'] = 2;
    t.state.missionState['experienceCards:0'] = 'crowbar/breakIn,rifle/plus1MaxRange';
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // 43: Red, the tracker back to 0
    const cards = t.state.pending.filter((p) => p.kind === 'modeChoice');
    expect(cards).toHaveLength(1);
    expect(cards[0].kind === 'modeChoice' && cards[0].options).not.toContain('crowbar/breakIn');
    while (t.state.pending[0]?.kind !== 'modeChoice') t.act(t.game.engine.legalActions(t.state)[0]);
    t.act({ type: 'modeChoice', option: 'katana/blademaster' });
    while (t.state.pending.length > 0) t.act(t.game.engine.legalActions(t.state)[0]);
    // Lap 2: at 6 experience, one more kill is Yellow again, a Danger Level of a new lap: another card.
    expect(t.state.missionState['experienceBest:0']).toBe(3);
    t.state.survivors[0].ap = 6;
    addZombies(t.state, t.zone('s2'), WALKER, 1);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    const again = t.state.pending.filter((p) => p.kind === 'modeChoice');
    expect(again).toHaveLength(1);
    expect(again[0].kind === 'modeChoice' && again[0].options).not.toContain('katana/blademaster');
    expect(t.state.missionState['experienceBest:0']).toBe(4);
  });
});
