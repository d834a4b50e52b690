/**
 * How the engine reaches Classic's own part of the state (the seam's `PartRules`). Classic has no part of its own
 * yet: its fields still sit in the shared state, each absent where a mission does not use it.
 */
import type { PartRules } from '../../ruleset.ts';

const NO_DECKS: readonly (readonly number[])[] = Object.freeze([]);

export const CLASSIC_PART: PartRules = {
  setup: () => ({}),
  view: () => ({}),
  fromView: () => ({}),
  determinize() {},
  decks: () => NO_DECKS,
};
