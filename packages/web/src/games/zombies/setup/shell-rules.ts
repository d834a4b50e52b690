/**
 * What Zombies!!! tells the shell beside its table (shell/table-module.ts): when the lobby's switches apply, and
 * when a seat's view shows its own turn.
 */
import type { ZombiesView } from '@horde/zombies';
import type { SwitchRule } from '../../../shell/lobby/switches.ts';

// A variant's sub-options apply only with it (seed 004's variants); the Helipad is kept only for the usual start
// (the 3x3 start is laid from the tile deck without it: configIssues of @horde/zombies).
export const switchRules: Record<string, SwitchRule> = {
  carefulAim: { needs: ['comeToPapa'] },
  lastManGridZombies: { needs: ['lastManStanding'], setup: { lastManStart: ['grid'] } },
  lastManScoring: { needs: ['lastManStanding'] },
  lastManHelipad: { needs: ['lastManStanding'], setup: { lastManStart: ['townSquare'] } },
  kingHelipadEscape: { needs: ['catchAsCatchCan'] },
  kingTarget: { needs: ['catchAsCatchCan'] },
  oneBiteSparePlayerKills: { needs: ['oneBite'] },
};

/** The seat's own turn, not a reaction window of its during another's; in setup, each pawn or trait in turn. */
export function ownTurn(view: unknown): boolean {
  const v = view as ZombiesView;
  if (v.seat === null) return false;
  return v.phase === 'play' ? v.turn.seat === v.seat : v.phase === 'setup' && v.awaiting.includes(v.seat);
}
