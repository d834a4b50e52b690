/**
 * Doors and the spawn inside buildings (seed 001 "Open a Door" and "Spawning
 * in Buildings", lines 547-575). A survivor in a zone on a door's edge opens
 * it with a weapon showing the door icon in hand, without a roll; a noisy
 * weapon leaves a Noise token. The first time a building opens, every room
 * now reachable through openings draws one Zombie card, in the order the
 * survivor chooses (a decision when several rooms remain); rooms still
 * behind a closed door draw theirs when they first open. A building holding
 * the starting zone never spawns. Extra Activations drawn here play at once,
 * before the next room (line 566): that queue of rooms is building-spawn.ts.
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { isHandSlot } from '../../inventory.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { makeNoise } from './noise.ts';
import { revealInBuilding } from './companions/tokens.ts';
import { spawnsOnTrigger } from './event-triggers.ts';
import { switchDoor } from './switch-doors.ts';
import { queueRooms } from './building-spawn.ts';
import { unbarricaded } from './barricades.ts';
import type { RuleRef } from '../../rule-ref.ts';
import { classicPart } from './state.ts';

type OpenDoor = Extract<Action, { type: 'openDoor' }>;

export function doorOpen(state: State, door: number): boolean {
  return state.doors?.includes(door) ?? false;
}

/** Why the door-opening card in `slot` cannot open a door (-1: bare hands, the Break-in skill). */
function openerRefused(ctx: RulesContext, state: State, a: OpenDoor): RuleError | null {
  if (a.slot === -1) return hasSkillActive(state, a.s, 'breakIn') ? null : ruleError('door.noWeapon');
  if (!isHandSlot(ctx, a.slot)) return ruleError('door.notInHand');
  const card = state.survivors[a.s].inventory[a.slot];
  if (card === null || card === undefined) return ruleError('door.noWeapon');
  if (!ctx.equipment[state.cards[card].def].door) return ruleError('door.cannotOpen');
  return null;
}

export function checkOpenDoor(ctx: RulesContext, state: State, a: OpenDoor): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const door = ctx.geo.doors[a.door];
  if (!door) return ruleError('door.unknown');
  if (door.barbwire)
    // seed 001 line 1774
    return ruleError('door.barbwire');
  if (door.gate !== undefined)
    // seed 001 line 1726
    return ruleError('door.gate');
  if (!door.zones.includes(state.survivors[a.s].zone)) return ruleError('door.notHere');
  if (doorOpen(state, a.door)) return ruleError('door.open');
  if (switchDoor(ctx, a.door))
    // seed 001 line 756
    return ruleError('door.switch');
  if (classicPart(state).lockedDoors?.includes(a.door)) return ruleError('door.locked');
  return openerRefused(ctx, state, a);
}

export function performOpenDoor(ctx: RulesContext, state: State, a: OpenDoor, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'openDoor', events);
  const zone = state.survivors[a.s].zone;
  const card = a.slot >= 0 ? state.survivors[a.s].inventory[a.slot] : null;
  const opener = card === null ? null : ctx.equipment[state.cards[card].def];
  events.push({
    type: 'doorOpened',
    s: a.s,
    door: a.door,
    rule: opener ? withParams(C.doorWith, { weapon: opener.id }) : C.breakIn,
  });
  if (opener?.door === 'noisy') makeNoise(state, zone, false, withParams(C.doorNoisy, { weapon: opener.id }), events);
  const next = openDoors(ctx, state, [a.door]);
  queueBuildingSpawn(next, state, a.s, ctx.geo.doors[a.door].zones);
  revealInBuilding(next, state, ctx.geo.doors[a.door].zones, events);
}

/** A door opened by survivor `s`'s Companion (a Handyman's instruction, companions/instructions.ts): silently. */
export function openDoorBy(
  ctx: RulesContext,
  state: State,
  s: number,
  door: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  events.push({ type: 'doorOpened', s, door, rule });
  const next = openDoors(ctx, state, [door]);
  queueBuildingSpawn(next, state, s, ctx.geo.doors[door].zones);
  revealInBuilding(next, state, ctx.geo.doors[door].zones, events);
}

/** Opens doors (no rule checks) and returns the context of the board they make. */
export function openDoors(ctx: RulesContext, state: State, doors: readonly number[]): RulesContext {
  const open = new Set(state.doors ?? []);
  for (const d of doors) open.add(d);
  state.doors = [...open].sort((x, y) => x - y);
  state.missionState.boardChanged = true;
  return ctx.refresh(state);
}

/**
 * The rooms that spawn now: the building zones reachable through openings (and open doors) from the door's
 * zones, that have not spawned before. A building holding the starting zone never spawns (line 562).
 */
function roomsToSpawn(ctx: RulesContext, state: State, from: readonly number[]): number[] {
  const part = classicPart(state);
  const start = ctx.geo.byLabel[ctx.mission.start];
  // Complete barricades [TCM] do not isolate rooms from the rest of the building (seed 001 line 961).
  const { neighbors } = unbarricaded(ctx, state).geo;
  const seen = new Set<number>();
  // A rotating security gate [PO] is no room and joins no building: nothing spawns in it (seed 001 line 1729).
  const room = (z: number) => ctx.geo.zones[z].kind === 'building' && !ctx.geo.zones[z].features.includes('gate');
  const queue = from.filter(room);
  for (const z of queue) seen.add(z);
  for (let i = 0; i < queue.length; i++)
    for (const n of neighbors[queue[i]])
      if (!seen.has(n) && room(n)) {
        seen.add(n);
        queue.push(n);
      }
  // The rooms of a tile with an Event trigger [RM] spawn when a survivor steps in, not when a door opens
  // (seed 001 line 1698, event-triggers.ts).
  for (const z of seen) if (spawnsOnTrigger(ctx, z)) seen.delete(z);
  // Zombies never spawn in a security zone [PO] (seed 001 line 1873) nor in a Hole Zone [AN] (lines 963, 1826).
  for (const z of seen) if (ctx.geo.zones[z].features.some((f) => f === 'security' || f === 'hole')) seen.delete(z);
  const done = new Set(part.spawnedRooms ?? []);
  if (seen.has(start)) {
    part.spawnedRooms = [...done, ...[...seen].filter((z) => !done.has(z))].sort((x, y) => x - y);
    return [];
  }
  return [...seen].filter((z) => !done.has(z)).sort((x, y) => x - y);
}

export function queueBuildingSpawn(ctx: RulesContext, state: State, s: number, from: readonly number[]): void {
  queueRooms(state, s, roomsToSpawn(ctx, state, from));
}
