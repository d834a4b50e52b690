/**
 * A small content for the rules' own tests (the rules never import @horde/content): the same tile shapes as
 * the designed content, a few named buildings, and one event card per effect. Not game data.
 */
import type { DoorDef, EventDef, TileDef, ZombiesContent } from './content-types.ts';

const d = (at: [number, number], to: [number, number]): DoorDef => ({ at, to });
const tile = (t: Partial<TileDef> & Pick<TileDef, 'id' | 'kind' | 'cells' | 'doors'>): TileDef => ({
  name: t.id,
  copies: 1,
  z: 0,
  zombies: 0,
  life: 0,
  bullets: 0,
  source: 'designed',
  designed: [],
  ...t,
});

export const TEST_TILES: TileDef[] = [
  tile({
    id: 'town-square',
    kind: 'townSquare',
    cells: ['aRb', 'RRR', 'cRd'],
    doors: [d([0, 0], [1, 1]), d([2, 0], [1, 1]), d([0, 2], [1, 1]), d([2, 2], [1, 1])],
  }),
  tile({
    id: 'helipad',
    kind: 'helipad',
    cells: ['BBB', 'BHB', 'BRB'],
    doors: [d([1, 1], [1, 2]), d([0, 2], [1, 2]), d([2, 2], [1, 2])],
    z: 6,
    zombies: 6,
  }),
  tile({
    id: 'hospital',
    kind: 'named',
    cells: ['BBB', 'BBB', 'aRb'],
    doors: [d([1, 1], [1, 2]), d([0, 2], [1, 2]), d([2, 2], [1, 2])],
    z: 6,
    zombies: 6,
    life: 4,
  }),
  tile({
    id: 'police-station',
    kind: 'named',
    cells: ['BBB', 'BBB', 'aRb'],
    doors: [d([1, 1], [1, 2]), d([0, 2], [1, 2]), d([2, 2], [1, 2])],
    z: 5,
    zombies: 5,
    bullets: 4,
  }),
  tile({
    id: 'toy-store',
    kind: 'named',
    cells: ['BRa', 'BRa', 'BRa'],
    doors: [d([0, 1], [1, 1]), d([2, 0], [1, 0]), d([2, 1], [1, 1])],
    z: 2,
    zombies: 2,
    life: 1,
  }),
  tile({
    id: 'road-straight',
    kind: 'road',
    copies: 6,
    cells: ['aRb', 'aRb', 'aRb'],
    doors: [d([0, 1], [1, 1]), d([2, 0], [1, 0]), d([2, 1], [1, 1])],
  }),
  tile({
    id: 'road-corner',
    kind: 'road',
    copies: 6,
    cells: ['aRb', 'aRR', 'aaa'],
    doors: [d([1, 2], [1, 1]), d([2, 0], [1, 1])],
  }),
  tile({
    id: 'road-t',
    kind: 'road',
    copies: 6,
    cells: ['aRb', 'aRR', 'aRc'],
    doors: [d([0, 1], [1, 1]), d([2, 0], [1, 1]), d([2, 2], [1, 2])],
  }),
  tile({
    id: 'road-cross',
    kind: 'road',
    copies: 6,
    cells: ['aRb', 'RRR', 'cRd'],
    doors: [d([0, 0], [1, 1]), d([2, 0], [1, 0]), d([0, 2], [0, 1]), d([2, 2], [1, 1])],
  }),
];

const card = (e: Partial<EventDef> & Pick<EventDef, 'id' | 'timing' | 'effect'>): EventDef => ({
  title: e.id,
  count: 2,
  text: e.id,
  buildings: [],
  bonusBuildings: [],
  amount: 0,
  amountInBuilding: e.amount ?? 0,
  bonus: 0,
  charges: 0,
  gun: false,
  source: 'designed',
  designed: [],
  ...e,
});

export const TEST_EVENTS: EventDef[] = [
  card({ id: 'rush', timing: 'moving', effect: 'moveBonus', amount: 3 }),
  card({ id: 'marbles', timing: 'own', effect: 'freezeZombies', buildings: ['toy-store'] }),
  card({ id: 'food', timing: 'fight', effect: 'slipAway' }),
  card({ id: 'lost', timing: 'reaction', effect: 'halveMove' }),
  card({ id: 'cramp', timing: 'reaction', effect: 'noMove' }),
  card({ id: 'butter', timing: 'reaction', effect: 'dropBullets', amount: 2 }),
  card({ id: 'chainsaw', timing: 'own', effect: 'itemCombat', bonus: 2, charges: 4 }),
  card({ id: 'claustro', timing: 'reaction', effect: 'noBuildings' }),
  card({ id: 'fear', timing: 'reaction', effect: 'noZombieSquares' }),
  card({ id: 'axe', timing: 'own', effect: 'itemPermanent', bonus: 1 }),
  card({ id: 'kit', timing: 'own', effect: 'heal', amount: 2, amountInBuilding: 3, bonusBuildings: ['hospital'] }),
  card({ id: 'rest', timing: 'beforeMove', effect: 'rest', amount: 2 }),
  card({ id: 'grenade', timing: 'own', effect: 'blast', amount: 3 }),
  card({ id: 'shotgun', timing: 'own', effect: 'itemCombat', bonus: 1, charges: 3, gun: true }),
  card({ id: 'keys', timing: 'beforeMove', effect: 'keys', amount: 10 }),
  card({
    id: 'ammo',
    timing: 'own',
    effect: 'ammo',
    amount: 3,
    amountInBuilding: 5,
    bonusBuildings: ['police-station'],
  }),
  card({ id: 'more', timing: 'reaction', effect: 'moreZombies', amount: 3 }),
  card({ id: 'cat', timing: 'reaction', effect: 'trip' }),
  card({ id: 'nerves', timing: 'own', effect: 'nerves', bonus: 1 }),
  card({ id: 'skate', timing: 'own', effect: 'itemMove', bonus: 2 }),
  card({ id: 'oops', timing: 'reaction', effect: 'reroll' }),
  card({ id: 'supplies', timing: 'own', effect: 'supplies', amount: 1 }),
  card({ id: 'shoe', timing: 'reaction', effect: 'slowDown', amount: 2 }),
  card({ id: 'gone', timing: 'own', effect: 'clearTile' }),
  card({ id: 'master', timing: 'own', effect: 'zombieMaster' }),
  card({ id: 'screwed', timing: 'reaction', effect: 'screwed', amount: 1 }),
];

export const TEST_CONTENT: ZombiesContent = {
  tiles: TEST_TILES,
  events: TEST_EVENTS,
  tokens: { zombies: 100, life: 30, bullets: 60 },
};
