/**
 * How the engine reaches Undead or Alive's own part of the state (the seam's `PartRules`): made at setup, shown
 * in the views, read back from one, dealt again for the tools, and its face-down Bounty decks counted.
 */
import { clonePlain, shuffleInPlace, type RngState } from '@horde/core';
import type { PartRules } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import type { PlayerView } from '../../view.ts';
import { setupUoaPart } from './setup.ts';
import { type UoaPart, uoaPart } from './state.ts';

/** What every seat sees of the part: its pieces, and of the Bounty decks their sizes and the top card's back. */
export interface UoaPartView extends Pick<UoaPart, 'vadeRetro' | 'entered' | 'train' | 'wagon' | 'gatling'> {
  bountyDeckSize: number;
  /** M8: how many Bounty cards are set aside, face down (EN M8). */
  setAsideBountyCount: number;
  /** Feat printed on the back of the top Bounty card (visible to all, EN "Bounty weapons"). */
  bountyFeat: string | null;
}

/** A view of Undead or Alive: the shared view and what it shows of its own part. */
export type UoaView = PlayerView & UoaPartView;

export const UOA_PART: PartRules = {
  setup: (ctx, rng, decks) => ({ uoa: setupUoaPart(ctx, rng, decks) }),
  view(ctx, state, share): UoaPartView {
    const p = uoaPart(state);
    const copy = share ? <T>(x: T) => x : clonePlain;
    const top = p.bountyDeck[0];
    return {
      vadeRetro: copy(p.vadeRetro),
      entered: copy(p.entered),
      train: copy(p.train),
      wagon: copy(p.wagon),
      gatling: copy(p.gatling),
      bountyDeckSize: p.bountyDeck.length,
      setAsideBountyCount: p.setAsideBounty.length,
      bountyFeat: top === undefined ? null : (ctx.equipment[state.cards[top].def].feat?.text ?? null),
    };
  },
  fromView(view) {
    const v = view as UoaView;
    const deck = (n: number) => Array.from({ length: n }, () => 0);
    const part: UoaPart = {
      vadeRetro: [...v.vadeRetro],
      entered: [...v.entered],
      bountyDeck: deck(v.bountyDeckSize),
      setAsideBounty: deck(v.setAsideBountyCount),
      train: structuredClone(v.train),
      wagon: structuredClone(v.wagon),
      gatling: structuredClone(v.gatling),
    };
    return { uoa: part };
  },
  determinize(state: State, rng: RngState) {
    const p = uoaPart(state);
    // The top Bounty card's back is face up; the rest of the deck and the set-aside cards are one hidden pool.
    const [top, ...rest] = p.bountyDeck;
    const pool = shuffleInPlace(rng, [...rest, ...p.setAsideBounty]);
    p.setAsideBounty = pool.splice(0, p.setAsideBounty.length);
    p.bountyDeck = top === undefined ? [] : [top, ...pool];
  },
  decks(state) {
    const p = uoaPart(state);
    return [p.bountyDeck, p.setAsideBounty];
  },
};
