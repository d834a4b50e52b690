/**
 * The Survivor's attack process (lines 340-392): announce the target, the
 * weapon and the Energy; draw from the Attack deck (line A standing, B
 * knocked down, C for a knockdown attempt; Shuffle the Deck draws another);
 * a firearm loses one ammo; a thrown weapon lands in the target's row; the
 * Zombie Player may counter; the Shotgun may split; a Critical Hit draws
 * again; damage, death and Supply drops; advanced Sound. Automatic successes
 * draw no card and may not be countered (line 326).
 */
import { findZombie, KNOCKDOWN_TOKENS, knockdownsInPlay, removeZombie, type ZombieAt } from './alley.ts';
import type { Cards } from './cards.ts';
import { discard, draw, removeFromList, usesLeft, wearOne } from './decks.ts';
import { survivorDef } from './survivor.ts';
import { decisionEndsAt } from './timer.ts';
import { summonFromDeck } from './summon.ts';
import type { SecondsEvent } from './actions.ts';
import type { AttackProfile } from './content-types.ts';
import type { AttackInProgress, SecondsState } from './state.ts';

/** The unarmed attacks (line 294) and the Shove Tactics card as attack "weapons". */
export const STOMP = 'stomp';
export const KNOCKDOWN = 'knockdown';
export const SHOVE = 'shove';

export function zombieHandCount(c: Cards, s: SecondsState, what: 'zombie' | 'tactics'): number {
  let n = 0;
  for (const card of s.zombies.hand) if (what === 'zombie' ? c.zombies.has(card) : c.zombieTactics.has(card)) n++;
  return n;
}

interface Drawn {
  hit: boolean;
  knockdown: boolean;
  extra: number;
}

/** Draws one Attack card and reads `line`; Shuffle the Deck is discarded and another drawn (line 357). */
export function drawSurvivorAttack(
  c: Cards,
  s: SecondsState,
  line: 'a' | 'b' | 'c',
  rule: 'attack' | 'crit' | 'redraw',
  cards: string[],
  ev: SecondsEvent[],
): Drawn {
  for (let tries = 0; tries < 40; tries++) {
    const card = draw(s, 'survivorAttack', ev);
    if (!card) break;
    s.discards.survivorAttack.push(card);
    cards.push(card);
    const def = c.survivorAttack.get(card)!;
    if (def.shuffle) {
      s.reshuffleSurvivorAttack = true;
      ev.push({ type: 'attackCardDrawn', deck: 'survivorAttack', card, line, hit: false, rule });
      continue;
    }
    const result = def[line];
    ev.push({ type: 'attackCardDrawn', deck: 'survivorAttack', card, line, hit: result.hit, rule });
    return { hit: result.hit, knockdown: result.knockdown, extra: result.extra };
  }
  return { hit: false, knockdown: false, extra: 0 };
}

export interface AttackSpec {
  zombie: string;
  weapon: string;
  profile: number;
  /** Energy paid (already reduced by a Special Ability or the Survivalist's discount). */
  cost: number;
  ability: boolean;
}

/** The attack profile of an equipped weapon (null for unarmed attacks and Shove). */
export function profileOf(c: Cards, weapon: string, profile: number): AttackProfile | null {
  return c.supply.get(weapon)?.attacks[profile] ?? null;
}

export function declareAttack(c: Cards, s: SecondsState, spec: AttackSpec, now: number, ev: SecondsEvent[]): void {
  const sv = s.survivor;
  const at = findZombie(s, spec.zombie)!;
  const def = survivorDef(c, s);
  const p = profileOf(c, spec.weapon, spec.profile);
  const supplyDef = c.supply.get(spec.weapon);
  let kind: AttackInProgress['kind'];
  if (spec.weapon === STOMP) kind = 'stomp';
  else if (spec.weapon === KNOCKDOWN || spec.weapon === SHOVE) kind = 'knockdown';
  else if (supplyDef?.category === 'thrown') kind = 'thrown';
  else kind = p?.kind === 'ranged' ? 'ranged' : 'melee';
  const auto = spec.weapon === SHOVE || (p?.auto ?? false) || (kind === 'stomp' && s.config.easier);
  let line: 'a' | 'b' | 'c' | null = null;
  if (!auto) {
    if (kind === 'knockdown') line = 'c';
    else if (sv.steadyAim) {
      line = 'a';
      sv.steadyAim = false;
    } else line = sv.down ? 'b' : 'a';
  }
  const a: AttackInProgress = {
    zombie: spec.zombie,
    weapon: spec.weapon,
    profile: spec.profile,
    kind,
    row: at.row,
    line,
    cards: [],
    hit: auto,
    knockdown: kind === 'knockdown' || (p?.knockdown ?? false),
    damage: kind === 'stomp' ? def.stomp.damage : kind === 'knockdown' ? 0 : (p?.damage ?? 0),
    crit: p?.crit ?? 0,
    auto,
    split: p?.split ?? false,
    sound: supplyDef?.sound ?? false,
    countered: false,
    splits: [],
    stage: 'split',
  };
  s.attack = a;
  s.stats.survivorAttacks++;
  ev.push({
    type: 'attackDeclared',
    zombie: spec.zombie,
    weapon: spec.weapon,
    kind,
    cost: spec.cost,
    ability: spec.ability,
  });
  if (line) {
    let r = drawSurvivorAttack(c, s, line, 'attack', a.cards, ev);
    // Neither side gets an advantage (line 575): a miss against a zombie on the ground may be drawn again.
    if (!r.hit && s.config.neutral && at.zombie.knockdown) r = drawSurvivorAttack(c, s, line, 'redraw', a.cards, ev);
    a.hit = r.hit;
    if (r.hit && kind !== 'knockdown') {
      a.knockdown = a.knockdown || r.knockdown;
      a.damage += r.extra;
    }
  }
  // DECISION attack.durability. Step 4: a firearm fired loses one ammo, hit or miss (lines 358, 428).
  if (supplyDef?.category === 'firearm' && p?.kind === 'ranged') {
    const left = wearOne(c, s, spec.weapon);
    ev.push({ type: 'ammoSpent', card: spec.weapon, left });
    if (left <= 0) {
      removeFromList(sv.equipped, spec.weapon);
      discard(s, 'supply', spec.weapon);
      ev.push({ type: 'weaponDiscarded', card: spec.weapon, reason: 'noAmmo' });
    }
  }
  // DECISION attack.thrown. Step 5: a thrown weapon lands face up in the target's row (line 359).
  if (kind === 'thrown') {
    removeFromList(sv.equipped, spec.weapon);
    s.rows[at.row].supply.push({ card: spec.weapon, faceUp: true });
    ev.push({ type: 'supplyPlaced', card: spec.weapon, row: at.row, faceUp: true, rule: 'thrown' });
  }
  if (a.hit) s.stats.survivorHits++;
  // DECISION attack.counterWindow. Step 6: the Zombie Player may counter (line 360), in two-player games, when the attack hit.
  if (a.hit && !a.auto && s.mode === 'two-player' && zombieHandCount(c, s, 'tactics') > 0) {
    a.stage = 'counter';
    s.pending.push({ kind: 'counter', side: 'zombie', endsAt: decisionEndsAt(s, now) });
  }
}

export function counterMatches(c: Cards, a: AttackInProgress, card: string): boolean {
  const def = c.zombieTactics.get(card);
  if (def?.timing !== 'counter') return false;
  if (def.counters === 'any') return true;
  const ranged = a.kind === 'ranged' || a.kind === 'thrown';
  return def.counters === (ranged ? 'ranged' : 'melee');
}

/** Other zombies of the target's row that a split may reach. */
// DECISION attack.split.
export function splitTargets(s: SecondsState, a: AttackInProgress): string[] {
  const at = findZombie(s, a.zombie);
  if (!at) return [];
  return s.rows[at.row].zombies.filter((z) => z.id !== a.zombie).map((z) => z.id);
}

// DECISION attack.knockdownTokens.
export function knockZombieDown(s: SecondsState, at: ZombieAt, ev: SecondsEvent[]): void {
  if (at.zombie.knockdown || knockdownsInPlay(s) >= KNOCKDOWN_TOKENS) return;
  at.zombie.knockdown = true;
  ev.push({ type: 'zombieKnockedDown', zombie: at.zombie.id });
}

/** Deducts damage (line 366); a dead zombie goes to the discard pile and may leave a face-down Supply card. */
export function damageZombie(c: Cards, s: SecondsState, id: string, amount: number, ev: SecondsEvent[]): boolean {
  const at = findZombie(s, id);
  if (!at || amount <= 0) return false;
  at.zombie.health = Math.max(0, at.zombie.health - amount);
  ev.push({ type: 'zombieDamaged', zombie: id, amount, health: at.zombie.health });
  if (at.zombie.health > 0) return false;
  removeZombie(s, id);
  s.discards.zombie.push(id);
  const type = c.zombieType.get(id)?.id ?? 'base';
  s.stats.kills[type] = (s.stats.kills[type] ?? 0) + 1;
  ev.push({ type: 'zombieKilled', zombie: id, row: at.row });
  if (c.zombies.get(id)?.supply) {
    const card = draw(s, 'supply', ev);
    if (card) {
      s.rows[at.row].supply.push({ card, faceUp: false });
      ev.push({ type: 'supplyPlaced', card, row: at.row, faceUp: false, rule: 'zombieDrop' });
    }
  }
  return true;
}

/** Steps 7-9: the split is known; the Critical Hit, then the damage and the knockdown. */
function resolveDamage(c: Cards, s: SecondsState, a: AttackInProgress, ev: SecondsEvent[]): void {
  const success = a.hit && !a.countered;
  ev.push({
    type: 'attackResult',
    zombie: a.zombie,
    hit: success,
    knockdown: success && a.knockdown,
    damage: success ? a.damage : 0,
  });
  if (!success) return;
  const at = findZombie(s, a.zombie);
  if (at && a.kind === 'knockdown') {
    knockZombieDown(s, at, ev);
    return;
  }
  let target = a.damage;
  for (const sp of a.splits) target -= sp.amount;
  if (at && a.crit > 0 && target < at.zombie.health) {
    // DECISION attack.crit. Step 8: not a second attack, 0E; a line A success adds the Critical Hit damage, ignoring modifiers.
    const r = drawSurvivorAttack(c, s, 'a', 'crit', a.cards, ev);
    if (r.hit) {
      target += a.crit;
      ev.push({ type: 'criticalHit', zombie: a.zombie, extra: a.crit });
    }
  }
  const killed = at ? damageZombie(c, s, a.zombie, target, ev) : false;
  for (const sp of a.splits) damageZombie(c, s, sp.zombie, sp.amount, ev);
  if (!killed && a.knockdown) {
    const still = findZombie(s, a.zombie);
    if (still) knockZombieDown(s, still, ev);
  }
  // Durability: a successful use rotates the card; at zero it is destroyed (line 436).
  const def = c.supply.get(a.weapon);
  if (def && def.durability !== null && s.survivor.equipped.includes(a.weapon)) {
    const left = wearOne(c, s, a.weapon);
    ev.push({ type: 'durabilityLost', card: a.weapon, left });
    if (left <= 0) {
      removeFromList(s.survivor.equipped, a.weapon);
      discard(s, 'supply', a.weapon);
      ev.push({ type: 'weaponDiscarded', card: a.weapon, reason: 'broken' });
    }
  }
}

/** Moves the attack on by one stage; returns false when it is waiting for a choice. */
export function continueAttack(c: Cards, s: SecondsState, now: number, ev: SecondsEvent[]): void {
  const a = s.attack!;
  switch (a.stage) {
    case 'counter':
      // The counter window was answered (or timed out): go on.
      a.stage = 'split';
      return;
    case 'split': {
      a.stage = 'resolve';
      if (a.hit && !a.countered && a.split && a.damage > 1 && splitTargets(s, a).length > 0)
        s.pending.push({ kind: 'split', side: 'survivor', endsAt: decisionEndsAt(s, now) });
      return;
    }
    case 'resolve':
      resolveDamage(c, s, a, ev);
      a.stage = 'sound';
      return;
    case 'sound':
      a.stage = 'done';
      // DECISION sound.window. Step 10 (advanced Sound, lines 392, 537): a weapon with the sound icon lets the zombies play a zombie into row 10.
      if (s.config.sound && a.sound) {
        if (s.mode === 'two-player') {
          if (zombieHandCount(c, s, 'zombie') > 0)
            s.pending.push({ kind: 'sound', side: 'zombie', endsAt: decisionEndsAt(s, now) });
        } else {
          // DECISION sound.solo: the automaton has no hand; the top Zombie card comes into row 10 instead.
          summonFromDeck(c, s, 10, 'sound', ev);
        }
      }
      return;
    case 'done':
      s.attack = null;
      return;
  }
}

export { usesLeft };
