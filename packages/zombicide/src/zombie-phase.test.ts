import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';
import { FATTY, RUNNER } from './rulesets/uoa/roster.ts';
import { uoaPart } from './rulesets/uoa/state.ts';

/** Ends the only survivor's turn so the Zombies' Phase runs. */
function zombiesPlay(t: Table, s = 0) {
  return t.act({ type: 'endTurn', s });
}

describe('Zombies\' Phase: destination (EN "Zombies select their destination Zone")', () => {
  it('with no survivor in sight, zombies move toward the Noise token along the shortest path', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1' }],
      zombies: { t3: { walker: 1 } },
      noise: { zone: 's1' },
    });
    const events = zombiesPlay(t);
    expect(t.zombiesAt('t2').walker).toBe(1);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'zombieMoved',
        rule: { code: 'zombieMove', params: { reason: 'moveNoise' } },
      }),
    );
  });
  it('a zone in sight with Survivors and the Noise token comes first, whatever the number of Survivors elsewhere', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's6' },
        { id: 'may', zone: 's6' },
      ],
      zombies: { s3: { walker: 1 } },
      noise: { zone: 's1' },
    });
    zombiesPlay(t, 0);
    zombiesPlay(t, 1);
    zombiesPlay(t, 2);
    expect(t.zombiesAt('s2').walker).toBe(1);
  });
  it('without noise in sight, the zone in sight with the most Survivors', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's6' },
        { id: 'may', zone: 's6' },
      ],
      zombies: { s3: { walker: 1 } },
      noise: { zone: 't1' },
    });
    zombiesPlay(t, 0);
    zombiesPlay(t, 1);
    zombiesPlay(t, 2);
    expect(t.zombiesAt('s4').walker).toBe(1);
  });
  it("a tie between zones with as many Survivors is the players' decision", () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's6' },
      ],
      zombies: { s3: { walker: 1 } },
      noise: { zone: 't1' },
    });
    zombiesPlay(t, 0);
    zombiesPlay(t, 1);
    expect(t.state.pending[0]).toMatchObject({ kind: 'zombieTarget', options: [t.zone('s1'), t.zone('s6')] });
    t.act({ type: 'zombieTarget', zone: t.zone('s6') });
    expect(t.zombiesAt('s4').walker).toBe(1);
  });
  it('zombies reaching the Noise token send it to the zone with the most Survivors, on Bang', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 't6' }],
      zombies: { s3: { walker: 1 } },
      noise: { zone: 's2', boom: true },
    });
    const events = zombiesPlay(t);
    expect(t.zombiesAt('s2').walker).toBe(1);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'noiseMoved',
        zone: t.zone('t6'),
        rule: { code: 'noiseReached' },
      }),
    );
  });
});

describe("Zombies' Phase: splitting (EN 1042 example)", () => {
  it('4 Walkers, 3 Fatties and 1 Runner facing two routes of equal length: 2+2 Walkers, 1+1 Fatties, players place the odd Fatty and the Runner', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's4' }],
      zombies: { t3: { walker: 4, fatty: 3, runner: 1 } },
      noise: { zone: 's4' },
    });
    zombiesPlay(t);
    expect(t.state.pending[0]).toMatchObject({
      kind: 'splitRoute',
      type: RUNNER,
      routes: [t.zone('t2'), t.zone('t4')].sort((a, b) => a - b),
    });
    t.act({ type: 'splitRoute', route: t.zone('t4') });
    expect(t.state.pending[0]).toMatchObject({ kind: 'splitRoute', type: FATTY });
    t.act({ type: 'splitRoute', route: t.zone('t2') });
    expect(t.zombiesAt('t2')).toMatchObject({ walker: 2, fatty: 2, runner: 0 });
    // The Runner's second Action takes it one zone further along the only shortest route.
    expect(t.zombiesAt('t4')).toMatchObject({ walker: 2, fatty: 1, runner: 0 });
    expect(t.zombiesAt('t5').runner).toBe(1);
  });
});

describe('Zombies\' Phase: attacks and Runners (EN "Attack", "Playing Runners")', () => {
  it("Runner example 1 (EN 1054): a Runner in a Survivor's zone attacks twice", () => {
    const t = new Table({ survivors: [{ id: 'carl', zone: 's1' }], zombies: { s1: { runner: 1 } } });
    zombiesPlay(t);
    expect(t.state.survivors[0].wounds).toBe(2);
    expect(t.state.survivors[0].eliminated).toBe(false); // a Brawler has Health 3
  });
  it('Runner example 2 (EN 1056): 2 Runners and a Fatty one zone away all move in, then the Runners attack; players share the Wounds', () => {
    const t = new Table({
      survivors: [
        { id: 'carl', zone: 's2' },
        { id: 'may', zone: 's2' },
      ],
      zombies: { s3: { runner: 2, fatty: 1 } },
      noise: { zone: 's2' },
    });
    zombiesPlay(t, 0);
    zombiesPlay(t, 1);
    expect(t.zombiesAt('s2')).toMatchObject({ runner: 2, fatty: 1 });
    expect(t.state.pending[0]).toMatchObject({ kind: 'assignWound', remaining: 2 });
    t.act({ type: 'assignWound', to: 0 });
    t.act({ type: 'assignWound', to: 0 });
    expect(t.state.survivors.map((survivor) => survivor.wounds)).toEqual([2, 0]);
  });
  it('all attacks happen before all moves: a zombie that moves in this step does not attack in it', () => {
    const t = new Table({
      survivors: [{ id: 'carl', zone: 's2' }],
      zombies: { s3: { walker: 1 } },
      noise: { zone: 's2' },
    });
    zombiesPlay(t);
    expect(t.zombiesAt('s2').walker).toBe(1);
    expect(t.state.survivors[0].wounds).toBe(0);
  });
  it('an eliminated survivor loses the game at once', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }], zombies: { s1: { walker: 2 } } });
    zombiesPlay(t);
    expect(t.state.phase).toBe('lost');
    expect(t.game.outcome(t.state)).toMatchObject({
      over: true,
      reason: 'survivorEliminated',
      results: [{ seat: 0, result: 'loss' }],
    });
    expect(t.state.outcomeReason).toEqual({ code: 'survivorEliminated', params: { who: 0 } });
  });
});

describe('Vade Retro (EN 943 example)', () => {
  it("zombies in the token's zone lose their whole activation, the token is removed, and zombies crossing later are unaffected", () => {
    const t = new Table({
      survivors: [{ id: 'concepcion', zone: 's1', classes: ['faithful'] }],
      zombies: { s3: { walker: 2, runner: 2 }, s5: { runner: 3 } },
      noise: { zone: 's1' },
    });
    t.act({ type: 'vadeRetro', s: 0, zone: t.zone('s3'), replace: -1 });
    expect(uoaPart(t.state).vadeRetro).toEqual([t.zone('s3')]);
    const events = zombiesPlay(t);
    expect(events).toContainEqual(expect.objectContaining({ type: 'vadeRetroHalted', zone: t.zone('s3') }));
    expect(uoaPart(t.state).vadeRetro).toEqual([]);
    expect(t.zombiesAt('s3').walker).toBe(2);
    // The 3 other Runners moved twice: s5 -> s4 -> s3, through the halted zone's activation.
    expect(t.zombiesAt('s3').runner).toBe(5);
  });
  it('needs zombies in a zone in Line Of Sight, once per Turn, Faithful only', () => {
    const t = new Table({
      survivors: [
        { id: 'concepcion', zone: 's1', classes: ['faithful'] },
        { id: 'meg', zone: 's1', player: 1 },
      ],
      zombies: { s3: { walker: 1 }, t3: { walker: 1 } },
    });
    expect(t.refuse({ type: 'vadeRetro', s: 0, zone: t.zone('t3'), replace: -1 })).toBe('vadeRetro.sight');
    expect(t.refuse({ type: 'vadeRetro', s: 0, zone: t.zone('s2'), replace: -1 })).toBe('vadeRetro.noZombies');
    t.act({ type: 'vadeRetro', s: 0, zone: t.zone('s3'), replace: -1 });
    expect(t.refuse({ type: 'vadeRetro', s: 0, zone: t.zone('s3'), replace: -1 })).toBe('vadeRetro.oncePerTurn');
  });
});

describe('End Phase (EN "End Phase")', () => {
  it('a Boom becomes a Bang; Reload weapons are reloaded; the First Player token passes left', () => {
    const t = new Table({
      survivors: [
        { id: 'trixie', zone: 's1', inventory: { hand1: 'sawedOff' }, player: 0 },
        { id: 'meg', zone: 't6', player: 1 },
      ],
      noise: { zone: 't1', boom: true },
    });
    const sawedOff = t.state.survivors[0].inventory[0]!;
    t.state.cards[sawedOff].loaded = false;
    zombiesPlay(t, 0);
    zombiesPlay(t, 1);
    expect(t.state.noise).toEqual({ zone: t.zone('t1'), boom: false });
    expect(t.state.cards[sawedOff].loaded).toBe(true);
    expect(t.state.firstPlayer).toBe(1);
    expect(t.state.currentPlayer).toBe(1);
  });
  it('a Bang moves to the zone with the most Survivors', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's1' },
        { id: 'may', zone: 't6' },
      ],
      noise: { zone: 't1' },
    });
    zombiesPlay(t, 0);
    zombiesPlay(t, 1);
    zombiesPlay(t, 2);
    expect(t.state.noise).toEqual({ zone: t.zone('s1'), boom: false });
  });
});
