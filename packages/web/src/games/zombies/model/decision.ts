/**
 * The decision this screen faces now, named from the view: the top pending decision when the rules wait on
 * this seat, else the step of its turn; 'waiting' when it has nothing to do.
 */
import type { Action, PendingView, ZombiesView } from '@horde/zombies';

export type Decision =
  | { kind: 'waiting'; seats: number[] }
  | { kind: 'over' }
  | { kind: 'pending'; pending: PendingView }
  | { kind: 'roll' | 'move' | 'zombies' | 'discard' | 'tile' };

export function decisionOf(view: ZombiesView, legal: readonly Action[]): Decision {
  if (view.phase === 'over' || view.finish) return { kind: 'over' };
  if (legal.length === 0) return { kind: 'waiting', seats: view.awaiting };
  const top = view.pending[0];
  if (top) return { kind: 'pending', pending: top };
  const step = view.turn.step;
  return { kind: step };
}

/** Actions shown as the prompt's buttons: those not chosen on the map, in the hand or in a form. */
export function isButtonAction(a: Action): boolean {
  switch (a.type) {
    case 'move':
    case 'shoot':
    case 'dodgeTo':
    case 'placeZombie':
    case 'enterMap':
    case 'placePawn':
    case 'sense':
    case 'placeTile':
    case 'playEvent':
    case 'discard':
    case 'offerTrade':
    case 'moveZombie':
    case 'timeout':
    case 'look':
      return false;
    default:
      return true;
  }
}
