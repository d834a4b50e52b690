/**
 * Event triggers [RM] (seed 001 "Event Triggers", lines 1688-1704): a tile showing an Event trigger (the
 * `eventTrigger` feature on one of its zones) only spawns Zombies the first time a Survivor stands in one of its
 * building or indoor alley zones at the end of an Action; the trigger is then flipped (missionState
 * `eventTrigger:<tile>`, open to all). Opening a door into such a tile spawns nothing there (doors.ts). The spawn
 * interrupts the Activation and is resolved before it resumes (line 1704): every room of the tile not spawned yet
 * draws a Zombie card, in the order the survivor who stepped in chooses (decision eventTriggerRooms); indoor alleys and
 * security zones [PO] never spawn (lines 963, 1873).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { BoardGeometry } from '../../board/types.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { queueRooms } from './building-spawn.ts';
import { classicPart } from './state.ts';

const FLIPPED = 'eventTrigger:';
const triggerTilesOf = new WeakMap<BoardGeometry, ReadonlySet<string>>();

/** The placed tiles showing an Event trigger (computed once per geometry). */
function triggerTiles(geo: BoardGeometry): ReadonlySet<string> {
  let tiles = triggerTilesOf.get(geo);
  if (!tiles) {
    tiles = new Set(geo.zones.filter((z) => z.features.includes('eventTrigger')).map((z) => z.tile));
    triggerTilesOf.set(geo, tiles);
  }
  return tiles;
}

/** A building or indoor alley [PO] zone: standing in one flips the trigger. */
function triggerZone(geo: BoardGeometry, zone: number): boolean {
  const z = geo.zones[zone];
  return z.kind === 'building' || z.features.includes('alley');
}

/** `zone` is a building or indoor alley zone of a tile with an Event trigger: it spawns when stepped in. */
export function spawnsOnTrigger(ctx: RulesContext, zone: number): boolean {
  const tiles = triggerTiles(ctx.geo);
  return tiles.size > 0 && tiles.has(ctx.geo.zones[zone].tile) && triggerZone(ctx.geo, zone);
}

/** The trigger of a placed tile has been flipped. */
export function triggerFlipped(state: State, tile: string): boolean {
  return state.missionState[FLIPPED + tile] === true;
}

/**
 * Between actions (the end of an Action): the first survivor standing in a building or indoor alley zone of a tile
 * whose trigger is not flipped flips it and its rooms spawn. True when it did.
 */
export function fireEventTriggers(ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  const tiles = triggerTiles(ctx.geo);
  if (tiles.size === 0 || state.zombiePhase || state.phase !== 'players') return false;
  if (state.missionState.roomsToSpawn !== undefined) return false; // a building's spawn is still resolving
  for (let s = 0; s < state.survivors.length; s++) {
    const sv = state.survivors[s];
    if (!inPlay(sv) || sv.zone < 0) continue;
    const tile = ctx.geo.zones[sv.zone].tile;
    if (!tiles.has(tile) || triggerFlipped(state, tile) || !triggerZone(ctx.geo, sv.zone)) continue;
    state.missionState[FLIPPED + tile] = true;
    events.push({
      type: 'missionEvent',
      text: withParams(C.eventTrigger, { tile }),
      rule: C.eventTrigger,
    });
    const done = new Set(classicPart(state).spawnedRooms ?? []);
    const rooms = ctx.geo.zones
      .filter((z) => z.tile === tile && z.kind === 'building' && !z.features.includes('security') && !done.has(z.id))
      .map((z) => z.id);
    queueRooms(state, s, rooms);
    return true;
  }
  return false;
}
