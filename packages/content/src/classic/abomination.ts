/**
 * The Abomination of the Season 1 core box (one miniature): Damage 3 to kill it (seed 001 lines 1185, 1258),
 * 1 Action (line 3065), 5 experience points (line 1185), no special ability. The experience value has no field
 * in `AbominationDef`, so it is `CLASSIC_ABOMINATION_XP`.
 */
import { type ClassicAbominationDef, PUBLISHED, provenanceOf, seed, sourcesFor } from './types.ts';

const def = {
  id: 'abomination',
  name: 'Abomination',
  toughness: 3,
  actions: 1,
  ability:
    'None. It comes with no escort, never splits, and dies only to a Damage 3 hit or a Molotov; ' +
    'spawning it with the miniature already out places a Fatty and its 2 Walkers instead.',
};

const sources = sourcesFor(def, PUBLISHED, {
  toughness: seed(1258),
  actions: seed(3065),
  // No ability of its own (published); the rest of the text restates lines 1185, 823 and 1163.
  ability: PUBLISHED,
});

export const CLASSIC_ABOMINATION: ClassicAbominationDef = { ...def, sources, provenance: provenanceOf(sources) };

/** Experience for killing the Abomination (seed 001 line 1185). */
export const CLASSIC_ABOMINATION_XP = 5;
