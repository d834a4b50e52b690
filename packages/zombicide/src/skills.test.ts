import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';
import { actionsLeft } from './survivors.ts';
import { ZOMBIE_TYPES } from './rulesets/uoa/roster.ts';

const ranged = (
  t: Table,
  s: number,
  slot: number,
  zone: string,
  extra: { dual?: boolean; fanning?: boolean } = {},
) => ({
  type: 'ranged' as const,
  s,
  slot,
  dual: extra.dual ?? false,
  zone: t.zone(zone),
  fanning: extra.fanning ?? false,
});

describe('Skills: Actions (EN "+1 Action", "+1 free [Type] Action")', () => {
  it('+1 free Move Action pays for one Move; the zombie penalty is still paid', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', skills: ['plus1FreeAction(move)'] }],
      zombies: { s1: { walker: 1 } },
    });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(t.state.survivors[0].actionsUsed).toBe(1);
    t.act({ type: 'move', s: 0, to: t.zone('s3') });
    expect(t.state.survivors[0].actionsUsed).toBe(2); // the free Move is spent: this one costs an Action
  });
  it('+1 free Search Action keeps the once-per-Turn limit', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 'r1', skills: ['plus1FreeAction(search)'] }] });
    t.act({ type: 'search', s: 0 });
    t.answerAll();
    expect(t.state.survivors[0].actionsUsed).toBe(0);
    expect(t.refuse({ type: 'search', s: 0 })).toBe('search.oncePerTurn');
  });
  it('+1 free Reload reloads without spending an Action', () => {
    const t = new Table({
      survivors: [{ id: 'trixie', zone: 's1', skills: ['plus1FreeReload'], inventory: { hand1: 'sawedOff' } }],
    });
    t.state.cards[t.state.survivors[0].inventory[0]!].loaded = false;
    t.act({ type: 'reload', s: 0, slot: 0 });
    expect(t.state.survivors[0].actionsUsed).toBe(0);
  });
});

describe('Skills: combat modifiers', () => {
  it('+1 die: Ranged adds a die to each weapon (+2 for Dual)', () => {
    const t = new Table({
      survivors: [
        {
          id: 'pablito',
          zone: 's1',
          skills: ['plus1DieAction(ranged)'],
          inventory: { hand1: 'coltSaa', hand2: 'coltSaa' },
        },
      ],
      zombies: { s2: { walker: 9 } },
      dice: [1, 1, 1, 1],
    });
    t.act(ranged(t, 0, 0, 's2', { dual: true }));
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'diceRolled', rolls: [1, 1, 1, 1] }));
  });
  it('+1 Damage: Melee lets a Pan kill a Fatty; +1 to dice roll turns a 3 into a hit, never above 6', () => {
    const t = new Table({
      survivors: [
        {
          id: 'carl',
          zone: 's1',
          skills: ['plus1DamageAction(melee)', 'plus1ToDiceRoll(melee)'],
          inventory: { hand1: 'pan' },
        },
      ],
      zombies: { s1: { fatty: 1 } },
      dice: [3],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.zombiesAt('s1').fatty).toBe(0);
  });
  it("+1 max Range extends a weapon's reach", () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', skills: ['plus1MaxRange'], inventory: { hand1: 'coltSaa' } }],
      zombies: { s3: { walker: 1 } },
      dice: [6],
    });
    t.act(ranged(t, 0, 0, 's3'));
    expect(t.zombiesAt('s3').walker).toBe(0);
  });
  it('Lucky offers a reroll of every Action; the new result replaces the old', () => {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', skills: ['lucky'], inventory: { hand1: 'pan' } }],
      zombies: { s1: { walker: 1 } },
      dice: [1, 6],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.state.pending[0]).toMatchObject({ kind: 'reroll', sources: ['lucky'] });
    t.act({ type: 'reroll', source: 'lucky' });
    expect(t.zombiesAt('s1').walker).toBe(0);
  });
  it('Reaper: Melee: one hit eliminates an additional identical zombie, once per Action', () => {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', skills: ['reaper(melee)'], inventory: { hand1: 'saber' } }],
      zombies: { s1: { walker: 4 } },
      dice: [6, 6],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.zombiesAt('s1').walker).toBe(1);
  });
  it('Roll 6: +1 die rolls another die for each 6, again while 6s come', () => {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', skills: ['roll6Plus1Die(melee)'], inventory: { hand1: 'pan' } }],
      zombies: { s1: { walker: 5 } },
      dice: [6, 6, 2],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    expect(t.zombiesAt('s1').walker).toBe(3);
  });
  it('Marksman chooses the targets of a Ranged Action: past the Fatty, with no Friendly Fire', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', skills: ['marksman'], inventory: { hand1: 'coltSaa' } },
        { id: 'meg', zone: 's2', player: 1 },
      ],
      zombies: { s2: { fatty: 1, runner: 1 } },
      dice: [6],
    });
    t.act(ranged(t, 0, 0, 's2'));
    expect(t.zombiesAt('s2')).toMatchObject({ fatty: 1, runner: 0 });
    expect(t.state.survivors[1].wounds).toBe(0);
  });
  it('Point-blank fires in its own zone whatever the minimum Range', () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', skills: ['pointBlank'], inventory: { hand1: 'shotgun' } }],
      zombies: { s1: { walker: 1 } },
      dice: [6, 1],
    });
    t.act(ranged(t, 0, 0, 's1'));
    expect(t.zombiesAt('s1').walker).toBe(0);
  });
  it('Low profile: Friendly Fire never hits the survivor', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', inventory: { hand1: 'coltSaa' } },
        { id: 'meg', zone: 's2', player: 1, skills: ['lowProfile'] },
      ],
      zombies: { s2: { walker: 1 } },
      dice: [1],
    });
    t.act(ranged(t, 0, 0, 's2'));
    expect(t.state.survivors[1].wounds).toBe(0);
  });
  it('Brother in arms: Low profile shares Low profile with the survivors in its zone', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', inventory: { hand1: 'coltSaa' } },
        { id: 'meg', zone: 's2', player: 1 },
        { id: 'carl', zone: 's2', player: 1, skills: ['brotherInArms(lowProfile)'] },
      ],
      zombies: { s2: { walker: 1 } },
      dice: [1],
    });
    t.act(ranged(t, 0, 0, 's2'));
    expect(t.state.survivors[1].wounds + t.state.survivors[2].wounds).toBe(0);
  });
  it('Ambidextrous: any identical pair is Dual', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', skills: ['ambidextrous'], inventory: { hand1: 'winchester', hand2: 'winchester' } },
      ],
      zombies: { s2: { walker: 4 } },
      dice: [6, 6, 6, 6],
    });
    t.act(ranged(t, 0, 0, 's2', { dual: true }));
    expect(t.zombiesAt('s2').walker).toBe(0);
  });
  it('Escalation: Ranged adds a die per consecutive Ranged Action, lost on another kind of Action (EN 1646)', () => {
    const t = new Table({
      survivors: [
        { id: 'jimmy', zone: 's1', skills: ['escalation(ranged)', 'plus1Action'], inventory: { hand1: 'winchester' } },
      ],
      zombies: { s2: { walker: 20 } },
      dice: [1, 1, 1, 1, 1, 1, 1],
    });
    t.act(ranged(t, 0, 0, 's2'));
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'diceRolled', rolls: [1, 1] }));
    t.act(ranged(t, 0, 0, 's2'));
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'diceRolled', rolls: [1, 1, 1] }));
    t.act({ type: 'move', s: 0, to: t.zone('c1') });
    expect(t.state.survivors[0].used.streakRanged).toBe(0);
  });
});

describe('Skills: movement', () => {
  it('Slippery leaves a zone with zombies for 1 Action', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', skills: ['slippery'] }],
      zombies: { s1: { walker: 3 } },
    });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(t.state.survivors[0].actionsUsed).toBe(1);
  });
  it('+1 Zone per Move crosses two zones, but entering a zone with zombies ends the Move', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1', skills: ['plus1ZonePerMove'] }],
      zombies: { s3: { walker: 1 } },
    });
    t.act({ type: 'move', s: 0, to: t.zone('s3'), via: t.zone('s2') });
    expect(t.state.survivors[0].actionsUsed).toBe(1);
    expect(t.refuse({ type: 'move', s: 0, to: t.zone('s1'), via: t.zone('s3') })).toBe('move.notAdjacent');
    const u = new Table({
      survivors: [{ id: 'meg', zone: 's1', skills: ['plus1ZonePerMove'] }],
      zombies: { s2: { walker: 1 } },
    });
    expect(u.refuse({ type: 'move', s: 0, to: u.zone('s3'), via: u.zone('s2') })).toBe('move.stopped');
  });
  it('Sprint: one Move of 2 or 3 zones, once per Turn', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1', skills: ['sprint'] }] });
    t.act({ type: 'sprint', s: 0, path: [t.zone('s2'), t.zone('s3'), t.zone('s4')] });
    expect(t.label(t.state.survivors[0].zone)).toBe('s4');
    expect(t.refuse({ type: 'sprint', s: 0, path: [t.zone('s5'), t.zone('s6')] })).toBe('sprint.oncePerTurn');
  });
  it('Jump: 2 zones in Line Of Sight ignoring the zone between, once per Turn', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1', skills: ['jump'] }], zombies: { s2: { walker: 3 } } });
    t.act({ type: 'jump', s: 0, to: t.zone('s3') });
    expect(t.label(t.state.survivors[0].zone)).toBe('s3');
    expect(t.refuse({ type: 'jump', s: 0, to: t.zone('s5') })).toBe('jump.oncePerTurn');
  });
  it('Hit & run: a free Move after a kill, with no penalty', () => {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', skills: ['hitAndRun'], inventory: { hand1: 'pan' } }],
      zombies: { s1: { walker: 2 } },
      dice: [6],
    });
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(t.state.survivors[0].actionsUsed).toBe(1);
  });
});

describe('Skills: actions of their own', () => {
  it('Born leader gives a free Action another survivor uses at once; then the leader resumes', () => {
    const t = new Table({
      survivors: [
        { id: 'carl', zone: 's1', skills: ['bornLeader'] },
        { id: 'meg', zone: 's3', player: 1 },
      ],
    });
    t.act({ type: 'bornLeader', s: 0, to: 1 });
    expect(t.refuse({ type: 'move', s: 0, to: t.zone('s2') })).toBe('bornLeader');
    t.act({ type: 'move', s: 1, to: t.zone('s4') });
    expect(t.state.survivors[1].actionsUsed).toBe(0);
    expect(t.refuse({ type: 'move', s: 1, to: t.zone('s5') })).toBe('notYourTurn');
    expect(t.refuse({ type: 'bornLeader', s: 0, to: 1 })).toBe('bornLeader.oncePerTurn');
  });
  it('Shove pushes every zombie of the zone into the next one, once per Turn, for free', () => {
    const t = new Table({
      survivors: [{ id: 'carl', zone: 's2', skills: ['shove'] }],
      zombies: { s2: { walker: 2, fatty: 1 } },
    });
    t.act({ type: 'shove', s: 0, to: t.zone('s3') });
    expect(t.zombiesAt('s3')).toMatchObject({ walker: 2, fatty: 1 });
    expect(t.state.survivors[0].actionsUsed).toBe(0);
  });
  it('Lifesaver drags survivors out of a zone with zombies at Range 1', () => {
    const t = new Table({
      survivors: [
        { id: 'carl', zone: 's1', skills: ['lifesaver'] },
        { id: 'meg', zone: 's2' },
      ],
      zombies: { s2: { walker: 1 } },
    });
    t.act({ type: 'lifesaver', s: 0, from: t.zone('s2'), who: [1] });
    expect(t.label(t.state.survivors[1].zone)).toBe('s1');
  });
  it('Taunt: the zombies of a zone 2 zones away come at the taunting survivor, ignoring the others', () => {
    const t = new Table({
      survivors: [
        { id: 'carl', zone: 's1', skills: ['taunt'] },
        { id: 'meg', zone: 's3', player: 1 },
      ],
      zombies: { s3: { walker: 1 } },
    });
    t.act({ type: 'taunt', s: 0, zone: t.zone('s3') });
    expect(t.zombiesAt('s2').walker).toBe(1);
    expect(t.state.survivors[1].wounds).toBe(0);
  });
  it('Tinker: 1 Action to swap a card for the top of the Equipment deck; not a Search', () => {
    const t = new Table({ survivors: [{ id: 'hanna', zone: 's1', skills: ['tinker'], inventory: { hand1: 'pan' } }] });
    t.act({ type: 'tinker', s: 0, slot: 0 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'keepFound' });
  });
  it('Scavenger searches street zones', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1', skills: ['scavenger'] }] });
    t.act({ type: 'search', s: 0 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'keepFound' });
  });
});

describe("Skills: the Zombies' Phase", () => {
  it('Ironclad: Walker ignores Walker Wounds but not Runner Wounds', () => {
    const t = new Table({
      survivors: [{ id: 'carl', zone: 's1', skills: ['ironclad(walker)'] }],
      zombies: { s1: { walker: 3, runner: 1 } },
    });
    t.act({ type: 'endTurn', s: 0 });
    expect(t.state.survivors[0].wounds).toBe(2);
    void ZOMBIE_TYPES;
  });
  it('Medic heals 1 Wound of each survivor in its zone in the End Phase', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 't6', skills: ['medic'], wounds: 1 },
        { id: 'carl', zone: 't6', wounds: 2 },
      ],
    });
    t.act({ type: 'endTurn', s: 0 });
    t.act({ type: 'endTurn', s: 1 });
    expect(t.state.survivors.map((survivor) => survivor.wounds)).toEqual([0, 1]);
  });
  it('Combat reflexes: a free Combat Action at zombies spawning in sight', () => {
    const t = new Table({
      survivors: [{ id: 'jimmy', zone: 's1', skills: ['combatReflexes'], inventory: { hand1: 'coltSaa' } }],
      spawns: [{ zone: 's2', kind: 'starting' }],
      zombieDeck: [2],
      dice: [6, 6],
    });
    t.act({ type: 'endTurn', s: 0 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'combatReflexes', zone: t.zone('s2') });
    t.act({ type: 'reflex', slot: 0, dual: false });
    expect(t.zombiesAt('s2').walker).toBe(1);
  });
  it('Zombie link: an extra Turn before the zombies an Extra Activation card activates', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's2', ap: 8, skills: ['zombieLink'] }],
      zombies: { t6: { runner: 1 } },
      spawns: [{ zone: 't1', kind: 'starting' }],
      zombieDeck: [5],
      noise: { zone: 's2' },
    });
    t.state.survivors[0].level = 'yellow';
    t.act({ type: 'endTurn', s: 0 });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'extraTurn', s: 0 }));
    expect(actionsLeft(t.state.survivors[0])).toBe(3);
    t.act({ type: 'move', s: 0, to: t.zone('s1') });
    t.act({ type: 'endTurn', s: 0 });
    expect(t.state.phase).toBe('players');
    expect(t.state.round).toBe(2);
  });
});
