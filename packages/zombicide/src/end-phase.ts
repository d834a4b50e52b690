/**
 * The End Phase (EN "End Phase"): the ruleset's noise step (it may wait for a
 * players' choice), Medics heal, the ruleset's end-of-round pieces move, every
 * weapon is reloaded for free, and the First Player token passes to the left. The next round is not started here:
 * control goes back to resume(), which starts it.
 */
import { CORE_REFS as R } from './rule-refs.ts';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State, ZombieTask } from './state.ts';
import { inPlay } from './survivors.ts';
import { hasSkillActive } from './skills.ts';

/** Medic (EN "Medic"): each End Phase, the Medic and every Survivor in its zone heal 1 Wound. */
function healByMedics(state: State, events: GameEvent[]): void {
  const healed = new Set<number>();
  state.survivors.forEach((medic, m) => {
    if (!inPlay(medic) || !hasSkillActive(state, m, 'medic')) return;
    state.survivors.forEach((other, i) => {
      if (healed.has(i) || !inPlay(other) || other.zone !== medic.zone || other.wounds === 0) return;
      healed.add(i);
      other.wounds--;
      events.push({ type: 'survivorHealed', s: i, by: m, rule: R.medic });
    });
  });
}

export function endPhase(ctx: RulesContext, state: State, task: ZombieTask, events: GameEvent[]): 'done' | 'wait' {
  if (task.cursor === 0) {
    ctx.ruleset.zombies.phaseEnds?.(ctx, state, events);
    events.push({ type: 'phase', phase: 'end' });
    task.cursor = 1;
    if (ctx.ruleset.noise.endPhase(ctx, state, events)) return 'wait';
  }
  healByMedics(state, events);
  ctx.ruleset.endOfRound(ctx, state, events);
  for (let i = 0; i < state.cards.length; i++) {
    const card = state.cards[i];
    if (!card.loaded) {
      card.loaded = true;
      card.fanned = false;
    }
  }
  state.firstPlayer = (state.firstPlayer + 1) % state.players;
  // The round is over: resume() starts the next one (turn.ts startDueRounds), as the turn's driver.
  state.zombiePhase = null;
  return 'done';
}
