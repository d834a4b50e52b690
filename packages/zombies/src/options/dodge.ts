/**
 * Duck 'n' Weave Son (seed 004 lines 25-27 and 165-167). Instead of a round of Combat a player may dodge: a
 * roll of 4+ (one per zombie with It's Zombie a Go-Go, all must succeed, line 111) leaves the zombies where
 * they are and moves the player to any square next door for a point of movement; a failure costs a Life
 * token and the player fights again (or dodges again). No Bullets; not without the movement to reach the
 * next square; no tokens picked up in the square dodged through (they were never reached). Sneak +1 on the
 * first dodge in a square, Clumsy -1 (lines 123, 135); minions cannot (line 232).
 * DECISION dodge.cost: a successful dodge costs 1 point in all, the step out (lines 25 and 167 name one point).
 * DECISION traits.sneakGoGo: Sneak's +1 goes to every die of the first dodge in a square (Go-Go rolls several).
 */
import { startRound } from '../combat.ts';
import type { RulesContext } from '../context.ts';
import { loseLife } from '../death.ts';
import { completeStep, stepIssue } from '../movement.ts';
import { dodgeBonus } from './dodge-bonus.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';
import { roll } from '../dice.ts';

/** Squares a dodge may end on. */
export function dodgeSquares(state: State, p: PlayerState, from: number): number[] {
  return state.geo.links[from].filter((to) => stepIssue(state, p, from, to) === null);
}

/** Whether the active player may dodge now: the rule on, movement left after this round's Just a Minute cost. */
export function canDodge(state: State, p: PlayerState): boolean {
  if (!state.config.duckNWeave || p.role === 'minion') return false;
  const t = state.turn;
  const cost = t.fightSquare === p.square && t.fightRounds >= 1 && state.config.justAMinute ? 1 : 0;
  return t.moveLeft - cost >= 1 && dodgeSquares(state, p, p.square).length > 0;
}

export function dodge(ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[]): void {
  const square = p.square;
  startRound(state, p, ev);
  const count = state.config.zombieAGoGo ? state.zombies[square] : 1;
  let fails = 0;
  for (let i = 0; i < count; i++) {
    const die = roll(state);
    const bonus = dodgeBonus(state, p);
    ev.push({
      type: 'diceRolled',
      seat: p.seat,
      purpose: 'dodge',
      dice: [die],
      modifier: bonus,
      need: 4,
      rule: 'duckNWeave',
    });
    if (die + bonus < 4) fails++;
  }
  state.turn.dodgedInSquare = true;
  ev.push({ type: 'dodged', seat: p.seat, square, success: fails === 0, rule: 'duckNWeave' });
  if (fails === 0) {
    state.pending.unshift({ kind: 'dodgeTo', seat: p.seat, from: square, rule: 'duckNWeave' });
    return;
  }
  for (let i = 0; i < fails; i++) if (loseLife(ctx, state, p, 1, null, 'duckNWeave', ev)) return;
}

/** The slip after a successful dodge (or weave): one point of movement, no attacks on the way out. */
export function dodgeTo(ctx: RulesContext, state: State, p: PlayerState, square: number, ev: GameEvent[]): void {
  const top = state.pending.shift();
  const rule = top?.kind === 'dodgeTo' ? top.rule : 'duckNWeave';
  completeStep(ctx, state, p, square, rule, ev);
}
