/**
 * A determinization: the same table with everything no player can see dealt
 * again. The RNG gets a fresh state, the face-down decks are reshuffled (a
 * ruleset deals its own again, `PartRules.determinize`), and the
 * colours of face-down Objectives are exchanged among themselves. Every seat
 * sees the same table in Zombicide, so the result is the same for any
 * seat. Used by the conformance battery's redaction check and by search bots,
 * which must not look at the real order of the decks.
 */
import { nextUint32, shuffleInPlace, type RngState } from '@horde/core';
import type { Ruleset } from './ruleset.ts';
import type { State } from './state.ts';

export function determinize(ruleset: Ruleset, state: State, rng: RngState, keepChance = false): State {
  // The RNG rolls dice in the open: a search bot redraws it; a redaction check may keep it (see core's Redeal).
  if (!keepChance) state.rng = { s: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
  shuffleInPlace(rng, state.equipmentDeck);
  shuffleInPlace(rng, state.zombieDeck);
  ruleset.part.determinize(state, rng);
  const faceDown = state.objectives.filter((o) => o.hidden && !o.taken);
  const colours = shuffleInPlace(
    rng,
    faceDown.map((o) => o.color),
  );
  faceDown.forEach((o, i) => {
    o.color = colours[i];
  });
  return state;
}
