/**
 * A determinization: the same table with everything no player can see dealt
 * again. The RNG gets a fresh state, the face-down decks are reshuffled (the
 * top Bounty card stays: its feat is face up, EN "Bounty weapons"), M8's
 * set-aside Bounty cards are exchanged with face-down Bounty cards, and the
 * colours of face-down Objectives are exchanged among themselves. Every seat
 * sees the same table in Zombicide, so the result is the same for any
 * seat. Used by the conformance battery's redaction check and by search bots,
 * which must not look at the real order of the decks.
 */
import { nextUint32, shuffleInPlace, type RngState } from '@horde/core';
import type { State } from './state.ts';

export function determinize(state: State, rng: RngState, keepChance = false): State {
  // The RNG rolls dice in the open: a search bot redraws it; a redaction check may keep it (see core's Redeal).
  if (!keepChance) state.rng = { s: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
  shuffleInPlace(rng, state.equipmentDeck);
  shuffleInPlace(rng, state.zombieDeck);
  // The top Bounty card's back is face up; the rest of the deck and the set-aside cards are one hidden pool.
  const [top, ...rest] = state.bountyDeck;
  const pool = shuffleInPlace(rng, [...rest, ...state.setAsideBounty]);
  state.setAsideBounty = pool.splice(0, state.setAsideBounty.length);
  state.bountyDeck = top === undefined ? [] : [top, ...pool];
  const faceDown = state.objectives.filter((o) => o.hidden && !o.taken);
  const colours = shuffleInPlace(
    rng,
    faceDown.map((o) => o.color),
  );
  faceDown.forEach((o, i) => {
    o.color = colours[i];
  });
  // Tent cards still face down are exchanged among their tents.
  if (state.tents && state.tentDeal) {
    const hidden = state.tents.flatMap((t, i) => (t.card === null ? [i] : []));
    const cards = shuffleInPlace(
      rng,
      hidden.map((i) => state.tentDeal![i]),
    );
    hidden.forEach((i, k) => {
      state.tentDeal![i] = cards[k];
    });
  }
  return state;
}
