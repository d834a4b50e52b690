/**
 * The solo automata (seed 003 lines 578-816): the Fast Attack and Swarm step
 * decks, their dice charts, the Final Instructions card and the optional score.
 *
 * The seed's dice chart is garbled (lines 696-738): the chart is rebuilt from
 * its fragments (a "Nothing" result, "flip up the nearest knocked down
 * zombie", summons into play, the weapons group: destroy a melee weapon, put
 * a firearm two rows ahead, a firearm option; DECISION chart.fragments: their
 * texts are kept, the numbers beside them, "13-16" and "17-18", are dropped as
 * a count of scanned lines that runs on to "101-102"), its three worked examples
 * (75: the nearest zombie in front moves one row; 96: remove a knockdown
 * token from the nearest zombie; 70: a zombie which already attacked attacks
 * again; lines 761-765), the weapons example (45: drop the firearm, then the
 * next option, also a firearm one, then the top of the group: destroy a
 * melee weapon, line 749) and the sample turn (82: Runners, then Brutes, then
 * the top of the group: a zombie behind the Survivor, then the nearest zombie
 * ahead; 67: a zombie behind, then the nearest zombie ahead; lines 812-813).
 * The roll is two ten-sided dice read as tens and units (00 reads 100): rolls
 * such as 75, 82 and 96 need it. The step decks are rebuilt from the sample
 * turn (steps 2, 3, 4, 10, 11 and five conditional steps 5-9) and designed.
 */
import type { DiceGroupDef, FinalInstructionDef, ScoringDef, SoloAutomatonDef } from '@horde/seconds';

const T = {
  nothing: 'Nothing happens.',
  standUp: 'Flip up the nearest knocked down zombie (remove its Knockdown token).',
  summonRow10: 'Put a zombie into play in row ten.',
  summonAhead: 'Put a zombie into play in the row ahead of the Survivor.',
  summonBehind: 'Put a zombie into play in the row behind the Survivor.',
  destroyMelee: 'Destroy an equipped melee weapon.',
  dropFirearm: 'Take an equipped firearm and place it two rows ahead of the Survivor in the alley.',
  firearmAmmo: 'An equipped firearm loses one ammo.',
  attack: "A standing zombie in the Survivor's row that has not attacked this turn attacks.",
  attackAgain: 'A zombie which already attacked this turn attacks again.',
  moveBehind: 'The nearest zombie behind the Survivor moves one row toward the Survivor.',
  moveAhead: 'The nearest zombie in front of the Survivor moves one row toward the Survivor.',
  runner: 'The nearest Runner moves two rows toward the Survivor.',
  brute: 'The nearest Brute moves one row toward the Survivor.',
  removeTimeToken: 'Remove one Time token from row one.',
};

const opt = (from: number, to: number, op: keyof typeof T) => ({ from, to, op, text: T[op] });

const fastChart: DiceGroupDef[] = [
  { id: 'shamble', name: 'Shamble', options: [opt(1, 6, 'nothing'), opt(7, 12, 'standUp')] },
  {
    id: 'zombies',
    name: 'Zombies',
    options: [opt(13, 18, 'summonRow10'), opt(19, 23, 'summonAhead'), opt(24, 28, 'summonBehind')],
  },
  { id: 'attack', name: 'Attack', options: [opt(29, 34, 'attack'), opt(35, 40, 'moveAhead')] },
  {
    id: 'weapons',
    name: 'Weapons',
    options: [opt(41, 43, 'destroyMelee'), opt(44, 45, 'dropFirearm'), opt(46, 48, 'firearmAmmo')],
  },
  { id: 'hunt', name: 'Hunt', options: [opt(49, 54, 'attack'), opt(55, 60, 'moveBehind')] },
  {
    id: 'closeIn',
    name: 'Close in',
    options: [opt(61, 64, 'attack'), opt(65, 67, 'moveBehind'), opt(68, 69, 'moveAhead'), opt(70, 72, 'attackAgain')],
  },
  {
    id: 'rush',
    name: 'Rush',
    options: [
      opt(73, 74, 'moveBehind'),
      opt(75, 78, 'moveAhead'),
      opt(79, 81, 'attack'),
      opt(82, 84, 'runner'),
      opt(85, 86, 'brute'),
    ],
  },
  {
    id: 'rise',
    name: 'Rise',
    options: [opt(87, 91, 'summonRow10'), opt(92, 95, 'attackAgain'), opt(96, 100, 'standUp')],
  },
];

const swarmChart: DiceGroupDef[] = [
  { id: 'shamble', name: 'Shamble', options: [opt(1, 5, 'nothing'), opt(6, 10, 'standUp')] },
  {
    id: 'swarm',
    name: 'Swarm',
    options: [
      opt(11, 20, 'summonRow10'),
      opt(21, 28, 'summonAhead'),
      opt(29, 34, 'summonBehind'),
      opt(35, 40, 'removeTimeToken'),
    ],
  },
  {
    id: 'weapons',
    name: 'Weapons',
    options: [opt(41, 43, 'destroyMelee'), opt(44, 45, 'dropFirearm'), opt(46, 48, 'firearmAmmo')],
  },
  {
    id: 'surround',
    name: 'Surround',
    options: [opt(49, 56, 'moveBehind'), opt(57, 64, 'moveAhead'), opt(65, 70, 'attack')],
  },
  { id: 'rush', name: 'Rush', options: [opt(71, 76, 'runner'), opt(77, 80, 'brute'), opt(81, 86, 'moveAhead')] },
  {
    id: 'rise',
    name: 'Rise',
    options: [opt(87, 92, 'summonRow10'), opt(93, 96, 'attackAgain'), opt(97, 100, 'standUp')],
  },
];

export const fastAttack: SoloAutomatonDef = {
  id: 'fast',
  name: 'Fast Attack',
  source: 'seed 003 lines 596, 792-816 (sample turn); steps and chart rebuilt and designed',
  chart: fastChart,
  steps: [
    {
      step: 1,
      when: null,
      op: 'nothing',
      text: 'Flip the zombie Energy tokens: four white and the green one (four under the easier rules).',
      source: 'seed 003 lines 682, 794 (step 1 done before the sample picture); text designed',
    },
    {
      step: 2,
      when: null,
      op: 'attack',
      text: "A standing zombie in the Survivor's row attacks (1E).",
      source: 'seed 003 line 800',
    },
    {
      step: 3,
      when: { kind: 'survivorRows', from: 7, to: 10 },
      op: 'moveAhead',
      text: 'If the Survivor is in rows 7-10, the nearest zombie in front of the Survivor moves one row toward the Survivor (1E).',
      source: 'seed 003 line 802 (the condition); the action designed',
    },
    {
      step: 4,
      when: null,
      op: 'moveInAndAttack',
      text: "The nearest standing zombie in a row next to the Survivor's (behind first) moves into the Survivor's row, then attacks (2E).",
      source: 'seed 003 line 804',
    },
    {
      step: 5,
      when: { kind: 'survivorDown' },
      op: 'attack',
      text: "If the Survivor is knocked down, a standing zombie in the Survivor's row that has not attacked attacks (1E).",
      source: 'designed (seed 003 line 806: steps 5-9 ask a question)',
    },
    {
      step: 6,
      when: { kind: 'survivorRows', from: 9, to: 10 },
      op: 'summonRow10',
      text: 'If the Survivor is in row 9 or 10, put a zombie into play in row ten (1E).',
      source: 'designed (seed 003 line 806)',
    },
    {
      step: 7,
      when: { kind: 'survivorHealthAtMost', health: 1 },
      op: 'attack',
      text: "If the Survivor has one health, a standing zombie in the Survivor's row that has not attacked attacks (1E).",
      source: 'designed (seed 003 line 806)',
    },
    {
      step: 8,
      when: { kind: 'noZombieAhead' },
      op: 'summonRow10',
      text: 'If no zombie is in front of the Survivor, put a zombie into play in row ten (1E).',
      source: 'designed (seed 003 line 806)',
    },
    {
      step: 9,
      when: { kind: 'warehouseHidden' },
      op: 'removeTimeToken',
      text: 'If the Warehouse zombies are still face down, remove one Time token from row one (1E).',
      source: 'designed (seed 003 line 806)',
    },
    {
      step: 10,
      when: null,
      op: 'standUp',
      text: 'Remove the Knockdown token from the nearest knocked down zombie (1E).',
      source: 'seed 003 line 808',
    },
    {
      step: 11,
      when: null,
      op: 'shriek',
      text: 'Each standing Shrieker draws a Zombie card and puts it into play in row ten (0E).',
      source: 'seed 003 lines 589, 810',
    },
  ],
};

export const swarm: SoloAutomatonDef = {
  id: 'swarm',
  name: 'Swarm',
  source: 'seed 003 line 596 (as many zombies as possible); steps and chart designed',
  chart: swarmChart,
  steps: [
    {
      step: 1,
      when: null,
      op: 'nothing',
      text: 'Flip the zombie Energy tokens: four white and the green one (four under the easier rules).',
      source: 'seed 003 line 682; text designed',
    },
    { step: 2, when: null, op: 'summonRow10', text: 'Put a zombie into play in row ten (1E).', source: 'designed' },
    {
      step: 3,
      when: null,
      op: 'attack',
      text: "A standing zombie in the Survivor's row attacks (1E).",
      source: 'designed',
    },
    {
      step: 4,
      when: { kind: 'rowAheadFewer', count: 2 },
      op: 'moveAhead',
      text: 'If the row ahead of the Survivor holds fewer than two zombies, the nearest zombie in front of the Survivor moves one row toward the Survivor (1E).',
      source: 'designed',
    },
    {
      step: 5,
      when: { kind: 'survivorDown' },
      op: 'attack',
      text: "If the Survivor is knocked down, a standing zombie in the Survivor's row that has not attacked attacks (1E).",
      source: 'designed',
    },
    {
      step: 6,
      when: { kind: 'fewerInPlay', count: 6 },
      op: 'summonAhead',
      text: 'If fewer than six zombies are in play, put a zombie into play in the row ahead of the Survivor (1E).',
      source: 'designed',
    },
    {
      step: 7,
      when: { kind: 'warehouseHidden' },
      op: 'removeTimeToken',
      text: 'If the Warehouse zombies are still face down, remove one Time token from row one (1E).',
      source: 'designed',
    },
    {
      step: 8,
      when: null,
      op: 'standUp',
      text: 'Remove the Knockdown token from the nearest knocked down zombie (1E).',
      source: 'designed',
    },
    {
      step: 9,
      when: null,
      op: 'shriek',
      text: 'Each standing Shrieker draws a Zombie card and puts it into play in row ten (0E).',
      source: 'seed 003 line 589',
    },
  ],
};

export const finalInstructions: FinalInstructionDef[] = [
  {
    when: { kind: 'noAttackThisTurn' },
    op: 'summonRow10',
    text: 'If no zombie attacked the Survivor this turn, put a zombie into play in row ten.',
    source: 'designed (seed 003 line 816: two situations, neither applies in the sample turn)',
  },
  {
    when: { kind: 'survivorRows', from: 9, to: 10 },
    op: 'summonRow10',
    text: 'If the Survivor is in row 9 or 10, put a zombie into play in row ten.',
    source: 'designed (seed 003 line 816)',
  },
];

export const scoring: ScoringDef = {
  winHealth: [
    { health: 5, points: -20 },
    { health: 4, points: -10 },
    { health: 3, points: -5 },
  ],
  noFirearmDiscarded: -20,
  perZombieRows9And10: 2,
  perZombieAboveSix: 3,
  fastWin: [
    { turnsBelow: 6, points: -10 },
    { turnsBelow: 10, points: -5 },
  ],
  source: 'seed 003 lines 775-786',
};
