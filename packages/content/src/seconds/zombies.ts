/**
 * The zombies (the Zombie rulebook is not in the seeds). Types named by seed
 * 003: Base (line 122, the weakest), Boss (line 124, the strongest and
 * rarest), Crawler (line 296, may be head-stomped), Runner and Brute (sample
 * turn, line 812), Shrieker (line 811, summons into row ten). "Warehouse"
 * (line 398) is where three face-down zombie cards wait in row one, not a
 * type. Health, damage, abilities and the deck are designed.
 */
import type { ZombieCardDef, ZombieTypeDef } from '@horde/seconds';

const type = (
  d: Omit<ZombieTypeDef, 'moveRows' | 'knockdownOnHit' | 'attackLine' | 'stompable' | 'shrieks'> &
    Partial<ZombieTypeDef>,
): ZombieTypeDef => ({
  moveRows: 1,
  knockdownOnHit: false,
  attackLine: 'a',
  stompable: false,
  shrieks: false,
  ...d,
});

export const zombieTypes: ZombieTypeDef[] = [
  type({
    id: 'base',
    name: 'Base Zombie',
    health: 2,
    damage: 1,
    text: 'The most common and the weakest zombie.',
    source: 'seed 003 line 122; values designed',
  }),
  type({
    id: 'runner',
    name: 'Runner',
    health: 2,
    damage: 1,
    moveRows: 2,
    text: 'Moves up to two rows for 1E.',
    source: 'seed 003 line 812 (named); values designed',
  }),
  type({
    id: 'crawler',
    name: 'Crawler',
    health: 1,
    damage: 1,
    attackLine: 'b',
    stompable: true,
    text: 'May be head-stomped even without a Knockdown token. Its attacks read line B.',
    source: 'seed 003 line 296 (head stomp); values designed',
  }),
  type({
    id: 'brute',
    name: 'Brute',
    health: 4,
    damage: 1,
    knockdownOnHit: true,
    text: 'Every hit also knocks the Survivor down.',
    source: 'seed 003 line 812 (named); values designed',
  }),
  type({
    id: 'shrieker',
    name: 'Shrieker',
    health: 2,
    damage: 1,
    shrieks: true,
    text: 'Once per zombie turn, for 0E: two-player, play a Base zombie from the hand into row ten; solo, draw any zombie into row ten.',
    source: 'seed 003 lines 589, 811 (summons into row ten, any kind in solo); values designed',
  }),
  type({
    id: 'boss',
    name: 'Boss Zombie',
    health: 5,
    damage: 2,
    text: 'The strongest and rarest zombie: each hit deals 2 damage.',
    source: 'seed 003 lines 124, 560; values designed',
  }),
];

export const zombies: ZombieCardDef[] = [
  { id: 'base', type: 'base', count: 9, supply: false, source: 'designed' },
  {
    id: 'baseSupply',
    type: 'base',
    count: 5,
    supply: true,
    source: 'seed 003 line 256 (the Supply icon); count designed',
  },
  { id: 'runner', type: 'runner', count: 3, supply: false, source: 'designed' },
  { id: 'runnerSupply', type: 'runner', count: 1, supply: true, source: 'designed' },
  { id: 'crawler', type: 'crawler', count: 4, supply: false, source: 'designed' },
  { id: 'brute', type: 'brute', count: 2, supply: false, source: 'designed' },
  { id: 'bruteSupply', type: 'brute', count: 1, supply: true, source: 'designed' },
  { id: 'shrieker', type: 'shrieker', count: 3, supply: false, source: 'designed' },
  { id: 'boss', type: 'boss', count: 1, supply: false, source: 'designed' },
  { id: 'bossSupply', type: 'boss', count: 1, supply: true, source: 'designed' },
];
