/**
 * The Equipment cards of the Zombicide Season 1 core box (62 cards, seed 001 lines 291-299), plus the Wounded
 * cards and the Sniper Rifle (a Rifle with a Scope under it: no card of its own, count 0).
 *
 * Decks: `starting` = the Pans (set aside to be dealt, seed 001 lines 378, 401); `setAside` = the Pimpweapons
 * Evil Twins and Ma's Shotgun (lines 359-361), the Molotovs (line 376) and the Wounded cards (line 355);
 * `equipment` = the rest (one Fire Axe, Crowbar and Pistol are pulled out for the starting deal, see box.ts).
 * Weapon stats are those printed on the published cards unless a seed line gives them; a noisy weapon makes
 * one Noise token (`bang`). The texts are ours.
 */
import type { EquipmentDef, Trait, WeaponStats } from '@horde/zombicide/defs';
import {
  type ClassicEquipmentDef,
  designed,
  PUBLISHED,
  provenanceOf,
  type Source,
  type Sources,
  seed,
  sourcesFor,
} from './types.ts';

interface CardSpec {
  id: string;
  name: string;
  deck: EquipmentDef['deck'];
  count: number;
  door?: EquipmentDef['door'];
  combines?: [string, string];
  weapon?: WeaponStats;
  traits?: Trait[];
  text?: string;
  /** Source of every value not named in `src`. */
  base: Source;
  /** Sources of single values ("weapon.dice") or groups ("weapon"). */
  src?: Partial<Sources>;
}

function card(spec: CardSpec): ClassicEquipmentDef {
  const def: Omit<ClassicEquipmentDef, 'sources' | 'provenance'> = {
    id: spec.id,
    name: spec.name,
    deck: spec.deck,
    count: spec.count,
    ...(spec.door ? { door: spec.door } : {}),
    ...(spec.combines ? { combines: spec.combines } : {}),
    ...(spec.weapon ? { weapon: spec.weapon } : {}),
    traits: spec.traits ?? [],
    ...(spec.text ? { text: spec.text } : {}),
  };
  const defaults: Partial<Sources> = {
    // The rest of the Equipment cards make the Equipment deck (seed 001 line 429); the Pans are set aside (line 378).
    ...(spec.deck === 'equipment' ? { deck: seed(429) } : spec.deck === 'starting' ? { deck: seed(378) } : {}),
    // A card printing no special text has no trait (the published cards).
    ...(def.traits.length === 0 ? { traits: PUBLISHED } : {}),
  };
  const sources = sourcesFor(def, spec.base, { ...defaults, ...spec.src });
  return { ...def, sources, provenance: provenanceOf(sources) };
}

const melee = (dice: number, accuracy: number, damage: number, dual = false): WeaponStats => ({
  attack: 'melee',
  family: 'melee',
  minRange: 0,
  maxRange: 0,
  dice,
  accuracy,
  damage,
  noise: 'silent',
  dual,
});

/** Bag of Rice, Canned Food and Water: food can be a Mission objective (published). */
const FOOD_TEXT = 'Food: no effect of its own. Some Missions ask the Survivors to find or carry it.';

export const CLASSIC_EQUIPMENT: ClassicEquipmentDef[] = [
  // ------------------------------------------------------------------ starting
  card({
    id: 'pan',
    name: 'Pan',
    deck: 'starting',
    count: 3,
    weapon: melee(1, 6, 1),
    base: PUBLISHED,
    src: { count: seed(298), deck: seed(378), 'weapon.maxRange': seed(1290) },
  }),

  // ------------------------------------------------------------------ melee weapons
  card({
    id: 'baseballBat',
    name: 'Baseball Bat',
    deck: 'equipment',
    count: 2,
    weapon: melee(1, 3, 1),
    base: PUBLISHED,
    src: { count: seed(293), 'weapon.maxRange': seed(1290) },
  }),
  card({
    id: 'chainsaw',
    name: 'Chainsaw',
    deck: 'equipment',
    count: 2,
    door: 'noisy',
    weapon: { ...melee(5, 5, 2), noise: 'bang' },
    base: PUBLISHED,
    src: {
      count: seed(295),
      door: seed(1050),
      'weapon.maxRange': seed(1290),
      'weapon.dice': seed(1463),
      'weapon.accuracy': seed(1463),
    },
  }),
  card({
    id: 'crowbar',
    name: 'Crowbar',
    deck: 'equipment',
    count: 2,
    door: 'silent',
    weapon: melee(1, 4, 1),
    base: PUBLISHED,
    src: { count: seed(296), 'weapon.maxRange': seed(1290) },
  }),
  card({
    id: 'fireAxe',
    name: 'Fire Axe',
    deck: 'equipment',
    count: 2,
    door: 'noisy',
    weapon: melee(1, 4, 2),
    base: PUBLISHED,
    src: {
      count: seed(298),
      door: seed(1044),
      'weapon.noise': seed(1044),
      'weapon.damage': seed(2725),
      'weapon.maxRange': seed(1290),
    },
  }),
  card({
    id: 'katana',
    name: 'Katana',
    deck: 'equipment',
    count: 2,
    weapon: melee(2, 4, 1),
    base: PUBLISHED,
    src: { count: seed(294), 'weapon.maxRange': seed(1290) },
  }),
  card({
    id: 'machete',
    name: 'Machete',
    deck: 'equipment',
    count: 4,
    weapon: melee(1, 4, 2, true),
    base: PUBLISHED,
    src: {
      count: seed(296),
      'weapon.damage': seed(1270),
      'weapon.dice': seed(1294),
      'weapon.dual': seed(1294),
      'weapon.maxRange': seed(1290),
    },
  }),

  // ------------------------------------------------------------------ ranged weapons
  card({
    id: 'pistol',
    name: 'Pistol',
    deck: 'equipment',
    count: 3,
    weapon: {
      attack: 'ranged',
      family: 'pistol',
      minRange: 0,
      maxRange: 1,
      dice: 1,
      accuracy: 4,
      damage: 1,
      noise: 'bang',
      dual: true,
      ammo: 'bullets',
    },
    base: seed(2014),
    src: {
      count: seed(299),
      'weapon.attack': seed(1298),
      'weapon.family': PUBLISHED,
      'weapon.dual': seed(1210),
      'weapon.ammo': PUBLISHED,
    },
  }),
  card({
    id: 'sawedOff',
    name: 'Sawed-Off',
    deck: 'equipment',
    count: 4,
    weapon: {
      attack: 'ranged',
      family: 'shotgun',
      minRange: 0,
      maxRange: 1,
      dice: 2,
      accuracy: 3,
      damage: 1,
      noise: 'bang',
      dual: true,
      ammo: 'shells',
    },
    traits: ['reload'],
    text: 'Reload: once fired, 1 Action reloads it (a Dual pair at once); every weapon is reloaded in the End Phase.',
    base: PUBLISHED,
    src: { count: seed(293), traits: seed(1349), text: seed(1349), 'weapon.dual': seed(1355) },
  }),
  card({
    id: 'shotgun',
    name: 'Shotgun',
    deck: 'equipment',
    count: 2,
    weapon: {
      attack: 'ranged',
      family: 'shotgun',
      minRange: 0,
      maxRange: 1,
      dice: 2,
      accuracy: 4,
      damage: 2,
      noise: 'bang',
      dual: false,
      ammo: 'shells',
    },
    base: PUBLISHED,
    src: { count: seed(295), 'weapon.dice': seed(1489), 'weapon.accuracy': seed(1493) },
  }),
  card({
    id: 'rifle',
    name: 'Rifle',
    deck: 'equipment',
    count: 2,
    weapon: {
      attack: 'ranged',
      family: 'rifle',
      minRange: 1,
      maxRange: 3,
      dice: 1,
      accuracy: 3,
      damage: 1,
      noise: 'bang',
      dual: false,
      ammo: 'bullets',
    },
    base: PUBLISHED,
    src: { count: seed(292), 'weapon.minRange': seed(1308), 'weapon.maxRange': seed(1308) },
  }),
  card({
    id: 'subMg',
    name: 'Sub-MG',
    deck: 'equipment',
    count: 2,
    weapon: {
      attack: 'ranged',
      family: 'smg',
      minRange: 0,
      maxRange: 1,
      dice: 3,
      accuracy: 5,
      damage: 1,
      noise: 'bang',
      dual: true,
    },
    text: 'No ammo type: the bullets Plenty Of Ammo names the Pistol, the Evil Twins and the Rifle only.',
    base: seed(1246),
    src: {
      count: seed(296),
      name: seed(296),
      'weapon.attack': seed(1308),
      'weapon.family': PUBLISHED,
      'weapon.minRange': seed(1308),
      'weapon.maxRange': seed(1308),
      'weapon.accuracy': seed(1341),
      'weapon.damage': seed(1268),
      'weapon.noise': seed(1046),
      text: PUBLISHED,
    },
  }),

  // ------------------------------------------------------------------ items
  card({
    id: 'aaahh',
    name: 'Aaahh!!',
    deck: 'equipment',
    count: 4,
    traits: ['aaahh'],
    text: 'Drawn by a Search: a Walker appears in the Survivor’s Zone, the Search ends and the card is discarded.',
    base: seed(1129),
    src: { count: seed(291), name: seed(291) },
  }),
  card({
    id: 'bagOfRice',
    name: 'Bag of Rice',
    deck: 'equipment',
    count: 3,
    traits: ['food'],
    text: FOOD_TEXT,
    base: PUBLISHED,
    src: { count: seed(292), name: seed(292) },
  }),
  card({
    id: 'cannedFood',
    name: 'Canned Food',
    deck: 'equipment',
    count: 3,
    traits: ['food'],
    text: FOOD_TEXT,
    base: PUBLISHED,
    src: { count: seed(294), name: seed(294) },
  }),
  card({
    id: 'water',
    name: 'Water',
    deck: 'equipment',
    count: 3,
    traits: ['food'],
    text: FOOD_TEXT,
    base: PUBLISHED,
    src: { count: seed(297), name: seed(297) },
  }),
  card({
    id: 'flashlight',
    name: 'Flashlight',
    deck: 'equipment',
    count: 2,
    traits: ['flashlight', 'fromBackpack'],
    text: 'Works from the reserve: a Search draws one more card and the Survivor keeps every card drawn (not when Searching a car).',
    base: seed(2606),
    src: { count: seed(299), name: seed(299) },
  }),
  card({
    id: 'gasoline',
    name: 'Gasoline',
    deck: 'equipment',
    count: 2,
    traits: ['gasoline'],
    text: 'Combine with Glass Bottles, for free and at any time, into a Molotov.',
    base: seed(1389),
    src: { count: seed(291), name: seed(291) },
  }),
  card({
    id: 'glassBottles',
    name: 'Glass Bottles',
    deck: 'equipment',
    count: 2,
    traits: ['glassBottles'],
    text: 'Combine with Gasoline, for free and at any time, into a Molotov.',
    base: seed(1389),
    src: { count: seed(292), name: seed(292) },
  }),
  card({
    id: 'goalieMask',
    name: 'Goalie Mask',
    deck: 'equipment',
    count: 1,
    traits: ['goalieMask', 'fromBackpack'],
    text: 'Works from the reserve: discard it to ignore one Wound, from a Zombie or from a Survivor.',
    base: PUBLISHED,
    src: { count: seed(293), name: seed(293), traits: seed(1110) },
  }),
  card({
    id: 'scope',
    name: 'Scope',
    deck: 'equipment',
    count: 2,
    traits: ['scope'],
    text: 'Combine with a Rifle into a Sniper Rifle; the Scope stays under the Rifle until the pair is discarded.',
    base: seed(1395),
    src: { count: seed(294), name: seed(294) },
  }),
  card({
    id: 'plentyOfAmmoBullets',
    name: 'Plenty Of Ammo (bullets)',
    deck: 'equipment',
    count: 3,
    traits: ['plentyOfBullets', 'fromBackpack'],
    text: 'Works from the reserve: once per Ranged Action with a Pistol, the Evil Twins or a Rifle, reroll all the dice.',
    base: PUBLISHED,
    src: { name: seed(291), traits: seed(2610) },
  }),
  card({
    id: 'plentyOfAmmoShells',
    name: 'Plenty Of Ammo (shells)',
    deck: 'equipment',
    count: 3,
    traits: ['plentyOfShells', 'fromBackpack'],
    text: 'Works from the reserve: once per Ranged Action with a Sawed-Off, a Shotgun or Ma’s Shotgun, reroll all the dice.',
    base: PUBLISHED,
    src: { name: seed(291), traits: seed(2610) },
  }),

  // ------------------------------------------------------------------ set aside: Pimpweapons
  card({
    id: 'evilTwins',
    name: 'Evil Twins',
    deck: 'setAside',
    count: 1,
    weapon: {
      attack: 'ranged',
      family: 'pistol',
      minRange: 0,
      maxRange: 1,
      dice: 2,
      accuracy: 4,
      damage: 1,
      noise: 'bang',
      dual: false,
      ammo: 'bullets',
    },
    text: 'Pimpweapon: only found by Searching a Pimpmobile, once per game.',
    base: PUBLISHED,
    src: { count: seed(297), deck: seed(361), text: seed(1137) },
  }),
  card({
    id: 'masShotgun',
    name: 'Ma’s Shotgun',
    deck: 'setAside',
    count: 1,
    weapon: {
      attack: 'ranged',
      family: 'shotgun',
      minRange: 0,
      maxRange: 1,
      dice: 2,
      accuracy: 3,
      damage: 2,
      noise: 'bang',
      dual: false,
      ammo: 'shells',
    },
    text: 'Pimpweapon: only found by Searching a Pimpmobile, once per game.',
    base: PUBLISHED,
    src: {
      count: seed(295),
      deck: seed(359),
      text: seed(1137),
      traits: designed('no reload: seed 001 names the Sawed-Off as the reloadable Season 1 weapon (line 1349)'),
    },
  }),

  // ------------------------------------------------------------------ set aside: improved weapons
  card({
    id: 'molotov',
    name: 'Molotov',
    deck: 'setAside',
    count: 2,
    combines: ['gasoline', 'glassBottles'],
    weapon: {
      attack: 'ranged',
      family: 'fire',
      minRange: 0,
      maxRange: 1,
      dice: 0,
      accuracy: 6,
      damage: 3,
      noise: 'bang',
      dual: false,
    },
    traits: ['molotov'],
    text: 'A Ranged Action with no roll: everything in the target Zone dies, Survivors and Abominations too; then the card is set aside.',
    base: seed(1389),
    src: {
      count: seed(297),
      deck: seed(376),
      'weapon.attack': seed(1389),
      'weapon.family': PUBLISHED,
      'weapon.minRange': PUBLISHED,
      'weapon.maxRange': PUBLISHED,
      'weapon.accuracy': designed('never read: the Molotov rolls no dice (seed 001 line 1389); 6 fills the field'),
      'weapon.damage': seed(1185),
      'weapon.noise': PUBLISHED,
      'weapon.dual': PUBLISHED,
      traits: seed(1391),
      text: seed(1391),
    },
  }),
  card({
    id: 'sniperRifle',
    name: 'Sniper Rifle',
    deck: 'setAside',
    count: 0,
    combines: ['rifle', 'scope'],
    weapon: {
      attack: 'ranged',
      family: 'rifle',
      minRange: 1,
      maxRange: 3,
      dice: 1,
      accuracy: 3,
      damage: 1,
      noise: 'bang',
      dual: false,
      ammo: 'bullets',
    },
    traits: ['sniper'],
    text: 'A Rifle with a Scope under it: the shooter picks the targets of its hits, or none.',
    base: seed(1395),
    src: {
      count: seed(1395),
      weapon: PUBLISHED,
      'weapon.minRange': seed(1308),
      'weapon.maxRange': seed(1308),
      'weapon.accuracy': seed(2036),
    },
  }),

  // ------------------------------------------------------------------ out of the box: the seed's examples
  // Cards the seed's EXAMPLEs name that the Season 1 box does not hold: none in the box (count 0); a new game
  // sets aside copies for the examples' casts (rulesets/classic/example-cards.ts). Stats designed to fit every
  // statement of the seed.
  card({
    id: 'knife',
    name: 'Knife',
    deck: 'setAside',
    count: 0,
    weapon: melee(1, 4, 1, true),
    traits: ['knife'],
    text: 'Knife: +1 die to another Melee weapon in hand; two Knives give each other the bonus.',
    base: designed('a light silent blade: 1 die, 4+, Damage 1, like the box’s Machete but weaker'),
    src: {
      name: seed(1248),
      'weapon.attack': seed(1248),
      count: designed('not in the Season 1 box'),
      'weapon.dice': seed(1248),
      'weapon.dual': seed(1248),
      'weapon.minRange': seed(1290),
      'weapon.maxRange': seed(1290),
      traits: seed(1248),
      text: seed(1248),
    },
  }),
  card({
    id: 'nightstick',
    name: 'Nightstick',
    deck: 'setAside',
    count: 0,
    weapon: melee(1, 5, 1),
    base: designed('a weak starting weapon as the Pan (seed 001 lines 378, 401), a little more accurate'),
    src: {
      name: seed(378),
      count: designed('not in the Season 1 box (a [PO] starting weapon, line 378)'),
      'weapon.minRange': seed(1290),
      'weapon.maxRange': seed(1290),
    },
  }),
  card({
    id: 'mp5',
    name: 'MP5',
    deck: 'setAside',
    count: 0,
    weapon: {
      attack: 'ranged',
      family: 'smg',
      minRange: 0,
      maxRange: 1,
      dice: 3,
      accuracy: 5,
      damage: 1,
      noise: 'bang',
      dual: true,
    },
    base: designed('a submachine gun as the box’s Sub-MG (seed 001 line 1308)'),
    src: {
      name: seed(1461),
      'weapon.attack': seed(1461),
      count: designed('not in the Season 1 box'),
      'weapon.dice': seed(1461),
      'weapon.accuracy': seed(1461),
    },
  }),
  card({
    id: 'automaticShotgun',
    name: 'Automatic Shotgun',
    deck: 'setAside',
    count: 0,
    weapon: {
      attack: 'ranged',
      family: 'shotgun',
      minRange: 0,
      maxRange: 1,
      dice: 3,
      accuracy: 4,
      damage: 2,
      noise: 'bang',
      dual: false,
      ammo: 'shells',
    },
    base: designed('the box’s Shotgun firing one more die'),
    src: {
      name: seed(2263),
      count: designed('not in the Season 1 box'),
      'weapon.attack': seed(2263),
      'weapon.damage': seed(2263),
    },
  }),

  // Ghostbusters [G3]: the Proton Pack (seed 001 lines 1609-1611, 2211-2213), which Stay Puft's kill needs
  // (crossing the streams). The seed prints no card: every value is designed to fit its statements.
  card({
    id: 'protonPack',
    name: 'Proton Pack',
    deck: 'setAside',
    count: 0,
    weapon: {
      attack: 'ranged',
      family: 'rifle',
      minRange: 0,
      maxRange: 2,
      dice: 3,
      accuracy: 4,
      damage: 2,
      noise: 'bang',
      dual: false,
    },
    traits: ['roll6Damage'],
    text: 'Roll 6: +1 Damage: Ranged. In a Stay Puft or Gozer game, 4 Proton Packs join the Equipment deck.',
    base: designed(
      'a Ghostbusters weapon the seed names but does not print: a Damage 3 hit only on a 6 (lines 1609-1611)',
    ),
    src: {
      name: seed(1609),
      'weapon.attack': seed(2211),
      'weapon.dice': seed(2213),
      traits: seed(1609),
      count: designed('not in the Season 1 box; a Stay Puft or Gozer game adds 4 (stay-puft.ts)'),
    },
  }),

  // ------------------------------------------------------------------ set aside: Wounded
  card({
    id: 'wounded',
    name: 'Wounded',
    deck: 'setAside',
    count: 6,
    traits: ['wounded'],
    text: 'Takes the slot of a lost Equipment card; it can be reorganized but never traded or discarded. Two of them eliminate a Survivor.',
    base: seed(1377),
    src: { count: PUBLISHED, deck: seed(355), text: seed(787) },
  }),
];
