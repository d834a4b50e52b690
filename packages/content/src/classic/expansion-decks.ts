/**
 * The expansion Zombie decks a mission adds to the Season 1 deck for its zombie species (seed 001 line 331: "add
 * all components into their respective standard piles and decks"; `zombieDecks` in a mission): Zombie Dogz [ZD]
 * #55-66, Toxic City Mall [TCM] #67-78 (green cards: Toxic zombies, line 938), 12 Prison Outbreak [PO] cards
 * #79-90 (brown: Berserkers, line 937) and 12 Rue Morgue [RM] cards #145-156 (yellow: Skinners, line 941).
 *
 * The seed gives each box's card numbers (lines 269-275) and the colours; it prints no card, so every line is
 * designed like the core deck's: Walker, Fatty, Runner, Extra Activation and Abomination cards growing from Blue to
 * Red, within each box's miniatures (box.ts), a Fatty with its 2 Walkers of its species (line 959). Skinners have
 * no Abomination (the A-Bomb is not a Skinner, line 1450, and is not played); a Dogz card may bring Walkers along.
 * Angry Neighbors' Seekers #193-204 (black, line 936), Murders of Crowz #235-246 (line 280) and the Manhole and
 * Bed cards (lines 949-955, numbered #157-162 in Rue Morgue's range) are designed the same way.
 */
import type { DangerLevel, SpawnLine } from '@horde/zombicide/defs';
import { type ExpansionDeck, CLASSIC_BOX } from './box.ts';
import { type ClassicZombieCardDef, designed, provenanceOf, type Source, seed, sourcesFor } from './types.ts';

const WHY: Source = designed(
  'the seed numbers the box’s cards (lines 269-275) but prints none; drawn to grow Blue to Red',
);
/** Where a deck's colour (its species) is said. */
const COLOUR: Record<ExpansionDeck, Source> = {
  dogz: seed(844),
  toxic: seed(938),
  berserker: seed(937),
  skinner: seed(941),
  seeker: seed(936),
  lost: seed(939),
  crows: seed(1193),
  manholes: seed(949),
  vip: seed(1613),
  zuul: seed(1595),
  vinzClortho: seed(1603),
  gozer: seed(1599),
  stayPuft: seed(1607),
};
const NUMBERS: Record<ExpansionDeck, Source> = {
  dogz: seed(269),
  toxic: seed(270),
  berserker: designed('the first Prison Outbreak numbers (line 271)'),
  skinner: designed('the first Rue Morgue numbers (line 275)'),
  seeker: seed(276),
  lost: seed(277),
  crows: seed(280),
  manholes: designed('numbered after the Skinner cards in Rue Morgue (line 275)'),
  vip: seed(273),
  zuul: seed(281),
  vinzClortho: designed('the first Ghostbusters #2 numbers (line 282)'),
  gozer: designed('the last Ghostbusters #2 numbers (line 282)'),
  stayPuft: seed(283),
};

const none: SpawnLine = { kind: 'none' };
const w = (walker: number): SpawnLine => (walker ? { kind: 'zombies', walker } : none);
const r = (runner: number): SpawnLine => (runner ? { kind: 'zombies', runner } : none);
const f = (fatty: number): SpawnLine => (fatty ? { kind: 'zombies', fatty } : none);
const d = (dog: number): SpawnLine => (dog ? { kind: 'zombies', dog } : none);
const c = (crow: number): SpawnLine => (crow ? { kind: 'zombies', crow } : none);
const wc = (walker: number, crow: number): SpawnLine => ({ kind: 'zombies', walker, crow });
const wd = (walker: number, dog: number): SpawnLine => ({ kind: 'zombies', walker, dog });
const extra = (zombie: 'walker' | 'runner' | 'fatty' | 'dog' | 'crow'): SpawnLine => ({
  kind: 'extraActivation',
  zombie,
});
const abom: SpawnLine = { kind: 'abomination' };

function card(
  deck: ExpansionDeck,
  id: number,
  blue: SpawnLine,
  yellow: SpawnLine,
  orange: SpawnLine,
  red: SpawnLine,
  special?: ClassicZombieCardDef['special'],
): ClassicZombieCardDef {
  const lines: Record<DangerLevel, SpawnLine> = { blue, yellow, orange, red };
  const species = CLASSIC_BOX.expansions[deck].species;
  const entry = { lines, ...(species ? { species } : {}), deck, ...(special ? { special } : {}) };
  const sources = sourcesFor(entry, WHY, {
    ...(species ? { species: COLOUR[deck] } : {}),
    deck: NUMBERS[deck],
    ...(special ? { special: seed(special === 'manhole' ? 953 : 955) } : {}),
  });
  return { id, ...entry, sources, provenance: provenanceOf(sources) };
}

type Counts = [number, number, number, number];
const same = (deck: ExpansionDeck, id: number, line: (n: number) => SpawnLine, n: Counts) =>
  card(deck, id, line(n[0]), line(n[1]), line(n[2]), line(n[3]));
const everyLevel = (deck: ExpansionDeck, id: number, line: SpawnLine) => card(deck, id, line, line, line, line);

/** Toxic, Berserker: 5 Walker cards, 2 Fatty, 2 Runner, 2 Extra Activation, 1 Abomination (Blue: 1 Walker). */
function speciesDeck(deck: 'toxic' | 'berserker', first: number): ClassicZombieCardDef[] {
  const at = (k: number) => first + k;
  return [
    same(deck, at(0), w, [1, 2, 3, 4]),
    same(deck, at(1), w, [1, 2, 4, 5]),
    same(deck, at(2), w, [2, 3, 4, 6]),
    same(deck, at(3), w, [1, 2, 3, 5]),
    same(deck, at(4), w, [0, 1, 3, 4]),
    same(deck, at(5), f, [0, 1, 1, 2]),
    same(deck, at(6), f, [1, 1, 2, 2]),
    same(deck, at(7), r, [1, 1, 2, 3]),
    same(deck, at(8), r, [0, 1, 2, 3]),
    everyLevel(deck, at(9), extra('walker')),
    everyLevel(deck, at(10), extra('runner')),
    card(deck, at(11), w(1), abom, abom, abom),
  ];
}

export const TOXIC_CARDS = speciesDeck('toxic', 67);
export const BERSERKER_CARDS = speciesDeck('berserker', 79);

/** Skinners: 5 Walker cards, 2 Fatty, 3 Runner, 2 Extra Activation (no Abomination). */
export const SKINNER_CARDS: ClassicZombieCardDef[] = [
  same('skinner', 145, w, [1, 2, 4, 6]),
  same('skinner', 146, w, [2, 3, 5, 7]),
  same('skinner', 147, w, [1, 3, 4, 6]),
  same('skinner', 148, w, [2, 4, 6, 8]),
  same('skinner', 149, w, [0, 1, 3, 5]),
  same('skinner', 150, f, [1, 1, 2, 3]),
  same('skinner', 151, f, [0, 1, 2, 2]),
  same('skinner', 152, r, [1, 2, 3, 4]),
  same('skinner', 153, r, [0, 1, 2, 4]),
  same('skinner', 154, r, [1, 1, 3, 4]),
  everyLevel('skinner', 155, extra('walker')),
  everyLevel('skinner', 156, extra('runner')),
];

/** Zombie Dogz: 8 Dogz cards, 2 with Walkers, 2 Extra Activation of the Dogz. */
export const DOGZ_CARDS: ClassicZombieCardDef[] = [
  same('dogz', 55, d, [1, 1, 2, 2]),
  same('dogz', 56, d, [1, 1, 2, 3]),
  same('dogz', 57, d, [0, 1, 1, 2]),
  same('dogz', 58, d, [1, 2, 2, 3]),
  same('dogz', 59, d, [0, 1, 2, 2]),
  same('dogz', 60, d, [1, 1, 1, 2]),
  same('dogz', 61, d, [1, 2, 3, 3]),
  same('dogz', 62, d, [0, 1, 2, 3]),
  card('dogz', 63, w(1), wd(1, 1), wd(2, 1), wd(3, 2)),
  card('dogz', 64, w(2), wd(2, 1), wd(3, 2), wd(4, 2)),
  everyLevel('dogz', 65, extra('dog')),
  everyLevel('dogz', 66, extra('dog')),
];

/**
 * Seekers [AN] (black cards, line 936): 12 cards spawning Seekers, the only type (a line's Walker count, decision
 * seekerCards); drawing one first activates every Seeker on the board (line 943). No Extra Activation card: the
 * Seeker cards are theirs.
 */
export const SEEKER_CARDS: ClassicZombieCardDef[] = [
  same('seeker', 193, w, [1, 1, 2, 3]),
  same('seeker', 194, w, [1, 2, 2, 3]),
  same('seeker', 195, w, [1, 1, 2, 2]),
  same('seeker', 196, w, [1, 2, 3, 3]),
  same('seeker', 197, w, [0, 1, 2, 3]),
  same('seeker', 198, w, [1, 1, 1, 2]),
  same('seeker', 199, w, [1, 2, 2, 2]),
  same('seeker', 200, w, [0, 1, 1, 2]),
  same('seeker', 201, w, [1, 1, 2, 3]),
  same('seeker', 202, w, [1, 2, 3, 4]),
  same('seeker', 203, w, [0, 1, 2, 2]),
  same('seeker', 204, w, [1, 1, 2, 4]),
];

/**
 * Lost Zombivors [LZ] #205-210 (magenta, line 939): each "Lost" card spawns a single Lost whatever the level (line
 * 945; the line's Walker count, as for the Seekers) and then leaves the game.
 */
export const LOST_CARDS: ClassicZombieCardDef[] = [205, 206, 207, 208, 209, 210].map((id) =>
  everyLevel('lost', id, w(1)),
);

/** Murders of Crowz [MC]: 8 Crows cards, 2 with Walkers, 2 Extra Activation of the Crows. */
export const CROW_CARDS: ClassicZombieCardDef[] = [
  same('crows', 235, c, [1, 1, 2, 3]),
  same('crows', 236, c, [1, 2, 2, 3]),
  same('crows', 237, c, [0, 1, 2, 2]),
  same('crows', 238, c, [1, 2, 3, 4]),
  same('crows', 239, c, [0, 1, 1, 2]),
  same('crows', 240, c, [1, 1, 2, 2]),
  same('crows', 241, c, [1, 2, 3, 3]),
  same('crows', 242, c, [0, 1, 2, 3]),
  card('crows', 243, w(1), wc(1, 1), wc(2, 1), wc(3, 2)),
  card('crows', 244, w(2), wc(2, 1), wc(2, 2), wc(3, 2)),
  everyLevel('crows', 245, extra('crow')),
  everyLevel('crows', 246, extra('crow')),
];

/**
 * The special cards (lines 949-955): 4 Manhole cards (standard zombies out of every manhole of the tiles with a
 * Survivor, line 953) and a blue and a green Bed card (a Crawler on every bed of that colour, line 955; the Bed
 * card places one Crawler whatever the level, so its lines are empty).
 */
export const MANHOLE_CARDS: ClassicZombieCardDef[] = [
  card('manholes', 157, w(1), w(1), w(2), w(2), 'manhole'),
  card('manholes', 158, w(1), w(2), w(2), w(3), 'manhole'),
  card('manholes', 159, none, r(1), r(1), r(2), 'manhole'),
  card('manholes', 160, none, w(1), f(1), f(1), 'manhole'),
  card('manholes', 161, none, none, none, none, 'blueBed'),
  card('manholes', 162, none, none, none, none, 'greenBed'),
];

/**
 * Very Infected People #1 and #2 #211-234 (lines 273-274): 24 cards of VIP Standard Walkers (lines 1611-1617), standard
 * Walkers with the VIP status (vip-walkers.ts in the Classic ruleset). Every card spawns VIP Walkers (designed: the
 * seed prints no card): 10 Walker cards per pack, a Walker Extra Activation (VIPs benefit from it, line 951) and a
 * Fatty card whose escort is plain.
 */
function vipPack(first: number): ClassicZombieCardDef[] {
  const at = (k: number) => first + k;
  return [
    same('vip', at(0), w, [1, 1, 2, 3]),
    same('vip', at(1), w, [1, 2, 2, 3]),
    same('vip', at(2), w, [1, 1, 2, 2]),
    same('vip', at(3), w, [1, 2, 3, 4]),
    same('vip', at(4), w, [0, 1, 2, 3]),
    same('vip', at(5), w, [1, 1, 1, 2]),
    same('vip', at(6), w, [1, 2, 2, 2]),
    same('vip', at(7), w, [0, 1, 1, 2]),
    same('vip', at(8), w, [1, 1, 2, 3]),
    same('vip', at(9), w, [1, 2, 3, 3]),
    everyLevel('vip', at(10), extra('walker')),
    same('vip', at(11), f, [0, 1, 1, 2]),
  ];
}
export const VIP_CARDS: ClassicZombieCardDef[] = [...vipPack(211), ...vipPack(223)];

/**
 * Zuul [G1] #247-250 and Vinz Clortho [G2] #251-254 (lines 281-282, 1595-1605): two cards of each are its own
 * Abomination cards (#247-248, #251-252: zuul.ts in the Classic ruleset), the other two bring Walkers and Runners.
 */
function ghostbustersPack(deck: 'zuul' | 'vinzClortho' | 'gozer' | 'stayPuft', first: number): ClassicZombieCardDef[] {
  return [
    card(deck, first, w(1), abom, abom, abom),
    card(deck, first + 1, w(2), abom, abom, abom),
    same(deck, first + 2, w, [1, 2, 3, 4]),
    same(deck, first + 3, r, [0, 1, 2, 2]),
  ];
}
export const ZUUL_CARDS = ghostbustersPack('zuul', 247);
export const VINZ_CLORTHO_CARDS = ghostbustersPack('vinzClortho', 251);
/** Gozer [G2] #255-258 and Stay Puft [G3] #259-262 (lines 282-283), made alike: #255-256 and #259-260 are theirs. */
export const GOZER_CARDS = ghostbustersPack('gozer', 255);
export const STAY_PUFT_CARDS = ghostbustersPack('stayPuft', 259);

/** Every expansion card, by deck. */
export const EXPANSION_ZOMBIE_CARDS: ClassicZombieCardDef[] = [
  ...DOGZ_CARDS,
  ...TOXIC_CARDS,
  ...BERSERKER_CARDS,
  ...SKINNER_CARDS,
  ...SEEKER_CARDS,
  ...LOST_CARDS,
  ...CROW_CARDS,
  ...MANHOLE_CARDS,
  ...VIP_CARDS,
  ...ZUUL_CARDS,
  ...VINZ_CLORTHO_CARDS,
  ...GOZER_CARDS,
  ...STAY_PUFT_CARDS,
];
