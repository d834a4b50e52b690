/**
 * The Classic bot pulls a Switch [PO] (switches.ts, seed 001 lines 750-758): for its linked Objective (the only way to
 * take it), to open doors to an Objective, never to lock up doors already open. The block's Switch stands in s3 and
 * commands the door s2|a1 of building A (a1, a2), as in the engine's switch-doors.test.ts.
 */
import type { Action } from '@horde/zombicide';
import { ClassicTable } from '@horde/zombicide/rulesets/classic/test-kit';
import { describe, expect, it } from 'vitest';
import { classicHeuristicBot } from './heuristic.ts';
import { DOORS_TO_OBJECTIVE_PULL, LINKED_OBJECTIVE_PULL, switchTune } from './switches.ts';

const pull: Action = { type: 'pullSwitch', s: 0, switch: 0, turn: 1 };

function table(objectives: string[], linked = false) {
  return new ClassicTable({
    survivors: [{ id: 'ned', zone: 's3', inventory: { hand1: 'crowbar' } }],
    switches: [{ zone: 's3', doors: ['a1|s2'], ...(linked ? { objective: 'red' as const } : {}) }],
    objectives,
    zombieDeck: [1, 1, 1, 1],
  });
}

describe('the Classic bot and Switches', () => {
  it('pulls the Switch of its linked Objective: the only way to take it (line 758), worth an Objective', () => {
    const t = table(['s3'], true);
    const ctx = t.game.context(t.state);
    expect(switchTune(ctx, t.state, pull, 0)).toBe(LINKED_OBJECTIVE_PULL);
    const legal = t.game.engine.legalActions(t.state);
    expect(classicHeuristicBot(t.game).choose(t.state, legal, 0)).toEqual(pull);
  });

  it('pulls to open doors to an Objective behind them (line 756); not for doors that lead nowhere wanted', () => {
    const t = table(['a2']);
    const ctx = t.game.context(t.state);
    expect(switchTune(ctx, t.state, pull, 0)).toBe(DOORS_TO_OBJECTIVE_PULL);
    const empty = table([]);
    expect(switchTune(empty.game.context(empty.state), empty.state, pull, 0)).toBeLessThan(0);
  });

  it('never locks up doors already open on the posse', () => {
    const t = table(['a2']);
    t.act(pull);
    t.act({ type: 'spawnRoom', zone: t.zone('a1') });
    expect(switchTune(t.game.context(t.state), t.state, pull, 10)).toBeLessThan(0);
  });
});
