/**
 * Rotating security gates and Pull a Switch [PO] (seed 001 lines 123, 572, 748-758, 801, 1726-1730).
 * - Pull a Switch: 1 Action, in the Switch's zone; the player turns its gate a quarter turn "in any direction he
 *   wishes" (line 1726): clockwise and counterclockwise are two actions, the player picks one.
 * - The gate's sides are doors of the board (board/gates.ts): turning it closes the sides that were open and opens
 *   the others, so the board changes as when a door opens, and zombie routes count its closed sides as doors when no
 *   open path exists (line 801, the routes of ruleset.ts).
 * - A sealed building the gate opens for the first time spawns as if a door opened (lines 572, 1729, doors.ts);
 *   nothing spawns in the gate and it cannot be Searched (search.ts).
 * The state keeps each gate's quarter turns (`classicPart(state).gates`); the open sides are kept with the open doors.
 * A Switch may command doors instead (switch-doors.ts; the pull, toggleSwitchDoors, is here) and be linked to an Objective (switch-objectives.ts).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import { gateOpenDoors } from '../../board/gates.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import { revealInBuilding } from './companions/tokens.ts';
import { openDoors, queueBuildingSpawn } from './doors.ts';
import { doorsOfSwitch } from './switch-doors.ts';
import { takeLinkedObjective } from './switch-objectives.ts';
import { classicPart } from './state.ts';

type PullSwitch = Extract<Action, { type: 'pullSwitch' }>;

/** The gate (index in the geometry's `gates`) the mission's switch `i` turns, -1 when there is none. */
/** Either way a gate turns, as the player wishes (seed 001 line 1726). */
const TURN_CW = withParams(C.gateTurned, { way: 'cw' });
const TURN_CCW = withParams(C.gateTurned, { way: 'ccw' });

export function switchGate(ctx: RulesContext, i: number): number {
  const sw = ctx.mission.switches?.[i];
  if (!sw?.gate) return -1;
  const zone = ctx.geo.byLabel[sw.gate];
  return ctx.geo.gates?.findIndex((g) => g.zone === zone) ?? -1;
}

/** At setup every gate stands as its tile draws it (rotation 0): the door ids of its open sides. */
export function setupGates(ctx: RulesContext, state: State): number[] {
  const gates = ctx.geo.gates;
  if (!gates) return [];
  classicPart(state).gates = gates.map(() => 0);
  return gates.flatMap((g) => gateOpenDoors(g, 0));
}

export function checkPullSwitch(ctx: RulesContext, state: State, a: PullSwitch): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const sw = ctx.mission.switches?.[a.switch];
  if (!sw) return ruleError('switch.unknown');
  if (ctx.geo.byLabel[sw.zone] !== state.survivors[a.s].zone)
    // seed 001 line 750
    return ruleError('switch.notHere');
  if (sw.doors) {
    // A Switch of doors opens or closes them: there is no way to choose (decision switchDoors).
    if (a.turn !== 1) return ruleError('switch.turn');
    return doorsOfSwitch(ctx, a.switch).length > 0 ? null : ruleError('switch.noDoor');
  }
  if (switchGate(ctx, a.switch) < 0) return ruleError('switch.noGate');
  if (a.turn !== 1 && a.turn !== -1) return ruleError('switch.turn');
  return null;
}

export function performPullSwitch(ctx: RulesContext, state: State, a: PullSwitch, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'pullSwitch', events);
  if (ctx.mission.switches![a.switch].doors) toggleSwitchDoors(ctx, state, a.s, a.switch, events);
  else turnGate(ctx, state, a, events);
  // The first to pull it takes its linked Objective (seed 001 line 758), after the effect of the pull.
  takeLinkedObjective(ctx, state, a.s, a.switch, events);
}

/** The switch's gate turns a quarter turn the way the player chose (line 1726). */
function turnGate(ctx: RulesContext, state: State, a: PullSwitch, events: GameEvent[]): void {
  const part = classicPart(state);
  const g = switchGate(ctx, a.switch);
  const gate = ctx.geo.gates![g];
  const rotations = part.gates ?? ctx.geo.gates!.map(() => 0);
  const before = gateOpenDoors(gate, rotations[g]);
  rotations[g] = (((rotations[g] + a.turn) % 4) + 4) % 4;
  part.gates = rotations;
  const after = gateOpenDoors(gate, rotations[g]);
  events.push({
    type: 'gateTurned',
    s: a.s,
    zone: gate.zone,
    turn: a.turn,
    rule: a.turn === 1 ? TURN_CW : TURN_CCW,
  });
  state.doors = (state.doors ?? []).filter((d) => !before.includes(d));
  const next = openDoors(ctx, state, after);
  // The zones the gate now opens onto: a sealed building among them spawns as a door would open it (line 1729).
  const reached = after
    .filter((d) => !before.includes(d))
    .map((d) => ctx.geo.doors[d].zones.find((z) => z !== gate.zone)!);
  queueBuildingSpawn(next, state, a.s, reached);
  revealInBuilding(next, state, reached, events);
}

/** Survivor `s`'s Pull a Switch candidates: each switch in his zone, a gate's turned either way. */
export function switchCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const switches = ctx.mission.switches;
  if (!switches) return;
  const here = state.survivors[s].zone;
  switches.forEach((sw, i) => {
    if (ctx.geo.byLabel[sw.zone] !== here) return;
    push({ type: 'pullSwitch', s, switch: i, turn: 1 });
    if (!sw.doors) push({ type: 'pullSwitch', s, switch: i, turn: -1 });
  });
}

/**
 * Survivor `s` pulls switch `i` of doors: its open doors close, its closed doors open (seed 001 line 756).
 * A building first opened this way spawns (the puller chooses the order of its rooms); re-opened, it does not.
 */
function toggleSwitchDoors(ctx: RulesContext, state: State, s: number, i: number, events: GameEvent[]): void {
  const doors = doorsOfSwitch(ctx, i);
  const open = new Set(state.doors ?? []);
  const closing = doors.filter((d) => open.has(d));
  const opening = doors.filter((d) => !open.has(d));
  for (const door of closing)
    events.push({
      type: 'doorClosed',
      s,
      door,
      rule: C.switchDoorClosed,
    });
  for (const door of opening)
    events.push({
      type: 'doorOpened',
      s,
      door,
      rule: C.switchDoorOpened,
    });
  if (closing.length > 0) {
    state.doors = (state.doors ?? []).filter((d) => !closing.includes(d));
    state.missionState.boardChanged = true;
  }
  if (opening.length === 0) return;
  const next = openDoors(ctx, state, opening);
  // The rooms already spawned are in `classicPart(state).spawnedRooms`: only a building never opened spawns (line 756).
  const reached = opening.flatMap((d) => ctx.geo.doors[d].zones);
  queueBuildingSpawn(next, state, s, reached);
  revealInBuilding(next, state, reached, events);
}
