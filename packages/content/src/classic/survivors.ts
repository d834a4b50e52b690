/**
 * The six Survivors of the Zombicide Season 1 core box and their skill trees: Blue (starting skill), Yellow
 * (+1 Action), Orange (1 of 2), Red (1 of 3) (seed 001 lines 1100-1104). Skill ids are those of skills.ts.
 *
 * Published: the designer's survivor pages list each tree; their order (Blue, Orange A, Yellow, Red A, Orange B,
 * Red B, Red C) is read with the levels their gameplay notes name (Doug's "+1 free Combat Action at the Orange
 * Level", Wanda's Slippery at Orange and "+1 Zone per Move" at Red, Phil's Sniper at Red), and Amy's tree is
 * printed level by level. Ned's Orange and Red skills were not found in public sources: they are designed.
 */
import type { SkillRef } from '@horde/zombicide/defs';
import {
  type ClassicSurvivorDef,
  designed,
  PUBLISHED,
  provenanceOf,
  type Source,
  type Sources,
  seed,
  sourcesFor,
} from './types.ts';

/** A skill reference: `ref('plus1FreeAction', 'move')`. */
const ref = (id: string, param?: string): SkillRef => (param ? { id, param } : { id });

interface SurvivorSpec {
  id: string;
  name: string;
  startsWith?: string[];
  blue: SkillRef;
  orange: [SkillRef, SkillRef];
  red: [SkillRef, SkillRef, SkillRef];
  src?: Partial<Sources>;
}

function survivor(spec: SurvivorSpec): ClassicSurvivorDef {
  const def = {
    id: spec.id,
    name: spec.name,
    ...(spec.startsWith ? { startsWith: spec.startsWith } : {}),
    skills: { blue: [spec.blue], yellow: [ref('plus1Action')], orange: spec.orange, red: spec.red },
  };
  // Every Survivor's Yellow skill is "+1 Action" (seed 001 line 514: the 4th Action comes from a Yellow skill).
  const base: Source = PUBLISHED;
  const sources = sourcesFor(def, base, { 'skills.yellow': seed(514), ...spec.src });
  return { ...def, sources, provenance: provenanceOf(sources) };
}

export const CLASSIC_SURVIVORS: ClassicSurvivorDef[] = [
  survivor({
    id: 'amy',
    name: 'Amy',
    blue: ref('plus1FreeAction', 'move'),
    orange: [ref('plus1FreeAction', 'combat'), ref('plus1FreeAction', 'move')],
    red: [ref('plus1ToDiceRoll', 'combat'), ref('plus1DieAction', 'combat'), ref('medicClassic')],
    // Line 514: "Some Survivors like Amy have a free Action at the Blue Danger Level".
    src: { 'skills.blue': seed(514) },
  }),
  survivor({
    id: 'doug',
    name: 'Doug',
    blue: ref('matchingSet'),
    orange: [ref('slippery'), ref('plus1FreeAction', 'combat')],
    red: [ref('plus1ToDiceRoll', 'combat'), ref('ambidextrous'), ref('plus1DieAction', 'ranged')],
  }),
  survivor({
    id: 'josh',
    name: 'Josh',
    blue: ref('slippery'),
    orange: [ref('plus1FreeAction', 'move'), ref('plus1DieAction', 'melee')],
    red: [ref('plus1ToDiceRoll', 'combat'), ref('lucky'), ref('oneRerollPerTurn')],
  }),
  survivor({
    id: 'ned',
    name: 'Ned',
    blue: ref('plus1FreeAction', 'search'),
    orange: [ref('plus1FreeAction', 'combat'), ref('tough')],
    red: [ref('plus1DieAction', 'combat'), ref('hoard'), ref('plus1ToDiceRoll', 'ranged')],
    src: {
      'skills.orange': designed(
        'not found in public sources; two Season 1 skills (line 2133, line 2309) for a searcher who must survive his finds',
      ),
      'skills.red': designed(
        'not found in public sources; Season 1 skills (lines 2127, 2233, 2153) for a hoarder who ends up a gunman',
      ),
    },
  }),
  survivor({
    id: 'phil',
    name: 'Phil',
    startsWith: ['pistol'],
    blue: ref('startsWith', 'pistol'),
    orange: [ref('bornLeaderClassic'), ref('plus1FreeAction', 'search')],
    red: [ref('plus1DieAction', 'ranged'), ref('marksman'), ref('plus1ToDiceRoll', 'ranged')],
    // Line 425: Phil takes the Pistol his Identity Card names; line 2739: "Starts with a Pistol" at Blue.
    src: { startsWith: seed(425), 'skills.blue': seed(2739) },
  }),
  survivor({
    id: 'wanda',
    name: 'Wanda',
    blue: ref('twoZonesPerMove'),
    orange: [ref('plus1DieAction', 'combat'), ref('slippery')],
    red: [ref('plus1FreeAction', 'move'), ref('plus1ZonePerMove'), ref('plus1ToDiceRoll', 'melee')],
    // Line 526: "her 2 Zones per Move Action Skill".
    src: { 'skills.blue': seed(526) },
  }),
];
