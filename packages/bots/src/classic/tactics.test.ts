/**
 * The Classic bot's tactics added for issue 15 (tactics.ts), on built positions of Classic's test block: each test
 * names the seed 001 passage it leans on and the game traces that asked for it.
 */
import type { Action } from '@horde/zombicide';
import { ClassicTable } from '@horde/zombicide/rulesets/classic/test-kit';
import { describe, expect, it } from 'vitest';
import {
  ABOMINATION_HERE,
  abominationDanger,
  classicTune,
  LONELY_OBJECTIVE,
  lonelyObjective,
  roomsBehind,
  SPAWN_STEP_REFUND,
} from './tactics.ts';

const move = (s: number, to: number): Action => ({ type: 'move', s, to });

describe('the Classic tactics', () => {
  it('keeps away from an Abomination nobody can kill: only Damage 3 kills it, a Molotov (lines 1185, 1389)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 's3', inventory: { hand1: 'crowbar' } },
        { id: 'ned', zone: 's3', inventory: { hand1: 'fireAxe' } },
      ],
      zombies: { s3: { abomination: 1 } },
    });
    const ctx = t.game.context(t.state);
    const [s2, s3, s4, s5] = ['s2', 's3', 's4', 's5'].map((z) => t.zone(z));
    // In its zone, and next to it: ending a turn there costs.
    expect(abominationDanger(ctx, t.state, 0, s3)).toBe(ABOMINATION_HERE);
    expect(abominationDanger(ctx, t.state, 0, s4)).toBeGreaterThan(0);
    expect(abominationDanger(ctx, t.state, 0, s5)).toBe(0);
    expect(classicTune(ctx, t.state, { type: 'endTurn', s: 0 }, 0)).toBeLessThan(-ABOMINATION_HERE + 1);
    // A step out of its zone is worth more than the shared score says.
    expect(classicTune(ctx, t.state, move(0, s2), 0)).toBeGreaterThan(0);
    // Amy out on s5, two zones off: a step back into its zone costs more than a step beside it.
    t.state.survivors[0].zone = s5;
    const into = classicTune(ctx, t.state, move(0, s4), 0);
    t.state.survivors[0].zone = s2;
    expect(classicTune(ctx, t.state, move(0, s3), 0)).toBeLessThanOrEqual(-ABOMINATION_HERE);
    expect(into).toBeGreaterThan(-ABOMINATION_HERE);
  });

  it('does not fear an Abomination with a Molotov in hand (line 1389: everything in the zone dies)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'amy', zone: 's4', inventory: { hand1: 'molotov' } }],
      zombies: { s3: { abomination: 1 } },
    });
    const ctx = t.game.context(t.state);
    expect(abominationDanger(ctx, t.state, 0, t.zone('s4'))).toBe(0);
    expect(classicTune(ctx, t.state, { type: 'endTurn', s: 0 }, 0)).toBe(0);
  });

  it('takes an Objective with its last Action alone beside zombies only when nothing better is left (lines 783-789)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 'a1', inventory: { hand1: 'crowbar' } },
        { id: 'ned', zone: 's3', inventory: { hand1: 'fireAxe' } },
      ],
      objectives: ['a1'],
      openDoors: ['s2|a1'],
      zombies: { a2: { walker: 2 } },
    });
    const ctx = t.game.context(t.state);
    const take: Action = { type: 'objective', s: 0 };
    // Three Actions left: she takes it and still has two to get out.
    expect(lonelyObjective(ctx, t.state, 0)).toBe(false);
    expect(classicTune(ctx, t.state, take, 500)).toBe(500);
    // Her last Action, alone, two Walkers next door: it waits for company.
    t.state.survivors[0].actionsUsed = 2;
    expect(lonelyObjective(ctx, t.state, 0)).toBe(true);
    expect(classicTune(ctx, t.state, take, 500)).toBe(LONELY_OBJECTIVE);
    // With Ned beside her, the Wounds are shared: she takes it.
    t.state.survivors[1].zone = t.zone('a1');
    expect(classicTune(ctx, t.state, take, 500)).toBe(500);
  });

  it('steps through a spawn zone with Actions left to go on, not to stop there (lines 558-560: the door is there)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'amy', zone: 's1', inventory: { hand1: 'crowbar' } }],
      spawns: ['s2'],
    });
    const ctx = t.game.context(t.state);
    const step = move(0, t.zone('s2'));
    expect(classicTune(ctx, t.state, step, -0.3)).toBeCloseTo(-0.3 + SPAWN_STEP_REFUND);
    // Her last Action would end her turn on it: the shared toll stands.
    t.state.survivors[0].actionsUsed = 2;
    expect(classicTune(ctx, t.state, step, -0.3)).toBeCloseTo(-0.3);
  });

  it('asks for two Actions a room at most, never more than one a room plus two (lines 558-560)', () => {
    // Before 2026-11-27 the bot asked for 2 Actions a room plus the zombies at the door, whatever the building (a
    // block of four rooms asked for 8). Two rooms here: 4 Actions are enough.
    const t = new ClassicTable({
      survivors: [
        { id: 'amy', zone: 's2', inventory: { hand1: 'crowbar' } },
        { id: 'ned', zone: 's2', inventory: { hand1: 'fireAxe' } },
      ],
      objectives: ['a1'],
    });
    const ctx = t.game.context(t.state);
    const open = t.game.engine.legalActions(t.state).find((a) => a.type === 'openDoor');
    expect(open).toBeDefined();
    expect(roomsBehind(ctx, t.state, (open as { door: number }).door, t.zone('s2'))).toBe(2);
    // Amy's two Actions after the door and Ned's three: 5 >= 4.
    expect(classicTune(ctx, t.state, open!, 3)).toBe(3);
    // Ned with one Action left: 3 < 4, it waits.
    t.state.survivors[1].actionsUsed = 2;
    expect(classicTune(ctx, t.state, open!, 3)).toBeLessThan(3);
  });
});
