/**
 * The Companion cards (seed 001 "Companions", lines 1942-2110; component list lines 382-388): the human
 * Companions of [AN] (Gunman, Handyman, Searcher, Sniper) and the Dog Companions of [DC] (Bismuth, Cherry,
 * Gaspard, Lucien, Martens, Moog). They are Equipment cards set aside (line 382: "put aside all of them"): the
 * human ones make the Companion deck of a mission with Companion tokens (line 427), the dogs are chosen at setup
 * (line 439). Each card is also a miniature its holder leads (`companion`). The seed prints the Gunman's Pistol
 * (line 2014) and the Sniper's rifle (line 2039) and the dogs' traits (lines 2066-2081); every other value is
 * designed. French names: the web table's content.fr.json.
 */
import type { CompanionDef, WeaponStats } from '@horde/zombicide/defs';
import {
  type ClassicEquipmentDef,
  designed,
  provenanceOf,
  type Source,
  type Sources,
  seed,
  sourcesFor,
} from './types.ts';

interface CompanionSpec {
  id: string;
  name: string;
  companion: CompanionDef;
  text: string;
  base: Source;
  src?: Partial<Sources>;
}

function companionCard(spec: CompanionSpec): ClassicEquipmentDef {
  const def = {
    id: spec.id,
    name: spec.name,
    deck: 'setAside' as const,
    // One card per Companion (designed: the seed names each once, line 384, and prints no count).
    count: 1,
    traits: [],
    text: spec.text,
    companion: spec.companion,
  };
  const sources = sourcesFor(def, spec.base, {
    deck: seed(382),
    count: designed('one card per Companion the seed names (line 384)'),
    traits: seed(1972),
    ...spec.src,
  });
  return { ...def, sources, provenance: provenanceOf(sources) };
}

const ranged = (minRange: number, maxRange: number): WeaponStats => ({
  attack: 'ranged',
  family: minRange === 0 ? 'pistol' : 'rifle',
  minRange,
  maxRange,
  dice: 1,
  accuracy: 4,
  damage: 1,
  noise: 'bang',
  dual: false,
});

const bite = (dice: number, accuracy: number, damage: number): WeaponStats => ({
  attack: 'melee',
  family: 'melee',
  minRange: 0,
  maxRange: 0,
  dice,
  accuracy,
  damage,
  noise: 'silent',
  dual: false,
});

/** Every dog: Low Profile and Slippery (line 2070; its 3 Zones per Move are its Move instruction's). */
const DOG_SKILLS = ['lowProfile', 'slippery'];
const DOG_TEXT =
  'Dog Companion: moves with its Handler, +1 die Melee to him in the same Zone; on an instruction it Moves up to 3 Zones, bites, barks (Noise) or Searches and holds the card found.';
const BULLDOG_TEXT =
  'American Bulldog: moves with its Handler, +2 dice Melee to him in the same Zone; on an instruction it Moves up to 3 Zones, bites or barks (Noise). It does not Search.';

function dog(id: string, name: string, breed: string, weapon: WeaponStats): ClassicEquipmentDef {
  const bulldog = breed === 'American Bulldog';
  return companionCard({
    id,
    name,
    text: bulldog ? BULLDOG_TEXT : DOG_TEXT,
    companion: {
      kind: 'dog',
      breed,
      weapon,
      // +1 die: Melee to its Handler in the same Zone; American Bulldogs +2 dice (line 2071).
      gives: bulldog ? ['plus1DieAction(melee)', 'plus1DieAction(melee)'] : ['plus1DieAction(melee)'],
      skills: DOG_SKILLS,
      ...(bulldog ? { noSearch: true } : {}),
    },
    base: seed(2070),
    src: {
      name: seed(384),
      // Traits, bonus and Search from lines 2070-2081; the breed and the bite are not printed (line 2078).
      companion: designed('breed and bite profile: the seed names the dogs, two American Bulldogs (line 2071)'),
      text: designed('our own words'),
    },
  });
}

export const CLASSIC_COMPANIONS: ClassicEquipmentDef[] = [
  companionCard({
    id: 'gunman',
    name: 'Gunman',
    text: 'Companion. Passive: his Leader gets +1 die: Ranged. Active (1 Action): every Gunman of the team in his Zone fires a Pistol (0-1, 1 die, 4+, Damage 1) at one Zone together; 1 Noise token per shooter.',
    companion: { kind: 'human', weapon: ranged(0, 1), gives: ['plus1DieAction(ranged)'], skills: [], active: 'shoot' },
    base: seed(2009),
    src: { name: seed(384), companion: seed(2014), text: designed('our words') },
  }),
  companionCard({
    id: 'handyman',
    name: 'Handyman',
    text: 'Companion. Active (1 Action): opens a door of his Zone silently (a locked door stays locked). Passive: barricades cost his Leader 1 fewer Action (barricades are not in this game).',
    // The passive effect is on barricades, which this game does not have (decision handymanBarricades).
    companion: { kind: 'human', gives: [], skills: [], active: 'openDoor' },
    base: seed(2018),
    src: { name: seed(384), text: designed('our words') },
  }),
  companionCard({
    id: 'searcher',
    name: 'Searcher',
    text: 'Companion. Passive: his Leader gets Search: +1 card. He takes no slot in his Leader’s inventory. No active effect.',
    companion: { kind: 'human', gives: ['searchPlus1Card'], skills: [], noSlot: true },
    base: seed(2026),
    src: { name: seed(384), text: designed('our words') },
  }),
  companionCard({
    id: 'sniper',
    name: 'Sniper',
    text: 'Companion. Passive: her Leader gets +1 max Range. Active (1 Action): every Sniper of the team in her Zone fires a Sniper Rifle (1-3, 1 die, 4+, Damage 1, she picks the targets) at one Zone together; 1 Noise token per shooter.',
    companion: { kind: 'human', weapon: ranged(1, 3), gives: ['plus1MaxRange'], skills: ['marksman'], active: 'shoot' },
    base: seed(2032),
    src: { name: seed(384), companion: seed(2039), text: designed('our words') },
  }),
  dog('bismuth', 'Bismuth', 'American Bulldog', bite(1, 4, 1)),
  dog('cherry', 'Cherry', 'Border Collie', bite(1, 4, 1)),
  dog('gaspard', 'Gaspard', 'German Shepherd', bite(2, 4, 1)),
  dog('lucien', 'Lucien', 'Beagle', bite(1, 3, 1)),
  dog('martens', 'Martens', 'Rottweiler', bite(1, 4, 2)),
  dog('moog', 'Moog', 'American Bulldog', bite(1, 3, 1)),
];
