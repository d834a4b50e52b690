/**
 * Zombie cards that do more than fill the zone drawing them (seed 001 "Zombie Cards", lines 943-975).
 *
 * - Seeker cards [AN] (lines 943, 1447): before the card is resolved, every Seeker on the board gets an extra
 *   Activation (the card waits for it, line 1449's example).
 * - Manhole cards (line 953): the card's zombies come out of every manhole of every tile with a Survivor on it,
 *   once per manhole (a zone showing two gets them twice); nothing appears in the zone drawing the card.
 * - Bed cards [RM] (line 955): one Crawler on every bed of the card's colour (blue or green) of every tile with a
 *   Survivor.
 * - Running short (line 973, [RM], which wins over the older seasons' "no special treatment"): the first player
 *   chooses the manholes or beds where what is left appears, then the type gets one extra Activation only, however
 *   many manholes went without.
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { TileFeature } from '../../board/types.ts';
import type { RulesContext } from '../../context.ts';
import type { SpawnLine, ZombieCardDef } from '../../defs.ts';
import type { Activate } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { addZombies, maskOf } from '../../zombies.ts';
import { queueShortfall } from './manhole-shortfall.ts';
import { CLASSIC_ROSTER, CRAWLER, CROW, DOG, SEEKER, speciesType } from './roster.ts';
import { tentBeds } from './tents.ts';
import type { RuleRef } from '../../rule-ref.ts';

/** Where a Seeker card waits while the Seekers take their extra Activation (missionState keys). */
const HELD_CARD = 'seekerCard';
const HELD_ZONE = 'seekerZone';

/**
 * A Seeker card is drawn (lines 943, 1447): with Seekers on the board, it waits while they take their extra
 * Activation, and its zone draws again afterwards, resolving the waiting card instead of a new one (the Spawn
 * Step's cursor steps back; a building's room goes back to the front of its queue). True when the card waits.
 */
export function seekersFirst(
  state: State,
  card: number,
  zone: number,
  activate: Activate,
  events: GameEvent[],
): boolean {
  if (state.pool[SEEKER] >= CLASSIC_ROSTER.box[SEEKER]) return false; // no Seeker on the board
  events.push({
    type: 'extraActivation',
    zombie: SEEKER,
    rule: C.seekerCard,
  });
  activate(maskOf(SEEKER));
  state.missionState[HELD_CARD] = card;
  state.missionState[HELD_ZONE] = zone;
  const spawnStep = state.phase === 'zombies' ? state.zombiePhase?.tasks.find((t) => t.t === 'spawn') : undefined;
  if (spawnStep) spawnStep.cursor--;
  else {
    const rooms = String(state.missionState.roomsToSpawn ?? '');
    state.missionState.roomsToSpawn = rooms ? `${zone},${rooms}` : `${zone}`;
  }
  return true;
}

/** The Seeker card waiting for `zone`, taken off (it is resolved now), or undefined. */
export function takeHeldCard(state: State, zone: number): number | undefined {
  const card = state.missionState[HELD_CARD];
  if (card === undefined || state.missionState[HELD_ZONE] !== zone) return undefined;
  delete state.missionState[HELD_CARD];
  delete state.missionState[HELD_ZONE];
  return Number(card);
}

/** The room a waiting Seeker card belongs to, which spawns next whatever other rooms wait (doors.ts). */
export function heldRoom(state: State): number | undefined {
  const zone = state.missionState[HELD_ZONE];
  return zone === undefined ? undefined : Number(zone);
}

/** The zones showing a feature on tiles with at least one Survivor, once per feature shown (a zone may show two manholes). */
export function invadedSpots(ctx: RulesContext, state: State, feature: TileFeature): number[] {
  const tiles = new Set<string>();
  for (const survivor of state.survivors)
    if (inPlay(survivor) && survivor.zone >= 0) tiles.add(ctx.geo.zones[survivor.zone].tile);
  const out: number[] = [];
  for (const z of ctx.geo.zones) {
    if (!tiles.has(z.tile)) continue;
    for (const f of z.features) if (f === feature) out.push(z.id);
  }
  // The beds of face-up tent cards [RM] (tents.ts).
  if (feature === 'blueBed' || feature === 'greenBed') out.push(...tentBeds(ctx, state, feature, tiles));
  return out;
}

/** A Manhole or Bed card: its zombies appear on every manhole or bed of that colour of the tiles with Survivors. */
export function resolveSpecialCard(
  ctx: RulesContext,
  state: State,
  special: NonNullable<ZombieCardDef['special']>,
  line: SpawnLine,
  species: string | undefined,
  activate: Activate,
  events: GameEvent[],
): void {
  const spots = invadedSpots(ctx, state, special);
  if (spots.length === 0) {
    events.push({
      type: 'missionEvent',
      text: withParams(C.noInvasion, { spot: special }),
      rule: C.noInvasion,
    });
    return;
  }
  if (special !== 'manhole') {
    // A Bed card: a single Crawler on each bed of its colour (line 955), whatever the Danger Level.
    invade(
      ctx,
      state,
      spots,
      CRAWLER,
      1,
      withParams(C.bedCard, { color: special === 'blueBed' ? 'blue' : 'green' }),
      activate,
      events,
    );
    return;
  }
  if (line.kind !== 'zombies') return; // a Manhole card's lines are zombies (or nothing)
  const rule = C.manholeCard;
  // Each Fatty comes with its 2 Walkers (line 959): they are counted with the card's Walkers, so a shortage of
  // Walkers brings one extra Activation, not one per Fatty.
  const fatties = line.fatty ?? 0;
  const kinds: [number, number][] = [
    [(line.walker ?? 0) + 2 * fatties, speciesType(species, 'walker')],
    [line.runner ?? 0, speciesType(species, 'runner')],
    [fatties, speciesType(species, 'fatty')],
    [line.dog ?? 0, DOG],
    [line.crow ?? 0, CROW],
  ];
  for (const [n, type] of kinds) if (n > 0 && type >= 0) invade(ctx, state, spots, type, n, rule, activate, events);
}

/**
 * `count` zombies of `type` on each spot. Short of miniatures (line 973, [RM]): the first player chooses the
 * manholes or beds where what is left appears (manhole-shortfall.ts), and the type gets a single extra Activation,
 * queued now, played once the choices are made.
 */
function invade(
  ctx: RulesContext,
  state: State,
  spots: number[],
  type: number,
  count: number,
  rule: RuleRef,
  activate: Activate,
  events: GameEvent[],
): void {
  const wanted = count * spots.length;
  if (state.pool[type] >= wanted) {
    const placed = new Map<number, number>();
    for (const z of spots) placed.set(z, (placed.get(z) ?? 0) + count);
    for (const [zone, n] of placed) {
      addZombies(state, zone, type, n);
      events.push({ type: 'spawned', zone, zombie: type, count: n, rule });
    }
    return;
  }
  events.push({ type: 'outOfMiniatures', zombie: type, rule: withParams(C.outOfManholes, { type }) });
  queueShortfall(ctx, state, type, count, spots, rule, events);
  activate(maskOf(type));
}
