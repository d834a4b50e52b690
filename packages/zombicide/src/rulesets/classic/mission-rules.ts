/**
 * Mission points of Classic (seed 001 "Take or Activate an Objective" and
 * "Colored Spawn Zones"): an Objective gives the mission's experience (5 in
 * our missions); taking one of a colour unlocks the doors and wakes the
 * Spawn Zones of that colour. Exits follow the general rules. A Wounded card
 * can never be thrown away.
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { MissionRules } from '../../ruleset.ts';
import type { ObjectiveState, State } from '../../state.ts';
import { wakeSpawnZones } from './spawn.ts';
import { linkedObjectiveRefused } from './switch-objectives.ts';
import { classicPart } from './state.ts';

function objectiveTaken(ctx: RulesContext, state: State, s: number, o: ObjectiveState, events: GameEvent[]): void {
  ctx.ruleset.survivors.gainExperience(
    ctx,
    state,
    s,
    ctx.mission.rules.objectiveAp,
    withParams(C.objectiveXp, { count: ctx.mission.rules.objectiveAp }),
    events,
  );
  unlockDoors(ctx, state, o.color, events);
  wakeSpawnZones(state, o.color, events);
}

/** The doors of a colour stop being locked (they still have to be opened). */
function unlockDoors(ctx: RulesContext, state: State, color: string, events: GameEvent[]): void {
  const part = classicPart(state);
  const ofColor = new Set(
    (ctx.mission.doors ?? [])
      .filter((d) => d.locked && d.color === color)
      .flatMap((d) => ctx.geo.doors.filter((g) => g.label === d.door).map((g) => g.id)),
  );
  const before = part.lockedDoors ?? [];
  const after = before.filter((d) => !ofColor.has(d));
  if (after.length === before.length) return;
  part.lockedDoors = after;
  events.push({
    type: 'missionEvent',
    text: withParams(C.doorUnlocked, { color, count: before.length - after.length }),
    rule: withParams(C.doorsUnlocked, { color }),
  });
}

export const CLASSIC_MISSION: MissionRules = {
  entryRefused: () => null,
  // [PO] An Objective linked to a Switch is taken only by pulling it (seed 001 line 758, switch-objectives.ts).
  objectiveRefused: (ctx, state, _s, zone) => linkedObjectiveRefused(ctx, state, zone),
  objectiveTaken,
  exitRefused: () => null,
  exited: () => {},
  goalDone: () => false,
  cardLocked: (state, card) => (state.cards[card].def === 'wounded' ? 'a Wounded card' : null),
};
