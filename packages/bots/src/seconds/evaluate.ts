/**
 * How good a Seconds to Live position is for the Survivor: an estimate of the chance that the Survivor escapes,
 * for the search bot's leaves (./search.ts). A logistic model over a few figures of the position (row, health,
 * standing zombies in the way, weapons, cards), its weights fitted on heuristic games (designed: the fit, its
 * command and its data are in docs/balance.md, "Seconds to Live: the search bot's evaluation"). The search reads
 * it on determinized worlds only (every hidden card dealt again from the seat's view), so reading the state here
 * sees nothing the seat could not.
 */
import type { Cards, SecondsState } from '@horde/seconds';

/** The figures the model weighs, in WEIGHTS' order (1 first: the intercept). */
export const FEATURES = [
  'one',
  'row',
  'health',
  'down',
  'standingHere',
  'zombieHealthHere',
  'standingAhead',
  'zombiesInPlay',
  'weapons',
  'usesLeft',
  'hand',
  'zombieHand',
  'energyTokens',
  'turn',
] as const;

/** The figures of a position, from the Survivor's side (into `out`, which it returns). */
export function survivorFeatures(cards: Cards, s: SecondsState, out: number[] = []): number[] {
  const sv = s.survivor;
  const row = Math.min(sv.row, 10);
  let standingHere = 0;
  let zombieHealthHere = 0;
  let standingAhead = 0;
  let inPlay = 0;
  for (let r = 1; r <= 10; r++) {
    const zs = s.rows[r].zombies;
    inPlay += zs.length;
    for (const z of zs) {
      if (z.knockdown) continue;
      if (r === row) {
        standingHere++;
        zombieHealthHere += z.health;
      } else if (r === row + 1) standingAhead++;
    }
  }
  let weapons = 0;
  let uses = 0;
  for (const card of sv.equipped) {
    const def = cards.supply.get(card);
    if (!def) continue;
    if (def.attacks.length > 0) weapons++;
    const printed = def.ammo ?? def.durability ?? def.armor ?? null;
    if (printed !== null) uses += Math.max(0, printed - (s.wear[card] ?? 0));
  }
  out.length = 0;
  out.push(
    1,
    row / 10,
    sv.health / 5,
    sv.down ? 1 : 0,
    standingHere,
    zombieHealthHere / 4,
    standingAhead,
    inPlay / 10,
    weapons,
    uses / 4,
    sv.hand.length / 5,
    s.mode === 'two-player' ? s.zombies.hand.length / 5 : 0,
    sv.energyTokens / 4,
    s.turn / 10,
  );
  return out;
}

/** Weights of the logistic model (designed: fitted, see the module's comment). */
export const WEIGHTS: readonly number[] = [
  -2.14, 3.76, 2.63, -0.57, 0.03, -0.28, 0.03, -1.37, -0.15, 0.25, 0.11, -2.03, -0.18, -0.22,
];

const scratch: number[] = [];

/** The Survivor's chance of escaping from `s`, as the model has it: 1 once escaped, 0 once the game is lost. */
export function survivorChance(cards: Cards, s: SecondsState, weights: readonly number[] = WEIGHTS): number {
  if (s.result) return s.result.winner === 'survivor' ? 1 : 0;
  if (s.survivor.row > 10) return 1;
  const f = survivorFeatures(cards, s, scratch);
  let x = 0;
  for (let i = 0; i < f.length; i++) x += f[i] * (weights[i] ?? 0);
  return 1 / (1 + Math.exp(-x));
}
