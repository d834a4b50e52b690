/** An action as a Zombicide table offers it (both rulesets): its words, its key, its warning, its cost. */
import type { Action } from '@horde/zombicide';

export interface Offer {
  action: Action;
  label: string;
  /** Longer explanation (tooltip, screen readers). */
  detail?: string;
  /** Keyboard shortcut, when the action has one. */
  key?: string;
  /** Warning shown with the offer (friendly fire, an attack that cannot hurt). */
  warning?: string;
  /** What it costs, in words ("2 Actions", "free"), when the table shows it. */
  cost?: string;
}

/** An action a player may look for that the rules refuse now, with why. */
export interface Missing {
  /** What the player looks for ("Move to street 2R:s1", "Search"). */
  label: string;
  reason: string;
  code: string;
}
