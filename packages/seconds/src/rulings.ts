/**
 * Every decision on a passage of seed 003 that is silent, ambiguous or
 * garbled, with the line it concerns. Each is also written where it is made
 * (search the sources for "DECISION <id>"). The table's rules reference
 * shows them; English, for tools and logs.
 */
export interface Ruling {
  id: string;
  /** Seed 003 line(s). */
  line: string;
  text: string;
}

export const RULINGS: readonly Ruling[] = [
  // Timer.
  {
    id: 'timer.start',
    line: '185, 230',
    text: 'The Zombie Player "starts the timer": the Action Phase timer starts by itself when the phase begins.',
  },
  {
    id: 'timer.finish',
    line: '162, 193, 447',
    text: 'When time runs out the action under way finishes, with its off-turn windows and choices (a counter, Opportunity Attacks, a split, a Desperation Move); then the phase ends by itself. No new action, free action or Special Ability may start once time is up.',
  },
  {
    id: 'timer.windows',
    line: '146, 162, 360',
    text: "Off-turn windows (the counter, reactions to a hit, Sound) and choices made in the middle of an action have their own deadline (the reaction time option, 10 s by default). The opponent's window stops the active player's phase timer from the moment it opens until it is answered or its deadline passes, so waiting out a window takes none of the active player's time (at a table a counter costs a second); the active player's own choices (a Shotgun split, the Scavenger's pick) run on their own timer. A window still opens whenever the other player holds a card that might answer (card backs are public), so its opening reveals nothing. Games started before this rule (rules versions 1 and 2) let the windows run on the active player's timer.",
  },
  {
    id: 'timer.zombie',
    line: '880',
    text: "The Survivor takes the timer in the Resolution Phase: the Zombie player's Action Phase is timed too (an option, on by default).",
  },
  {
    id: 'timer.solo',
    line: '586',
    text: 'Solo play is never timed, whatever the timer option says.',
  },
  {
    id: 'timer.pause',
    line: '160',
    text: 'Pausing (a dispute) is an option: the inactive player may pause a running Action Phase timer once per phase, for 60 s at most; the pauser resumes it or it resumes by itself. None of the designed cards pauses the timer.',
  },
  {
    id: 'timeout.defaults',
    line: '88, 162, 878',
    text: 'A choice left unanswered when its deadline passes: no counter, the hit is taken, the Desperation Move is used, no Shotgun split, the Scavenger keeps the first card drawn, no Sound summon, the harder rules draw is a Tactics card and the first knocked-down zombie stands. The redraw at setup is declined (both cards are kept), and at the hand limit the cards that came into the hand last are discarded, down to the limit.',
  },
  {
    id: 'timer.everyChoice',
    line: '88, 162, 267, 878',
    text: "In a timed game every choice has a deadline, the reaction time: the redraw at setup and discarding down to the hand limit (either player's) too. The hand limit has one deadline for all its discards. Games started before this rule (rules version 1) leave those two choices untimed.",
  },
  {
    id: 'time.server',
    line: '162',
    text: "Time is kept by the server's clock. An action that reaches the server after its player's time ran out (the Action Phase timer, the deadline of their choice, or the end of their pause) is refused, even when the server has not yet announced that time is up: the game goes on as if the announcement had come first. Games started before this rule (rules version 1) accepted such an action until the announcement.",
  },
  // Setup.
  {
    id: 'setup.supplyRows',
    line: '88, 685',
    text: 'The six starting Supply cards lie one each in rows 2, 3, 5, 6, 7 and 9 (the picture "as shown" is not in the seed).',
  },
  {
    id: 'setup.mulligan',
    line: '88, 685',
    text: 'Without a firearm among the two starting Supply cards the Survivor may, once, discard one or both (to the Supply discard pile) and draw as many again. In the two-player game the alley cards are dealt after this choice (line 88 order); in solo before (line 685).',
  },
  {
    id: 'setup.zombies2p',
    line: '688',
    text: 'The two-player zombie setup is the solo one: three face-down Warehouse zombies in row one, two face-up zombies in row six and two in row eight. The Zombie player starts with two Zombie cards and two Zombie Tactics cards.',
  },
  {
    id: 'setup.easierBoss',
    line: '560',
    text: 'Easier rules: only the face-up starting zombies are checked for a Boss; a Boss among the face-down Warehouse zombies stays.',
  },
  {
    id: 'setup.firstTurn',
    line: '178-181',
    text: 'The first turn has its Draw Phase too: the Survivor starts the first Action Phase with 4E and three Tactics cards.',
  },
  // Warehouse.
  {
    id: 'warehouse.type',
    line: '398, 688',
    text: '"Warehouse" zombies are the face-down zombie cards of row one, of any type, not a type of their own.',
  },
  {
    id: 'warehouse.knowledge',
    line: '688',
    text: 'The Zombie player may look at the Warehouse zombies in the two-player game; in solo nobody knows them until released.',
  },
  {
    id: 'warehouse.enter',
    line: '410, 790',
    text: 'Released Warehouse zombies enter play standing in row one; released during the zombie turn they may not attack in that turn, like a summoned zombie.',
  },
  {
    id: 'warehouse.row4',
    line: '410',
    text: 'Moving from below row four to row four or beyond (a Sprint may skip it) counts as entering row four.',
  },
  // Movement and Supply.
  {
    id: 'move.opportunity',
    line: '238',
    text: 'Only the standing zombies of the row left make Opportunity Attacks, in their order from the bottom of the alley, after the Survivor is in the new row; entering the street, the Survivor escapes once they are survived.',
  },
  {
    id: 'move.standUp',
    line: '189, 234, 239',
    text: 'Standing up is not a "Movement Action" for cards that forbid them (line 239 forbids Movement Action cards while down, and standing up is done while down); Kick Free is not a Movement Action card.',
  },
  {
    id: 'supply.equipped',
    line: '251-253, 292',
    text: 'Attacks are made with equipped weapons only (thrown weapons included); Body Armor protects only when equipped; items (the First Aid Kit) are played from the hand and not equipped.',
  },
  {
    id: 'supply.drop',
    line: '253',
    text: 'Dropping an equipped card costs 0E; only equipped cards are dropped into the alley (hand cards are discarded only to draw Tactics or at the hand limit).',
  },
  {
    id: 'supply.freePickup',
    line: '255',
    text: 'The once-per-turn free pick-up while knocked down is used by the first pick-up made while down.',
  },
  {
    id: 'tactics.discardDraws',
    line: '261',
    text: '"Maximum discard three times": paying a Tactics draw by discarding two cards is allowed three times per turn; paying 1E has no limit.',
  },
  {
    id: 'ability.singleAction',
    line: '461, 471',
    text: 'A "single action" Firearm or Melee weapon is one whose attack costs 1E: the Firearms Instructor and the MMA Trainer attack with such a profile for an Ability token instead of the Energy (a weapon with a 1E profile and a dearer one fits by its 1E profile only).',
  },
  {
    id: 'doctor.full',
    line: '509-511',
    text: 'The Doctor may not use the ability at five health: "may not exceed five health" leaves nothing to gain, and no Ability token is spent for nothing.',
  },
  {
    id: 'survivor.maxHealth',
    line: '418, 510',
    text: 'No Survivor ever has more than five health, even one that starts with four.',
  },
  // Attacks.
  {
    id: 'attack.range',
    line: '310',
    text: 'Range counts rows away in both directions: a ranged weapon may shoot zombies behind the Survivor.',
  },
  {
    id: 'attack.counterWindow',
    line: '360',
    text: "The Zombie player's counter window opens after every successful attack that is not an automatic success, when they hold at least one Zombie Tactics card (card backs are public), whether or not it can counter this attack.",
  },
  {
    id: 'attack.durability',
    line: '358, 436',
    text: 'A firearm loses one ammo on every shot, hit or miss (step 4 comes before the success check); durability is lost only on a successful attack that was not countered.',
  },
  {
    id: 'attack.crit',
    line: '365',
    text: "The Critical Hit draw comes after the Shotgun's split: it is drawn when the target's share would not kill it; a Shuffle the Deck card drawn there is replaced.",
  },
  {
    id: 'attack.split',
    line: '364',
    text: "The Shotgun may split its damage between its target and one other zombie of the target's row, at least 1 damage each.",
  },
  {
    id: 'attack.thrown',
    line: '359',
    text: "A thrown weapon lands face up in the target's row, hit or miss, and may be picked up again.",
  },
  {
    id: 'attack.knockdownTokens',
    line: '683',
    text: 'Eight Knockdown tokens: with all eight in play a knockdown has no effect.',
  },
  {
    id: 'attack.shuffleEmpty',
    line: '357',
    text: 'An Attack deck that runs out before the Resolution Phase shuffles its discard pile back at once.',
  },
  // Zombie attacks on the Survivor.
  {
    id: 'block.reaction',
    line: '491, 885',
    text: 'Block (Self Defense Trainer) is a choice made after a zombie draws a successful Attack card, on Opportunity Attacks too; it uses an Ability token, once per turn.',
  },
  {
    id: 'block.shuffle',
    line: '357, 885',
    text: 'A Shuffle the Deck card drawn for a Block is replaced, as in an attack.',
  },
  {
    id: 'react.window',
    line: '271',
    text: 'After a zombie hit, the Survivor is asked to react when holding a Tactics card (card backs are public) or able to Block: Dodge cancels the damage and the knockdown.',
  },
  {
    id: 'desperation.when',
    line: '895',
    text: 'The Desperation Move is offered when a hit, after armour, would bring the Survivor to zero health, if an Ability token is left and it was not used before; never on an Opportunity Attack made as the Survivor enters the street. The next turn has min(2, Energy tokens) Energy.',
  },
  {
    id: 'knockdown.again',
    line: '543',
    text: 'Knocking down a Survivor already knocked down changes nothing (no second Concussion token).',
  },
  // Advanced rules.
  {
    id: 'concussion.cost',
    line: '545, 868',
    text: 'Removing a Concussion token costs 2E (the rules text, line 545; the player aid says 1E, line 868).',
  },
  {
    id: 'concussion.relief',
    line: '545',
    text: "A Concussion token is removed after a zombie turn in which no zombie attacked the Survivor (Opportunity Attacks are made in the Survivor's turn and do not count). Energy tokens lost to Concussion are lost for the game.",
  },
  {
    id: 'permanentKnockdown.scope',
    line: '549',
    text: 'Permanent Knockdown applies to the Survivor and the zombies: a knocked-down character with one health may not stand up and may move at 1E more; a knocked-down zombie never attacks.',
  },
  {
    id: 'sound.window',
    line: '392, 537',
    text: 'Sound: using a sound weapon (hit or miss) opens a window for the Zombie player when they hold a Zombie card.',
  },
  {
    id: 'sound.solo',
    line: '537, 594',
    text: 'In solo the automaton has no hand: a sound weapon brings the top Zombie card into row ten.',
  },
  // Modified rules.
  {
    id: 'harder.crowd',
    line: '568',
    text: "Harder rules: a row holding three zombies (the Survivor's own row or one between it and the target) blocks ranged attacks at zombies further away.",
  },
  {
    id: 'harder.solo',
    line: '569',
    text: "In solo the harder rules' Knockdown removal happens at the start of the automaton's turn, on the nearest knocked-down zombie; the choice of draw does not apply.",
  },
  {
    id: 'neutral.redraw',
    line: '575',
    text: 'Neither side: a miss against a character on the ground is always drawn again, once (it can only help the attacker).',
  },
  {
    id: 'easier.solo',
    line: '562',
    text: 'The easier rules give the zombies 4E in solo too (no green Energy token).',
  },
  // Zombies.
  {
    id: 'zombie.attackOnce',
    line: '765',
    text: 'Each zombie attacks once per zombie turn (Example 3\'s "attacks again" is a chart result that breaks this on purpose).',
  },
  {
    id: 'zombie.position',
    line: '757',
    text: 'A zombie that enters a row takes the top position of the row (furthest from the Alley cards).',
  },
  {
    id: 'deck.empty',
    line: '781, 783',
    text: 'The Supply and Zombie decks are not shuffled again when empty (their discard piles count for the score); the Tactics, Zombie Tactics and both Attack decks shuffle their discard piles back.',
  },
  {
    id: 'rounds.limit',
    line: '226',
    text: 'The seed has no turn limit; so that every game ends, the horde overruns the alley after the zombie turn of the round limit (30 by default): the Survivor loses.',
  },
  // Solo automaton.
  {
    id: 'chart.dice',
    line: '747, 761-765, 812-813',
    text: 'The chart is rolled with two ten-sided dice read as tens and units (00 reads 100): the examples roll 45, 67, 70, 75, 82 and 96.',
  },
  {
    id: 'chart.rebuilt',
    line: '696-738',
    text: 'The garbled chart is rebuilt so that the three worked examples, the weapons example and the sample turn hold: 45 drops a firearm (then a firearm option, then the top of the weapons group: destroy a melee weapon); 67 a zombie behind moves (then the nearest ahead); 70 a zombie that attacked attacks again; 75 the nearest zombie in front moves; 82 a Runner (then a Brute, then the top of the group: a zombie behind, then the nearest ahead); 96 a knockdown token is removed.',
  },
  {
    id: 'chart.fragments',
    line: '696-697',
    text: 'The readable fragments keep their results, not their numbers: "Nothing" and "Flip up the nearest knocked down zombie" open the chart (1-6 and 7-12), and 13-18 summon a zombie into row ten. The numbers beside them ("13-16", "17-18") are dropped: they begin a column that climbs by two up to "101-102", past the dice\'s 100, beside lines that are instructions and not results ("If an action below can not be performed…", "Remember: zombies which are knocked down…"), so they number the scanned lines rather than rolls.',
  },
  {
    id: 'chart.noReroll',
    line: '705, 749',
    text: 'When no weapon is in play the weapons group does nothing and the Energy is lost (the worked example, line 749) rather than rerolling (the garbled fragment, line 705).',
  },
  {
    id: 'chart.cost',
    line: '747, 812',
    text: 'Each chart roll costs 1E whatever it does; a step costs the Energy of what it does, only when it does it (step 1 and the Shriekers cost nothing); the Final Instructions cost nothing.',
  },
  {
    id: 'chart.partial',
    line: '743',
    text: 'A step that needs 2E with 1E left does its first part only (the move, not the attack).',
  },
  {
    id: 'chart.priorities',
    line: '755-765',
    text: "Choosing zombies: the Survivor's row first, then the rows behind the Survivor (nearest first), then the rows ahead (nearest first); within a row, from the bottom of the alley.",
  },
  {
    id: 'chart.dropFirearm',
    line: '707',
    text: '"Two rows ahead of the Survivor" stops at row ten; the firearm lands face up with its ammo.',
  },
  {
    id: 'chart.weaponChoice',
    line: '705',
    text: 'When several equipped weapons fit a chart result, the Survivor chooses which one is affected.',
  },
  {
    id: 'solo.shriekers',
    line: '589, 811',
    text: 'A Shrieker shrieks once per zombie turn, not in the turn it enters play.',
  },
  {
    id: 'solo.finalInstructions',
    line: '689, 751',
    text: 'One Final Instructions card serves both automata.',
  },
  {
    id: 'scoring.fastWin',
    line: '786',
    text: '"-10 / -5: win in less than 6 / 10 turns" are two bands, not two bonuses that add up: a win in turns 1-5 scores -10, in turns 6-9 -5, later nothing. The turn counted is the one in which the Survivor reaches the street.',
  },
  {
    id: 'scoring.end',
    line: '775-786',
    text: 'The solo score is computed at the end of every game; the winning lines (health, speed, zombies above six) count only for a win; "total health" is the printed health of the discarded zombie cards.',
  },
];
