/**
 * The Players' Phase (EN "Player phase"): the first player activates their
 * survivors one at a time in the order they choose, then the player to the
 * left, and so on; then the Zombies' Phase.
 */
import { CORE_REFS as R } from './rule-refs.ts';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { actionsLeft, finishSurvivor, inPlay } from './survivors.ts';
import { startZombiePhase } from './zombie-phase.ts';
import { checkExit } from './objectives.ts';
import { loseGame } from './wounds.ts';
import { actsAnytime, hasUnusedFreeAction } from './skills.ts';
import { ruleOf } from './rule-table.ts';

export function startRound(ctx: RulesContext, state: State, events: GameEvent[]): void {
  state.round++;
  state.phase = 'players';
  state.currentPlayer = state.firstPlayer;
  state.active = -1;
  for (const survivor of state.survivors) {
    survivor.actionsUsed = 0;
    survivor.used = {};
    survivor.done = !inPlay(survivor) || !!survivor.companion; // Companions have no Actions
  }
  events.push({ type: 'roundStarted', round: state.round, firstPlayer: state.firstPlayer });
  events.push({ type: 'turnStarted', player: state.currentPlayer });
  advancePlayers(ctx, state, events);
}

/**
 * The Zombies' Phase has ended (its End Phase done, `zombiePhase` cleared): the next round begins. resume() asks after
 * every step that may run a Zombies' Phase to its end; a round whose survivors cannot act runs its own Zombies' Phase
 * at once, hence the loop.
 */
export function startDueRounds(ctx: RulesContext, state: State, events: GameEvent[]): void {
  while (state.phase === 'zombies' && state.zombiePhase === null) {
    // A zombie may have changed the board during the phase (the phase reads the new one; so does the next round).
    if (state.missionState.boardChanged) ctx = ctx.refresh(state);
    startRound(ctx, state, events);
  }
}

/**
 * Does `player` hold the turn? While other survivors still have to act, a Tactician's Activation waits (it may come
 * at any point: skills.ts actsAnytime); once only Tacticians are left, they hold their players' turns in turn order.
 */
function playerHasSurvivorsToAct(state: State, player: number): boolean {
  const late = !state.survivors.some((survivor, i) => !survivor.done && inPlay(survivor) && !actsAnytime(state, i));
  for (let i = 0; i < state.survivors.length; i++) {
    const survivor = state.survivors[i];
    if (survivor.player === player && !survivor.done && inPlay(survivor) && (late || !actsAnytime(state, i)))
      return true;
  }
  return false;
}

/** A Tactician still to act once every other survivor is done (the Players' Phase waits for him). */
function tacticianLeft(state: State): boolean {
  return state.survivors.some((survivor, i) => !survivor.done && inPlay(survivor) && actsAnytime(state, i));
}

/** Actions that cost nothing anyway: they never keep a spent survivor's turn open. */
const COSTLESS: ReadonlySet<string> = new Set(['endTurn', 'exit', 'combine', 'heal', 'discard', 'drinkWater']);

/** Can survivor `s`, out of Actions, still take one its unused free Action pays for? */
function freeActionUsable(ctx: RulesContext, state: State, s: number): boolean {
  if (!hasUnusedFreeAction(state, s)) return false;
  let usable = false;
  ctx.ruleset.actions.candidates(ctx, state, s, (a) => {
    if (usable || COSTLESS.has(a.type)) return;
    const rule = ruleOf(ctx.ruleset.actions.rules, a.type);
    if (rule && rule.check(ctx, state, a) === null) usable = true;
  });
  return usable;
}

/** Can survivor `s` take the free follow-up of the action it just took (`ActionRecord.followUp`)? */
function followUpUsable(ctx: RulesContext, state: State, s: number): boolean {
  const type = state.action?.s === s ? state.action.followUp : undefined;
  if (!type) return false;
  const rule = ruleOf(ctx.ruleset.actions.rules, type);
  return !!rule && rule.check(ctx, state, { type, s } as Action) === null;
}

/**
 * Moves play on once nothing is pending: ends a spent survivor's turn, passes to the next player, starts the
 * Zombies' Phase. True when the ruleset took over at the end of the Players' Phase (the game runs on through it).
 */
export function advancePlayers(ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  if (state.phase !== 'players' || state.pending.length > 0 || state.combat) return false;
  if (state.active >= 0) {
    const survivor = state.survivors[state.active];
    // A survivor out of Actions still may escape by the exit at the end of its Turn (FR 2731): wait for it.
    const mayExit = inPlay(survivor) && checkExit(ctx, state, { type: 'exit', s: state.active }) === null;
    // An unused free Action the survivor can still take keeps its turn open (seed 001 line 514: free Actions are extra).
    const free = inPlay(survivor) && actionsLeft(survivor) <= 0 && freeActionUsable(ctx, state, state.active);
    // So does a ruleset's free follow-up of the action just taken (getting into a vehicle after a Move).
    const followUp = inPlay(survivor) && actionsLeft(survivor) <= 0 && followUpUsable(ctx, state, state.active);
    // The first servers ended a turn at its last Action, whatever might follow (state.options.turnEndsAtLastAction).
    // A scenario step may hold the turn open to look at the position before the Zombies' Phase (options.holdTurn).
    const waits =
      state.options.holdTurn === true || (!state.options.turnEndsAtLastAction && (mayExit || free || followUp));
    if (!inPlay(survivor) || (actionsLeft(survivor) <= 0 && !waits)) finishSurvivor(state, state.active, events, ctx);
  }
  if (!state.survivors.some((x) => inPlay(x) && !x.companion)) {
    // Everyone able to act has left the board (or the train took them) with goals still open, lone Companions
    // perhaps left behind (they have no Action): the mission can no longer be won.
    loseGame(state, 'nobodyLeft', R.nobodyLeft, events);
    return false;
  }
  while (!playerHasSurvivorsToAct(state, state.currentPlayer)) {
    const played = (state.currentPlayer - state.firstPlayer + state.players) % state.players;
    if (played >= state.players - 1 && tacticianLeft(state)) {
      // Only Tacticians are left: their players' turns again, from the first player on (seed 001 line 2305).
      state.currentPlayer = state.firstPlayer;
      events.push({ type: 'turnStarted', player: state.currentPlayer });
      continue;
    }
    if (played >= state.players - 1) {
      // The ruleset may act between the phases (a train moving): it starts the Zombies' Phase itself then.
      if (ctx.ruleset.actions.playersPhaseEnds(ctx, state)) return true;
      startZombiePhase(ctx, state, events);
      return false;
    }
    state.currentPlayer = (state.currentPlayer + 1) % state.players;
    events.push({ type: 'turnStarted', player: state.currentPlayer });
  }
  return false;
}
