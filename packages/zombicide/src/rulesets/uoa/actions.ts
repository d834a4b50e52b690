/**
 * Undead or Alive's own action kinds (the core's are CoreAction, actions.ts): its class abilities, Holy Water and
 * Dynamite, the machines, its missions' actions and the answers to its own choices. Declared into the engine's
 * Action union (RulesetActions), so the engine plays them without naming them.
 */
import type { CoreAction } from '../../actions.ts';

export type UoaOwnAction =
  | { type: 'dynamite'; s: number; slot: number; zone: number }
  | { type: 'holyWater'; s: number; slot: number; spawn: number }
  | {
      type: 'charge';
      s: number;
      to: number /** Zones passed through before `to` (empty when adjacent). */;
      via: number[];
      slot: number;
      dual: boolean;
    }
  | {
      type: 'vadeRetro';
      s: number;
      zone: number /** With both tokens out: the zone whose token moves (FR 1420), else -1. */;
      replace: number;
    }
  // Machines (EN "Machine actions")
  | { type: 'moveWagon'; s: number; to: number }
  | { type: 'boardWagon'; s: number }
  | { type: 'leaveWagon'; s: number }
  | { type: 'moveGatling'; s: number; to: number }
  | { type: 'fireGatling'; s: number; zone: number }
  // Mission actions
  | { type: 'blowMine'; s: number }
  | { type: 'loadWagon'; s: number }
  | { type: 'startTrain'; s: number }
  | { type: 'loadCoal'; s: number }
  | { type: 'noiseZone'; zone: number }
  | { type: 'stepAside'; zone: number };

/** An action of Undead or Alive: the core's and its own. */
export type UoaAction = CoreAction | UoaOwnAction;

declare module '../../actions.ts' {
  interface RulesetActions {
    uoa: UoaOwnAction;
  }
}
