/**
 * Vade Retro tokens (EN 943, FR 1420): a Faithful puts one in a zone in sight
 * holding zombies; when those zombies activate, all tokens there are removed
 * and they lose the whole activation. Tokens leave by themselves when their
 * zone holds no zombie.
 */
import type { GameEvent } from './actions.ts';
import type { State } from './state.ts';
import { zombieTotal } from './zombies.ts';

export const MAX_VADE_RETRO_TOKENS = 2;

export function cleanVadeRetro(state: State, events: GameEvent[]): void {
  if (state.vadeRetro.length === 0) return;
  const kept: number[] = [];
  for (const zone of state.vadeRetro) {
    if (zombieTotal(state, zone) > 0) kept.push(zone);
    else events.push({ type: 'vadeRetroRemoved', zone, rule: 'Vade Retro tokens are removed when their zone holds no zombie' });
  }
  state.vadeRetro = kept;
}
