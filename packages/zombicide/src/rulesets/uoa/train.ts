/**
 * The train (EN "Train", FR pp. 40-41): tiles 10 (the locomotive), 11 and 12
 * (cars) with the railroad on their backs. A mobile train enters on the
 * track's first slot (10V flipped to 10R), then moves one tile at the end of
 * each Players' Phase: the next track tile is removed (everything in its
 * altered zones is resolved), the train slides into its place with its
 * occupants, and the removed tile goes behind it (a car or track, as the
 * mission says). The front part leaving the board takes its survivors out of
 * the mission. The board changes, so zone ids are remapped through the
 * cells they cover.
 */
import { withParams } from '../../rule-ref.ts';
import { CORE_REFS as R } from '../../rule-refs.ts';
import { UOA_REFS as U } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { MissionDef, PlacedTile } from '../../defs.ts';
import type { State } from '../../state.ts';
import { type TrainState, uoaPart } from './state.ts';
import { TILE_CELLS } from '../../board/tile.ts';
import { inPlay } from '../../survivors.ts';
import { loseGame } from '../../wounds.ts';
import { relocateNoise } from './noise.ts';
import { killZombie } from '../../combat.ts';
import type { RuleError } from '@horde/core';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { carryZombies, typeCount, zombiesIn, zombieTotal } from '../../zombies.ts';

export function setupTrain(mission: MissionDef): TrainState | null {
  const train = mission.train;
  // A mobile train moves; M2's immobile zombie train still changes when its cars are blown up.
  if (!train || (!train.mobile && !mission.specialRules?.some((r) => r.id === 'blowZombieTrain'))) return null;
  const slots = train.track.map((name) => {
    const t = mission.tiles.find((p) => (p.name ?? p.tile) === name);
    if (!t) throw new Error(`mission ${mission.id}: train track tile ${name} is not on the map`);
    return { col: t.col, row: t.row };
  });
  const tiles = train.track.map((name) => mission.tiles.find((p) => (p.name ?? p.tile) === name)!.tile);
  return { slots, tiles, running: false, gone: false, entered: tiles.some(isTrainSide) };
}

const number = (tile: string) => tile.slice(0, -1);
const isTrainSide = (tile: string) => tile.endsWith('R');

/** The mission's tiles with the train's current tiles on its slots. */
export function boardTiles(mission: MissionDef, train: TrainState): PlacedTile[] {
  return mission.tiles.map((p) => {
    const i = train.slots.findIndex((s) => s.col === p.col && s.row === p.row);
    return i < 0 ? p : { ...p, tile: train.tiles[i], name: undefined };
  });
}

/** Is this zone aboard the train (a train zone of a tile on its train side)? */
export function aboard(ctx: RulesContext, zone: number): boolean {
  return ctx.geo.zones[zone].kind === 'train';
}

/** What a step does: which slots' zones are altered, leave, or slide forward. */
interface StepPlan {
  tiles: string[];
  altered: number[];
  leaving: number[];
  sliding: number[];
}

function planStep(t: TrainState, carsBehind: string[]): StepPlan {
  const n = t.tiles.length;
  const tiles = [...t.tiles];
  // The front of the train: the locomotive, or once it has left, the first car still on the board.
  let front = -1;
  for (let s = n - 1; s >= 0; s--)
    if (isTrainSide(tiles[s])) {
      front = s;
      break;
    }
  if (front < 0) {
    // The train enters: the first slot flips to the locomotive (EN "A train entering the board").
    tiles[0] = '10R';
    return { tiles, altered: [0], leaving: [], sliding: [] };
  }
  let back = front;
  while (back > 0 && isTrainSide(tiles[back - 1])) back--;
  const sliding = Array.from({ length: front - back + 1 }, (_, i) => back + i);
  if (front < n - 1) {
    const removed = tiles[front + 1];
    for (let s = front; s >= back; s--) tiles[s + 1] = t.tiles[s];
    tiles[back] =
      carsBehind.includes(`${number(removed)}R`) && removed !== '10V' ? `${number(removed)}R` : `${number(removed)}V`;
    return { tiles, altered: [front + 1], leaving: [], sliding };
  }
  // The front part leaves the board (EN "A train leaving the board"): the rest slides on, the gap gets the track.
  const leaving = t.tiles[front];
  for (let s = front - 1; s >= back; s--) tiles[s + 1] = t.tiles[s];
  tiles[back] = `${number(leaving)}V`;
  return { tiles, altered: [], leaving: [front], sliding: sliding.filter((s) => s !== front) };
}

function cellKey(x: number, y: number): number {
  return y * 4096 + x;
}

function cellIndex(ctx: RulesContext): Map<number, number> {
  const map = new Map<number, number>();
  for (const z of ctx.geo.zones) if (z.kind !== 'balcony') for (const [x, y] of z.cells) map.set(cellKey(x, y), z.id);
  return map;
}

function slotOfZone(ctx: RulesContext, t: TrainState, zone: number): number {
  const [x, y] = ctx.geo.zones[zone].cells[0];
  return t.slots.findIndex((s) => Math.floor(x / TILE_CELLS) === s.col && Math.floor(y / TILE_CELLS) === s.row);
}

/**
 * One train step, at the end of the Players' Phase. Returns the new rules
 * context (the board changed).
 */
export function trainStep(ctx: RulesContext, state: State, events: GameEvent[]): RulesContext {
  const part = uoaPart(state);
  const t = part.train!;
  if (t.entered && !t.tiles.some(isTrainSide)) {
    t.gone = true;
    t.running = false;
    return ctx;
  }
  const entering = !t.entered;
  t.entered = true;
  // M8 "Clear the Wagon before the train comes!" (FR 3201): the Wagon still on the railroad when the train enters loses the game.
  if (
    entering &&
    part.wagon &&
    ctx.geo.zones[part.wagon.zone].kind === 'railroad' &&
    ctx.mission.goals.some((g) => g.kind === 'wagonOffTrack')
  ) {
    loseGame(state, 'wagonOnTrack', U.wagonOnTrack, events);
  }
  const plan = planStep(t, ctx.mission.train?.cars ?? []);
  const next = applyBoardChange(ctx, state, plan, events);
  if (!t.tiles.some(isTrainSide)) {
    t.gone = true;
    t.running = false;
  }
  if (state.phase === 'lost' || state.phase === 'won') state.pending = [];
  return next;
}

/**
 * Changes the train tiles as a step plans and resolves every piece on them:
 * altered zones (zombies eliminated, survivors to the nearest street, Mobile
 * spawns to the Starting zone, other pieces removed), departing zones
 * (survivors leave the mission), sliding zones (passengers move along).
 */
function applyBoardChange(
  ctx: RulesContext,
  state: State,
  plan: StepPlan,
  events: GameEvent[],
  boomOnLocomotive = true,
): RulesContext {
  const part = uoaPart(state);
  const t = part.train!;
  const old = ctx;
  const heading = ctx.mission.train!.heading;
  const [dx, dy] = heading === 'east' ? [1, 0] : heading === 'west' ? [-1, 0] : heading === 'south' ? [0, 1] : [0, -1];
  // Which slot each old train zone belongs to, to know its fate.
  const fate = (zone: number): 'altered' | 'leaving' | 'sliding' | 'stays' => {
    const kind = old.geo.zones[zone].kind;
    if (kind !== 'train' && kind !== 'railroad' && kind !== 'impassable') return 'stays';
    const slot = slotOfZone(old, t, zone);
    if (slot < 0) return 'stays';
    if (plan.altered.includes(slot)) return 'altered';
    if (plan.leaving.includes(slot)) return kind === 'railroad' ? 'stays' : 'leaving';
    if (plan.sliding.includes(slot) && kind !== 'railroad') return 'sliding';
    return 'stays';
  };

  t.tiles = plan.tiles;
  state.board = boardTiles(ctx.mission, t);
  const next = ctx.refresh(state);
  const newCells = cellIndex(next);
  const mapZone = (zone: number): number => {
    const f = fate(zone);
    const [x, y] = old.geo.zones[zone].cells[0];
    if (f === 'sliding') return newCells.get(cellKey(x + dx * TILE_CELLS, y + dy * TILE_CELLS)) ?? -1;
    if (f === 'altered' || f === 'leaving') return -1;
    return newCells.get(cellKey(x, y)) ?? -1;
  };
  const remap = new Int32Array(old.geo.zones.length);
  for (let z = 0; z < remap.length; z++) remap[z] = mapZone(z);
  /** The street zones nearest to a zone's cells (several on a tie: the players choose). */
  const nearestStreets = (zone: number): number[] => {
    let best: number[] = [],
      bestD = Infinity;
    for (const z of next.geo.zones) {
      if (z.kind !== 'street' && z.kind !== 'railroad') continue; // railroad zones are street zones (EN 1408)
      let d = Infinity;
      for (const [x, y] of old.geo.zones[zone].cells)
        for (const [cx, cy] of z.cells) d = Math.min(d, Math.abs(cx - x) + Math.abs(cy - y));
      if (d < bestD) {
        bestD = d;
        best = [z.id];
      } else if (d === bestD) best.push(z.id);
    }
    return best;
  };

  const startZone = state.spawns.find((sp) => sp.kind === 'starting')?.zone;
  // Zombies: altered and leaving zones lose theirs (no AP); the others follow their zone.
  for (let z = 0; z < remap.length; z++) {
    if (remap[z] >= 0) continue;
    for (let k = 0; k < typeCount(state); k++) {
      const n = zombiesIn(state, z, k);
      if (n === 0) continue;
      state.pool[k] += n;
      events.push({
        type: 'trainEffect',
        zone: z,
        text: withParams(U.trainKilled, { count: n }),
        rule: U.trainKills,
      });
    }
  }
  const zombies = carryZombies(state, next.geo.zones.length, (z) => remap[z]);
  // "It must carry no zombie" (M1, M3, M8, M9): a zombie aboard the part leaving the board loses the game.
  const departingZombies = old.geo.zones.some((z) => fate(z.id) === 'leaving' && zombieTotal(state, z.id) > 0);
  // Survivors: altered zones send them to the nearest street zone; departing ones leave the mission.
  // A Companion with its Leader goes where its Leader goes, never on its own choice (EN 1556): placed after.
  const led = state.survivors.map(
    (survivor) =>
      inPlay(survivor) &&
      !!survivor.companion &&
      survivor.leader !== undefined &&
      survivor.leader >= 0 &&
      inPlay(state.survivors[survivor.leader]),
  );
  state.survivors.forEach((survivor, i) => {
    if (!inPlay(survivor) || led[i]) return;
    const f = fate(survivor.zone);
    if (f === 'leaving') {
      survivor.exited = true;
      survivor.leftOnTrain = true;
      events.push({ type: 'survivorExited', s: i, zone: survivor.zone });
    } else if (f === 'altered') {
      const options = nearestStreets(survivor.zone);
      events.push({
        type: 'survivorMoved',
        s: i,
        from: survivor.zone,
        to: options[0],
        rule: U.trainStepAside,
      });
      survivor.zone = options[0];
      if (options.length > 1) {
        state.pending.push({ kind: 'stepAside', survivor: i, options });
        events.push({
          type: 'decisionOpened',
          decision: 'stepAside',
        });
      }
    } else survivor.zone = remap[survivor.zone];
  });
  state.survivors.forEach((survivor, i) => {
    if (!led[i]) return;
    const leader = state.survivors[survivor.leader!];
    if (leader.exited) {
      survivor.exited = true;
      survivor.leftOnTrain = leader.leftOnTrain;
      events.push({ type: 'survivorExited', s: i, zone: survivor.zone });
    } else if (fate(survivor.zone) === 'altered') {
      events.push({
        type: 'survivorMoved',
        s: i,
        from: survivor.zone,
        to: leader.zone,
        rule: R.companionFollows,
      });
      survivor.zone = leader.zone;
    } else survivor.zone = remap[survivor.zone];
  });
  state.zombies = zombies;
  if (departingZombies && ctx.mission.goals.some((g) => g.kind === 'leaveOnTrain'))
    loseGame(state, 'zombiesAboardTrain', U.zombiesAboardTrain, events);
  // Spawn zones: Mobile (and Abomination) tokens in altered or departing zones go to the Starting spawn zone.
  state.spawns = state.spawns.filter((sp) => {
    const mapped = remap[sp.zone];
    if (mapped >= 0) {
      sp.zone = mapped;
      return true;
    }
    if (sp.kind === 'mobile' || sp.kind === 'abomination') {
      const start = startZone === undefined ? -1 : remap[startZone];
      if (start >= 0) {
        sp.zone = start;
        sp.onStart = true;
        return true;
      }
    }
    events.push({
      type: 'trainEffect',
      zone: sp.zone,
      text: withParams(U.spawnRemoved, { kind: sp.kind }),
      rule: U.trainRemovesZone,
    });
    return false;
  });
  if (startZone !== undefined)
    for (const sp of state.spawns) if (sp.onStart && remap[startZone] >= 0) sp.zone = remap[startZone];
  // Objectives, the Wagon, the Gatling, Vade Retro tokens: removed from an altered zone (the mission may be lost so).
  for (const o of state.objectives) {
    const mapped = remap[o.zone];
    if (mapped >= 0) o.zone = mapped;
    else if (!o.taken) {
      o.taken = true;
      o.removed = true;
      events.push({
        type: 'trainEffect',
        zone: o.zone,
        text: R.objectiveRemoved,
        rule: U.trainRemoves,
      });
    }
  }
  part.vadeRetro = part.vadeRetro.map((z) => remap[z]).filter((z) => z >= 0);
  if (part.wagon) {
    const mapped = remap[part.wagon.zone];
    if (mapped >= 0) part.wagon.zone = mapped;
    else {
      part.wagon = null;
      state.missionState.wagonLost = true;
      events.push({
        type: 'trainEffect',
        zone: -1,
        text: U.wagonCrushed,
        rule: U.trainRemoves,
      });
      // M8 "Clear the Wagon before the train comes!" (FR 3201): the Wagon still on the track loses the game.
      if (ctx.mission.goals.some((g) => g.kind === 'wagonOffTrack'))
        loseGame(state, 'wagonOnTrack', U.wagonOnTrack, events);
    }
  }
  if (part.gatling) {
    const mapped = remap[part.gatling.zone];
    if (mapped >= 0) part.gatling.zone = mapped;
    else part.gatling = null;
  }
  // Buildings entered: the same buildings on the new board, so a Corpse Pile is never set twice (EN 1125-1126).
  const entered = new Set<string>();
  for (const key of part.entered) {
    const at = key.indexOf(':');
    const building = Number(key.slice(0, at));
    const tile = key.slice(at + 1);
    const zone = old.geo.zones.find((z) => z.building === building && z.tile === tile);
    const moved = zone ? remap[zone.id] : -1;
    if (moved < 0) continue; // it left with the train, or was altered
    const z = next.geo.zones[moved];
    if (z.building >= 0) entered.add(`${z.building}:${z.tile}`);
  }
  for (const survivor of state.survivors)
    if (inPlay(survivor)) {
      const z = next.geo.zones[survivor.zone];
      if (z.building >= 0) entered.add(`${z.building}:${z.tile}`);
    }
  part.entered = [...entered];
  // The Boom goes on the locomotive; once it has left, the Noise goes to the most survivors.
  const loco = next.geo.zones.find((z) => z.kind === 'train' && z.tile === '10R');
  if (!boomOnLocomotive) {
    const [x, y] = old.geo.zones[state.noise.zone].cells[0];
    state.noise.zone = newCells.get(cellKey(x, y)) ?? 0;
  } else if (loco) {
    state.noise = { zone: loco.id, boom: true };
    events.push({ type: 'noiseMoved', zone: loco.id, boom: true, rule: U.trainBoom });
  } else {
    state.noise.zone = Math.max(0, remap[state.noise.zone]);
    const tie = relocateNoise(next, state, U.noiseTrainLeft, events);
    // On a tie the players choose (EN 604-606), before the zombies move toward the token.
    if (tie) {
      state.pending.push({ kind: 'noiseZone', options: tie, boom: false });
      events.push({
        type: 'decisionOpened',
        decision: 'noiseZone',
      });
    }
  }
  events.push({ type: 'trainMoved', tiles: [...t.tiles], rule: U.trainTiles });
  return next;
}

/**
 * M2 "Blow up the zombie train" (FR 2845s): a Dynamite thrown into a Mobile
 * spawn zone on a train car moves the spawn token to the Starting zone and
 * flips that car to its track side (its other pieces resolved as when a train
 * tile is altered). Returns the new context, or null when nothing changed.
 */
export function blowTrainCar(
  ctx: RulesContext,
  state: State,
  zone: number,
  thrower: number,
  events: GameEvent[],
): RulesContext | null {
  const t = uoaPart(state).train;
  if (!t || !ctx.mission.specialRules?.some((r) => r.id === 'blowZombieTrain')) return null;
  if (!state.spawns.some((sp) => sp.zone === zone && sp.kind === 'mobile')) return null;
  const slot = slotOfZone(ctx, t, zone);
  if (slot < 0 || !isTrainSide(t.tiles[slot])) return null;
  const tiles = [...t.tiles];
  tiles[slot] = `${number(tiles[slot])}V`;
  state.missionState.trainSpawnsBlown = Number(state.missionState.trainSpawnsBlown ?? 0) + 1;
  events.push({
    type: 'missionEvent',
    text: U.trainCarBlown,
    rule: U.m2Blow,
  });
  // Every zombie on the car dies, and the thrower gains their AP (FR 2830).
  for (const z of ctx.geo.zones) {
    if (slotOfZone(ctx, t, z.id) !== slot || z.kind !== 'train') continue;
    for (let k = 0; k < typeCount(state); k++)
      while (zombiesIn(state, z.id, k) > 0) killZombie(ctx, state, thrower, z.id, k, U.m2Blown, events);
  }
  return applyBoardChange(ctx, state, { tiles, altered: [slot], leaving: [], sliding: [] }, events, false);
}

/** Starts the train when its mission's trigger is met (checked at the end of each Players' Phase). */
export function trainTriggered(ctx: RulesContext, state: State): boolean {
  const t = uoaPart(state).train;
  if (!t || t.gone) return false;
  if (t.running) return true;
  switch (ctx.mission.train?.trigger) {
    case 'allAboard':
      return state.survivors.every((survivor) => !inPlay(survivor) || aboard(ctx, survivor.zone));
    case 'blueAndGreenTaken':
      return state.objectives.filter((o) => o.color === 'blue' || o.color === 'green').every((o) => o.taken);
    case 'locomotiveAction':
      return state.missionState.trainStarted === true;
    case 'blueObjectiveLeaves':
      return state.missionState.blueLeft === true;
    default:
      return false;
  }
}

/** M9 "Start the train" (FR 3270s): 1 Action in the locomotive's cab starts it; it leaves at the end of the Players' Phase. */
export function checkStartTrain(ctx: RulesContext, state: State, a: { s: number }): RuleError | null {
  const part = uoaPart(state);
  if (ctx.mission.train?.trigger !== 'locomotiveAction' || !part.train || part.train.running)
    return ruleError('train.start');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const z = ctx.geo.zones[state.survivors[a.s].zone];
  if (z.kind !== 'train' || z.tile !== '10R') return ruleError('train.cab');
  // M9 "All aboard!" (FR 3278): once the coal sacks are in the tender.
  const coal = ctx.mission.goals.find((g) => g.kind === 'loadCoal');
  if (coal && coal.kind === 'loadCoal' && Number(state.missionState.coal ?? 0) < coal.count)
    return ruleError('train.coal');
  return null;
}

export function performStartTrain(ctx: RulesContext, state: State, a: { s: number }, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'startTrain', events);
  state.missionState.trainStarted = true;
  events.push({
    type: 'missionEvent',
    text: U.trainStarted,
    rule: U.m9Start,
  });
}

/**
 * M1 "The train is coming" (FR 2815): the blue Objective, which cannot be
 * taken, moves one railroad zone toward the track's entry each End Phase; when
 * it leaves the board, the train enters there.
 */
export function advanceBlueObjective(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const part = uoaPart(state);
  if (
    ctx.mission.train?.trigger !== 'blueObjectiveLeaves' ||
    !part.train ||
    part.train.running ||
    state.missionState.blueLeft
  )
    return;
  const blue = state.objectives.find((o) => o.color === 'blue' && !o.taken);
  if (!blue) return;
  const entry = part.train.slots[0];
  const rails = ctx.geo.zones.filter((z) => z.kind === 'railroad');
  const distToEntry = (zone: number) => {
    const [x] = ctx.geo.zones[zone].cells[0];
    return Math.abs(x - entry.col * TILE_CELLS);
  };
  const here = distToEntry(blue.zone);
  const nextRail = rails
    .filter((z) => ctx.geo.neighbors[blue.zone].includes(z.id) && distToEntry(z.id) < here)
    .sort((a, b) => distToEntry(a.id) - distToEntry(b.id))[0];
  if (nextRail) {
    blue.zone = nextRail.id;
    events.push({
      type: 'missionEvent',
      text: U.blueMoves,
      rule: U.m1Train,
    });
  } else {
    blue.taken = true;
    state.missionState.blueLeft = true;
    events.push({
      type: 'missionEvent',
      text: U.blueLeaves,
      rule: U.m1Train,
    });
  }
}
