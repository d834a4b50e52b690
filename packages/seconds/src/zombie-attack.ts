/**
 * A zombie attacks the Survivor: an Opportunity Attack (line 238) or an
 * attack in the zombie turn (designed: the Zombie rulebook is absent). The
 * Zombie Attack card's line A, or line B for Crawlers and, under the easier
 * rules, for Opportunity Attacks (line 561). On a hit the Survivor may react
 * (a Dodge card, or the Self Defense Trainer's Block, line 885); Body Armor
 * absorbs damage one for one but never a knockdown (line 436); a hit that
 * would kill may be survived with the Desperation Move (line 895).
 */
import { findZombie } from './alley.ts';
import type { RulesContext } from './cards.ts';
import { discard, draw, usesLeft, wearOne } from './decks.ts';
import { endGame, knockSurvivorDown, survivorDef } from './survivor.ts';
import { decisionEndsAt } from './timer.ts';
import type { SecondsEvent } from './actions.ts';
import { STREET, type SecondsState } from './state.ts';

export function zombieType(ctx: RulesContext, id: string) {
  const t = ctx.zombieType.get(id);
  if (!t) throw new Error(`unknown zombie card ${id}`);
  return t;
}

function drawZombieAttack(
  ctx: RulesContext,
  state: SecondsState,
  line: 'a' | 'b',
  ev: SecondsEvent[],
  rule: 'attack' | 'redraw',
) {
  const card = draw(state, 'zombieAttack', ev);
  if (!card) return null;
  state.discards.zombieAttack.push(card);
  const def = ctx.zombieAttack.get(card)!;
  const result = def[line];
  ev.push({ type: 'attackCardDrawn', deck: 'zombieAttack', card, line, hit: result.hit, rule });
  return { card, hit: result.hit, knockdown: result.knockdown };
}

/** Survivor Tactics cards in hand (public: card backs) or a usable Block: the Survivor may react to a hit. */
// DECISION react.window.
export function mayReact(ctx: RulesContext, state: SecondsState): boolean {
  const sv = state.survivor;
  for (const card of sv.hand) if (ctx.tactics.has(card)) return true;
  return canBlock(ctx, state);
}

// DECISION block.reaction: once per turn, an Ability token, Opportunity Attacks included.
export function canBlock(ctx: RulesContext, state: SecondsState): boolean {
  const sv = state.survivor;
  return survivorDef(ctx, state).ability === 'selfDefenseTrainer' && sv.abilityTokens > 0 && !sv.abilityUsed;
}

/** Starts a zombie's attack; it continues through continueZombieAttack (turn.ts). */
export function startZombieAttack(
  ctx: RulesContext,
  state: SecondsState,
  zombie: string,
  opportunity: boolean,
  now: number,
  ev: SecondsEvent[],
): void {
  const at = findZombie(state, zombie);
  if (!at) return;
  const type = zombieType(ctx, zombie);
  const line: 'a' | 'b' = opportunity && state.config.easier ? 'b' : type.attackLine;
  if (!opportunity) {
    at.zombie.attacked = true;
    state.zombies.attackedSurvivor = true;
  }
  state.stats.zombieAttacks++;
  ev.push({ type: 'zombieAttacked', zombie, opportunity, line });
  const cards: string[] = [];
  let result = drawZombieAttack(ctx, state, line, ev, 'attack');
  if (result) cards.push(result.card);
  // Neither side gets an advantage (line 575): a miss against a character on the ground may be drawn again.
  // DECISION neutral.redraw: the redraw is always taken (it can only help the attacker).
  if (result && !result.hit && state.config.neutral && state.survivor.down) {
    result = drawZombieAttack(ctx, state, line, ev, 'redraw');
    if (result) cards.push(result.card);
  }
  const hit = result?.hit ?? false;
  state.zombieAttack = {
    zombie,
    opportunity,
    line,
    cards,
    hit,
    knockdown: hit && ((result?.knockdown ?? false) || type.knockdownOnHit),
    damage: hit ? type.damage : 0,
    intoStreet: opportunity && state.survivor.row === STREET,
    blocked: false,
    dodged: false,
    stage: hit ? 'react' : 'done',
  };
  if (hit) state.stats.zombieHits++;
  if (hit && mayReact(ctx, state))
    state.pending.push({ kind: 'react', side: 'survivor', endsAt: decisionEndsAt(state, now) });
}

/** Self Defense Trainer's Block (line 885): draw a Survivor Attack card; a line A success blocks the damage. */
export function tryBlock(ctx: RulesContext, state: SecondsState, ev: SecondsEvent[]): boolean {
  const za = state.zombieAttack!;
  state.survivor.abilityTokens--;
  state.survivor.abilityUsed = true;
  ev.push({ type: 'abilityUsed', ability: 'selfDefenseTrainer' });
  for (let tries = 0; tries < 40; tries++) {
    const card = draw(state, 'survivorAttack', ev);
    if (!card) return false;
    state.discards.survivorAttack.push(card);
    const def = ctx.survivorAttack.get(card)!;
    if (def.shuffle) {
      // DECISION block.shuffle: a Shuffle the Deck card drawn for a Block is replaced as in an attack (line 357).
      state.reshuffleSurvivorAttack = true;
      ev.push({ type: 'attackCardDrawn', deck: 'survivorAttack', card, line: 'a', hit: false, rule: 'block' });
      continue;
    }
    ev.push({ type: 'attackCardDrawn', deck: 'survivorAttack', card, line: 'a', hit: def.a.hit, rule: 'block' });
    if (def.a.hit) {
      za.blocked = true;
      ev.push({ type: 'attackBlocked', zombie: za.zombie, rule: 'block' });
    }
    return def.a.hit;
  }
  return false;
}

/** Absorbs damage with equipped Body Armor, first equipped first; returns what gets through. */
function absorb(ctx: RulesContext, state: SecondsState, damage: number, ev: SecondsEvent[]): number {
  const sv = state.survivor;
  for (let i = 0; i < sv.equipped.length && damage > 0; ) {
    const card = sv.equipped[i];
    const def = ctx.supply.get(card);
    if (!def || def.armor === null) {
      i++;
      continue;
    }
    let taken = 0;
    while (damage > 0 && (usesLeft(ctx, state, card) ?? 0) > 0) {
      wearOne(ctx, state, card);
      damage--;
      taken++;
    }
    const left = usesLeft(ctx, state, card) ?? 0;
    if (taken) ev.push({ type: 'armorAbsorbed', card, amount: taken, left });
    if (left <= 0) {
      sv.equipped.splice(i, 1);
      discard(state, 'supply', card);
      ev.push({ type: 'weaponDiscarded', card, reason: 'armorSpent' });
    } else i++;
  }
  return damage;
}

/** The hit lands (after the reactions): damage, then the knockdown; the Desperation Move when it would kill. */
export function landZombieHit(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const za = state.zombieAttack!;
  za.stage = 'done';
  if (za.dodged) return;
  const sv = state.survivor;
  const raw = za.blocked ? 0 : za.damage;
  const through = raw > 0 ? absorb(ctx, state, raw, ev) : 0;
  if (through > 0) {
    state.stats.damageTaken += through;
    // DECISION desperation.when.
    if (sv.health - through <= 0 && !sv.desperationUsed && sv.abilityTokens > 0 && !za.intoStreet) {
      // The Desperation Move (line 895) waits for the Survivor's choice; the damage is applied then.
      za.stage = 'desperation';
      za.damage = through;
      state.pending.push({ kind: 'desperation', side: 'survivor', endsAt: decisionEndsAt(state, now) });
      return;
    }
    sv.health = Math.max(0, sv.health - through);
    ev.push({
      type: 'survivorDamaged',
      zombie: za.zombie,
      amount: through,
      absorbed: raw - through,
      health: sv.health,
    });
    if (sv.health <= 0) {
      endGame(ctx, state, 'zombie', 'killed', ev);
      return;
    }
  } else if (raw > 0) {
    ev.push({ type: 'survivorDamaged', zombie: za.zombie, amount: 0, absorbed: raw, health: sv.health });
  }
  if (za.knockdown) knockSurvivorDown(state, za.zombie, ev);
}

/** The Survivor's answer to a lethal hit (line 895). */
export function resolveDesperation(ctx: RulesContext, state: SecondsState, use: boolean, ev: SecondsEvent[]): void {
  const za = state.zombieAttack!;
  const sv = state.survivor;
  za.stage = 'done';
  if (use) {
    sv.abilityTokens--;
    sv.desperationUsed = true;
    sv.desperate = true;
    sv.health = 1;
    ev.push({ type: 'desperationMove', health: 1 });
    if (za.knockdown) knockSurvivorDown(state, za.zombie, ev);
    return;
  }
  sv.health = 0;
  ev.push({ type: 'survivorDamaged', zombie: za.zombie, amount: za.damage, absorbed: 0, health: 0 });
  endGame(ctx, state, 'zombie', 'killed', ev);
}
