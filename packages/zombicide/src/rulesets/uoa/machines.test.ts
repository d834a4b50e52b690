import { describe, expect, it } from 'vitest';
import { Table } from './test-kit.ts';
import { uoaPart } from './state.ts';

function withMachines(t: Table, wagon: string | null, gatling: string | null, mounted = false) {
  uoaPart(t.state).wagon = wagon ? { zone: t.zone(wagon), riders: [], stuck: false } : null;
  uoaPart(t.state).gatling = gatling ? { zone: t.zone(gatling), mounted, fixed: false, streak: 0 } : null;
}

describe('Machines (EN "Machine actions")', () => {
  it('moving the Wagon costs 3 Actions and carries its riders; the mover walks beside it', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's1' },
      ],
    });
    withMachines(t, 's1', null);
    t.act({ type: 'boardWagon', s: 1 });
    t.act({ type: 'endTurn', s: 1 });
    t.act({ type: 'moveWagon', s: 0, to: t.zone('s2') });
    expect(uoaPart(t.state).wagon).toMatchObject({ zone: t.zone('s2'), riders: [1] });
    expect(t.state.survivors.map((survivor) => t.label(survivor.zone))).toEqual(['s2', 's2']);
  });
  it('a rider cannot move the Wagon, and the Wagon never enters a building', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's2' }] });
    withMachines(t, 's2', null);
    expect(t.refuse({ type: 'moveWagon', s: 0, to: t.zone('h1') })).toBe('wagon.path');
    t.act({ type: 'boardWagon', s: 0 });
    expect(t.refuse({ type: 'moveWagon', s: 0, to: t.zone('s3') })).toBe('wagon.mover');
  });
  it('a rider gets out for its own Action before it Moves (FR 1298-1299, EN 874; rules version 6)', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }] });
    withMachines(t, 's1', null);
    t.act({ type: 'boardWagon', s: 0 });
    expect(t.refuse({ type: 'move', s: 0, to: t.zone('s2') })).toBe('wagon.getOutFirst');
    t.act({ type: 'leaveWagon', s: 0 });
    // In (1 Action: no Move came before) and out (1 Action): the Move is the third.
    expect(t.state.survivors[0].actionsUsed).toBe(2);
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(t.label(t.state.survivors[0].zone)).toBe('s2');
  });
  it("games of rules versions 0-5 keep their rule: a rider's Move takes it out of the Wagon, no Action of its own", () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }] });
    // A game set up under version 5 has no wagonExitFirst option (ruleset.ts `options`).
    delete t.state.options.wagonExitFirst;
    withMachines(t, 's1', null);
    t.act({ type: 'boardWagon', s: 0 });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(uoaPart(t.state).wagon?.riders).toEqual([]);
    expect(t.state.survivors[0].actionsUsed).toBe(2);
  });
  it('the Gatling Gun fires with its own characteristics, a Boom, and Escalation on consecutive firings', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1' }],
      zombies: { s3: { walker: 10 } },
      dice: [6, 6, 6, 1, 1, 1, 1],
    });
    withMachines(t, null, 's1');
    t.act({ type: 'fireGatling', s: 0, zone: t.zone('s3') });
    expect(t.zombiesAt('s3').walker).toBe(7);
    expect(t.state.noise).toMatchObject({ zone: t.zone('s1'), boom: true });
    t.act({ type: 'fireGatling', s: 0, zone: t.zone('s3') });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'diceRolled', rolls: [1, 1, 1, 1] }));
  });
  it('the Gatling Gun never enters a building; mounted on the Wagon it is fired by a rider', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's2' }], zombies: { s4: { walker: 1 } }, dice: [6, 6, 6] });
    withMachines(t, 's2', 's2', true);
    expect(t.refuse({ type: 'fireGatling', s: 0, zone: t.zone('s4') })).toBe('gatling.rider');
    t.act({ type: 'boardWagon', s: 0 });
    t.act({ type: 'fireGatling', s: 0, zone: t.zone('s4') });
    expect(t.zombiesAt('s4').walker).toBe(0);
    const u = new Table({ survivors: [{ id: 'meg', zone: 's2' }] });
    withMachines(u, null, 's2');
    expect(u.refuse({ type: 'moveGatling', s: 0, to: u.zone('h1') })).toBe('gatling.path');
  });
});
