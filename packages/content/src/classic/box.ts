/**
 * What the Zombicide Season 1 core box holds: the counts the content is validated against, each with its source.
 * The seed (001) prints no miniature counts; those are the published component list (71 miniatures: 6 Survivors,
 * 40 Walkers, 16 Runners, 8 Fatties, 1 Abomination; 110 mini-cards: 42 Zombie, 62 Equipment, 6 Wounded). The
 * expansions a mission adds for its zombie species (Toxic, Berserker, Skinner) and Zombie Dogz follow.
 */
import { designed, PUBLISHED, type Source, seed } from './types.ts';

/** The expansion Zombie decks a mission may add to the core deck (`MissionDef.zombieDecks`). */
export type ExpansionDeck =
  | 'dogz'
  | 'toxic'
  | 'berserker'
  | 'skinner'
  | 'seeker'
  | 'crows'
  | 'manholes'
  | 'lost'
  | 'vip'
  | 'zuul'
  | 'vinzClortho'
  | 'gozer'
  | 'stayPuft';

/** An expansion box's Zombie cards and the miniatures they spawn. */
export interface ExpansionBox {
  /** The box's tag in seed 001 and its name. */
  tag: string;
  name: string;
  /** The species its cards spawn (their colour, seed 001 lines 932-941); absent: standard zombies. */
  species?: 'toxic' | 'berserker' | 'skinner' | 'seeker' | 'lost';
  /** The first and last card numbers of the deck. */
  cards: readonly [number, number];
  /** Miniatures by engine zombie type id ("toxicWalker", "crawler", "dog"). */
  miniatures: Readonly<Record<string, number>>;
}

export interface ClassicBox {
  miniatures: { survivors: number; walkers: number; runners: number; fatties: number; abominations: number };
  cards: { zombie: number; equipment: number; wounded: number };
  startingPans: number;
  abominationXp: number;
  expansions: Readonly<Record<ExpansionDeck, ExpansionBox>>;
}

export const CLASSIC_BOX: ClassicBox = {
  miniatures: {
    survivors: 6,
    walkers: 40,
    runners: 16,
    fatties: 8,
    abominations: 1,
  },
  cards: {
    /** Zombie cards #1 to #42 (seed 001 line 267: Season 1 IDs 1-42). */
    zombie: 42,
    /** Every Equipment card, starting Pans and set-aside cards included (the list of seed 001 lines 291-299 adds up to 62). */
    equipment: 62,
    wounded: 6,
  },
  /** Pans: the weak starting weapons, set aside at setup (seed 001 lines 298, 378, 401). */
  startingPans: 3,
  /** Experience for killing an Abomination (seed 001 line 1185). */
  abominationXp: 5,
  /**
   * The species' boxes (seed 001 lines 36-45 name them; lines 267-275 number their Zombie cards). The card numbers
   * of Zombie Dogz (#55-66) and Toxic City Mall (#67-78) are the seed's whole ranges; Prison Outbreak's #79-120 and
   * Rue Morgue's #145-192 hold more than the Berserker and Skinner cards we designed, which take their first 12
   * numbers. The miniatures: see CLASSIC_BOX_SOURCES.
   */
  expansions: {
    dogz: { tag: '[ZD]', name: 'Zombie Dogz', cards: [55, 66], miniatures: { dog: 6 } },
    toxic: {
      tag: '[TCM]',
      name: 'Toxic City Mall',
      species: 'toxic',
      cards: [67, 78],
      miniatures: { toxicWalker: 16, toxicRunner: 8, toxicFatty: 4, toxicAbomination: 1 },
    },
    berserker: {
      tag: '[PO]',
      name: 'Prison Outbreak',
      species: 'berserker',
      cards: [79, 90],
      miniatures: { berserkerWalker: 16, berserkerRunner: 8, berserkerFatty: 4, berserkerAbomination: 1 },
    },
    skinner: {
      tag: '[RM]',
      name: 'Rue Morgue',
      species: 'skinner',
      cards: [145, 156],
      miniatures: { skinnerWalker: 40, skinnerRunner: 16, skinnerFatty: 8, crawler: 15 },
    },
    seeker: { tag: '[AN]', name: 'Angry Neighbors', species: 'seeker', cards: [193, 204], miniatures: { seeker: 12 } },
    lost: { tag: '[LZ]', name: 'Lost Zombivors', species: 'lost', cards: [205, 210], miniatures: { lost: 6 } },
    crows: { tag: '[MC]', name: 'Murders of Crowz', cards: [235, 246], miniatures: { crow: 12, walker: 40 } },
    // The special cards (seed 001 lines 949-955) as a deck of their own: Manhole cards with Season 1's zombies and
    // Rue Morgue's Bed cards with its Crawlers, numbered after the Skinner cards.
    manholes: {
      tag: '[RM]',
      name: 'Manhole and Bed cards',
      cards: [157, 162],
      miniatures: { walker: 40, runner: 16, fatty: 8, crawler: 15 },
    },
    // Very Infected People #1 and #2 as one deck: VIP Standard Walkers, standard Walkers with a VIP status
    // (seed 001 lines 1611-1632), taken from the Walkers' stock (vip-walkers.ts, decision vipStock).
    vip: {
      tag: '[VIP1] [VIP2]',
      name: 'Very Infected People',
      cards: [211, 234],
      miniatures: { walker: 40, fatty: 8 },
    },
    // Ghostbusters #1 and #2: the cards of Zuul and of Vinz Clortho, each played as the box's Abomination (zuul.ts).
    zuul: {
      tag: '[G1]',
      name: 'Ghostbusters #1',
      cards: [247, 250],
      miniatures: { walker: 40, runner: 16, abomination: 1 },
    },
    vinzClortho: {
      tag: '[G2]',
      name: 'Ghostbusters #2',
      cards: [251, 254],
      miniatures: { walker: 40, runner: 16, abomination: 1 },
    },
    // Rules version 10: Gozer (the rest of Ghostbusters #2) and Stay Puft (Ghostbusters #3), each played as the box's
    // Abomination (gozer.ts, stay-puft.ts in the Classic ruleset).
    gozer: {
      tag: '[G2]',
      name: 'Ghostbusters #2',
      cards: [255, 258],
      miniatures: { walker: 40, runner: 16, abomination: 1 },
    },
    stayPuft: {
      tag: '[G3]',
      name: 'Ghostbusters #3',
      cards: [259, 262],
      miniatures: { walker: 40, runner: 16, abomination: 1 },
    },
  },
};

export const CLASSIC_BOX_SOURCES: Record<string, Source> = {
  'miniatures.survivors': PUBLISHED,
  'miniatures.walkers': PUBLISHED,
  'miniatures.runners': PUBLISHED,
  'miniatures.fatties': PUBLISHED,
  'miniatures.abominations': PUBLISHED,
  'cards.zombie': seed(267),
  'cards.equipment': seed(289),
  'cards.wounded': PUBLISHED,
  startingPans: seed(298),
  abominationXp: seed(1185),
  'expansions.dogz.cards': seed(269),
  'expansions.dogz.miniatures.dog': designed('the seed prints no miniature count; a pack of 6 Dogz'),
  'expansions.toxic.cards': seed(270),
  // Toxic City Mall's component list: 16 Toxic Walkers, 8 Toxic Runners, 4 Toxic Fatties, 1 Toxic Abomination.
  'expansions.toxic.miniatures': PUBLISHED,
  'expansions.berserker.cards': designed('12 Berserker cards numbered from the first of Prison Outbreak (line 271)'),
  'expansions.berserker.miniatures': designed(
    'our sources give Prison Outbreak 78 zombies without the split by species; as many as Toxic City Mall',
  ),
  'expansions.skinner.cards': designed('12 Skinner cards numbered from the first of Rue Morgue (line 275)'),
  // Rue Morgue's component list: 40 Skinner Walkers, 8 Skinner Fatties, 16 Skinner Runners, 15 Crawlers.
  'expansions.skinner.miniatures': PUBLISHED,
  'expansions.seeker.cards': seed(276),
  'expansions.seeker.miniatures': designed('the seed prints no miniature count; 12 Seekers'),
  'expansions.lost.cards': seed(277),
  'expansions.lost.miniatures': designed('one Zombivor per Lost card: each spawns one and leaves the game (line 945)'),
  'expansions.crows.cards': seed(280),
  'expansions.crows.miniatures': designed('the seed prints no miniature count; 12 Murders of Crows'),
  'expansions.manholes.cards': designed('6 special cards numbered after the 12 Skinner cards in Rue Morgue (line 275)'),
  'expansions.manholes.miniatures': designed(
    'Season 1’s zombies for the Manhole cards, Rue Morgue’s Crawlers for the Beds',
  ),
  'expansions.zuul.cards': seed(281),
  'expansions.zuul.miniatures': designed(
    'Zuul is played as the box’s Abomination miniature (decision zuulIsTheAbomination)',
  ),
  'expansions.vinzClortho.cards': designed('the first 4 of Ghostbusters #2’s numbers (line 282)'),
  'expansions.gozer.cards': designed('the last 4 of Ghostbusters #2’s numbers (line 282), after Vinz Clortho’s'),
  'expansions.gozer.miniatures': designed('Gozer is played as the box’s Abomination miniature'),
  'expansions.stayPuft.cards': seed(283),
  'expansions.stayPuft.miniatures': designed('Stay Puft is played as the box’s Abomination miniature'),
  'expansions.vinzClortho.miniatures': designed('Vinz Clortho is played as the box’s Abomination miniature'),
  'expansions.vip.cards': seed(273),
  'expansions.vip.miniatures.walker': designed(
    'the seed prints no VIP miniature count; VIP Walkers stand among the Walkers (vip-walkers.ts: 24 VIPs, 12 sculpts)',
  ),
};

/**
 * The Season 1 Equipment list of seed 001 lines 291-299 ("Season 1 rulebook doesn't have a list of Equipment"),
 * by card id, with the line each count is printed on. Plenty Of Ammo x6 is split 3 bullets / 3 shells (published).
 */
export const SEED_EQUIPMENT_LIST: Record<string, { count: number; line: number }> = {
  aaahh: { count: 4, line: 291 },
  gasoline: { count: 2, line: 291 },
  plentyOfAmmo: { count: 6, line: 291 },
  bagOfRice: { count: 3, line: 292 },
  glassBottles: { count: 2, line: 292 },
  rifle: { count: 2, line: 292 },
  baseballBat: { count: 2, line: 293 },
  goalieMask: { count: 1, line: 293 },
  sawedOff: { count: 4, line: 293 },
  cannedFood: { count: 3, line: 294 },
  katana: { count: 2, line: 294 },
  scope: { count: 2, line: 294 },
  chainsaw: { count: 2, line: 295 },
  masShotgun: { count: 1, line: 295 },
  shotgun: { count: 2, line: 295 },
  crowbar: { count: 2, line: 296 },
  machete: { count: 4, line: 296 },
  subMg: { count: 2, line: 296 },
  evilTwins: { count: 1, line: 297 },
  molotov: { count: 2, line: 297 },
  water: { count: 3, line: 297 },
  fireAxe: { count: 2, line: 298 },
  pan: { count: 3, line: 298 },
  flashlight: { count: 2, line: 299 },
  pistol: { count: 3, line: 299 },
};

/** The two Plenty Of Ammo cards of the list, both counted under "Plenty Of Ammo x6". */
export const PLENTY_OF_AMMO_IDS = ['plentyOfAmmoBullets', 'plentyOfAmmoShells'] as const;

/**
 * The starting deal of the older seasons (seed 001 line 417): one Fire Axe, one Crowbar and one Pistol are taken
 * out of the Equipment deck and dealt at random with the set-aside Pans, one card per Survivor. [RM]'s deal
 * (line 411) needs Bow cards the Season 1 box lacks, so the box is played with this one. The three cards stay
 * `deck: 'equipment'` in the data (their other copies are found by Searching); the ruleset pulls them out.
 */
export const CLASSIC_STARTING_DEAL = {
  fromEquipmentDeck: ['fireAxe', 'crowbar', 'pistol'],
  weak: 'pan',
  source: seed(417),
} as const;
