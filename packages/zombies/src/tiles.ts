/**
 * Map tiles: the deck, where a drawn tile may go, and what comes with it. Published: roads must join roads
 * and no road may run into the back of a building (so every touching edge matches, and at least one road
 * joins); a road tile comes in with one zombie on each road exit; a named building with its printed zombies,
 * Life and Bullets inside. The Helipad is the last tile (base game) or hidden in the bottom half of the deck
 * (Where in Hell Are We?, seed 004 lines 70-74).
 */
import type { Seat } from '@horde/core';
import { shuffleInPlace } from '@horde/core';
import { tileInfo, type RulesContext } from './context.ts';
import { addTile, copyGeo, DX, DY, tileIndexAt } from './geometry.ts';
import { takeZombies } from './players.ts';
import type { GameEvent } from './actions.ts';
import type { PlacedTile, State } from './state.ts';

/** The face-down deck, last element on top. */
export function buildTileDeck(ctx: RulesContext, state: State): string[] {
  const c = state.config;
  const others: string[] = [];
  for (const t of ctx.content.tiles) {
    if (t.kind === 'townSquare' || t.kind === 'helipad') continue;
    for (let i = 0; i < t.copies; i++) others.push(t.id);
  }
  shuffleInPlace(state.rng, others);
  // DECISION tiles.helipadOut: Last Man Standing drops the Helipad unless kept as an ordinary tile (seed 004
  // line 145); Catch As Catch Can keeps it only with its escape option (line 161).
  const helipadOut = (c.lastManStanding && !c.lastManHelipad) || (c.catchAsCatchCan && !c.kingHelipadEscape);
  if (helipadOut) return others;
  if (c.lastManStanding) {
    // "include but as just another map tile": shuffled anywhere.
    others.push(ctx.helipad.id);
    return shuffleInPlace(state.rng, others);
  }
  if (c.whereInHellAreWe) {
    // Seed 004 line 72: two even piles; the Helipad shuffled into one, which goes underneath the other.
    // DECISION tiles.oddSplit: an odd count puts the extra tile in the top pile (the deck is drawn from its end).
    const half = Math.floor(others.length / 2);
    const bottom = others.slice(0, half);
    bottom.push(ctx.helipad.id);
    shuffleInPlace(state.rng, bottom);
    return [...bottom, ...others.slice(half)];
  }
  return [ctx.helipad.id, ...others]; // published: the Helipad comes last
}

/** Why a tile may not go at (x, y) turned `rotation`, or null when it may. */
export function placementIssue(
  ctx: RulesContext,
  state: State,
  id: string,
  x: number,
  y: number,
  rotation: number,
): string | null {
  const geo = state.geo;
  if (rotation < 0 || rotation > 3) return 'tiles.rotation';
  if (tileIndexAt(geo, x, y) >= 0) return 'tiles.occupied';
  const exits = tileInfo(ctx, id).turned[rotation].exits;
  let touching = 0;
  let joined = 0;
  for (let d = 0; d < 4; d++) {
    const n = tileIndexAt(geo, x + DX[d], y + DY[d]);
    if (n < 0) continue;
    touching++;
    const t = geo.tiles[n];
    const theirs = tileInfo(ctx, t.tile).turned[t.rotation].exits[(d + 2) % 4];
    if (theirs !== exits[d]) return 'tiles.edgeMismatch';
    if (theirs) joined++;
  }
  if (touching === 0) return 'tiles.notAdjacent';
  if (joined === 0) return 'tiles.noRoadJoins';
  return null;
}

/** Every legal spot and turn of a tile, in map order (tiles in laying order, then N, E, S, W, then rotation). */
export function legalPlacements(
  ctx: RulesContext,
  state: State,
  id: string,
): { x: number; y: number; rotation: number }[] {
  const out: { x: number; y: number; rotation: number }[] = [];
  const seen = new Set<string>();
  for (const t of state.geo.tiles)
    for (let d = 0; d < 4; d++) {
      const x = t.x + DX[d];
      const y = t.y + DY[d];
      const k = `${x},${y}`;
      if (seen.has(k) || tileIndexAt(state.geo, x, y) >= 0) continue;
      seen.add(k);
      for (let r = 0; r < 4; r++) if (placementIssue(ctx, state, id, x, y, r) === null) out.push({ x, y, rotation: r });
    }
  return out;
}

export function hasPlacement(ctx: RulesContext, state: State, id: string): boolean {
  for (const t of state.geo.tiles)
    for (let d = 0; d < 4; d++)
      for (let r = 0; r < 4; r++) if (placementIssue(ctx, state, id, t.x + DX[d], t.y + DY[d], r) === null) return true;
  return false;
}

export function tilesLaid(state: State): number {
  return state.geo.tiles.length - 1; // the Town Square is there from the start
}

/**
 * Draws the next tile that can be placed. DECISION tiles.unplaceable: a drawn tile with no legal spot is
 * shown and put at the bottom of the deck, and the next one is drawn; each tile is tried once per turn, and
 * when none fits no tile is laid this turn (published rules are silent).
 */
export function drawPlaceableTile(ctx: RulesContext, state: State, placer: Seat, ev: GameEvent[]): string | null {
  const tries = state.tileDeck.length;
  for (let i = 0; i < tries; i++) {
    const id = state.tileDeck.pop()!;
    ev.push({ type: 'tileDrawn', seat: placer, tile: id });
    if (hasPlacement(ctx, state, id)) return id;
    state.tileDeck.unshift(id);
    ev.push({ type: 'tileSetAside', tile: id, rule: 'tiles' });
  }
  ev.push({ type: 'noTilePlaced', seat: placer });
  return null;
}

/** Lays a tile (legality checked before) and puts its zombies and tokens on it. */
export function layTile(
  ctx: RulesContext,
  state: State,
  seat: Seat,
  place: PlacedTile,
  ev: GameEvent[],
  options: { zombies: boolean } = { zombies: true },
): number {
  const geo = copyGeo(state.geo);
  const index = addTile(ctx, geo, place.tile, place.x, place.y, place.rotation, state.config.inHereQuick);
  state.geo = geo;
  const n = state.geo.kind.length;
  while (state.zombies.length < n) {
    state.zombies.push(0);
    state.life.push(0);
    state.bullets.push(0);
  }
  ev.push({ type: 'tilePlaced', seat, tile: place.tile, x: place.x, y: place.y, rotation: place.rotation, index });
  const info = tileInfo(ctx, place.tile);
  const turned = info.turned[place.rotation];
  const base = index * 9;
  if (info.def.kind === 'road' && options.zombies) {
    // Published: one zombie on each road exit of a road tile.
    const squares: number[] = [];
    for (const cell of [1, 5, 7, 3]) {
      if (turned.cells[cell] !== 'R') continue;
      if (takeZombies(state, 1) === 0) break;
      state.zombies[base + cell]++;
      squares.push(base + cell);
    }
    if (squares.length) ev.push({ type: 'zombiesPlaced', squares, rule: 'roadZombies' });
  }
  if (info.def.kind === 'named' || info.def.kind === 'helipad') {
    const building = state.geo.buildings.find((b) => b.tileIndex === index && b.named !== null)!;
    // DECISION tiles.contents: printed zombies go one per building square in reading order (the Helipad's on
    // the Helicopter first); Life then Bullet tokens are dealt round the same squares (the seed is silent).
    const order = [...building.squares];
    if (state.geo.helicopter >= base && state.geo.helicopter < base + 9) {
      order.splice(order.indexOf(state.geo.helicopter), 1);
      order.unshift(state.geo.helicopter);
    }
    if (options.zombies) {
      const want = Math.min(info.def.zombies, order.length);
      const got = takeZombies(state, want);
      const squares = order.slice(0, got);
      for (const sq of squares) state.zombies[sq]++;
      if (squares.length) ev.push({ type: 'zombiesPlaced', squares, rule: 'buildingContents' });
    }
    const life = Math.min(info.def.life, state.supply.life);
    const bullets = Math.min(info.def.bullets, state.supply.bullets);
    state.supply.life -= life;
    state.supply.bullets -= bullets;
    const gotLife = new Map<number, number>();
    const gotBullets = new Map<number, number>();
    for (let i = 0; i < life; i++) {
      const sq = order[i % order.length];
      state.life[sq]++;
      gotLife.set(sq, (gotLife.get(sq) ?? 0) + 1);
    }
    for (let i = 0; i < bullets; i++) {
      const sq = order[(life + i) % order.length];
      state.bullets[sq]++;
      gotBullets.set(sq, (gotBullets.get(sq) ?? 0) + 1);
    }
    for (const sq of order)
      if (gotLife.has(sq) || gotBullets.has(sq))
        ev.push({
          type: 'tokensPlaced',
          square: sq,
          life: gotLife.get(sq) ?? 0,
          bullets: gotBullets.get(sq) ?? 0,
          rule: 'buildingContents',
        });
  }
  return index;
}
