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
import type { Cards } from './cards.ts';
import { discard, draw, usesLeft, wearOne } from './decks.ts';
import { endGame, knockSurvivorDown, survivorDef } from './survivor.ts';
import { decisionEndsAt } from './timer.ts';
import type { SecondsEvent } from './actions.ts';
import { STREET, type SecondsState } from './state.ts';

export function zombieType(c: Cards, id: string) {
  const t = c.zombieType.get(id);
  if (!t) throw new Error(`unknown zombie card ${id}`);
  return t;
}

function drawZombieAttack(c: Cards, s: SecondsState, line: 'a' | 'b', ev: SecondsEvent[], rule: 'attack' | 'redraw') {
  const card = draw(s, 'zombieAttack', ev);
  if (!card) return null;
  s.discards.zombieAttack.push(card);
  const def = c.zombieAttack.get(card)!;
  const result = def[line];
  ev.push({ type: 'attackCardDrawn', deck: 'zombieAttack', card, line, hit: result.hit, rule });
  return { card, hit: result.hit, knockdown: result.knockdown };
}

/** Survivor Tactics cards in hand (public: card backs) or a usable Block: the Survivor may react to a hit. */
// DECISION react.window.
export function mayReact(c: Cards, s: SecondsState): boolean {
  const sv = s.survivor;
  for (const card of sv.hand) if (c.tactics.has(card)) return true;
  return canBlock(c, s);
}

// DECISION block.reaction: once per turn, an Ability token, Opportunity Attacks included.
export function canBlock(c: Cards, s: SecondsState): boolean {
  const sv = s.survivor;
  return survivorDef(c, s).ability === 'selfDefenseTrainer' && sv.abilityTokens > 0 && !sv.abilityUsed;
}

/** Starts a zombie's attack; it continues through continueZombieAttack (turn.ts). */
export function startZombieAttack(
  c: Cards,
  s: SecondsState,
  zombie: string,
  opportunity: boolean,
  now: number,
  ev: SecondsEvent[],
): void {
  const at = findZombie(s, zombie);
  if (!at) return;
  const type = zombieType(c, zombie);
  const line: 'a' | 'b' = opportunity && s.config.easier ? 'b' : type.attackLine;
  if (!opportunity) {
    at.zombie.attacked = true;
    s.zombies.attackedSurvivor = true;
  }
  s.stats.zombieAttacks++;
  ev.push({ type: 'zombieAttacked', zombie, opportunity, line });
  const cards: string[] = [];
  let result = drawZombieAttack(c, s, line, ev, 'attack');
  if (result) cards.push(result.card);
  // Neither side gets an advantage (line 575): a miss against a character on the ground may be drawn again.
  // DECISION neutral.redraw: the redraw is always taken (it can only help the attacker).
  if (result && !result.hit && s.config.neutral && s.survivor.down) {
    result = drawZombieAttack(c, s, line, ev, 'redraw');
    if (result) cards.push(result.card);
  }
  const hit = result?.hit ?? false;
  s.zombieAttack = {
    zombie,
    opportunity,
    line,
    cards,
    hit,
    knockdown: hit && ((result?.knockdown ?? false) || type.knockdownOnHit),
    damage: hit ? type.damage : 0,
    intoStreet: opportunity && s.survivor.row === STREET,
    blocked: false,
    dodged: false,
    stage: hit ? 'react' : 'done',
  };
  if (hit) s.stats.zombieHits++;
  if (hit && mayReact(c, s)) s.pending.push({ kind: 'react', side: 'survivor', endsAt: decisionEndsAt(s, now) });
}

/** Self Defense Trainer's Block (line 885): draw a Survivor Attack card; a line A success blocks the damage. */
export function tryBlock(c: Cards, s: SecondsState, ev: SecondsEvent[]): boolean {
  const za = s.zombieAttack!;
  s.survivor.abilityTokens--;
  s.survivor.abilityUsed = true;
  ev.push({ type: 'abilityUsed', ability: 'selfDefenseTrainer' });
  for (let tries = 0; tries < 40; tries++) {
    const card = draw(s, 'survivorAttack', ev);
    if (!card) return false;
    s.discards.survivorAttack.push(card);
    const def = c.survivorAttack.get(card)!;
    if (def.shuffle) {
      // DECISION block.shuffle: a Shuffle the Deck card drawn for a Block is replaced as in an attack (line 357).
      s.reshuffleSurvivorAttack = true;
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
function absorb(c: Cards, s: SecondsState, damage: number, ev: SecondsEvent[]): number {
  const sv = s.survivor;
  for (let i = 0; i < sv.equipped.length && damage > 0; ) {
    const card = sv.equipped[i];
    const def = c.supply.get(card);
    if (!def || def.armor === null) {
      i++;
      continue;
    }
    let taken = 0;
    while (damage > 0 && (usesLeft(c, s, card) ?? 0) > 0) {
      wearOne(c, s, card);
      damage--;
      taken++;
    }
    const left = usesLeft(c, s, card) ?? 0;
    if (taken) ev.push({ type: 'armorAbsorbed', card, amount: taken, left });
    if (left <= 0) {
      sv.equipped.splice(i, 1);
      discard(s, 'supply', card);
      ev.push({ type: 'weaponDiscarded', card, reason: 'armorSpent' });
    } else i++;
  }
  return damage;
}

/** The hit lands (after the reactions): damage, then the knockdown; the Desperation Move when it would kill. */
export function landZombieHit(c: Cards, s: SecondsState, now: number, ev: SecondsEvent[]): void {
  const za = s.zombieAttack!;
  za.stage = 'done';
  if (za.dodged) return;
  const sv = s.survivor;
  const raw = za.blocked ? 0 : za.damage;
  const through = raw > 0 ? absorb(c, s, raw, ev) : 0;
  if (through > 0) {
    s.stats.damageTaken += through;
    // DECISION desperation.when.
    if (sv.health - through <= 0 && !sv.desperationUsed && sv.abilityTokens > 0 && !za.intoStreet) {
      // The Desperation Move (line 895) waits for the Survivor's choice; the damage is applied then.
      za.stage = 'desperation';
      za.damage = through;
      s.pending.push({ kind: 'desperation', side: 'survivor', endsAt: decisionEndsAt(s, now) });
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
      endGame(c, s, 'zombie', 'killed', ev);
      return;
    }
  } else if (raw > 0) {
    ev.push({ type: 'survivorDamaged', zombie: za.zombie, amount: 0, absorbed: raw, health: sv.health });
  }
  if (za.knockdown) knockSurvivorDown(s, za.zombie, ev);
}

/** The Survivor's answer to a lethal hit (line 895). */
export function resolveDesperation(c: Cards, s: SecondsState, use: boolean, ev: SecondsEvent[]): void {
  const za = s.zombieAttack!;
  const sv = s.survivor;
  za.stage = 'done';
  if (use) {
    sv.abilityTokens--;
    sv.desperationUsed = true;
    sv.desperate = true;
    sv.health = 1;
    ev.push({ type: 'desperationMove', health: 1 });
    if (za.knockdown) knockSurvivorDown(s, za.zombie, ev);
    return;
  }
  sv.health = 0;
  ev.push({ type: 'survivorDamaged', zombie: za.zombie, amount: za.damage, absorbed: 0, health: 0 });
  endGame(c, s, 'zombie', 'killed', ev);
}
