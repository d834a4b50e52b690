/**
 * The End Phase (EN "End Phase"): the Noise token loses one step (Boom to
 * Bang; a Bang goes to the zone with the most Survivors, players choosing on
 * a tie), every weapon is reloaded for free, and the First Player token
 * passes to the left.
 */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State, ZombieTask } from './state.ts';
import { relocateNoise } from './noise.ts';
import { startRound } from './turn.ts';
import { inPlay } from './survivors.ts';
import { advanceBlueObjective } from './train.ts';
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
      events.push({ type: 'survivorHealed', s: i, by: m, rule: 'Medic: 1 Wound healed in the End Phase' });
    });
  });
}

export function endPhase(ctx: RulesContext, state: State, task: ZombieTask, events: GameEvent[]): 'done' | 'wait' {
  if (task.cursor === 0) {
    events.push({ type: 'phase', phase: 'end' });
    task.cursor = 1;
    if (state.noise.boom) {
      state.noise.boom = false;
      events.push({
        type: 'noiseMoved',
        zone: state.noise.zone,
        boom: false,
        rule: 'End Phase: the Boom token is flipped to its Bang side',
      });
    } else {
      const tie = relocateNoise(
        ctx,
        state,
        'End Phase: the Bang token moves to the zone with the most Survivors',
        events,
      );
      if (tie) {
        state.pending.push({ kind: 'noiseZone', options: tie, boom: false });
        events.push({
          type: 'decisionOpened',
          decision: 'noiseZone',
          prompt: 'End Phase: choose among the zones with the most Survivors for the Noise token',
        });
        return 'wait';
      }
    }
  }
  healByMedics(state, events);
  advanceBlueObjective(ctx, state, events);
  for (let i = 0; i < state.cards.length; i++) {
    const card = state.cards[i];
    if (!card.loaded) {
      card.loaded = true;
      card.fanned = false;
    }
  }
  state.firstPlayer = (state.firstPlayer + 1) % state.players;
  state.zombiePhase = null;
  startRound(ctx, state, events);
  return 'done';
}
