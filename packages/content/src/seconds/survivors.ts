/**
 * The eight Special Abilities (seed 003 lines 455-529, 883-889) and the 16
 * Survivors, two per ability (names from the seed). Health, Ability tokens,
 * token rows, move and unarmed stats are designed (the cards are not in the
 * seed), except where the seed prints them (the Scavenger's rows four and
 * seven and none on the card, line 519; the unique weapons, lines 519, 528;
 * five health at most, line 510; at least one token in the alley, line 445).
 */
import type { AbilityDef, SurvivorDef } from '@horde/seconds';

export const abilities: AbilityDef[] = [
  {
    id: 'firearmsInstructor',
    name: 'Firearms Instructor',
    text: 'Spend an Ability token: attack with a single action Firearm for 0E.',
    source: 'seed 003 lines 459-461',
  },
  {
    id: 'mmaTrainer',
    name: 'MMA Trainer',
    text: 'Spend an Ability token: make an Unarmed or single action Melee attack for 0E.',
    source: 'seed 003 lines 469-471',
  },
  {
    id: 'soccerPlayer',
    name: 'Soccer Player',
    text: 'Spend an Ability token: gain 1E.',
    source: 'seed 003 lines 479-481',
  },
  {
    id: 'selfDefenseTrainer',
    name: 'Self Defense Trainer',
    text: 'Block. After the Zombie Player draws a successful Attack card, spend an Ability token and draw a Survivor Attack card. If the line A result is successful, the attack is blocked. This does not prevent knockdown.',
    source: 'seed 003 lines 489-491, 885',
  },
  {
    id: 'collegeTrackStar',
    name: 'College Track Star',
    text: 'Spend an Ability token: move one row. Choose two zombies and ignore their Opportunity Attack. Counts as a Movement Action. May not be used in row ten.',
    source: 'seed 003 lines 500-502, 887',
  },
  {
    id: 'doctor',
    name: 'Doctor',
    text: 'Spend an Ability token: gain one health. May not exceed five health.',
    source: 'seed 003 lines 509-511',
  },
  {
    id: 'scavenger',
    name: 'Scavenger',
    text: 'Unique starting weapon: Katana. Starts with Ability tokens in rows four and seven, none on the card. Spend an Ability token: draw three Supply cards; keep one, put the other two in the discard pile.',
    source: 'seed 003 lines 518-520',
  },
  {
    id: 'survivalist',
    name: 'Survivalist',
    text: 'Unique starting weapon: Ice Axe. Spend an Ability token to reduce the cost to play or use a Supply card by one (not a permanent effect).',
    source: 'seed 003 lines 527-529, 889',
  },
];

type Row = [string, string, string, AbilityDef['id'], number, number, number[], number];

// id, name, pronouns, ability, health, tokens on the card, token rows, head stomp damage
const rows: Row[] = [
  ['lenny', 'Lenny', 'he/him', 'firearmsInstructor', 5, 2, [5], 1],
  ['abbe', 'Abbe', 'she/her', 'firearmsInstructor', 4, 2, [4, 7], 1],
  ['aaliyah', 'Aaliyah', 'she/her', 'mmaTrainer', 5, 2, [6], 2],
  ['ryan', 'Ryan', 'he/him', 'mmaTrainer', 4, 3, [6], 2],
  ['antonio', 'Antonio', 'he/him', 'soccerPlayer', 5, 2, [5], 1],
  ['diana', 'Diana', 'she/her', 'soccerPlayer', 4, 2, [3, 7], 1],
  ['sophia', 'Sophia', 'she/her', 'selfDefenseTrainer', 5, 2, [5], 1],
  ['william', 'William', 'he/him', 'selfDefenseTrainer', 4, 3, [5], 1],
  ['michael', 'Michael', 'he/him', 'collegeTrackStar', 5, 2, [6], 1],
  ['rebekka', 'Rebekka', 'she/her', 'collegeTrackStar', 4, 2, [3, 6], 1],
  ['mary', 'Mary', 'she/her', 'doctor', 5, 1, [4, 7], 1],
  ['kelly', 'Kelly', 'he/him', 'doctor', 4, 2, [5], 1],
  ['louis', 'Louis', 'they/them', 'scavenger', 5, 0, [4, 7], 1],
  ['callasandra', 'Callasandra', 'she/her', 'scavenger', 4, 0, [4, 7], 2],
  ['meghan', 'Meghan', 'she/her', 'survivalist', 5, 2, [5], 1],
  ['jason', 'Jason', 'he/him', 'survivalist', 4, 2, [4, 7], 1],
];

export const survivors: SurvivorDef[] = rows.map(([id, name, pronouns, ability, health, tokens, tokenRows, stomp]) => ({
  id,
  name,
  pronouns,
  ability,
  health,
  abilityTokens: tokens,
  tokenRows,
  move: { rows: 1, cost: 1 },
  stomp: { cost: 1, damage: stomp },
  knockdown: { cost: 1 },
  uniqueWeapon: ability === 'scavenger' ? 'katana' : ability === 'survivalist' ? 'iceAxe' : null,
  source:
    ability === 'scavenger'
      ? 'seed 003 lines 475-529 (name, ability, Katana, rows four and seven); health, stomp and move designed'
      : 'seed 003 lines 455-529 (name, ability); health, tokens, rows, move and unarmed stats designed',
}));
