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
import type { RulesContext } from './cards.ts';
import { discard, draw, drawable, removeFromList } from './decks.ts';
import { refuse } from './rule-error.ts';
import { summonCard } from './summon.ts';
import { gainEnergy, spend } from './survivor.ts';
import { decisionEndsAt, startPhaseTimer } from './timer.ts';
import { startZombieAttack, zombieType } from './zombie-attack.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import { TOP_ROW, type SecondsState } from './state.ts';

// DECISION easier.solo: 4E under the easier rules, solo included.
export function zombieEnergy(ctx: RulesContext, state: SecondsState): number {
  return state.config.easier ? ctx.content.zombieRules.easierEnergy : ctx.content.zombieRules.energy;
}

/** Permanent Knockdown (line 549): a knocked-down zombie with one health stays down for the rest of the game. */
// DECISION permanentKnockdown.scope.
export function zombieMayStand(state: SecondsState, at: ZombieAt): boolean {
  return !(state.config.permanentKnockdown && at.zombie.health <= 1);
}

/** Energy for a zombie to move, null when it may not (knocked-down zombies do not move, line 699). */
export function zombieMoveCost(ctx: RulesContext, state: SecondsState, at: ZombieAt): number | null {
  const cost = ctx.content.zombieRules.costs.move;
  if (!at.zombie.knockdown) return cost;
  return !zombieMayStand(state, at) ? cost + 1 : null;
}

export function startZombieTurn(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  state.active = 'zombie';
  state.phase = 'zombieDraw';
  state.survivor.abilityUsed = false;
  state.zombies.energy = zombieEnergy(ctx, state);
  state.zombies.attackedSurvivor = false;
  ev.push({ type: 'turnStarted', side: 'zombie', turn: state.turn, energy: state.zombies.energy });
  ev.push({ type: 'phaseStarted', phase: 'zombieDraw', endsAt: null });
  // Zombie movement (designed): each standing zombie behind the Survivor, and each standing Runner,
  // moves one row toward the Survivor, from the bottom of the alley up.
  const here = state.survivor.row;
  const movers: string[] = [];
  for (let row = 1; row <= TOP_ROW; row++) {
    if (row === here) continue;
    for (const z of state.rows[row].zombies)
      if (!z.knockdown && (row < here || zombieType(ctx, z.id).id === 'runner')) movers.push(z.id);
  }
  for (const id of movers) {
    const at = findZombie(state, id)!;
    const to = at.row < here ? at.row + 1 : at.row - 1;
    if (to < 1 || to > TOP_ROW) continue;
    moveZombie(state, id, to);
    ev.push({ type: 'zombieMoved', zombie: id, from: at.row, to, rule: 'drawPhase' });
  }
  if (state.config.harder) {
    const down = knockedDownIds(state);
    if (down.length > 1) {
      state.pending.push({ kind: 'chooseZombie', side: 'zombie', endsAt: decisionEndsAt(state, now), zombies: down });
      return;
    }
    if (down.length === 1) standZombie(state, down[0], 'harder', ev);
  }
  zombieDrawStep(ctx, state, now, ev);
}

function knockedDownIds(state: SecondsState): string[] {
  const out: string[] = [];
  for (let row = 1; row <= TOP_ROW; row++)
    for (const z of state.rows[row].zombies)
      if (z.knockdown && zombieMayStand(state, findZombie(state, z.id)!)) out.push(z.id);
  return out;
}

export function standZombie(
  state: SecondsState,
  id: string,
  rule: 'standUp' | 'riseAgain' | 'harder' | 'automaton',
  ev: SecondsEvent[],
): void {
  const at = findZombie(state, id);
  if (!at) return;
  at.zombie.knockdown = false;
  ev.push({ type: 'zombieStoodUp', zombie: id, rule });
}

/** The harder rules' Knockdown token chosen: then the draw. */
export function answerChooseZombie(
  ctx: RulesContext,
  state: SecondsState,
  zombie: string,
  now: number,
  ev: SecondsEvent[],
): void {
  state.pending.shift();
  standZombie(state, zombie, 'harder', ev);
  zombieDrawStep(ctx, state, now, ev);
}

function zombieDrawStep(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  if (state.config.harder) {
    state.pending.push({ kind: 'drawChoice', side: 'zombie', endsAt: decisionEndsAt(state, now) });
    return;
  }
  zombieDrawCard(ctx, state, 'tactics', ev);
  beginZombieAction(state, now, ev);
}

export function answerDrawChoice(
  ctx: RulesContext,
  state: SecondsState,
  deck: 'zombie' | 'tactics',
  now: number,
  ev: SecondsEvent[],
): void {
  state.pending.shift();
  zombieDrawCard(ctx, state, deck, ev);
  beginZombieAction(state, now, ev);
}

function zombieDrawCard(ctx: RulesContext, state: SecondsState, deck: 'zombie' | 'tactics', ev: SecondsEvent[]): void {
  const pile = deck === 'zombie' ? 'zombie' : 'zombieTactics';
  const card = draw(state, pile, ev);
  if (!card) return;
  state.zombies.hand.push(card);
  ev.push({ type: 'cardDrawn', deck: pile, card, side: 'zombie', to: 'hand' });
}

function beginZombieAction(state: SecondsState, now: number, ev: SecondsEvent[]): void {
  state.phase = 'zombieAction';
  startPhaseTimer(state, 'zombie', now);
  ev.push({ type: 'phaseStarted', phase: 'zombieAction', endsAt: state.timer.endsAt });
}

// ---- The zombie Action Phase: checks shared by legalActions and apply.

type ZombieAction = Extract<
  SecondsAction,
  { type: 'zMove' | 'zAttack' | 'zStand' | 'summon' | 'zDraw' | 'zPlay' | 'shriek' }
>;

function energyCheck(state: SecondsState, cost: number): RuleError | null {
  return state.zombies.energy < cost
    ? refuse('energy.short', {
        cost,
        have: state.zombies.energy,
      })
    : null;
}

function zombieIn(state: SecondsState, id: string | undefined): ZombieAt | RuleError {
  const at = id ? findZombie(state, id) : null;
  return at ?? refuse('zombie.notInPlay');
}

const isError = (x: unknown): x is RuleError => typeof x === 'object' && x !== null && 'code' in x;

export function checkZombieAction(ctx: RulesContext, state: SecondsState, a: ZombieAction): RuleError | null {
  const costs = ctx.content.zombieRules.costs;
  switch (a.type) {
    case 'zMove': {
      const at = zombieIn(state, a.zombie);
      if (isError(at)) return at;
      const cost = zombieMoveCost(ctx, state, at);
      // line 699
      if (cost === null) return refuse('zombie.knockedDown');
      const reach = zombieType(ctx, a.zombie).moveRows;
      if (a.to === at.row || Math.abs(a.to - at.row) > reach || a.to < 1 || a.to > TOP_ROW)
        return refuse('zombie.moveRange');
      return energyCheck(state, cost);
    }
    case 'zAttack': {
      const at = zombieIn(state, a.zombie);
      if (isError(at)) return at;
      if (at.row !== state.survivor.row) return refuse('zombie.notInSurvivorRow');
      if (at.zombie.knockdown) return refuse('zombie.knockedDown');
      if (at.zombie.summoned)
        // line 790
        return refuse('zombie.justSummoned');
      // DECISION zombie.attackOnce.
      if (at.zombie.attacked) return refuse('zombie.attacked');
      return energyCheck(state, costs.attack);
    }
    case 'zStand': {
      const at = zombieIn(state, a.zombie);
      if (isError(at)) return at;
      if (!at.zombie.knockdown) return refuse('zombie.standing');
      if (!zombieMayStand(state, at))
        // line 549
        return refuse('zombie.permanentKnockdown');
      return energyCheck(state, costs.standUp);
    }
    case 'summon': {
      if (!state.zombies.hand.includes(a.card) || !ctx.zombies.has(a.card)) return refuse('card.notInHand');
      return energyCheck(state, costs.summon);
    }
    case 'zDraw': {
      if (drawable(state, a.deck === 'zombie' ? 'zombie' : 'zombieTactics') === 0) return refuse('deck.empty');
      return energyCheck(state, costs.draw);
    }
    case 'shriek': {
      const at = zombieIn(state, a.zombie);
      if (isError(at)) return at;
      if (!zombieType(ctx, a.zombie).shrieks) return refuse('zombie.notShrieker');
      if (at.zombie.knockdown) return refuse('zombie.knockedDown');
      if (at.zombie.summoned || at.zombie.shrieked) return refuse('zombie.shrieked');
      if (!state.zombies.hand.includes(a.card) || zombieType(ctx, a.card).id !== 'base') return refuse('shriek.base');
      return null;
    }
    case 'zPlay':
      return checkZombieTactic(ctx, state, a);
  }
}

function checkZombieTactic(
  ctx: RulesContext,
  state: SecondsState,
  a: Extract<SecondsAction, { type: 'zPlay' }>,
): RuleError | null {
  const def = ctx.zombieTactics.get(a.card);
  if (!def || !state.zombies.hand.includes(a.card)) return refuse('card.notInHand');
  if (def.timing !== 'turn') return refuse('card.counterOnly');
  const e = energyCheck(state, def.cost);
  if (e) return e;
  const noTarget = a.zombie === undefined && a.zombieCard === undefined;
  switch (def.effect) {
    case 'gainEnergy':
    case 'drawZombies':
    case 'noMove':
    case 'noAttack':
      if (!noTarget) return refuse('card.noTarget');
      if (def.effect === 'drawZombies' && drawable(state, 'zombie') === 0) return refuse('deck.empty');
      if (def.effect === 'noMove' && state.survivor.nextNoMove) return refuse('card.already');
      if (def.effect === 'noAttack' && state.survivor.nextNoAttack) return refuse('card.already');
      return null;
    case 'lunge': {
      const at = zombieIn(state, a.zombie);
      if (isError(at)) return at;
      if (a.zombieCard !== undefined) return refuse('card.noTarget');
      if (at.zombie.knockdown || Math.abs(at.row - state.survivor.row) !== 1) return refuse('lunge.target');
      return null;
    }
    case 'riseAgain': {
      const at = zombieIn(state, a.zombie);
      if (isError(at)) return at;
      if (a.zombieCard !== undefined) return refuse('card.noTarget');
      if (!at.zombie.knockdown || !zombieMayStand(state, at)) return refuse('riseAgain.target');
      return null;
    }
    case 'ambush': {
      if (
        a.zombie !== undefined ||
        !a.zombieCard ||
        !state.zombies.hand.includes(a.zombieCard) ||
        !ctx.zombies.has(a.zombieCard)
      )
        return refuse('ambush.card');
      if (state.survivor.row + 1 > TOP_ROW) return refuse('ambush.row');
      return null;
    }
    default:
      return refuse('card.unplayable');
  }
}

export function doZombieAction(
  ctx: RulesContext,
  state: SecondsState,
  a: ZombieAction,
  now: number,
  ev: SecondsEvent[],
): void {
  const costs = ctx.content.zombieRules.costs;
  switch (a.type) {
    case 'zMove': {
      const at = findZombie(state, a.zombie)!;
      spend(state, 'zombie', zombieMoveCost(ctx, state, at) ?? costs.move, ev);
      moveZombie(state, a.zombie, a.to);
      ev.push({ type: 'zombieMoved', zombie: a.zombie, from: at.row, to: a.to, rule: 'move' });
      return;
    }
    case 'zAttack':
      spend(state, 'zombie', costs.attack, ev);
      startZombieAttack(ctx, state, a.zombie, false, now, ev);
      return;
    case 'zStand':
      spend(state, 'zombie', costs.standUp, ev);
      standZombie(state, a.zombie, 'standUp', ev);
      return;
    case 'summon':
      spend(state, 'zombie', costs.summon, ev);
      removeFromList(state.zombies.hand, a.card);
      summonCard(ctx, state, a.card, ctx.content.zombieRules.summonRow, 'summon', ev);
      return;
    case 'zDraw':
      spend(state, 'zombie', costs.draw, ev);
      zombieDrawCard(ctx, state, a.deck, ev);
      return;
    case 'shriek': {
      findZombie(state, a.zombie)!.zombie.shrieked = true;
      removeFromList(state.zombies.hand, a.card);
      summonCard(ctx, state, a.card, ctx.content.zombieRules.summonRow, 'shriek', ev);
      return;
    }
    case 'zPlay': {
      const def = ctx.zombieTactics.get(a.card)!;
      removeFromList(state.zombies.hand, a.card);
      discard(state, 'zombieTactics', a.card);
      spend(state, 'zombie', def.cost, ev);
      ev.push({ type: 'tacticsPlayed', card: a.card, side: 'zombie', cost: def.cost });
      switch (def.effect) {
        case 'gainEnergy':
          gainEnergy(state, 'zombie', def.amount, ev);
          return;
        case 'drawZombies':
          for (let i = 0; i < def.amount; i++) zombieDrawCard(ctx, state, 'zombie', ev);
          return;
        case 'noMove':
          state.survivor.nextNoMove = true;
          return;
        case 'noAttack':
          state.survivor.nextNoAttack = true;
          return;
        case 'lunge': {
          const from = moveZombie(state, a.zombie!, state.survivor.row);
          ev.push({ type: 'zombieMoved', zombie: a.zombie!, from, to: state.survivor.row, rule: 'lunge' });
          return;
        }
        case 'riseAgain':
          standZombie(state, a.zombie!, 'riseAgain', ev);
          return;
        case 'ambush':
          removeFromList(state.zombies.hand, a.zombieCard!);
          summonCard(ctx, state, a.zombieCard!, state.survivor.row + 1, 'ambush', ev);
          return;
        default:
          return;
      }
    }
  }
}

/** Candidate zombie actions (legalActions filters them through checkZombieAction). */
export function zombieCandidates(ctx: RulesContext, state: SecondsState, out: SecondsAction[]): void {
  const here = state.survivor.row;
  for (let row = 1; row <= TOP_ROW; row++) {
    for (const z of state.rows[row].zombies) {
      const reach = zombieType(ctx, z.id).moveRows;
      for (let to = row - reach; to <= row + reach; to++)
        if (to !== row && to >= 1 && to <= TOP_ROW) out.push({ type: 'zMove', zombie: z.id, to });
      if (row === here) out.push({ type: 'zAttack', zombie: z.id });
      if (z.knockdown) out.push({ type: 'zStand', zombie: z.id });
    }
  }
  const seen = new Set<string>();
  for (const card of state.zombies.hand) {
    const kind = card.slice(0, card.indexOf('#'));
    if (ctx.zombies.has(card)) {
      if (seen.has(kind)) continue;
      seen.add(kind);
      out.push({ type: 'summon', card });
      for (let row = 1; row <= TOP_ROW; row++)
        for (const z of state.rows[row].zombies)
          if (zombieType(ctx, z.id).shrieks) out.push({ type: 'shriek', zombie: z.id, card });
    } else if (ctx.zombieTactics.has(card)) {
      if (seen.has(kind)) continue;
      seen.add(kind);
      const def = ctx.zombieTactics.get(card)!;
      if (def.effect === 'lunge' || def.effect === 'riseAgain') {
        for (let row = 1; row <= TOP_ROW; row++)
          for (const z of state.rows[row].zombies) out.push({ type: 'zPlay', card, zombie: z.id });
      } else if (def.effect === 'ambush') {
        const zs = new Set<string>();
        for (const zc of state.zombies.hand) {
          const k = zc.slice(0, zc.indexOf('#'));
          if (ctx.zombies.has(zc) && !zs.has(k)) {
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
