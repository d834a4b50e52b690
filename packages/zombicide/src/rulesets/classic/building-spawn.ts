/**
 * Spawning in buildings, room by room (seed 001 lines 560-566): the rooms a building's first opening (doors.ts) or
 * an Event trigger (event-triggers.ts) sends each draw a Zombie card, in the order the survivor chooses (a
 * `spawnRoom` choice while several remain); Extra Activations drawn here play at once, before the next room.
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { ruleError } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import { activationTasks } from '../../zombie-phase.ts';
import { heldRoom } from './special-cards.ts';
import { classicPart } from './state.ts';

/** Rooms that each draw a Zombie card now, in the order survivor `s` chooses (resumeBuildingSpawn). */
export function queueRooms(state: State, s: number, rooms: readonly number[]): void {
  const part = classicPart(state);
  if (rooms.length === 0) return;
  part.spawnedRooms = [...(part.spawnedRooms ?? []), ...rooms].sort((x, y) => x - y);
  state.missionState.roomsToSpawn = rooms.join(',');
  state.missionState.roomSpawner = s;
}

function queuedRooms(state: State): number[] {
  const text = state.missionState.roomsToSpawn;
  return typeof text === 'string' && text.length > 0 ? text.split(',').map(Number) : [];
}

/**
 * Between actions: the next room of an opened building spawns (the survivor chooses among several). Extra
 * activations it causes play first (a zombies' activation in the middle of the Players' Phase). True while
 * there is work.
 */
export function resumeBuildingSpawn(ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  if (state.zombiePhase) return false;
  const rooms = queuedRooms(state);
  if (rooms.length === 0) return false;
  const s = Number(state.missionState.roomSpawner);
  // A Seeker card drawn for a room waited for the Seekers' extra Activation: that room goes on (special-cards.ts).
  const held = heldRoom(state);
  if (held !== undefined && rooms.includes(held)) {
    spawnRoom(ctx, state, held, events);
    return true;
  }
  if (rooms.length > 1) {
    state.pending.push({
      kind: 'spawnRoom',
      survivor: s,
      rooms,
      why: C.roomOrder,
    });
    events.push({
      type: 'decisionOpened',
      decision: 'spawnRoom',
    });
    return true;
  }
  spawnRoom(ctx, state, rooms[0], events);
  return true;
}

export function checkSpawnRoom(
  _ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'spawnRoom' }>,
): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'spawnRoom') return ruleError('decision.none');
  return d.rooms.includes(a.zone) ? null : ruleError('decision.option');
}

export function performSpawnRoom(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'spawnRoom' }>,
  events: GameEvent[],
): void {
  state.pending.shift();
  spawnRoom(ctx, state, a.zone, events);
}

/** One room's Zombie card; an extra activation it brings runs now, through a zombies' activation of its own. */
function spawnRoom(ctx: RulesContext, state: State, room: number, events: GameEvent[]): void {
  const rest = queuedRooms(state).filter((z) => z !== room);
  if (rest.length > 0) state.missionState.roomsToSpawn = rest.join(',');
  else {
    delete state.missionState.roomsToSpawn;
    delete state.missionState.roomSpawner;
  }
  ctx.ruleset.spawn.spawn(
    ctx,
    state,
    room,
    (mask) => {
      state.zombiePhase ??= { tasks: [], halted: [], wounds: [] };
      state.zombiePhase.tasks.push(...activationTasks(ctx, mask));
    },
    events,
  );
}
