/**
 * The 30 map tiles of Zombies!!! as data. What is published: 30 tiles, each 3x3 squares; the Town Square
 * (start) and the Helipad (the way out); 12 named buildings that carry printed zombies, Life and Bullet tokens
 * and a 'Z' number, entered by their door ("there's only one way into each building"); road tiles that come in
 * with one zombie per road exit. The drawings (which square is road, which building, where the doors are) and
 * every printed count are ours: marked `designed`.
 *
 * Cells, north up: 'R' road, 'B' the named building (the Helipad's pad), 'H' the Helicopter, a lowercase letter
 * an unnamed building (In Here, Quick!). A door joins a building cell (`at`) to a road cell (`to`): orthogonal,
 * or diagonal for a corner door (seed 004 line 181).
 */
import type { DoorDef, TileDef } from '@horde/zombies';

const PRINTED = ['layout', 'doors', 'z', 'zombies', 'life', 'bullets'];
const d = (at: [number, number], to: [number, number]): DoorDef => ({ at, to });

/** A named building at the end of a road: six building squares, the road stub to the south, two unnamed corners. */
function deadEnd(id: string, name: string, z: number, zombies: number, life: number, bullets: number): TileDef {
  return {
    id,
    name,
    kind: 'named',
    copies: 1,
    cells: ['BBB', 'BBB', 'aRb'],
    doors: [d([1, 1], [1, 2]), d([0, 2], [1, 2]), d([2, 2], [1, 2])],
    z,
    zombies,
    life,
    bullets,
    source: 'published base game',
    designed: PRINTED,
  };
}

/** A named building beside a street running north-south, an unnamed one across it (a two-square doorway). */
function streetSide(id: string, name: string, z: number, zombies: number, life: number, bullets: number): TileDef {
  return {
    id,
    name,
    kind: 'named',
    copies: 1,
    cells: ['BRa', 'BRa', 'BRa'],
    doors: [d([0, 1], [1, 1]), d([2, 0], [1, 0]), d([2, 1], [1, 1])],
    z,
    zombies,
    life,
    bullets,
    source: 'published base game',
    designed: PRINTED,
  };
}

function road(id: string, name: string, cells: TileDef['cells'], doors: DoorDef[]): TileDef {
  return {
    id,
    name,
    kind: 'road',
    copies: 4,
    cells,
    doors,
    z: 0,
    zombies: 0,
    life: 0,
    bullets: 0,
    source: 'published base game',
    designed: ['copies', 'layout', 'doors'],
  };
}

export const ZOMBIES_TILES: TileDef[] = [
  {
    id: 'town-square',
    name: 'Town Square',
    kind: 'townSquare',
    copies: 1,
    cells: ['aRb', 'RRR', 'cRd'],
    doors: [d([0, 0], [1, 1]), d([2, 0], [1, 1]), d([0, 2], [1, 1]), d([2, 2], [1, 1])],
    z: 0,
    zombies: 0,
    life: 0,
    bullets: 0,
    source: 'published base game',
    designed: ['layout', 'doors'],
  },
  {
    id: 'helipad',
    name: 'Helipad',
    kind: 'helipad',
    copies: 1,
    cells: ['BBB', 'BHB', 'BRB'],
    doors: [d([1, 1], [1, 2]), d([0, 2], [1, 2]), d([2, 2], [1, 2])],
    z: 6,
    zombies: 6,
    life: 0,
    bullets: 0,
    source: 'published base game',
    designed: PRINTED,
  },
  deadEnd('hospital', 'Hospital', 6, 6, 4, 0),
  deadEnd('police-station', 'Police Station', 5, 5, 0, 4),
  deadEnd('army-surplus', 'Army Surplus', 5, 5, 0, 4),
  deadEnd('fire-station', 'Fire Station', 4, 4, 2, 1),
  deadEnd('sporting-goods', 'Sporting Goods', 4, 4, 0, 3),
  deadEnd('hardware', 'Hardware Store', 3, 3, 1, 2),
  streetSide('drug-store', 'Drug Store', 3, 3, 2, 0),
  streetSide('gas-station', 'Gas Station', 2, 2, 0, 1),
  streetSide('toy-store', 'Toy Store', 2, 2, 1, 0),
  streetSide('skate-shop', 'Skate Shop', 2, 2, 1, 0),
  streetSide('florist', 'Florist', 1, 1, 1, 0),
  streetSide('lawn-and-garden', 'Lawn & Garden', 2, 2, 1, 1),
  road(
    'road-straight',
    'Straight road',
    ['aRb', 'aRb', 'aRb'],
    [d([0, 1], [1, 1]), d([2, 0], [1, 0]), d([2, 1], [1, 1])],
  ),
  road('road-corner', 'Corner', ['aRb', 'aRR', 'aaa'], [d([1, 2], [1, 1]), d([2, 0], [1, 1])]),
  road('road-t', 'T junction', ['aRb', 'aRR', 'aRc'], [d([0, 1], [1, 1]), d([2, 0], [1, 1]), d([2, 2], [1, 2])]),
  road(
    'road-cross',
    'Crossroads',
    ['aRb', 'RRR', 'cRd'],
    [d([0, 0], [1, 1]), d([2, 0], [1, 0]), d([0, 2], [0, 1]), d([2, 2], [1, 1])],
  ),
];
