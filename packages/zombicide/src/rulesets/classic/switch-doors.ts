/**
 * Switches that open doors and lock them up [PO] (seed 001 line 756). A mission's Switch may name doors instead of
 * a gate: each pull opens the closed ones and closes the open ones. The first opening of a building spawns it as
 * a door would (doors.ts); a re-opening spawns nothing, the rooms being marked spawned (`spawnedRooms`).
 * A door tied to a Switch opens by no other means (doors.ts, companions/instructions.ts refuse it), and zombies
 * route through it while it is closed as through any closed door (ruleset.ts). Closing it moves nobody: actors
 * stand in zones, never in a doorway (decision switchDoorOccupied). The open doors stay in `state.doors`; the
 * board of each set of open doors comes from the context's cache (`ctx.refresh`).
 * This module says which doors a Switch commands; pulling it is gates.ts (Pull a Switch), so that doors.ts may ask
 * it without a circle.
 */
import type { RulesContext } from '../../context.ts';
import type { MissionDef } from '../../defs.ts';

interface SwitchDoors {
  /** Door ids per switch of the mission (empty for a gate's switch). */
  bySwitch: number[][];
  /** Every door a switch commands. */
  all: ReadonlySet<number>;
}

// Per mission: door ids depend on the board shape only (board/doors.ts), so the mission's labels resolve once.
const cache = new WeakMap<MissionDef, SwitchDoors>();
const NONE: SwitchDoors = { bySwitch: [], all: new Set() };

function switchDoors(ctx: RulesContext): SwitchDoors {
  const switches = ctx.mission.switches;
  if (!switches) return NONE;
  let found = cache.get(ctx.mission);
  if (!found) {
    const bySwitch = switches.map((sw) =>
      (sw.doors ?? []).flatMap((label) => ctx.geo.doors.filter((d) => d.label === label).map((d) => d.id)),
    );
    found = { bySwitch, all: new Set(bySwitch.flat()) };
    cache.set(ctx.mission, found);
  }
  return found;
}

/** The doors the mission's switch `i` opens and closes (empty when it turns a gate). */
export function doorsOfSwitch(ctx: RulesContext, i: number): readonly number[] {
  return switchDoors(ctx).bySwitch[i] ?? [];
}

/** Is `door` opened and closed by a Switch only? (seed 001 line 756: "can't be opened by other means") */
export function switchDoor(ctx: RulesContext, door: number): boolean {
  return ctx.mission.switches !== undefined && switchDoors(ctx).all.has(door);
}
