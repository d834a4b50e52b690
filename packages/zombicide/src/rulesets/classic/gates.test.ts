/**
 * Pull a Switch and rotating security gates [PO] (gates.ts; seed 001 lines 748-756, 1726-1730): the gate stands as
 * drawn at setup; the player chooses the way it turns (two legal actions); a turn swaps its open sides among the
 * open doors; its sides are no doors to open.
 */
import { describe, expect, it } from 'vitest';
import { computeGeometry, tileLibrary } from '../../board/index.ts';
import type { MissionDef } from '../../defs.ts';
import { createClassicGame } from './game.ts';
import { CLASSIC_FIXTURE_CONTENT } from './test-kit.ts';
import { classicPart } from './state.ts';

const GATE = `
tile A
grid
+--+--+--+
|s1 s2|b1|
+  +..+..+
|s3:g1|b2|
+--+--+--+
zones
s1 street
s2 street
s3 street
g1 building gate
b1 building
b2 building
`;

function table() {
  const library = tileLibrary([{ file: 'gate.tile', text: GATE }]);
  const mission: MissionDef = {
    id: 'GATE',
    name: 'Gate',
    difficulty: 'easy',
    tiles: [{ tile: 'A', rotation: 0, col: 0, row: 0 }],
    start: 'A:s1',
    exits: [],
    spawns: [],
    objectives: [],
    zombies: [],
    switches: [{ zone: 'A:s2', gate: 'A:g1' }],
    forbiddenClasses: [],
    goals: [{ kind: 'allExit' }],
    rules: { objectiveAp: 5, objectiveBounty: [] },
    provenance: { designed: true, note: 'test' },
  };
  const game = createClassicGame({
    content: CLASSIC_FIXTURE_CONTENT,
    missions: [mission],
    geometry: (m, open) => computeGeometry(m.tiles, library, open),
  });
  const state = game.engine.setup({ mission: 'GATE', survivors: [{ id: 'ned' }] }, 1);
  const geo = game.context(state).geo;
  const z = (l: string) => geo.byLabel[`A:${l}`];
  const side = (l: string) => geo.doors.find((d) => d.label === [`A:g1`, `A:${l}`].sort().join('|'))!.id;
  state.survivors[0].zone = z('s2');
  return { game, state, z, side };
}

describe('rotating security gates and Pull a Switch', () => {
  it('stand as their tile draws them at setup: the open sides are open doors', () => {
    const { state, side } = table();
    expect(classicPart(state).gates).toEqual([0]);
    expect(state.doors).toEqual([side('s2'), side('s3')].sort((a, b) => a - b));
  });

  it('turn the way the player wishes: both quarter turns are legal actions (line 1726)', () => {
    const { game, state } = table();
    const pulls = game.engine.legalActions(state).filter((a) => a.type === 'pullSwitch');
    expect(pulls).toEqual([
      { type: 'pullSwitch', s: 0, switch: 0, turn: 1 },
      { type: 'pullSwitch', s: 0, switch: 0, turn: -1 },
    ]);
  });

  it('a quarter turn closes the open sides and opens the next ones, for 1 Action (lines 750, 1726)', () => {
    const { game, state, side, z } = table();
    const result = game.engine.apply(state, { type: 'pullSwitch', s: 0, switch: 0, turn: 1 });
    expect(result.ok).toBe(true);
    expect(classicPart(state).gates).toEqual([1]);
    expect(state.doors).toEqual([side('s2'), side('b2')].sort((a, b) => a - b));
    expect(state.survivors[0].actionsUsed).toBe(1);
    expect(game.context(state).geo.neighbors[z('g1')].sort()).toEqual([z('s2'), z('b2')].sort());
  });

  it('is pulled in its own zone only (line 750); its sides are no doors to open', () => {
    const { game, state, z, side } = table();
    state.survivors[0].zone = z('s3');
    const far = game.engine.apply(state, { type: 'pullSwitch', s: 0, switch: 0, turn: 1 });
    expect(far.ok ? '' : far.error.code).toBe('switch.notHere');
    const door = game.engine.apply(state, { type: 'openDoor', s: 0, door: side('b2'), slot: -1 });
    expect(door.ok ? '' : door.error.code).toBe('door.gate');
  });
});
