/**
 * The turn (lines 176-226) and everything that runs by itself between two
 * choices: the Survivor's Draw Phase (1A flip the Energy, 1B draw a Tactics
 * card), the timed Action Phase, the untimed Resolution Phase (3A-3E), the
 * zombie turn (the Zombie player's, designed, or the solo automaton's), and
 * the processes an action starts (an attack, Opportunity Attacks, a zombie's
 * attack) carried on until the next choice. `advance` is called after every
 * action: it runs until the game waits for a seat.
 */
import { continueAttack } from './attack.ts';
import { continueAutomaton, startAutomatonTurn } from './automaton.ts';
import type { RulesContext } from './cards.ts';
import { draw, reshuffle } from './decks.ts';
import { endGame, survivorDef } from './survivor.ts';
import { choiceEndsAt, startPhaseTimer, stopTimer } from './timer.ts';
import { removeTimeToken } from './warehouse.ts';
import { landZombieHit, startZombieAttack } from './zombie-attack.ts';
import { startZombieTurn } from './zombie-turn.ts';
import type { SecondsEvent } from './actions.ts';
import { STREET, TOP_ROW, type SecondsState } from './state.ts';

/** The Survivor's hand limit, enforced in the Resolution Phase (line 267). */
export const HAND_LIMIT = 4;

export function startSurvivorTurn(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const sv = state.survivor;
  state.active = 'survivor';
  // 1A: flip the Energy tokens (line 180); after a Desperation Move only two (line 895).
  sv.energy = sv.desperate ? Math.min(2, sv.energyTokens) : sv.energyTokens;
  sv.desperate = false;
  sv.abilityUsed = false;
  sv.freePickupUsed = false;
  sv.discardDraws = 0;
  sv.discount = false;
  sv.steadyAim = false;
  sv.noMove = sv.nextNoMove;
  sv.noAttack = sv.nextNoAttack;
  sv.nextNoMove = false;
  sv.nextNoAttack = false;
  ev.push({ type: 'turnStarted', side: 'survivor', turn: state.turn, energy: sv.energy });
  if (sv.noMove || sv.noAttack) ev.push({ type: 'restriction', noMove: sv.noMove, noAttack: sv.noAttack });
  // 1B: draw one Tactics card (line 181).
  const card = draw(state, 'tactics', ev);
  if (card) {
    sv.hand.push(card);
    ev.push({ type: 'cardDrawn', deck: 'tactics', card, side: 'survivor', to: 'hand' });
  }
  // 2: the Zombie Player starts the timer (line 185).
  state.phase = 'survivorAction';
  startPhaseTimer(state, 'survivor', now);
  ev.push({ type: 'phaseStarted', phase: 'survivorAction', endsAt: state.timer.endsAt });
}

/** The Action Phase ends (endPhase, or time ran out and the action under way finished). */
export function endSurvivorAction(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const sv = state.survivor;
  // Unused Energy does not carry over (line 214).
  sv.energy = 0;
  sv.discount = false;
  sv.steadyAim = false;
  stopTimer(state);
  state.phase = 'survivorResolution';
  ev.push({ type: 'phaseStarted', phase: 'survivorResolution', endsAt: null });
  // 3A: no designed card refers to the Resolution Phase. 3B: remove a Time token (line 874).
  removeTimeToken(ctx, state, ev);
  // 3C: Shuffle the Deck was drawn: the discard pile goes back into the Attack deck (line 876).
  if (state.reshuffleSurvivorAttack) {
    state.reshuffleSurvivorAttack = false;
    reshuffle(state, 'survivorAttack', ev);
  }
  // 3D: discard down to four (line 878): a choice, one card at a time, under one deadline.
  if (sv.hand.length > HAND_LIMIT)
    state.pending.push({ kind: 'handLimit', side: 'survivor', endsAt: choiceEndsAt(state, now), limit: HAND_LIMIT });
}

/** 3E: the Survivor takes the timer (line 880); the zombies' turn begins. */
function finishSurvivorTurn(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  state.survivor.noMove = false;
  state.survivor.noAttack = false;
  if (state.mode === 'solo') startAutomatonTurn(ctx, state, ev);
  else startZombieTurn(ctx, state, now, ev);
}

export function endZombieAction(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  state.zombies.energy = 0;
  stopTimer(state);
  state.phase = 'zombieEnd';
  ev.push({ type: 'phaseStarted', phase: 'zombieEnd', endsAt: null });
  const limit = ctx.content.zombieRules.handLimit;
  if (state.mode === 'two-player' && state.zombies.hand.length > limit)
    state.pending.push({ kind: 'handLimit', side: 'zombie', endsAt: choiceEndsAt(state, now), limit });
}

/** After the zombie turn: Concussion relief (line 545), the designed round limit, the next Survivor turn. */
export function finishZombieTurn(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const sv = state.survivor;
  // DECISION concussion.relief.
  if (state.config.concussion && !state.zombies.attackedSurvivor && sv.concussion > 0) {
    sv.concussion--;
    ev.push({ type: 'concussion', tokens: sv.concussion, energyTokens: sv.energyTokens });
  }
  for (let row = 1; row <= TOP_ROW; row++)
    for (const z of state.rows[row].zombies) {
      z.attacked = false;
      z.summoned = false;
      z.shrieked = false;
    }
  // DECISION rounds.limit: the seed has no turn limit; so that every game ends, the horde overruns the alley
  // after the zombie turn of round `roundLimit` (default 30): the Survivor loses.
  if (state.turn >= state.config.roundLimit) {
    endGame(ctx, state, 'zombie', 'overrun', ev);
    return;
  }
  state.turn++;
  startSurvivorTurn(ctx, state, now, ev);
}

/** Runs everything that needs no choice, until the game waits for a seat (or is over). */
export function advance(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.phase === 'over' || state.pending.length > 0 || state.timer.paused) return;
    if (state.zombieAttack) {
      if (state.zombieAttack.stage === 'react') landZombieHit(ctx, state, now, ev);
      else if (state.zombieAttack.stage === 'done') state.zombieAttack = null;
      else return; // 'desperation' waits for its choice
      continue;
    }
    if (state.attack) {
      continueAttack(ctx, state, now, ev);
      continue;
    }
    if (state.opportunity) {
      const op = state.opportunity;
      const next = op.queue.shift();
      if (next !== undefined) startZombieAttack(ctx, state, next, true, now, ev);
      else {
        state.opportunity = null;
        // The street (line 106): escaped once the Opportunity Attacks are survived.
        if (state.survivor.row === STREET) endGame(ctx, state, 'survivor', 'escaped', ev);
      }
      continue;
    }
    if (state.automaton) {
      continueAutomaton(ctx, state, now, ev);
      if (!state.automaton) finishZombieTurn(ctx, state, now, ev);
      continue;
    }
    switch (state.phase) {
      case 'setup':
        return;
      case 'survivorAction':
        if (state.timer.timeUp) {
          endSurvivorAction(ctx, state, now, ev);
          continue;
        }
        return;
      case 'survivorResolution':
        finishSurvivorTurn(ctx, state, now, ev);
        continue;
      case 'zombieDraw':
        return;
      case 'zombieAction':
        if (state.timer.timeUp) {
          endZombieAction(ctx, state, now, ev);
          continue;
        }
        return;
      case 'zombieEnd':
        finishZombieTurn(ctx, state, now, ev);
        continue;
    }
    return;
  }
  throw new Error('Seconds to Live: the rules did not settle (a loop in advance)');
}

export { survivorDef };
