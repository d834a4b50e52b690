/**
 * The Zombie player's turn in the two-player game (designed: the Zombie
 * rulebook is not in the seeds; see zombieRules in the content). Draw Phase:
 * 5E (4E under the easier rules, line 562), zombie movement, under the harder
 * rules one Knockdown token removed (line 569), then a Zombie Tactics card (or
 * the Zombie player's choice of deck under the harder rules, line 570).
 * Action Phase, timed: move, attack, stand up, summon into row 10, draw, play
 * Tactics cards, shriek. Every zombie action is checked here.
 */
import type { RuleError } from '@horde/core';
import { findZombie, firstByPriority, moveZombie, type ZombieAt } from './alley.ts';
import { zombieHandCount } from './attack.ts';
import type { Cards } from './cards.ts';
import { discard, draw, drawable, removeFromList } from './decks.ts';
import { refuse } from './rule-error.ts';
import { summonCard } from './summon.ts';
import { gainEnergy, spend } from './survivor.ts';
import { decisionEndsAt, startPhaseTimer } from './timer.ts';
import { startZombieAttack, zombieType } from './zombie-attack.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import { TOP_ROW, type SecondsState } from './state.ts';

// DECISION easier.solo: 4E under the easier rules, solo included.
export function zombieEnergy(c: Cards, s: SecondsState): number {
  return s.config.easier ? c.content.zombieRules.easierEnergy : c.content.zombieRules.energy;
}

/** Permanent Knockdown (line 549): a knocked-down zombie with one health stays down for the rest of the game. */
// DECISION permanentKnockdown.scope.
export function zombieMayStand(s: SecondsState, at: ZombieAt): boolean {
  return !(s.config.permanentKnockdown && at.zombie.health <= 1);
}

/** Energy for a zombie to move, null when it may not (knocked-down zombies do not move, line 699). */
export function zombieMoveCost(c: Cards, s: SecondsState, at: ZombieAt): number | null {
  const cost = c.content.zombieRules.costs.move;
  if (!at.zombie.knockdown) return cost;
  return !zombieMayStand(s, at) ? cost + 1 : null;
}

export function startZombieTurn(c: Cards, s: SecondsState, now: number, ev: SecondsEvent[]): void {
  s.active = 'zombie';
  s.phase = 'zombieDraw';
  s.survivor.abilityUsed = false;
  s.zombies.energy = zombieEnergy(c, s);
  s.zombies.attackedSurvivor = false;
  ev.push({ type: 'turnStarted', side: 'zombie', turn: s.turn, energy: s.zombies.energy });
  ev.push({ type: 'phaseStarted', phase: 'zombieDraw', endsAt: null });
  // Zombie movement (designed): each standing zombie behind the Survivor, and each standing Runner,
  // moves one row toward the Survivor, from the bottom of the alley up.
  const here = s.survivor.row;
  const movers: string[] = [];
  for (let row = 1; row <= TOP_ROW; row++) {
    if (row === here) continue;
    for (const z of s.rows[row].zombies)
      if (!z.knockdown && (row < here || zombieType(c, z.id).id === 'runner')) movers.push(z.id);
  }
  for (const id of movers) {
    const at = findZombie(s, id)!;
    const to = at.row < here ? at.row + 1 : at.row - 1;
    if (to < 1 || to > TOP_ROW) continue;
    moveZombie(s, id, to);
    ev.push({ type: 'zombieMoved', zombie: id, from: at.row, to, rule: 'drawPhase' });
  }
  if (s.config.harder) {
    const down = knockedDownIds(s);
    if (down.length > 1) {
      s.pending.push({ kind: 'chooseZombie', side: 'zombie', endsAt: decisionEndsAt(s, now), zombies: down });
      return;
    }
    if (down.length === 1) standZombie(s, down[0], 'harder', ev);
  }
  zombieDrawStep(c, s, now, ev);
}

function knockedDownIds(s: SecondsState): string[] {
  const out: string[] = [];
  for (let row = 1; row <= TOP_ROW; row++)
    for (const z of s.rows[row].zombies) if (z.knockdown && zombieMayStand(s, findZombie(s, z.id)!)) out.push(z.id);
  return out;
}

export function standZombie(
  s: SecondsState,
  id: string,
  rule: 'standUp' | 'riseAgain' | 'harder' | 'automaton',
  ev: SecondsEvent[],
): void {
  const at = findZombie(s, id);
  if (!at) return;
  at.zombie.knockdown = false;
  ev.push({ type: 'zombieStoodUp', zombie: id, rule });
}

/** The harder rules' Knockdown token chosen: then the draw. */
export function answerChooseZombie(c: Cards, s: SecondsState, zombie: string, now: number, ev: SecondsEvent[]): void {
  s.pending.shift();
  standZombie(s, zombie, 'harder', ev);
  zombieDrawStep(c, s, now, ev);
}

function zombieDrawStep(c: Cards, s: SecondsState, now: number, ev: SecondsEvent[]): void {
  if (s.config.harder) {
    s.pending.push({ kind: 'drawChoice', side: 'zombie', endsAt: decisionEndsAt(s, now) });
    return;
  }
  zombieDrawCard(c, s, 'tactics', ev);
  beginZombieAction(s, now, ev);
}

export function answerDrawChoice(
  c: Cards,
  s: SecondsState,
  deck: 'zombie' | 'tactics',
  now: number,
  ev: SecondsEvent[],
): void {
  s.pending.shift();
  zombieDrawCard(c, s, deck, ev);
  beginZombieAction(s, now, ev);
}

function zombieDrawCard(c: Cards, s: SecondsState, deck: 'zombie' | 'tactics', ev: SecondsEvent[]): void {
  const pile = deck === 'zombie' ? 'zombie' : 'zombieTactics';
  const card = draw(s, pile, ev);
  if (!card) return;
  s.zombies.hand.push(card);
  ev.push({ type: 'cardDrawn', deck: pile, card, side: 'zombie', to: 'hand' });
}

function beginZombieAction(s: SecondsState, now: number, ev: SecondsEvent[]): void {
  s.phase = 'zombieAction';
  startPhaseTimer(s, 'zombie', now);
  ev.push({ type: 'phaseStarted', phase: 'zombieAction', endsAt: s.timer.endsAt });
}

// ---- The zombie Action Phase: checks shared by legalActions and apply.

type ZombieAction = Extract<
  SecondsAction,
  { type: 'zMove' | 'zAttack' | 'zStand' | 'summon' | 'zDraw' | 'zPlay' | 'shriek' }
>;

function energyCheck(s: SecondsState, cost: number, what: string): RuleError | null {
  return s.zombies.energy < cost
    ? refuse('energy.short', `${what} costs ${cost}E; the zombies have ${s.zombies.energy}E`)
    : null;
}

function zombieIn(s: SecondsState, id: string | undefined): ZombieAt | RuleError {
  const at = id ? findZombie(s, id) : null;
  return at ?? refuse('zombie.notInPlay', `No zombie ${id} in the alley`);
}

const isError = (x: unknown): x is RuleError => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

export function checkZombieAction(c: Cards, s: SecondsState, a: ZombieAction): RuleError | null {
  const costs = c.content.zombieRules.costs;
  switch (a.type) {
    case 'zMove': {
      const at = zombieIn(s, a.zombie);
      if (isError(at)) return at;
      const cost = zombieMoveCost(c, s, at);
      if (cost === null) return refuse('zombie.knockedDown', 'A knocked-down zombie does not move (seed line 699)');
      const reach = zombieType(c, a.zombie).moveRows;
      if (a.to === at.row || Math.abs(a.to - at.row) > reach || a.to < 1 || a.to > TOP_ROW)
        return refuse(
          'zombie.moveRange',
          `This zombie moves ${reach} row${reach > 1 ? 's' : ''} at most, within rows 1-10`,
        );
      return energyCheck(s, cost, 'Moving a zombie');
    }
    case 'zAttack': {
      const at = zombieIn(s, a.zombie);
      if (isError(at)) return at;
      if (at.row !== s.survivor.row)
        return refuse('zombie.notInSurvivorRow', "A zombie attacks only in the Survivor's row");
      if (at.zombie.knockdown) return refuse('zombie.knockedDown', 'A knocked-down zombie does not attack');
      if (at.zombie.summoned)
        return refuse('zombie.justSummoned', 'A zombie summoned this turn may not attack (seed line 790)');
      // DECISION zombie.attackOnce.
      if (at.zombie.attacked) return refuse('zombie.attacked', 'Each zombie attacks once per turn');
      return energyCheck(s, costs.attack, 'An attack');
    }
    case 'zStand': {
      const at = zombieIn(s, a.zombie);
      if (isError(at)) return at;
      if (!at.zombie.knockdown) return refuse('zombie.standing', 'This zombie has no Knockdown token');
      if (!zombieMayStand(s, at))
        return refuse('zombie.permanentKnockdown', 'Knocked down at one health, it may not stand up (seed line 549)');
      return energyCheck(s, costs.standUp, 'Standing a zombie up');
    }
    case 'summon': {
      if (!s.zombies.hand.includes(a.card) || !c.zombies.has(a.card))
        return refuse('card.notInHand', 'Summon a Zombie card from your hand');
      return energyCheck(s, costs.summon, 'Summoning');
    }
    case 'zDraw': {
      if (drawable(s, a.deck === 'zombie' ? 'zombie' : 'zombieTactics') === 0)
        return refuse('deck.empty', `The ${a.deck === 'zombie' ? 'Zombie' : 'Zombie Tactics'} deck is empty`);
      return energyCheck(s, costs.draw, 'Drawing a card');
    }
    case 'shriek': {
      const at = zombieIn(s, a.zombie);
      if (isError(at)) return at;
      if (!zombieType(c, a.zombie).shrieks) return refuse('zombie.notShrieker', 'Only a Shrieker shrieks');
      if (at.zombie.knockdown) return refuse('zombie.knockedDown', 'A knocked-down Shrieker does not shriek');
      if (at.zombie.summoned || at.zombie.shrieked)
        return refuse('zombie.shrieked', 'A Shrieker shrieks once per turn, not in the turn it arrives');
      if (!s.zombies.hand.includes(a.card) || zombieType(c, a.card).id !== 'base')
        return refuse('shriek.base', 'A Shrieker calls a Base zombie from your hand (two-player rule)');
      return null;
    }
    case 'zPlay':
      return checkZombieTactic(c, s, a);
  }
}

function checkZombieTactic(c: Cards, s: SecondsState, a: Extract<SecondsAction, { type: 'zPlay' }>): RuleError | null {
  const def = c.zombieTactics.get(a.card);
  if (!def || !s.zombies.hand.includes(a.card))
    return refuse('card.notInHand', 'Play a Zombie Tactics card from your hand');
  if (def.timing !== 'turn') return refuse('card.counterOnly', "A counter is played against the Survivor's attack");
  const e = energyCheck(s, def.cost, def.name);
  if (e) return e;
  const noTarget = a.zombie === undefined && a.zombieCard === undefined;
  switch (def.effect) {
    case 'gainEnergy':
    case 'drawZombies':
    case 'noMove':
    case 'noAttack':
      if (!noTarget) return refuse('card.noTarget', `${def.name} takes no target`);
      if (def.effect === 'drawZombies' && drawable(s, 'zombie') === 0)
        return refuse('deck.empty', 'The Zombie deck is empty');
      if (def.effect === 'noMove' && s.survivor.nextNoMove) return refuse('card.already', 'Already played this turn');
      if (def.effect === 'noAttack' && s.survivor.nextNoAttack)
        return refuse('card.already', 'Already played this turn');
      return null;
    case 'lunge': {
      const at = zombieIn(s, a.zombie);
      if (isError(at)) return at;
      if (a.zombieCard !== undefined) return refuse('card.noTarget', 'Lunge names a zombie only');
      if (at.zombie.knockdown || Math.abs(at.row - s.survivor.row) !== 1)
        return refuse('lunge.target', "Lunge moves a standing zombie from a row next to the Survivor's");
      return null;
    }
    case 'riseAgain': {
      const at = zombieIn(s, a.zombie);
      if (isError(at)) return at;
      if (a.zombieCard !== undefined) return refuse('card.noTarget', 'Rise Again names a zombie only');
      if (!at.zombie.knockdown || !zombieMayStand(s, at))
        return refuse('riseAgain.target', 'Rise Again stands up a knocked-down zombie that may stand');
      return null;
    }
    case 'ambush': {
      if (
        a.zombie !== undefined ||
        !a.zombieCard ||
        !s.zombies.hand.includes(a.zombieCard) ||
        !c.zombies.has(a.zombieCard)
      )
        return refuse('ambush.card', 'Ambush plays a Zombie card from your hand');
      if (s.survivor.row + 1 > TOP_ROW) return refuse('ambush.row', 'No row ahead of the Survivor');
      return null;
    }
    default:
      return refuse('card.unplayable', `${def.name} cannot be played now`);
  }
}

export function doZombieAction(c: Cards, s: SecondsState, a: ZombieAction, now: number, ev: SecondsEvent[]): void {
  const costs = c.content.zombieRules.costs;
  switch (a.type) {
    case 'zMove': {
      const at = findZombie(s, a.zombie)!;
      spend(s, 'zombie', zombieMoveCost(c, s, at) ?? costs.move, ev);
      moveZombie(s, a.zombie, a.to);
      ev.push({ type: 'zombieMoved', zombie: a.zombie, from: at.row, to: a.to, rule: 'move' });
      return;
    }
    case 'zAttack':
      spend(s, 'zombie', costs.attack, ev);
      startZombieAttack(c, s, a.zombie, false, now, ev);
      return;
    case 'zStand':
      spend(s, 'zombie', costs.standUp, ev);
      standZombie(s, a.zombie, 'standUp', ev);
      return;
    case 'summon':
      spend(s, 'zombie', costs.summon, ev);
      removeFromList(s.zombies.hand, a.card);
      summonCard(c, s, a.card, c.content.zombieRules.summonRow, 'summon', ev);
      return;
    case 'zDraw':
      spend(s, 'zombie', costs.draw, ev);
      zombieDrawCard(c, s, a.deck, ev);
      return;
    case 'shriek': {
      findZombie(s, a.zombie)!.zombie.shrieked = true;
      removeFromList(s.zombies.hand, a.card);
      summonCard(c, s, a.card, c.content.zombieRules.summonRow, 'shriek', ev);
      return;
    }
    case 'zPlay': {
      const def = c.zombieTactics.get(a.card)!;
      removeFromList(s.zombies.hand, a.card);
      discard(s, 'zombieTactics', a.card);
      spend(s, 'zombie', def.cost, ev);
      ev.push({ type: 'tacticsPlayed', card: a.card, side: 'zombie', cost: def.cost });
      switch (def.effect) {
        case 'gainEnergy':
          gainEnergy(s, 'zombie', def.amount, ev);
          return;
        case 'drawZombies':
          for (let i = 0; i < def.amount; i++) zombieDrawCard(c, s, 'zombie', ev);
          return;
        case 'noMove':
          s.survivor.nextNoMove = true;
          return;
        case 'noAttack':
          s.survivor.nextNoAttack = true;
          return;
        case 'lunge': {
          const from = moveZombie(s, a.zombie!, s.survivor.row);
          ev.push({ type: 'zombieMoved', zombie: a.zombie!, from, to: s.survivor.row, rule: 'lunge' });
          return;
        }
        case 'riseAgain':
          standZombie(s, a.zombie!, 'riseAgain', ev);
          return;
        case 'ambush':
          removeFromList(s.zombies.hand, a.zombieCard!);
          summonCard(c, s, a.zombieCard!, s.survivor.row + 1, 'ambush', ev);
          return;
        default:
          return;
      }
    }
  }
}

/** Candidate zombie actions (legalActions filters them through checkZombieAction). */
export function zombieCandidates(c: Cards, s: SecondsState, out: SecondsAction[]): void {
  const here = s.survivor.row;
  for (let row = 1; row <= TOP_ROW; row++) {
    for (const z of s.rows[row].zombies) {
      const reach = zombieType(c, z.id).moveRows;
      for (let to = row - reach; to <= row + reach; to++)
        if (to !== row && to >= 1 && to <= TOP_ROW) out.push({ type: 'zMove', zombie: z.id, to });
      if (row === here) out.push({ type: 'zAttack', zombie: z.id });
      if (z.knockdown) out.push({ type: 'zStand', zombie: z.id });
    }
  }
  const seen = new Set<string>();
  for (const card of s.zombies.hand) {
    const kind = card.slice(0, card.indexOf('#'));
    if (c.zombies.has(card)) {
      if (seen.has(kind)) continue;
      seen.add(kind);
      out.push({ type: 'summon', card });
      for (let row = 1; row <= TOP_ROW; row++)
        for (const z of s.rows[row].zombies)
          if (zombieType(c, z.id).shrieks) out.push({ type: 'shriek', zombie: z.id, card });
    } else if (c.zombieTactics.has(card)) {
      if (seen.has(kind)) continue;
      seen.add(kind);
      const def = c.zombieTactics.get(card)!;
      if (def.effect === 'lunge' || def.effect === 'riseAgain') {
        for (let row = 1; row <= TOP_ROW; row++)
          for (const z of s.rows[row].zombies) out.push({ type: 'zPlay', card, zombie: z.id });
      } else if (def.effect === 'ambush') {
        const zs = new Set<string>();
        for (const zc of s.zombies.hand) {
          const k = zc.slice(0, zc.indexOf('#'));
          if (c.zombies.has(zc) && !zs.has(k)) {
            zs.add(k);
            out.push({ type: 'zPlay', card, zombieCard: zc });
          }
        }
      } else out.push({ type: 'zPlay', card });
    }
  }
  out.push({ type: 'zDraw', deck: 'zombie' }, { type: 'zDraw', deck: 'tactics' });
}

export { zombieHandCount, firstByPriority };
