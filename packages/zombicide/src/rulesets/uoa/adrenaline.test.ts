import { describe, expect, it } from 'vitest';
import { Table, FIXTURE_SURVIVORS } from './test-kit.ts';
import { gainAdrenaline } from './adrenaline.ts';

describe('Ultrared mode (EN 1578 example)', () => {
  it("May's three passes over the Adrenaline bar: unchosen skills at each level, then a free choice at Orange and Red", () => {
    const may = FIXTURE_SURVIVORS.find((s) => s.id === 'may')!;
    const tree = may.skills;
    may.skills = {
      blue: [{ id: 'hitAndRun' }],
      yellow: [{ id: 'plus1Action' }],
      orange: [
        { id: 'plus1FreeAction', param: 'melee' },
        { id: 'plus1DieAction', param: 'combat' },
      ],
      red: [{ id: 'jump' }, { id: 'plus1FreeAction', param: 'combat' }, { id: 'plus1DieAction', param: 'combat' }],
    };
    try {
      const t = new Table({ survivors: [{ id: 'may', zone: 's1' }] });
      t.state.options.ultrared = true;
      const ctx = t.game.context(t.state);
      ctx.skillIds.push('lucky', 'sprint');
      const surv = t.state.survivors[0];
      surv.skills = ['hitAndRun', 'plus1Action', 'plus1FreeAction(melee)'];
      surv.picked = ['blue:hitAndRun', 'yellow:plus1Action', 'orange:plus1FreeAction(melee)'];
      surv.ap = surv.apTotal = 42;
      surv.level = 'orange';
      const events: never[] = [];
      const gain = (n: number) => gainAdrenaline(ctx, t.state, 0, n, { code: 'water' }, events);
      // The 43rd point: Red, she picks Jump; the tracker goes back to 0 and she stays Red.
      gain(1);
      expect(t.state.pending[0]).toMatchObject({ kind: 'chooseSkill', level: 'red' });
      t.act({ type: 'chooseSkill', skill: 'jump' });
      expect(surv).toMatchObject({ ap: 0, level: 'red', ultrared: 1 });
      // Second pass: nothing new at Yellow; Orange gives the other Orange skill; Red offers the two remaining Red skills.
      gain(19);
      expect(surv.skills).toContain('plus1DieAction(combat)');
      gain(24);
      expect(t.state.pending[0]).toMatchObject({
        kind: 'chooseSkill',
        options: ['plus1FreeAction(combat)', 'plus1DieAction(combat)'],
      });
      t.act({ type: 'chooseSkill', skill: 'plus1FreeAction(combat)' });
      // Third pass: nothing until Red, which gives the last Red skill, +1 die: Combat (a second one).
      gain(43);
      expect(surv.skills.filter((k) => k === 'plus1DieAction(combat)')).toHaveLength(2);
      // From now on, Orange and Red each offer any skill.
      gain(19);
      expect(t.state.pending[0]).toMatchObject({
        kind: 'chooseSkill',
        level: 'orange',
        options: expect.arrayContaining(['lucky', 'sprint']),
      });
    } finally {
      may.skills = tree;
    }
  });
});
