/**
 * The 50 event cards of Zombies!!! as data. Published: a deck of 50 cards; the titles below are titles of the
 * published base deck. The texts, the copies of each title and every effect are ours (`designed`), written
 * to fit each title; only "Hey Look... A Shotgun!" (+1 to the next 3 Combat or Shooting rolls) is given by
 * the seed (004 line 103).
 */
import type { EventDef, EventEffect, EventTiming } from '@horde/zombies';

interface CardSpec {
  id: string;
  title: string;
  count: number;
  timing: EventTiming;
  effect: EventEffect;
  text: string;
  buildings?: string[];
  bonusBuildings?: string[];
  amount?: number;
  amountInBuilding?: number;
  bonus?: number;
  charges?: number;
  gun?: boolean;
  fromSeed?: boolean;
}

function card(spec: CardSpec): EventDef {
  return {
    id: spec.id,
    title: spec.title,
    count: spec.count,
    text: spec.text,
    timing: spec.timing,
    effect: spec.effect,
    buildings: spec.buildings ?? [],
    bonusBuildings: spec.bonusBuildings ?? [],
    amount: spec.amount ?? 0,
    amountInBuilding: spec.amountInBuilding ?? spec.amount ?? 0,
    bonus: spec.bonus ?? 0,
    charges: spec.charges ?? 0,
    gun: spec.gun ?? false,
    source: spec.fromSeed ? 'seed 004 line 103' : 'published base game',
    designed: spec.fromSeed ? ['count', 'text', 'timing'] : ['count', 'text', 'timing', 'effect'],
  };
}

export const ZOMBIES_EVENTS: EventDef[] = [
  card({
    id: 'adrenaline-rush',
    title: 'Adrenaline Rush',
    count: 2,
    timing: 'moving',
    effect: 'moveBonus',
    amount: 3,
    text: 'Play after your movement roll: move 3 more squares this turn.',
  }),
  card({
    id: 'all-the-marbles',
    title: 'All the Marbles',
    count: 1,
    timing: 'own',
    effect: 'freezeZombies',
    buildings: ['toy-store'],
    text: 'Play in the Toy Store: marbles everywhere. No zombie moves at the end of any turn until your next turn begins.',
  }),
  card({
    id: 'alternate-food-source',
    title: 'Alternate Food Source',
    count: 2,
    timing: 'fight',
    effect: 'slipAway',
    text: 'Play in a fight, before a roll: the zombies in your square find something else to eat. The fight ends; they stay where they are and you may move on.',
  }),
  card({
    id: 'bad-sense-of-direction',
    title: 'Bad Sense of Direction',
    count: 2,
    timing: 'reaction',
    effect: 'halveMove',
    text: "Play after another player's movement roll: they get lost and move only half as far this turn (round down).",
  }),
  card({
    id: 'brain-cramp',
    title: 'Brain Cramp',
    count: 2,
    timing: 'reaction',
    effect: 'noMove',
    text: "Play after another player's movement roll: they forget where they were going and do not move this turn. They still fight what is in their square.",
  }),
  card({
    id: 'butter-fingers',
    title: 'Butter Fingers',
    count: 2,
    timing: 'reaction',
    effect: 'dropBullets',
    amount: 2,
    text: "Play after another player's movement roll: they drop 2 Bullet tokens in their square (all they have, if fewer).",
  }),
  card({
    id: 'chainsaw',
    title: 'Chainsaw',
    count: 1,
    timing: 'own',
    effect: 'itemCombat',
    buildings: ['lawn-and-garden'],
    bonus: 2,
    charges: 4,
    text: 'Play in the Lawn & Garden and keep it in front of you: +2 to your next 4 Combat rolls, then it runs out of fuel.',
  }),
  card({
    id: 'claustrophobia',
    title: 'Claustrophobia',
    count: 1,
    timing: 'reaction',
    effect: 'noBuildings',
    text: "Play after another player's movement roll: they may not step into a building square this turn.",
  }),
  card({
    id: 'fear',
    title: 'Fear',
    count: 2,
    timing: 'reaction',
    effect: 'noZombieSquares',
    text: "Play after another player's movement roll: this turn they may not step into a square that holds a zombie.",
  }),
  card({
    id: 'fire-axe',
    title: 'Fire Axe',
    count: 1,
    timing: 'own',
    effect: 'itemPermanent',
    buildings: ['fire-station'],
    bonus: 1,
    text: 'Play in the Fire Station and keep it in front of you: +1 to every Combat roll for the rest of the game.',
  }),
  card({
    id: 'first-aid-kit',
    title: 'First Aid Kit',
    count: 2,
    timing: 'own',
    effect: 'heal',
    amount: 2,
    amountInBuilding: 3,
    bonusBuildings: ['hospital', 'drug-store'],
    text: 'Play on your turn: gain 2 Life tokens (3 in the Hospital or the Drug Store), up to your maximum.',
  }),
  card({
    id: 'grenade',
    title: 'Grenade',
    count: 1,
    timing: 'own',
    effect: 'blast',
    amount: 3,
    text: 'Play on your turn: kill up to 3 zombies in your square or in one square you could step to. They count as your kills.',
  }),
  card({
    id: 'hey-look-a-shotgun',
    title: 'Hey Look... A Shotgun!',
    count: 3,
    timing: 'own',
    effect: 'itemCombat',
    bonus: 1,
    charges: 3,
    gun: true,
    fromSeed: true,
    text: 'Play on your turn and keep it in front of you: +1 to your next 3 Combat rolls (and Shooting rolls, with Come to Papa).',
  }),
  card({
    id: 'keys-are-still-in-it',
    title: 'Keys Are Still In It!',
    count: 1,
    timing: 'beforeMove',
    effect: 'keys',
    amount: 10,
    text: 'Play instead of your movement roll: you may move up to 10 squares this turn. Zombies in your way are fought as usual.',
  }),
  card({
    id: 'lots-of-ammo',
    title: 'Lots of Ammo',
    count: 3,
    timing: 'own',
    effect: 'ammo',
    amount: 3,
    amountInBuilding: 5,
    bonusBuildings: ['police-station', 'sporting-goods', 'army-surplus'],
    text: 'Play on your turn: take 3 Bullet tokens (5 in the Police Station, Sporting Goods or Army Surplus).',
  }),
  card({
    id: 'many-many-more',
    title: 'Many Many More',
    count: 3,
    timing: 'reaction',
    effect: 'moreZombies',
    amount: 3,
    text: "Play after another player's movement roll: up to 3 zombies come out in a named building of your choice (one per free square).",
  }),
  card({
    id: 'mr-pibbles',
    title: 'Mr. Pibbles',
    count: 1,
    timing: 'reaction',
    effect: 'trip',
    text: "Play after another player's movement roll: a cat bolts between their legs. They lose 1 Life token, but never their last.",
  }),
  card({
    id: 'much-needed-rest',
    title: 'Much Needed Rest',
    count: 3,
    timing: 'beforeMove',
    effect: 'rest',
    amount: 2,
    text: 'Play instead of your movement roll: you do not move this turn and gain 2 Life tokens, up to your maximum.',
  }),
  card({
    id: 'nerves-of-steel',
    title: 'Nerves of Steel',
    count: 2,
    timing: 'own',
    effect: 'nerves',
    bonus: 1,
    text: 'Play on your turn: +1 to all your Combat and Dodge rolls until the end of your turn.',
  }),
  card({
    id: 'skateboard',
    title: 'Skateboard',
    count: 1,
    timing: 'own',
    effect: 'itemMove',
    buildings: ['skate-shop'],
    bonus: 2,
    text: 'Play in the Skate Shop and keep it in front of you: +2 to every Movement roll for the rest of the game.',
  }),
  card({
    id: 'slight-miscalculation',
    title: 'Slight Miscalculation',
    count: 2,
    timing: 'reaction',
    effect: 'reroll',
    text: "Play after another player's movement roll: they roll their movement again and must keep the new roll.",
  }),
  card({
    id: 'this-isnt-so-bad',
    title: "This Isn't So Bad",
    count: 2,
    timing: 'own',
    effect: 'supplies',
    amount: 1,
    text: 'Play on your turn: take 1 Life token (up to your maximum) and 1 Bullet token.',
  }),
  card({
    id: 'untied-shoe',
    title: 'Untied Shoe',
    count: 2,
    timing: 'reaction',
    effect: 'slowDown',
    amount: 2,
    text: "Play after another player's movement roll: they stop to tie it and lose 2 points of movement this turn.",
  }),
  card({
    id: 'where-did-everybody-go',
    title: 'Where Did Everybody Go?',
    count: 2,
    timing: 'own',
    effect: 'clearTile',
    text: 'Play on your turn: every zombie on the road squares of one map tile (not the Helipad) wanders back into the box.',
  }),
  card({
    id: 'zombie-master',
    title: 'Zombie Master',
    count: 3,
    timing: 'own',
    effect: 'zombieMaster',
    text: 'Play on your turn: at the end of this turn roll two dice and move as many zombies as their total.',
  }),
  card({
    id: 'were-screwed',
    title: "We're Screwed",
    count: 2,
    timing: 'reaction',
    effect: 'screwed',
    amount: 1,
    text: "Play after another player's movement roll: this turn they need 1 more than usual to kill a zombie.",
  }),
  card({
    id: 'molotov-cocktail',
    title: 'Molotov Cocktail',
    count: 1,
    timing: 'own',
    effect: 'blast',
    amount: 2,
    text: 'Play on your turn: kill up to 2 zombies in your square or in one square you could step to. They count as your kills.',
  }),
];
