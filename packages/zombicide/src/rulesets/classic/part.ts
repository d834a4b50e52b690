/**
 * How the engine reaches Classic's own part of the state (the seam's `PartRules`): made at setup (empty: the
 * ruleset's setup and rules add each field a mission uses), shown in the views, read back from one, and its
 * face-down tent cards dealt again for the tools.
 */
import { clonePlain, shuffleInPlace } from '@horde/core';
import type { PartRules } from '../../ruleset.ts';
import type { PlayerView } from '../../view.ts';
import { type ClassicPart, classicPart } from './state.ts';

/** The fields of the part every seat sees (the Companion deck and the tent cards dealt face down stay hidden). */
const OPEN = [
  'noiseTokens',
  'lockedDoors',
  'spawnedRooms',
  'cars',
  'carRun',
  'companionTokens',
  // The zombies a security zone [PO] pushes back at the end of their Activation.
  'securityPushBack',
  // The rotating security gates' [PO] quarter turns.
  'gates',
  // A revealed tent's card is copied into the open `tents`.
  'tents',
  'teamAction',
  // Gozer's abilities and the streams crossed at Stay Puft this round: on the table.
  'gozer',
  'streams',
] as const satisfies readonly (keyof ClassicPart)[];

const HIDDEN = ['companionDeck', 'tentDeal'] as const satisfies readonly (keyof ClassicPart)[];

type Unclassified = Exclude<keyof ClassicPart, (typeof OPEN)[number] | (typeof HIDDEN)[number]>;
// Fails to compile when a field of the part is neither open nor hidden.
const _everyFieldClassified: [Unclassified] extends [never] ? true : false = true;
void _everyFieldClassified;

/** What every seat sees of the part: its open fields a mission uses (an absent one stays absent). */
export type ClassicPartView = Pick<ClassicPart, (typeof OPEN)[number]>;

/** A view of Classic: the shared view and what it shows of its own part. */
export type ClassicView = PlayerView & ClassicPartView;

const NO_DECKS: readonly (readonly number[])[] = Object.freeze([]);

/** The open fields of `from` that are present, copied unless `share`. */
function openFields(from: ClassicPartView, share: boolean): ClassicPartView {
  const out: Record<string, unknown> = {};
  for (const key of OPEN) if (from[key] !== undefined) out[key] = share ? from[key] : clonePlain(from[key]);
  return out as ClassicPartView;
}

export const CLASSIC_PART: PartRules = {
  setup: () => ({ classic: {} }),
  view: (_ctx, state, share) => openFields(classicPart(state), share),
  fromView: (view) => ({ classic: openFields(view as ClassicView, false) }),
  determinize(state, rng) {
    // Tent cards still face down are exchanged among their tents.
    const { tents, tentDeal } = classicPart(state);
    if (!tents || !tentDeal) return;
    const hidden = tents.flatMap((t, i) => (t.card === null ? [i] : []));
    const cards = shuffleInPlace(
      rng,
      hidden.map((i) => tentDeal[i]),
    );
    hidden.forEach((i, k) => {
      tentDeal[i] = cards[k];
    });
  },
  // Its Companion deck never counted among the decks (no Equipment card in it).
  decks: () => NO_DECKS,
};
