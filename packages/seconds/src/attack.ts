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
import type { RulesContext } from './cards.ts';
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

export function zombieHandCount(ctx: RulesContext, state: SecondsState, what: 'zombie' | 'tactics'): number {
  let n = 0;
  for (const card of state.zombies.hand)
    if (what === 'zombie' ? ctx.zombies.has(card) : ctx.zombieTactics.has(card)) n++;
  return n;
}

interface Drawn {
  hit: boolean;
  knockdown: boolean;
  extra: number;
}

/** Draws one Attack card and reads `line`; Shuffle the Deck is discarded and another drawn (line 357). */
export function drawSurvivorAttack(
  ctx: RulesContext,
  state: SecondsState,
  line: 'a' | 'b' | 'c',
  rule: 'attack' | 'crit' | 'redraw',
  cards: string[],
  ev: SecondsEvent[],
): Drawn {
  for (let tries = 0; tries < 40; tries++) {
    const card = draw(state, 'survivorAttack', ev);
    if (!card) break;
    state.discards.survivorAttack.push(card);
    cards.push(card);
    const def = ctx.survivorAttack.get(card)!;
    if (def.shuffle) {
      state.reshuffleSurvivorAttack = true;
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
export function profileOf(ctx: RulesContext, weapon: string, profile: number): AttackProfile | null {
  return ctx.supply.get(weapon)?.attacks[profile] ?? null;
}

export function declareAttack(
  ctx: RulesContext,
  state: SecondsState,
  spec: AttackSpec,
  now: number,
  ev: SecondsEvent[],
): void {
  const sv = state.survivor;
  const at = findZombie(state, spec.zombie)!;
  const def = survivorDef(ctx, state);
  const p = profileOf(ctx, spec.weapon, spec.profile);
  const supplyDef = ctx.supply.get(spec.weapon);
  let kind: AttackInProgress['kind'];
  if (spec.weapon === STOMP) kind = 'stomp';
  else if (spec.weapon === KNOCKDOWN || spec.weapon === SHOVE) kind = 'knockdown';
  else if (supplyDef?.category === 'thrown') kind = 'thrown';
  else kind = p?.kind === 'ranged' ? 'ranged' : 'melee';
  const auto = spec.weapon === SHOVE || (p?.auto ?? false) || (kind === 'stomp' && state.config.easier);
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
  state.attack = a;
  state.stats.survivorAttacks++;
  ev.push({
    type: 'attackDeclared',
    zombie: spec.zombie,
    weapon: spec.weapon,
    kind,
    cost: spec.cost,
    ability: spec.ability,
  });
  if (line) {
    let r = drawSurvivorAttack(ctx, state, line, 'attack', a.cards, ev);
    // Neither side gets an advantage (line 575): a miss against a zombie on the ground may be drawn again.
    if (!r.hit && state.config.neutral && at.zombie.knockdown)
      r = drawSurvivorAttack(ctx, state, line, 'redraw', a.cards, ev);
    a.hit = r.hit;
    if (r.hit && kind !== 'knockdown') {
      a.knockdown = a.knockdown || r.knockdown;
      a.damage += r.extra;
    }
  }
  // DECISION attack.durability. Step 4: a firearm fired loses one ammo, hit or miss (lines 358, 428).
  if (supplyDef?.category === 'firearm' && p?.kind === 'ranged') {
    const left = wearOne(ctx, state, spec.weapon);
    ev.push({ type: 'ammoSpent', card: spec.weapon, left });
    if (left <= 0) {
      removeFromList(sv.equipped, spec.weapon);
      discard(state, 'supply', spec.weapon);
      ev.push({ type: 'weaponDiscarded', card: spec.weapon, reason: 'noAmmo' });
    }
  }
  // DECISION attack.thrown. Step 5: a thrown weapon lands face up in the target's row (line 359).
  if (kind === 'thrown') {
    removeFromList(sv.equipped, spec.weapon);
    state.rows[at.row].supply.push({ card: spec.weapon, faceUp: true });
    ev.push({ type: 'supplyPlaced', card: spec.weapon, row: at.row, faceUp: true, rule: 'thrown' });
  }
  if (a.hit) state.stats.survivorHits++;
  // DECISION attack.counterWindow. Step 6: the Zombie Player may counter (line 360), in two-player games, when the attack hit.
  if (a.hit && !a.auto && state.mode === 'two-player' && zombieHandCount(ctx, state, 'tactics') > 0) {
    a.stage = 'counter';
    state.pending.push({ kind: 'counter', side: 'zombie', endsAt: decisionEndsAt(state, now) });
  }
}

export function counterMatches(ctx: RulesContext, a: AttackInProgress, card: string): boolean {
  const def = ctx.zombieTactics.get(card);
  if (def?.timing !== 'counter') return false;
  if (def.counters === 'any') return true;
  const ranged = a.kind === 'ranged' || a.kind === 'thrown';
  return def.counters === (ranged ? 'ranged' : 'melee');
}

/** Other zombies of the target's row that a split may reach. */
// DECISION attack.split.
export function splitTargets(state: SecondsState, a: AttackInProgress): string[] {
  const at = findZombie(state, a.zombie);
  if (!at) return [];
  return state.rows[at.row].zombies.filter((z) => z.id !== a.zombie).map((z) => z.id);
}

// DECISION attack.knockdownTokens.
export function knockZombieDown(state: SecondsState, at: ZombieAt, ev: SecondsEvent[]): void {
  if (at.zombie.knockdown || knockdownsInPlay(state) >= KNOCKDOWN_TOKENS) return;
  at.zombie.knockdown = true;
  ev.push({ type: 'zombieKnockedDown', zombie: at.zombie.id });
}

/** Deducts damage (line 366); a dead zombie goes to the discard pile and may leave a face-down Supply card. */
export function damageZombie(
  ctx: RulesContext,
  state: SecondsState,
  id: string,
  amount: number,
  ev: SecondsEvent[],
): boolean {
  const at = findZombie(state, id);
  if (!at || amount <= 0) return false;
  at.zombie.health = Math.max(0, at.zombie.health - amount);
  ev.push({ type: 'zombieDamaged', zombie: id, amount, health: at.zombie.health });
  if (at.zombie.health > 0) return false;
  removeZombie(state, id);
  state.discards.zombie.push(id);
  const type = ctx.zombieType.get(id)?.id ?? 'base';
  state.stats.kills[type] = (state.stats.kills[type] ?? 0) + 1;
  ev.push({ type: 'zombieKilled', zombie: id, row: at.row });
  if (ctx.zombies.get(id)?.supply) {
    const card = draw(state, 'supply', ev);
    if (card) {
      state.rows[at.row].supply.push({ card, faceUp: false });
      ev.push({ type: 'supplyPlaced', card, row: at.row, faceUp: false, rule: 'zombieDrop' });
    }
  }
  return true;
}

/** Steps 7-9: the split is known; the Critical Hit, then the damage and the knockdown. */
function resolveDamage(ctx: RulesContext, state: SecondsState, a: AttackInProgress, ev: SecondsEvent[]): void {
  const success = a.hit && !a.countered;
  ev.push({
    type: 'attackResult',
    zombie: a.zombie,
    hit: success,
    knockdown: success && a.knockdown,
    damage: success ? a.damage : 0,
  });
  if (!success) return;
  const at = findZombie(state, a.zombie);
  if (at && a.kind === 'knockdown') {
    knockZombieDown(state, at, ev);
    return;
  }
  let target = a.damage;
  for (const sp of a.splits) target -= sp.amount;
  if (at && a.crit > 0 && target < at.zombie.health) {
    // DECISION attack.crit. Step 8: not a second attack, 0E; a line A success adds the Critical Hit damage, ignoring modifiers.
    const r = drawSurvivorAttack(ctx, state, 'a', 'crit', a.cards, ev);
    if (r.hit) {
      target += a.crit;
      ev.push({ type: 'criticalHit', zombie: a.zombie, extra: a.crit });
    }
  }
  const killed = at ? damageZombie(ctx, state, a.zombie, target, ev) : false;
  for (const sp of a.splits) damageZombie(ctx, state, sp.zombie, sp.amount, ev);
  if (!killed && a.knockdown) {
    const still = findZombie(state, a.zombie);
    if (still) knockZombieDown(state, still, ev);
  }
  // Durability: a successful use rotates the card; at zero it is destroyed (line 436).
  const def = ctx.supply.get(a.weapon);
  if (def && def.durability !== null && state.survivor.equipped.includes(a.weapon)) {
    const left = wearOne(ctx, state, a.weapon);
    ev.push({ type: 'durabilityLost', card: a.weapon, left });
    if (left <= 0) {
      removeFromList(state.survivor.equipped, a.weapon);
      discard(state, 'supply', a.weapon);
      ev.push({ type: 'weaponDiscarded', card: a.weapon, reason: 'broken' });
    }
  }
}

/** Moves the attack on by one stage; returns false when it is waiting for a choice. */
export function continueAttack(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const a = state.attack!;
  switch (a.stage) {
    case 'counter':
      // The counter window was answered (or timed out): go on.
      a.stage = 'split';
      return;
    case 'split': {
      a.stage = 'resolve';
      if (a.hit && !a.countered && a.split && a.damage > 1 && splitTargets(state, a).length > 0)
        state.pending.push({ kind: 'split', side: 'survivor', endsAt: decisionEndsAt(state, now) });
      return;
    }
    case 'resolve':
      resolveDamage(ctx, state, a, ev);
      a.stage = 'sound';
      return;
    case 'sound':
      a.stage = 'done';
      // DECISION sound.window. Step 10 (advanced Sound, lines 392, 537): a weapon with the sound icon lets the zombies play a zombie into row 10.
      if (state.config.sound && a.sound) {
        if (state.mode === 'two-player') {
          if (zombieHandCount(ctx, state, 'zombie') > 0)
            state.pending.push({ kind: 'sound', side: 'zombie', endsAt: decisionEndsAt(state, now) });
        } else {
          // DECISION sound.solo: the automaton has no hand; the top Zombie card comes into row 10 instead.
          summonFromDeck(ctx, state, 10, 'sound', ev);
        }
      }
      return;
    case 'done':
      state.attack = null;
      return;
  }
}

export { usesLeft };
