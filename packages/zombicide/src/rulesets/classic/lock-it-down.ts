/**
 * Lock it down (seed 001 line 2243): for 1 Action, the survivor closes an open door on his zone; opening it again
 * later spawns nothing (its rooms are already in its spawned rooms, doors.ts). A door a Switch commands closes
 * only by its Switch, and a gate or a barbwire fence is no door (decision lockItDown). The board of the new set
 * of open doors comes from the context's cache, as a Switch's (switch-doors.ts).
 */
import { hasPlayedSkill } from './skills/versions.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import { doorOpen } from './doors.ts';
import { switchDoor } from './switch-doors.ts';

type LockDoor = Extract<Action, { type: 'lockDoor' }>;

/** The open doors survivor `s` may close (those on an edge of his zone). */
export function lockableDoors(ctx: RulesContext, state: State, s: number): number[] {
  const here = state.survivors[s].zone;
  return ctx.geo.doors
    .filter((d) => d.zones.includes(here) && !d.barbwire && d.gate === undefined && doorOpen(state, d.id))
    .filter((d) => !switchDoor(ctx, d.id))
    .map((d) => d.id);
}

export function checkLockDoor(ctx: RulesContext, state: State, a: LockDoor): RuleError | null {
  if (!hasPlayedSkill(state, a.s, 'lockItDown'))
    return ruleError('lockDoor.skill', 'Lock it down: only a survivor with this Skill closes a door');
  const e = checkActor(state, a.s, 1, 'Lock it down');
  if (e) return e;
  const door = ctx.geo.doors[a.door];
  if (!door) return ruleError('door.unknown', `Lock it down: no door #${a.door} on this board`);
  if (!door.zones.includes(state.survivors[a.s].zone))
    return ruleError('door.notHere', "Lock it down: the door is not on an edge of the survivor's zone");
  if (door.barbwire || door.gate !== undefined)
    return ruleError('lockDoor.notDoor', 'Lock it down: a barbwire fence or a security gate is no door');
  if (!doorOpen(state, a.door)) return ruleError('lockDoor.closed', 'Lock it down: the door is already closed');
  if (switchDoor(ctx, a.door))
    return ruleError('door.switch', 'Lock it down: a door of a Switch opens and closes by its Switch only (line 756)');
  return null;
}

export function performLockDoor(_ctx: RulesContext, state: State, a: LockDoor, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'lockDoor', events);
  state.doors = (state.doors ?? []).filter((d) => d !== a.door);
  state.missionState.boardChanged = true;
  events.push({ type: 'doorClosed', s: a.s, door: a.door, rule: C.lockItDown });
}
