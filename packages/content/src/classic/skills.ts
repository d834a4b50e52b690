/**
 * The core skills of Zombicide Classic: every skill of the seed's "Skills" section (seed 001 lines 2111-2317),
 * one entry per skill (the Combat/Melee/Ranged variants of a skill are one parameterised entry). The texts are
 * our own one-line summaries. The "Semi-Official Skills" (lines 2319-2600) are left out.
 *
 * Ids: a skill that does what an Undead or Alive skill does keeps that skill's engine id (packages/content/data/
 * skills.yaml): Sniper is `marksman`, Swordmaster `blademaster`, Webbing `quickDraw`, Dreadnought `ironclad`.
 * A Classic skill whose name matches an Undead or Alive skill with another effect gets a new id ending in
 * `Classic` (Born leader, Gunslinger, Medic, Point-blank, Taunt), so the engine never mixes them up.
 */
import { type ClassicSkillDef, type SkillParam, type Source, seed, sourcesFor } from './types.ts';

const ACTION = ['combat', 'melee', 'ranged'] as const;
/** A zombie kind or species (Dreadnought [SM], line 2207: "Walker", "Runner", "Zombie Dog", "Standard", "Berserker"). */
const ZOMBIE = [
  'walker',
  'runner',
  'fatty',
  'abomination',
  'crawler',
  'dog',
  'crow',
  'standard',
  'toxic',
  'berserker',
  'skinner',
  'seeker',
  'lost',
] as const;

interface SkillSpec {
  id: string;
  name: string;
  /** The seed line of the skill's text. */
  line: number;
  text: string;
  param?: SkillParam;
  /** The seed line listing the parameter's values, when not `line`. */
  paramLine?: number;
  /** The seed lists each value as a Skill of its own, named without brackets ("+1 die: Combat", line 2838). */
  variants?: true;
}

function skill(spec: SkillSpec): ClassicSkillDef {
  const def = {
    id: spec.id,
    name: spec.name,
    text: spec.text,
    ...(spec.param ? { parameterised: true, param: spec.param } : {}),
    ...(spec.variants && Array.isArray(spec.param) ? { variants: spec.param as readonly string[] } : {}),
  };
  const source: Source = seed(spec.line);
  const byParam = spec.paramLine
    ? { param: seed(spec.paramLine), ...(spec.variants ? { variants: seed(spec.paramLine) } : {}) }
    : {};
  const sources = sourcesFor(def, source, byParam);
  return { ...def, source, sources };
}

export const CLASSIC_SKILLS: ClassicSkillDef[] = [
  skill({ id: 'plus1Action', name: '+1 Action', line: 2121, text: 'One extra Action each Activation, for anything.' }),
  skill({
    id: 'plus1DamageAction',
    name: '+1 Damage: [Type]',
    line: 2123,
    param: ['melee', 'ranged'],
    text: '+1 Damage on Actions of the given type (Melee or Ranged).',
  }),
  skill({
    id: 'plus1DamageEquipment',
    name: '+1 Damage with [Equipment]',
    line: 2125,
    param: 'equipment',
    text: '+1 Damage with the given Equipment.',
  }),
  skill({
    id: 'plus1DieAction',
    name: '+1 die: [Combat/Melee/Ranged]',
    line: 2127,
    param: ACTION,
    paramLine: 2131,
    variants: true,
    text: 'Each weapon rolls one more die on Actions of the given type; a Dual pair gains two.',
  }),
  skill({
    id: 'plus1FreeAction',
    name: '+1 free [Combat/Melee/Move/Ranged/Search] Action',
    line: 2133,
    param: ['combat', 'melee', 'move', 'ranged', 'search'],
    paramLine: 2143,
    variants: true,
    text: 'One extra free Action of the given type only; still one Search per turn.',
  }),
  skill({
    id: 'plus1FreeDogAction',
    name: '+1 free Dog Action',
    line: 2135,
    text: 'One extra free Action usable only with Dog Companions.',
  }),
  skill({
    id: 'plus1FreeTeamAction',
    name: '+1 free Team Action',
    line: 2145,
    text: 'One more Team Action during the Activation, even if the team used one this round.',
  }),
  skill({
    id: 'plus1MaxRange',
    name: '+1 max Range',
    line: 2147,
    text: 'The maximum Range of the Survivor’s Ranged weapons is 1 higher.',
  }),
  skill({
    id: 'plus1ToDiceRoll',
    name: '+1 to dice roll: [Combat/Melee/Ranged]',
    line: 2149,
    param: ACTION,
    paramLine: 2153,
    variants: true,
    text: 'Add 1 to each die rolled on Actions of the given type; 6 at most.',
  }),
  skill({
    id: 'plus1ZonePerMove',
    name: '+1 Zone per Move',
    line: 2155,
    text: 'Each Move Action may go one Zone further; stacks; entering a Zone with Zombies ends it.',
  }),
  skill({
    id: 'oneRerollPerTurn',
    name: '1 re-roll per turn',
    line: 2157,
    text: 'Once per turn, reroll all the dice of one Action; stacks with other rerolls.',
  }),
  skill({
    id: 'twoCocktails',
    name: '2 cocktails are better than 1',
    line: 2159,
    text: 'Building a Molotov gives two Molotov cards instead of one.',
  }),
  skill({
    id: 'twoZonesPerMove',
    name: '2 Zones per Move Action',
    line: 2161,
    text: 'A Move Action covers 1 or 2 Zones; entering a Zone with Zombies ends it. Stacks with +1 Zone per Move.',
  }),
  skill({
    id: 'ambidextrous',
    name: 'Ambidextrous',
    line: 2163,
    text: 'Every Melee and Ranged weapon counts as Dual.',
  }),
  skill({
    id: 'barbarian',
    name: 'Barbarian',
    line: 2167,
    text: 'On a Melee Action, the Dice of the weapons may be replaced by the number of Actors in the Zone.',
  }),
  skill({
    id: 'blitz',
    name: 'Blitz',
    line: 2169,
    text: 'Killing the last Zombie of a Zone gives a free Move Action at once.',
  }),
  skill({
    id: 'bloodlust',
    name: 'Bloodlust: [Combat/Melee/Ranged]',
    line: 2171,
    param: ACTION,
    paramLine: 2175,
    variants: true,
    text: 'For 1 Action, move up to 2 Zones into a Zone with Zombies, then take a free Action of the given type.',
  }),
  skill({
    id: 'bornLeaderClassic',
    name: 'Born leader',
    line: 2177,
    text: 'Once per Activation, free: give another Survivor one free Action for its next Activation (lost if unused).',
  }),
  skill({
    id: 'breakIn',
    name: 'Break-in',
    line: 2181,
    text: 'Opens doors with no Equipment and no Noise, and gets one extra free Action only for opening doors.',
  }),
  skill({
    id: 'brotherInArms',
    name: 'Brother in arms (B.I.A.): [game effect]',
    line: 2183,
    param: 'skill',
    text: 'While another Survivor shares the Zone, every Survivor there has the given skill or effect.',
  }),
  skill({
    id: 'canSearchMoreThanOnce',
    name: 'Can Search more than once',
    line: 2187,
    text: 'May Search several times per turn, 1 Action each.',
  }),
  skill({
    id: 'canStartAt',
    name: 'Can start at [Danger Level]',
    line: 2189,
    param: ['yellow', 'orange', 'red'],
    text: 'If every player agrees, starts with the experience of the first step of the given Danger Level.',
  }),
  skill({
    id: 'charge',
    name: 'Charge',
    line: 2191,
    text: 'Free, as often as wanted: move up to 2 Zones into a Zone with Zombies; normal Move rules apply.',
  }),
  skill({
    id: 'collector',
    name: 'Collector: [Zombie type]',
    line: 2193,
    param: ZOMBIE,
    text: 'Double experience for each Zombie of the given type killed.',
  }),
  skill({
    id: 'deathGrasp',
    name: 'Death grasp',
    line: 2195,
    text: 'A Wound takes no Equipment card away, if the inventory has room for the Wounded card.',
  }),
  skill({
    id: 'destiny',
    name: 'Destiny',
    line: 2197,
    text: 'Once per turn, discard a drawn Equipment card (even Aaahh!!) and draw another.',
  }),
  skill({
    id: 'distributor',
    name: 'Distributor',
    line: 2199,
    text: 'At the Spawn step, the player draws the Zombie cards first and assigns them to the Spawn Zones.',
  }),
  skill({
    id: 'ironclad',
    name: 'Dreadnought: [Zombie type]',
    line: 2205,
    param: ZOMBIE,
    text: 'Ignores every Wound from Zombies of the given type, of any species ([RM] reading).',
  }),
  skill({
    id: 'escalationProtonPack',
    name: 'Escalation: Proton Pack',
    line: 2211,
    text: 'Each further consecutive Ranged Action with a Proton Pack rolls one more die, until another kind of Action.',
  }),
  skill({
    id: 'fastRoping',
    name: 'Fast roping',
    line: 2215,
    text: 'May get out of a flying helicopter into a street Zone.',
  }),
  skill({
    id: 'freeReload',
    name: 'Free reload',
    line: 2217,
    text: 'Reloading a reloadable weapon costs no Action.',
  }),
  skill({
    id: 'frenzy',
    name: 'Frenzy: [Combat/Melee/Ranged]',
    line: 2219,
    param: ACTION,
    paramLine: 2223,
    variants: true,
    text: 'Weapons of the given type roll one more die per Wound the Survivor has; a Dual pair gains two.',
  }),
  skill({
    id: 'fullAuto',
    name: 'Full auto',
    line: 2225,
    text: 'On a Ranged Action, the Dice of the weapons may be replaced by the number of Actors in the target Zone.',
  }),
  skill({
    id: 'gunslingerClassic',
    name: 'Gunslinger',
    line: 2227,
    text: 'Every Ranged weapon counts as Dual.',
  }),
  skill({ id: 'helicopterPilot', name: 'Helicopter pilot', line: 2229, text: 'May pilot a helicopter.' }),
  skill({
    id: 'hitAndRun',
    name: 'Hit & run',
    line: 2231,
    text: 'After a Combat Action that kills, a free Move Action with no extra cost for Zombies in the Zone.',
  }),
  skill({ id: 'hoard', name: 'Hoard', line: 2233, text: 'One more Equipment card in the reserve.' }),
  skill({
    id: 'holdYourNose',
    name: 'Hold your nose',
    line: 2235,
    text: 'Once per turn, after killing a Zombie that turn, a free Search in any Zone; still one Search per turn.',
  }),
  skill({
    id: 'isThatAllYouveGot',
    name: 'Is that all you’ve got?',
    line: 2237,
    text: 'When about to be Wounded, discard one Equipment card per Wound to cancel it.',
  }),
  skill({
    id: 'jump',
    name: 'Jump',
    line: 2239,
    text: 'Once per Activation, 1 Action: move exactly 2 Zones into a Zone in Line of Sight, over the Zone between.',
  }),
  skill({
    id: 'lifesaver',
    name: 'Lifesaver',
    line: 2241,
    text: 'Once per Activation, free: drag chosen Survivors from a Zone at Range 1 holding Zombies into this Zone.',
  }),
  skill({
    id: 'lockItDown',
    name: 'Lock it down',
    line: 2243,
    text: 'For 1 Action, close an open door of the Zone; opening it again spawns nothing.',
  }),
  skill({
    id: 'loud',
    name: 'Loud',
    line: 2245,
    text: 'Once per Activation, the Zone counts as the noisiest of the board until the Survivor’s next Activation.',
  }),
  skill({
    id: 'lowProfile',
    name: 'Low profile',
    line: 2249,
    text: 'Never hit by Ranged Attacks or car attacks; a Molotov still kills.',
  }),
  skill({
    id: 'lucky',
    name: 'Lucky',
    line: 2251,
    text: 'Reroll all the dice of each Action once; stacks with other rerolls.',
  }),
  skill({
    id: 'matchingSet',
    name: 'Matching Set!',
    line: 2253,
    text: 'A Search that draws a Dual weapon also takes a second copy from the Equipment deck, then shuffles it.',
  }),
  skill({
    id: 'medicClassic',
    name: 'Medic',
    line: 2255,
    text: 'Once per turn, free: remove one Wounded card from a Survivor in the Zone, the Medic included.',
  }),
  skill({ id: 'ninja', name: 'Ninja', line: 2257, text: 'Makes no Noise at all, unless the player wishes.' }),
  skill({
    id: 'pointBlankClassic',
    name: 'Point-blank',
    line: 2259,
    text: 'At Range 0, picks the targets of Ranged Actions and may hit any Zombie; Damage still has to be enough.',
  }),
  skill({
    id: 'reaper',
    name: 'Reaper: [Combat/Melee/Ranged]',
    line: 2261,
    param: ACTION,
    paramLine: 2267,
    variants: true,
    text: 'On an Action of the given type, one hit may also kill one more identical Zombie in the Zone.',
  }),
  skill({
    id: 'regeneration',
    name: 'Regeneration',
    line: 2269,
    text: 'At the end of each round, discard every Wounded card (not once eliminated).',
  }),
  skill({
    id: 'roll6Plus1Die',
    name: 'Roll 6: +1 die [Combat/Melee/Ranged]',
    line: 2271,
    param: ACTION,
    paramLine: 2277,
    variants: true,
    text: 'Each 6 on an attack of the given type adds a die, again and again; rerolls come first.',
  }),
  skill({
    id: 'rotten',
    name: 'Rotten',
    line: 2279,
    text: 'An Activation with no Combat, driving or Noise gives a Rotten token: Zombies ignore the Survivor until it fights or makes Noise.',
  }),
  skill({ id: 'scavenger', name: 'Scavenger', line: 2283, text: 'May Search in any Zone, streets included.' }),
  skill({ id: 'searchPlus1Card', name: 'Search: +1 card', line: 2285, text: 'Each Search draws one more card.' }),
  skill({
    id: 'shove',
    name: 'Shove',
    line: 2287,
    text: 'Once per Activation, free: push every Zombie of the Zone into a Zone at Range 1 on a clear path.',
  }),
  skill({
    id: 'slippery',
    name: 'Slippery',
    line: 2289,
    text: 'No extra Actions to move out of a Zone with Zombies; entering one still ends the Move.',
  }),
  skill({
    id: 'marksman',
    name: 'Sniper',
    line: 2291,
    text: 'Picks the targets of every Ranged Action, or none.',
  }),
  skill({
    id: 'sprint',
    name: 'Sprint',
    line: 2293,
    text: 'Once per Activation, one Move Action may cover 1 to 3 Zones; entering a Zone with Zombies ends it.',
  }),
  skill({
    id: 'startsWith',
    name: 'Starts with a [Equipment]',
    line: 2295,
    param: 'equipment',
    text: 'Takes the given card at setup, from the Equipment deck or the discard pile.',
  }),
  skill({
    id: 'steadyHand',
    name: 'Steady hand',
    line: 2297,
    text: 'May ignore chosen Survivors when shooting or running a car through a Zone; not with a Molotov.',
  }),
  skill({
    id: 'superStrength',
    name: 'Super strength',
    line: 2301,
    text: 'Melee weapons used by the Survivor have Damage 3.',
  }),
  skill({
    id: 'blademaster',
    name: 'Swordmaster',
    line: 2303,
    text: 'Every Melee weapon counts as Dual.',
  }),
  skill({
    id: 'tactician',
    name: 'Tactician',
    line: 2305,
    text: 'The Survivor may take its Activation at any point of the Players’ Phase.',
  }),
  skill({
    id: 'tauntClassic',
    name: 'Taunt',
    line: 2307,
    text: 'Once per Activation, free: Zombies of a Zone in sight get an extra Activation to reach this Survivor only.',
  }),
  skill({
    id: 'tough',
    name: 'Tough',
    line: 2309,
    text: 'Each Zombies’ Phase, the first Attack of a single Zombie on the Survivor is ignored.',
  }),
  skill({ id: 'toxicImmunity', name: 'Toxic immunity', line: 2311, text: 'Immune to Toxic Blood Spray.' }),
  skill({
    id: 'trickShot',
    name: 'Trick shot',
    line: 2313,
    text: 'With Dual Ranged weapons, each weapon may aim at a different Zone in the same Action.',
  }),
  skill({
    id: 'quickDraw',
    name: 'Webbing',
    line: 2315,
    text: 'Everything in the inventory counts as equipped in hand.',
  }),
  skill({
    id: 'zombieLink',
    name: 'Zombie link',
    line: 2317,
    text: 'Each drawn Extra Activation card gives the Survivor a full extra turn, before those Zombies act.',
  }),
];
