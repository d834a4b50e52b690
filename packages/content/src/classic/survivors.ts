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

/**
 * Survivors beyond the core box's six, for 7+ Survivors games (seed 001 lines 341, 2775-2781: 6 to 12 Survivors).
 * The seed names them in its examples; their trees are designed from what those examples show (Elsa's whole tree
 * is in the Ultrared example, lines 2840-2844; Neema's Born leader, line 2810; Kim's Reaper: Combat, line 2263).
 */
function designedSurvivor(spec: SurvivorSpec, why: string, src: Partial<Sources> = {}): ClassicSurvivorDef {
  const all = designed(why);
  return survivor({
    ...spec,
    src: { 'skills.blue': all, 'skills.orange': all, 'skills.red': all, name: seed(2840), ...src },
  });
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
  designedSurvivor(
    {
      id: 'elsa',
      name: 'Elsa',
      blue: ref('breakIn'),
      orange: [ref('slippery'), ref('plus1FreeAction', 'ranged')],
      red: [ref('plus1FreeAction', 'combat'), ref('plus1FreeAction', 'move'), ref('twoZonesPerMove')],
    },
    'the seed gives only her skills, in the Ultrared example',
    {
      name: seed(2840),
      'skills.blue': seed(2840),
      'skills.orange': seed(2842),
      'skills.red': seed(2842),
    },
  ),
  designedSurvivor(
    {
      id: 'neema',
      name: 'Neema',
      blue: ref('bornLeaderClassic'),
      orange: [ref('plus1FreeAction', 'search'), ref('plus1DieAction', 'ranged')],
      red: [ref('plus1ToDiceRoll', 'combat'), ref('lucky'), ref('medicClassic')],
    },
    'a leader (Born leader, line 2810) who stays behind the fighters',
    { name: seed(2810) },
  ),
  designedSurvivor(
    {
      id: 'kim',
      name: 'Kim',
      blue: ref('reaper', 'combat'),
      orange: [ref('plus1FreeAction', 'ranged'), ref('plus1MaxRange')],
      red: [ref('plus1DieAction', 'ranged'), ref('marksman'), ref('plus1ToDiceRoll', 'combat')],
    },
    'a shooter whose Reaper: Combat the example shows (line 2263)',
    { name: seed(2263) },
  ),
  designedSurvivor(
    {
      id: 'tiff',
      name: 'Tiff',
      blue: ref('plus1DieAction', 'melee'),
      orange: [ref('slippery'), ref('plus1FreeAction', 'melee')],
      red: [ref('plus1DamageAction', 'melee'), ref('ambidextrous'), ref('tough')],
    },
    'a fighter with a Fire Axe (line 2808)',
    { name: seed(2808) },
  ),
  designedSurvivor(
    {
      id: 'julien',
      name: 'Julien',
      blue: ref('plus1FreeAction', 'ranged'),
      orange: [ref('plus1FreeAction', 'search'), ref('hoard')],
      red: [ref('plus1MaxRange'), ref('plus1DieAction', 'ranged'), ref('lucky')],
    },
    'a rifleman carrying a Rifle and Plenty Of Ammo (line 2810)',
    { name: seed(2810) },
  ),
  designedSurvivor(
    {
      id: 'belle',
      name: 'Belle',
      blue: ref('sprint'),
      orange: [ref('plus1FreeAction', 'move'), ref('plus1DieAction', 'melee')],
      red: [ref('plus1ToDiceRoll', 'melee'), ref('slippery'), ref('plus1FreeAction', 'combat')],
    },
    'a runner with a Sub-MG and a Katana (line 1883)',
    { name: seed(1883) },
  ),
  // The helicopter's pilot (mission C7): Terry stands by the landed helicopter in the seed's example (line 718).
  designedSurvivor(
    {
      id: 'terry',
      name: 'Terry',
      blue: ref('helicopterPilot'),
      orange: [ref('plus1FreeAction', 'move'), ref('plus1DieAction', 'ranged')],
      red: [ref('steadyHand'), ref('plus1ToDiceRoll', 'ranged'), ref('lucky')],
    },
    'a pilot (Helicopter pilot, line 2229) who covers the others from the air and the ground',
    { name: seed(718) },
  ),
  // The casts of the seed's other EXAMPLEs (issue 34): trees designed from Skills the engine plays, none of them
  // changing what the example shows at Blue.
  designedSurvivor(
    {
      id: 'louise',
      name: 'Louise',
      blue: ref('plus1FreeAction', 'melee'),
      orange: [ref('plus1DieAction', 'melee'), ref('slippery')],
      red: [ref('plus1DamageAction', 'melee'), ref('blademaster'), ref('reaper', 'melee')],
    },
    'a knife fighter who holds 2 Knives (line 1248)',
    { name: seed(1248) },
  ),
  designedSurvivor(
    {
      id: 'raoul',
      name: 'Raoul',
      blue: ref('plus1FreeAction', 'search'),
      orange: [ref('twoCocktails'), ref('plus1FreeAction', 'move')],
      red: [ref('plus1DieAction', 'ranged'), ref('lucky'), ref('hoard')],
    },
    'a Molotov maker who carries Gasoline (line 656)',
    { name: seed(656) },
  ),
  designedSurvivor(
    {
      id: 'laurie',
      name: 'Laurie',
      blue: ref('scavenger'),
      orange: [ref('plus1FreeAction', 'move'), ref('canSearchMoreThanOnce')],
      red: [ref('twoCocktails'), ref('plus1ToDiceRoll', 'combat'), ref('lowProfile')],
    },
    'a scavenger who carries Gasoline (line 718)',
    { name: seed(718) },
  ),
  designedSurvivor(
    {
      id: 'jane',
      name: 'Jane',
      blue: ref('plus1FreeAction', 'ranged'),
      orange: [ref('plus1MaxRange'), ref('gunslingerClassic')],
      red: [ref('plus1DieAction', 'ranged'), ref('marksman'), ref('plus1ToDiceRoll', 'ranged')],
    },
    'a shooter with a Pistol (line 2723); no skill of hers changes its Damage',
    { name: seed(2723) },
  ),
  designedSurvivor(
    {
      id: 'maddie',
      name: 'Maddie',
      blue: ref('plus1FreeAction', 'melee'),
      orange: [ref('superStrength'), ref('slippery')],
      red: [ref('plus1DieAction', 'melee'), ref('tough'), ref('hitAndRun')],
    },
    'a Fire Axe fighter (lines 1902, 2725); at Blue her Fire Axe keeps its Damage 2',
    { name: seed(2725) },
  ),
  designedSurvivor(
    {
      id: 'bear',
      name: 'Bear',
      blue: ref('tough'),
      orange: [ref('plus1FreeAction', 'combat'), ref('hoard')],
      red: [ref('plus1DieAction', 'ranged'), ref('reaper', 'ranged'), ref('deathGrasp')],
    },
    'an MP5 gunner (line 1461, 3 dice: no skill of his adds one at Blue) who charges (line 1902)',
    { name: seed(1461) },
  ),
  designedSurvivor(
    {
      id: 'joe',
      name: 'Joe',
      blue: ref('plus1FreeAction', 'melee'),
      orange: [ref('plus1DieAction', 'melee'), ref('superStrength')],
      red: [ref('plus1ToDiceRoll', 'melee'), ref('regeneration'), ref('hitAndRun')],
    },
    'a Chainsaw fighter (line 1463: 5 dice, 5+, untouched at Blue)',
    { name: seed(1463) },
  ),
  designedSurvivor(
    {
      id: 'watts',
      name: 'Watts',
      blue: ref('slippery'),
      orange: [ref('plus1FreeAction', 'combat'), ref('toxicImmunity')],
      red: [ref('plus1DieAction', 'combat'), ref('blitz'), ref('lucky')],
    },
    'a Shotgun and Chainsaw fighter (line 1419)',
    { name: seed(1419) },
  ),
  designedSurvivor(
    {
      id: 'cathy',
      name: 'Cathy',
      blue: ref('plus1MaxRange'),
      orange: [ref('plus1FreeAction', 'ranged'), ref('collector', 'skinner')],
      red: [ref('plus1DieAction', 'ranged'), ref('frenzy', 'ranged'), ref('holdYourNose')],
    },
    'a Shotgun shooter among Skinners (lines 1489-1493: 2 dice, no bonus to the roll)',
    { name: seed(1489) },
  ),
  designedSurvivor(
    {
      id: 'derek',
      name: 'Derek',
      blue: ref('toxicImmunity'),
      orange: [ref('plus1FreeAction', 'ranged'), ref('freeReload')],
      red: [ref('plus1DieAction', 'ranged'), ref('ironclad', 'toxic'), ref('plus1ToDiceRoll', 'ranged')],
    },
    'a rifleman who shoots into Toxic crowds (line 1565)',
    { name: seed(1565) },
  ),
];
