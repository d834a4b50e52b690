/** The Improvised weapon Skill's two weapons (EN "Improvised weapon"): cards of no deck, dealt to nobody. */
import type { EquipmentDef } from './defs.ts';

const designed = {
  designed: true,
  note: 'FR 3443/3447: the stat lines of Improvised weapon are images lost in the OCR',
};

/** Improvised weapon stats (designed, see content skills.yaml): Melee 1 die 4+ Damage 1 silent; Ranged 0-1, 1 die 4+ Damage 1, Bang. */
export const IMPROVISED_WEAPONS: EquipmentDef[] = [
  {
    id: 'improvisedMelee',
    name: 'Improvised weapon (Melee)',
    deck: 'starting',
    count: 0,
    traits: [],
    provenance: designed,
    weapon: {
      attack: 'melee',
      family: 'melee',
      minRange: 0,
      maxRange: 0,
      dice: 1,
      accuracy: 4,
      damage: 1,
      noise: 'silent',
      dual: false,
    },
  },
  {
    id: 'improvisedRanged',
    name: 'Improvised weapon (Ranged)',
    deck: 'starting',
    count: 0,
    traits: [],
    provenance: designed,
    weapon: {
      attack: 'ranged',
      family: 'rifle',
      minRange: 0,
      maxRange: 1,
      dice: 1,
      accuracy: 4,
      damage: 1,
      noise: 'bang',
      dual: false,
    },
  },
];
