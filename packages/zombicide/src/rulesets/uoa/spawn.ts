/**
 * Spawning (EN "Step 2 - Spawn" and "Spawn zone types"): Starting spawn
 * zone first, then clockwise; one Zombie card per active spawn zone read at
 * the highest Danger Level in play; Extra Activation cards; the Abomination;
 * running out of miniatures; corpse piles; seven active spawn zones lose.
 */
import { CORE_REFS as R } from '../../rule-refs.ts';
import { withParams } from '../../rule-ref.ts';
import { UOA_REFS as U } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { Activate } from '../../ruleset.ts';
import { clockwiseFrom } from '../../board-order.ts';
import { cardLine, drawZombieCard } from '../../zombie-deck.ts';
import type { SpawnZoneState, State } from '../../state.ts';
import { addZombies, maskOf } from '../../zombies.ts';
import { highestDangerLevel } from '../../survivors.ts';
import { loseGame } from '../../wounds.ts';
import { abominationSpawnHeld } from './mission-rules.ts';
import { ABOMINATION, abominationOnBoard, FATTY, RUNNER, UOA_ROSTER, WALKER } from './roster.ts';
import type { RuleRef } from '../../rule-ref.ts';
import { uoaPart } from './state.ts';

export const LOSING_SPAWN_ZONES = 7;

export function activeSpawnCount(state: State): number {
  let n = 0;
  for (const sp of state.spawns) if (sp.active && !sp.safe) n++;
  return n;
}

/** "As soon as the seventh Spawn Zone becomes active on the board" the game is lost. */
function checkSpawnLimit(state: State, events: GameEvent[]): void {
  if (activeSpawnCount(state) >= LOSING_SPAWN_ZONES)
    loseGame(state, 'sevenSpawnZones', withParams(U.sevenSpawnZones, { count: LOSING_SPAWN_ZONES }), events);
}

/**
 * The one place a spawn zone becomes active (an Abomination arriving, a Corpse Pile revealed, a mission's rule):
 * it is logged, and the seventh active one loses at once (EN 450 "As soon as the seventh Spawn Zone becomes
 * ACTIVE", EN 1082 "the Mission is immediately lost"), whatever woke it.
 */
export function activateSpawnZone(state: State, index: number, rule: RuleRef, events: GameEvent[]): void {
  const sp = state.spawns[index];
  if (sp.active) return;
  sp.active = true;
  events.push({ type: 'spawnZoneChanged', index, zone: sp.zone, active: true, rule });
  checkSpawnLimit(state, events);
}

/** A spawn zone placed on the board already active (a Corpse Pile revealed): see activateSpawnZone. */
export function addActiveSpawnZone(state: State, spawn: SpawnZoneState, rule: RuleRef, events: GameEvent[]): void {
  state.spawns.push({ ...spawn, active: false });
  activateSpawnZone(state, state.spawns.length - 1, rule, events);
}

/**
 * Abomination spawn zones (EN "Flipping abomination spawn tokens"): where the
 * mission places none, they sit on the Cemetery and the Mine; with neither,
 * one on the Starting spawn zone. Inactive until an Abomination is out.
 */
export function setupAbominationSpawns(ctx: RulesContext, spawns: SpawnZoneState[]): void {
  if (spawns.some((sp) => sp.kind === 'abomination')) return;
  const special = ctx.geo.zones.filter((z) => z.features.includes('cemetery') || z.features.includes('mine'));
  const startSpawn = spawns.find((sp) => sp.kind === 'starting');
  if (special.length > 0) for (const z of special) spawns.push({ kind: 'abomination', zone: z.id, active: false });
  else if (startSpawn) spawns.push({ kind: 'abomination', zone: startSpawn.zone, active: false, onStart: true });
}

/**
 * Spawn order: the Starting spawn zone, then tokens moved onto it (Mobile,
 * then Abomination, FR 2-step order), then every other token clockwise around
 * the board's centre starting from the Starting zone's bearing.
 */
export function spawnOrder(ctx: RulesContext, state: State): number[] {
  const startIdx = state.spawns.findIndex((sp) => sp.kind === 'starting');
  if (startIdx < 0) return state.spawns.map((_, i) => i);
  const start = state.spawns[startIdx];
  const onStart = state.spawns
    .map((sp, i) => ({ sp, i }))
    .filter(({ sp, i }) => i !== startIdx && sp.zone === start.zone)
    .sort((a, b) => kindRank(a.sp.kind) - kindRank(b.sp.kind) || a.i - b.i)
    .map(({ i }) => i);
  const others = state.spawns
    .map((sp, i) => ({ i, zone: sp.zone }))
    .filter(({ i, zone }) => i !== startIdx && zone !== start.zone);
  return [startIdx, ...onStart, ...clockwiseFrom(ctx, start.zone, others)];
}

function kindRank(kind: string): number {
  return kind === 'mobile' ? 0 : kind === 'abomination' ? 1 : 2;
}

const TYPE_INDEX: Record<string, number> = { walker: WALKER, runner: RUNNER, fatty: FATTY, abomination: ABOMINATION };

/** The roster type of a card line's kind. */
const uoaType = (kind: string): number => UOA_ROSTER.ids.indexOf(kind);

/** Draws and resolves one Zombie card for a spawn zone. Extra activations are queued through `activate`. */
export function resolveZombieCard(
  ctx: RulesContext,
  state: State,
  zone: number,
  activate: Activate,
  events: GameEvent[],
): void {
  const cardId = drawZombieCard(state, events);
  const card = ctx.zombieCards[cardId];
  const level = highestDangerLevel(state);
  const line = card.lines[level];
  events.push({ type: 'zombieCardDrawn', card: cardId, zone, level, line: cardLine(line, uoaType) });
  switch (line.kind) {
    case 'none':
      return;
    case 'zombies':
      for (const [t, n] of [
        [WALKER, line.walker ?? 0],
        [RUNNER, line.runner ?? 0],
        [FATTY, line.fatty ?? 0],
      ] as const) {
        if (n > 0) placeZombies(ctx, state, zone, t, n, activate, events);
      }
      return;
    case 'extraActivation': {
      if (level === 'blue') return; // "these cards have no effect at the Blue Danger Level"
      const type = TYPE_INDEX[line.zombie];
      events.push({
        type: 'extraActivation',
        zombie: type,
        rule: withParams(U.extraActivation, { type }),
      });
      activate(maskOf(type), true);
      return;
    }
    case 'abomination':
      spawnAbomination(ctx, state, zone, activate, events);
  }
}

/** Places zombies; if the box runs out, places what is left and resolves an Abomination spawn (EN "Running out of miniatures"). */
export function placeZombies(
  ctx: RulesContext,
  state: State,
  zone: number,
  type: number,
  count: number,
  activate: Activate,
  events: GameEvent[],
): void {
  const placed = Math.min(count, state.pool[type]);
  if (placed > 0) {
    addZombies(state, zone, type, placed);
    events.push({ type: 'spawned', zone, zombie: type, count: placed, rule: R.zombieCard });
  }
  if (placed < count) {
    events.push({
      type: 'outOfMiniatures',
      zombie: type,
      rule: U.outOfMiniatures,
    });
    spawnAbomination(ctx, state, zone, activate, events);
  }
}

/**
 * An Abomination card: place it if none is on the board (and activate Abomination spawn zones), else it gets an
 * extra activation (EN 764-767).
 * Decision (issue 13, item 12): the Bowler Hat plays without a special ability. FR 133-136 say each Abomination
 * has one and EN 766 "Don't forget its special game effects (see below)!" points to a text the seeds do not
 * hold; EN 758 "Watch for its friends, for it never comes alone" is a flavour quote, not a rule, so the Walkers
 * a designed "never comes alone" brought are not played. An expansion Abomination with a printed ability would
 * add it here (content `abilityId`).
 */
export function spawnAbomination(
  ctx: RulesContext,
  state: State,
  zone: number,
  activate: Activate,
  events: GameEvent[],
): void {
  if (abominationOnBoard(state)) {
    events.push({
      type: 'extraActivation',
      zombie: ABOMINATION,
      rule: U.abominationAgain,
    });
    activate(maskOf(ABOMINATION));
    return;
  }
  addZombies(state, zone, ABOMINATION, 1);
  events.push({
    type: 'spawned',
    zone,
    zombie: ABOMINATION,
    count: 1,
    rule: withParams(U.abominationArrives, { abomination: ctx.abomination.id }),
  });
  state.spawns.forEach((sp, index) => {
    if (sp.kind === 'abomination' && !sp.active && !abominationSpawnHeld(ctx, state, sp.zone))
      activateSpawnZone(state, index, U.abominationSpawns, events);
  });
}

export function onAbominationKilled(state: State, events: GameEvent[]): void {
  state.spawns.forEach((sp, index) => {
    if (sp.kind === 'abomination' && sp.active) {
      sp.active = false;
      events.push({
        type: 'spawnZoneChanged',
        index,
        zone: sp.zone,
        active: false,
        rule: U.abominationGone,
      });
    }
  });
}

/**
 * Corpse piles (EN "Corpse Pile Spawn Zone"): the first time a Survivor
 * enters a building, the corpse piles of that building on the tile entered
 * become active spawn zones.
 */
export function enterZone(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void {
  const part = uoaPart(state);
  const z = ctx.geo.zones[zone];
  if (z.building < 0) return;
  const key = `${z.building}:${z.tile}`;
  if (part.entered.includes(key)) return;
  part.entered.push(key);
  for (const other of ctx.geo.zones) {
    if (other.building === z.building && other.tile === z.tile && other.features.includes('corpsePile'))
      addActiveSpawnZone(state, { kind: 'corpsePile', zone: other.id, active: true }, U.corpsePile, events);
  }
}
