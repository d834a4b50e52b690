/**
 * The Survivor Attack deck (lines A, B, C with the knockdown and additional
 * damage icons, and the Shuffle the Deck card: seed 003 lines 343-357) and the
 * Zombie Attack deck (designed: line A for a normal attack, line B the weaker
 * line read by Crawlers and, under the easier rules, by Opportunity Attacks,
 * line 561). Card counts and results are designed.
 */
import type { AttackLine, SurvivorAttackCardDef, ZombieAttackCardDef } from '@horde/seconds';

const HIT: AttackLine = { hit: true, knockdown: false, extra: 0 };
const MISS: AttackLine = { hit: false, knockdown: false, extra: 0 };
const hit = (more: Partial<AttackLine> = {}): AttackLine => ({ ...HIT, ...more });

const survivorCard = (
  id: string,
  count: number,
  a: AttackLine,
  b: AttackLine,
  c: AttackLine,
): SurvivorAttackCardDef => ({
  id,
  count,
  shuffle: false,
  a,
  b,
  c,
  source: 'designed',
});

export const survivorAttack: SurvivorAttackCardDef[] = [
  { id: 'shuffleTheDeck', count: 1, shuffle: true, a: MISS, b: MISS, c: MISS, source: 'seed 003 line 357' },
  survivorCard('attackAllHit', 3, HIT, HIT, HIT),
  survivorCard('attackStandingHit', 3, HIT, MISS, HIT),
  survivorCard('attackKnockdown', 2, hit({ knockdown: true }), MISS, HIT),
  survivorCard('attackHeavy', 2, hit({ extra: 1 }), HIT, MISS),
  survivorCard('attackGlancing', 2, HIT, MISS, MISS),
  survivorCard('attackShove', 2, MISS, MISS, HIT),
  survivorCard('attackLucky', 2, MISS, HIT, MISS),
  survivorCard('attackMiss', 2, MISS, MISS, MISS),
  survivorCard('attackPerfect', 1, hit({ knockdown: true, extra: 1 }), hit({ knockdown: true }), HIT),
];

const z = (hit: boolean, knockdown = false) => ({ hit, knockdown });

export const zombieAttack: ZombieAttackCardDef[] = [
  { id: 'zombieBite', count: 3, a: z(true), b: z(true), source: 'designed' },
  { id: 'zombieClaw', count: 3, a: z(true), b: z(false), source: 'designed' },
  { id: 'zombieTackle', count: 2, a: z(true, true), b: z(true), source: 'designed' },
  { id: 'zombieDrag', count: 1, a: z(true, true), b: z(false), source: 'designed' },
  { id: 'zombieMiss', count: 7, a: z(false), b: z(false), source: 'designed' },
];
