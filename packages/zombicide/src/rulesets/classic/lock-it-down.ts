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
  if (!hasPlayedSkill(state, a.s, 'lockItDown')) return ruleError('lockDoor.skill');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const door = ctx.geo.doors[a.door];
  if (!door) return ruleError('door.unknown');
  if (!door.zones.includes(state.survivors[a.s].zone)) return ruleError('door.notHere');
  if (door.barbwire || door.gate !== undefined) return ruleError('lockDoor.notDoor');
  if (!doorOpen(state, a.door)) return ruleError('lockDoor.closed');
  if (switchDoor(ctx, a.door))
    // line 756
    return ruleError('door.switch');
  return null;
}

export function performLockDoor(_ctx: RulesContext, state: State, a: LockDoor, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'lockDoor', events);
  state.doors = (state.doors ?? []).filter((d) => d !== a.door);
  state.missionState.boardChanged = true;
  events.push({ type: 'doorClosed', s: a.s, door: a.door, rule: C.lockItDown });
}
