/**
 * The Zombie Tactics deck: 46 cards (the digest's count), counters among them
 * (seed 003 line 360: the Zombie Player may counter a successful attack; an
 * automatic success may not be countered, line 326), and cards that restrict
 * the Survivor's Movement or Attack Actions (line 148). Everything else designed.
 */
import type { ZombieTacticsDef } from '@horde/seconds';

const card = (
  d: Omit<ZombieTacticsDef, 'source' | 'counters' | 'timing'> & Partial<ZombieTacticsDef>,
): ZombieTacticsDef => ({
  timing: 'turn',
  counters: null,
  source: 'designed',
  ...d,
});

export const zombieTactics: ZombieTacticsDef[] = [
  card({
    id: 'shrugItOff',
    name: 'Shrug It Off',
    count: 6,
    cost: 0,
    timing: 'counter',
    counters: 'melee',
    effect: 'counter',
    amount: 0,
    text: 'Counter a successful melee or unarmed attack: it deals no damage and no knockdown.',
    source: 'seed 003 line 360 (counters); card designed',
  }),
  card({
    id: 'lurchAside',
    name: 'Lurch Aside',
    count: 6,
    cost: 0,
    timing: 'counter',
    counters: 'ranged',
    effect: 'counter',
    amount: 0,
    text: 'Counter a successful ranged attack (firearm or thrown): it deals no damage and no knockdown.',
    source: 'seed 003 line 360 (counters); card designed',
  }),
  card({
    id: 'unstoppable',
    name: 'Unstoppable',
    count: 4,
    cost: 0,
    timing: 'counter',
    counters: 'any',
    effect: 'counter',
    amount: 0,
    text: 'Counter any successful attack that is not an automatic success.',
    source: 'seed 003 line 360 (counters); card designed',
  }),
  card({ id: 'frenzy', name: 'Frenzy', count: 6, cost: 0, effect: 'gainEnergy', amount: 2, text: 'Gain 2E.' }),
  card({
    id: 'lunge',
    name: 'Lunge',
    count: 4,
    cost: 1,
    effect: 'lunge',
    amount: 0,
    text: "A standing zombie in a row next to the Survivor's moves into the Survivor's row.",
  }),
  card({
    id: 'grab',
    name: 'Grab',
    count: 5,
    cost: 1,
    effect: 'noMove',
    amount: 0,
    text: 'The Survivor may not take Movement Actions in their next turn.',
    source: 'seed 003 line 148 (cards that restrict Movement Actions); card designed',
  }),
  card({
    id: 'terror',
    name: 'Terror',
    count: 3,
    cost: 1,
    effect: 'noAttack',
    amount: 0,
    text: 'The Survivor may not take Attack Actions in their next turn.',
    source: 'seed 003 line 148 (cards that restrict Attack Actions); card designed',
  }),
  card({
    id: 'riseAgain',
    name: 'Rise Again',
    count: 4,
    cost: 0,
    effect: 'riseAgain',
    amount: 0,
    text: 'Remove the Knockdown token of a zombie (not one held down by Permanent Knockdown).',
  }),
  card({
    id: 'freshHorde',
    name: 'Fresh Horde',
    count: 3,
    cost: 1,
    effect: 'drawZombies',
    amount: 2,
    text: 'Draw two Zombie cards.',
  }),
  card({
    id: 'ambush',
    name: 'Ambush',
    count: 5,
    cost: 1,
    effect: 'ambush',
    amount: 0,
    text: 'Play a Zombie card from your hand into the row ahead of the Survivor (not the street). It may not attack this turn.',
  }),
];
