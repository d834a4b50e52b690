/**
 * Every decision taken where seed 004 (or the published base game) is silent or unclear. Each is also
 * written as a comment where the rule is made (search the id). The table's rules reference shows this list.
 */
export interface Ruling {
  id: string;
  /** The seed passage it settles ("seed 004 line 21-23"), or the published rule. */
  seed: string;
  text: string;
}

export const RULINGS: readonly Ruling[] = [
  {
    id: 'search.base',
    seed: 'seed 004 lines 7, 16-58',
    text: "The quick reference repeats the optional rules (shooting, dodging, search, wounds, time, fighting players, extra zombies); each applies only with its switch (Come to Papa and its careful aim, Duck 'n' Weave, What's This?, It's Only a Flesh Wound, Just a Minute, Eat Them Not Me!, Where in Hell Did They Come From?, and In Here, Quick! for the unnamed buildings' roll, lines 56-58). The 'House rules' game switches them all on (presets.houseRules).",
  },
  {
    id: 'turn.order',
    seed: 'seed 004 lines 5-10',
    text: 'The turn follows the seed: draw event cards up to 3, lay a tile, roll (or search), fight and move, move zombies, discard up to 1. A player who starts in a square with zombies rolls first, then fights them before moving.',
  },
  {
    id: 'justAMinute.wait',
    seed: 'seed 004 lines 40, 78, 101',
    text: '"Wait a Minute" (named under Come to Papa) is "Just a Minute": with it, each round of fighting after the first in a square costs 1 movement; shooting costs its movement point whether or not it is on.',
  },
  {
    id: 'tiles.unplaceable',
    seed: 'published base game (tile placement)',
    text: 'A drawn tile with no legal spot is shown and put at the bottom of the deck, and the next is drawn; each tile is tried once a turn; if none fits, no tile is laid that turn.',
  },
  {
    id: 'tiles.contents',
    seed: 'published base game (named buildings)',
    text: "A named building's printed zombies go one per building square in reading order (the Helipad's on the Helicopter first); its Life and Bullet tokens are dealt round the same squares.",
  },
  {
    id: 'tiles.helipadOut',
    seed: 'seed 004 lines 145, 161',
    text: 'Last Man Standing leaves the Helipad out unless kept as an ordinary tile (shuffled anywhere, no escape); Catch As Catch Can keeps it only with its escape option.',
  },
  {
    id: 'movement.upTo',
    seed: 'published base game (movement)',
    text: 'A player moves up to the roll and may stop at any time; after a won fight they go on with what is left.',
  },
  {
    id: 'movement.modifiers',
    seed: 'seed 004 lines 86-88, 121, 133, 228',
    text: "Movement = die + Quick/Slow + Skateboard, then It's Only a Flesh Wound (-1 at 2 Life, halved at 1 Life), then a minion's halving; rounded down, never below 0. A minion (1 Life) with Flesh Wound on halves twice: a 6 gives 1. Games started before this (rules version 1) skipped Flesh Wound for minions.",
  },
  {
    id: 'pickup',
    seed: 'published base game (tokens)',
    text: 'A player picks up the tokens of a square when they enter it and it is clear of zombies (after the fight); Life never above the maximum, the rest stays. Tokens dropped in your own square wait for you to come back.',
  },
  {
    id: 'combat.bullets',
    seed: 'seed 004 line 12',
    text: 'After a failed roll the player may spend exactly the Bullets that make it a success, or take it as a lost Life token. With several rolls (Go-Go) they choose which rolls to raise.',
  },
  {
    id: 'death.halfKills',
    seed: 'published base game (death)',
    text: 'The dead keep half their kills rounded down (they lose the larger half); the lost zombies go back in the box.',
  },
  {
    id: 'death.turnGoesOn',
    seed: 'published base game (death)',
    text: "A player who dies on their own turn stops moving; the turn goes on with the zombies' move and the discard.",
  },
  {
    id: 'zombieMove.all',
    seed: 'seed 004 line 44',
    text: "The mover moves as many zombies as the roll, one square each, each zombie at most once per turn, never into a full square; they stop only when no legal move is left. Zombies that reach a player wait for that player's turn to be fought. Games started before this rule (rules version 1) let the mover stop early.",
  },
  {
    id: 'events.window',
    seed: 'seed 004 line 60',
    text: "Cards played on another player's turn are played in one reaction window after that player's movement roll. It opens for every other seat still playing that holds a card and has not played one this round, whatever its cards, so nobody learns who holds a reaction card; it closes when all answered or at its deadline.",
  },
  {
    id: 'events.windowClock',
    seed: 'seed 004 line 60 (silent on timing)',
    text: "From rules version 3, each asked seat has its own reaction clock, which starts when that seat sees the window, not when it opens: on a shared screen the next player may still be behind the hand-over screen. Every asked seat looks, whatever its cards, so nothing is learnt from it. Auto-pass is each player's own setting, shown beside the window: when none of their cards can answer it passes at once; it is on by default only for one person alone against bots, because a quick pass tells other people that the hand held no answer.",
  },
  {
    id: 'events.round',
    seed: 'seed 004 line 60',
    text: "One event card per round per player: a round runs from seat 0's turn to the last seat's.",
  },
  {
    id: 'events.texts',
    seed: 'published base game (event deck)',
    text: "The 27 titles are the published deck's; the texts, copies and effects are ours, written to fit each title (Hey Look... A Shotgun! follows seed 004 line 103).",
  },
  {
    id: 'win.roundLimit',
    seed: 'none (every game must end)',
    text: 'A game ends after its round limit (40 by default): the most kills wins; Last Man Standing: the players alive, or the most points; Catch As Catch Can: a draw.',
  },
  {
    id: 'shooting.table',
    seed: 'seed 004 lines 21-23, 97-99',
    text: 'The rows overlap at 3 squares: 3 counts as "2 to 3" (5-6 against a zombie), the first row that names it; 4 to 6 squares need a 6. Against a player: 5-6 adjacent, 6 further.',
  },
  {
    id: 'shooting.sight',
    seed: 'seed 004 line 92',
    text: 'Line of sight runs straight along joined road squares from a shooter on a road square; zombies and players do not block it. A shot player loses a Life token. No shooting from a square with zombies.',
  },
  {
    id: 'extra.fractions',
    seed: 'seed 004 lines 50-54, 173',
    text: '"Half or less" and "a quarter or less" of Z compare the die with the exact fraction, no rounding (Z 5: 3 zombies on a 1, 2 on a 2, 1 on 3-5; Z 6: 3 on a 1, 2 on 2-3).',
  },
  {
    id: 'extra.d3',
    seed: 'seed 004 lines 58, 177',
    text: '1D3 is a die halved, rounded up. Extra zombies go only where a square has room; the rest stay in the box.',
  },
  {
    id: 'search.five',
    seed: 'seed 004 lines 35-36, 211-212',
    text: 'Search 5: a Bullet, or draw one event card then discard one card of your choice. Search 6: either of those, or a Life token. Minions do not search.',
  },
  {
    id: 'traits.opposite',
    seed: 'seed 004 line 117',
    text: '"The player opposite" is the seat half the table away: (seat + floor(seats/2)) mod seats. Whether a player asked for a Schtick is known once all are written; which Schtick and Flaw, at the reveal.',
  },
  {
    id: 'traits.offered',
    seed: 'seed 004 lines 121-141',
    text: "Traits whose rule is off are not offered: Sneak and Clumsy need Duck 'n' Weave, Deadeye and Shakes Come to Papa, Sixth Sense Where in Hell Did They Come From?, Unlucky What's This?, Coward It's Zombie a Go-Go.",
  },
  {
    id: 'lastMan.grid',
    seed: 'seed 004 line 147',
    text: 'The 3x3 start: the Town Square in the middle and the next 8 tiles around it in reading order, each turned the first way that best matches its neighbours; pawns go in seat order on any open square without zombies.',
  },
  {
    id: 'lastMan.aliveBonus',
    seed: 'seed 004 line 149',
    text: 'Survival bonus: 2 x (players - 1) for the last alive, 2 less for each earlier death; players still alive at the round limit all take the top bonus.',
  },
  {
    id: 'kings.zombies',
    seed: 'seed 004 line 155',
    text: 'Zombies never fight a King or his minions, nor stop their moves. Kings and players fight as players do (target +1) whether or not Eat Them, Not Me! is on; with it, players may also fight each other.',
  },
  {
    id: 'kings.entry',
    seed: 'seed 004 line 157',
    text: '"9 map tiles placed" counts tiles laid after the Town Square (or the deck running out); the King enters on any open square. A King starts with 3 Life, 3 Bullets and 3 cards.',
  },
  {
    id: 'kings.target',
    seed: 'seed 004 line 161',
    text: "The Target is drawn at random among the players at setup; every player knows it, the Kings do not (until the game ends). Only the Target's escape wins; other players stay and fight on.",
  },
  {
    id: 'oneBite.respawn',
    seed: 'seed 004 line 226',
    text: 'Outside Catch As Catch Can and Last Man Standing, once their zombie has risen the player starts again at the Town Square and plays that turn. A minion rises where it fell; its cards and items are discarded. A full square gets no zombie.',
  },
  {
    id: 'duel.caps',
    seed: 'seed 004 lines 191, 201',
    text: 'At most 5 attacks on players and 3 trade offers per turn (designed, so every turn ends).',
  },
  {
    id: 'duel.weave',
    seed: 'seed 004 line 193',
    text: "Weaving into a square of players needs 2 points of movement, rolls 5+ with the Dodge modifiers, and needs no Duck 'n' Weave switch.",
  },
  {
    id: 'duel.swapSees',
    seed: 'seed 004 lines 195-197',
    text: "The player offered the swap sees the dead player's hand, and swaps one of their cards for one of those or passes.",
  },
  {
    id: 'trade.offers',
    seed: 'seed 004 line 201',
    text: 'A trade is one offer: one thing (a Life, a Bullet, a named card, or nothing) for one thing (or nothing), accepted or declined; any rate is a run of offers. Nobody gives their last Life.',
  },
  {
    id: 'traits.who',
    seed: 'seed 004 line 117',
    text: 'Whether a player asked for a Schtick is known to all once every Schtick is written (the Flaw namers are asked then); which Schtick, and which Flaw, only at the reveal. The namer knows the Flaw they named.',
  },
  {
    id: 'lastMan.pawns',
    seed: 'seed 004 line 147',
    text: 'On the 3x3 start, pawns are placed in seat order on any square a player may stand on, but not among zombies.',
  },
  {
    id: 'kings.life',
    seed: 'seed 004 line 155',
    text: 'A King starts like a player: 3 Life (5 at most), 3 Bullets and 3 event cards; he draws and plays cards as a player does.',
  },
  {
    id: 'kings.buildings',
    seed: 'seed 004 lines 171-175',
    text: 'A King or a minion entering a building brings no extra zombies (Where in Hell Did They Come From? rolls for the players).',
  },
  {
    id: 'kings.escapeNotTarget',
    seed: 'seed 004 line 161',
    text: 'With a Target, only the Target reaching the Helicopter wins for the players; another player there simply stays on the map.',
  },
  {
    id: 'oneBite.minion',
    seed: 'seed 004 lines 226-234',
    text: 'A minion rises on the square where the player fell, with 1 Life; its event cards and items are discarded.',
  },
  {
    id: 'oneBite.full',
    seed: 'seed 004 line 224',
    text: 'When the square of the body already holds all the zombies it may, no zombie rises there.',
  },
  {
    id: 'extra.room',
    seed: 'seed 004 lines 50-58, 173',
    text: 'Extra zombies go only where a square has room (one per square, three with Go-Go); those that do not fit stay in the box. The previous player places each one.',
  },
  {
    id: 'shooting.inFight',
    seed: 'seed 004 line 92',
    text: 'No shooting from a square with zombies: the fight in the square comes first.',
  },
  {
    id: 'search.who',
    seed: 'seed 004 lines 205, 231',
    text: 'Minions do not search (they may not use what a search finds); a King may.',
  },
  {
    id: 'duel.sneakOnEntry',
    seed: 'seed 004 lines 191, 193',
    text: "The sneak attack is open only once a player's movement (a step or a dodge) took them into the square of the player attacked this turn; the second attack, where both roll, follows it. A player who was already in the square when the turn began is attacked only as one of the two leaves it (line 193). Kings and minions fight players the same way. Games started before this (rules version 1) allowed the sneak attack on a player already in the square.",
  },
  {
    id: 'presets.houseRules',
    seed: 'seed 004 lines 12-58',
    text: "The 'House rules' game switches on what the quick reference repeats, and only that: shooting with careful aim (line 16), dodging (25), searching (29-36), wounds (38), time (40), fighting players (20-23, 42), extra zombies in named buildings (46-54) and in unnamed ones, which In Here, Quick! opens (56-58). Where in Hell Are We? is not in the quick reference.",
  },
  {
    id: 'dodge.cost',
    seed: 'seed 004 lines 25, 167',
    text: 'A successful dodge costs 1 point of movement in all: the step to the next square is that point (the "1 Movement" of line 25 and the "another Movement point" of line 167 are the same point). A failed dodge costs no movement, only the Life token; Just a Minute charges the rounds after the first as for Combat.',
  },
  {
    id: 'kings.alternate',
    seed: 'seed 004 line 163',
    text: "With several King Zombies, the living Kings take turns at moving the zombies and placing the tiles: one per player turn, in seat order, whoever's turn it is.",
  },
  {
    id: 'trade.lifeMax',
    seed: 'seed 004 line 201',
    text: 'A trade that would give a player Life above their maximum (5; Tough 6, Puny 4) is refused rather than wasted, and nobody gives away their last Life token.',
  },
  {
    id: 'tiles.oddSplit',
    seed: 'seed 004 line 72',
    text: 'Where in Hell Are We?: with an odd number of tiles (27 in the box besides the Town Square and the Helipad) the "two even piles" cannot be even; the top pile takes the extra tile (14), and the Helipad is shuffled into the other (13, then 14 with it).',
  },
  {
    id: 'traits.sneakGoGo',
    seed: 'seed 004 lines 109, 123',
    text: "Sneak's +1 goes to the first Dodge roll in a square; with It's Zombie a Go-Go that first roll is one die per zombie, rolled together, and each of those dice gets the +1. Later dodges in the square get nothing.",
  },
  {
    id: 'traits.oneEach',
    seed: 'seed 004 line 115',
    text: 'Each player has at most one Schtick and one Flaw ("usually"); the table offers no switch for more ("unless you decide otherwise").',
  },
];
