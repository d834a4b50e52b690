import { describe, expect, it } from 'vitest';
import { Table } from './test-kit.ts';
import { ABOMINATION } from './roster.ts';
import { uoaPart } from './state.ts';

describe('Bounty weapons (EN "Bounty weapons")', () => {
  it("Example 2 (EN 636): Turner's four Actions earn the Colt Buntline, the Volcanic Pistol and the Heavy Saber, one per Action", () => {
    const t = new Table({
      survivors: [
        {
          id: 'meg',
          zone: 's2',
          classes: ['gunslinger'],
          skills: ['plus1Action'],
          inventory: { hand1: 'remington', backpack1: 'dynamite' },
        },
      ],
      zombies: { s4: { walker: 4 }, s3: { walker: 3 } },
      bountyDeck: ['coltBuntline', 'volcanicPistol', 'heavySaber'],
      dice: [5, 5, 5, 5, 1, 1, 5, 5, 5, 1, 1, 1],
    });
    // 1: Fanning with the Remington at Range 2 kills 4: the Range 2 feat gives the Colt Buntline.
    t.act({ type: 'ranged', s: 0, slot: 0, dual: false, zone: t.zone('s4'), fanning: true });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'bountyEarned', card: 'coltBuntline' }));
    // The same Action also met the next feat (3 AP with a Pistol in one Action), but an Action gives one Bounty Weapon only.
    expect(t.state.pending[0]).toMatchObject({ kind: 'keepFound' });
    t.act({ type: 'keepFound', slot: 1 });
    t.act({ type: 'doneReorganize' });
    expect(t.state.cards[uoaPart(t.state).bountyDeck[0]].def).toBe('volcanicPistol');
    // 2: Fanning with the Colt Buntline kills 3: the Volcanic Pistol.
    t.act({ type: 'ranged', s: 0, slot: 1, dual: false, zone: t.zone('s3'), fanning: true });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'bountyEarned', card: 'volcanicPistol' }));
    t.act({ type: 'keepFound', slot: 4 });
    t.act({ type: 'doneReorganize' });
    // 3: a Move to Range 1 of the Abomination; 4: Dynamite with the last Action: the Heavy Saber.
    t.state.zombies[t.zone('s4') * 4 + ABOMINATION] = 1;
    t.state.pool[ABOMINATION] = 0;
    t.act({ type: 'move', s: 0, to: t.zone('s3') });
    t.act({ type: 'dynamite', s: 0, slot: 3, zone: t.zone('s4') });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'bountyEarned', card: 'heavySaber' }));
  });
  it('an Objective gives the top Bounty card when the mission says so', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 'r1' }], objectives: ['r1'], bountyDeck: ['heavySaber'] });
    t.game.context(t.state).mission.rules.objectiveBounty = ['red'];
    t.act({ type: 'objective', s: 0 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'keepFound' });
    t.game.context(t.state).mission.rules.objectiveBounty = [];
  });
});
