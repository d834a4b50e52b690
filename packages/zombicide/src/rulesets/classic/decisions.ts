/**
 * Where seed 001 is silent, ambiguous or keeps two versions of a rule, what this ruleset plays, and where
 * the decision is made (the file's comment names the passage too). The web table's rules reference shows
 * this list. Digest: ../shared/rules/classic.md §11 "Ambiguities".
 */
export interface ClassicDecision {
  id: string;
  /** The seed passage (line or section of seed 001). */
  seed: string;
  /** What we play, in English. */
  text: string;
  /** The file that makes it. */
  where: string;
}

export const CLASSIC_DECISIONS: readonly ClassicDecision[] = [
  {
    id: 'turnIsActivation',
    seed: '"Note on Content" (Turn vs Activation)',
    text: 'Each survivor activates once per round, so "once per turn" limits (Search, Medic, 1 re-roll per turn) count per activation.',
    where: 'packages/zombicide/src/rule-error.ts (per-turn counters)',
  },
  {
    id: 'pathingFallback',
    seed: 'lines 799-807 (FAQ 1.0 note)',
    text: 'With no open route to their target, zombies route as if every unlocked door were open; a route through a closed door leaves them where they are. The FAQ 1.0 detour toward a less noisy survivor is not played (later rulebooks dropped it).',
    where: 'rulesets/classic/ruleset.ts (routes)',
  },
  {
    id: 'splitGroups',
    seed: 'lines 815-832 (Splitting)',
    text: 'A group is the zombies of one type in one zone moving in one step. They split over distinct first steps of the shortest routes to every noisiest target; zombies from the box even the groups (a Fatty added comes without escort). An Abomination never splits, and when the box lacks zombies to even the groups the players choose where the odd ones go ([RM]).',
    where: 'packages/zombicide/src/zombie-phase.ts (runMoves) and rulesets/classic/ruleset.ts (topUpSplit)',
  },
  {
    id: 'targetPerZone',
    seed: 'line 805 (target set right before moving)',
    text: "The target of each zone's zombies is set when that zone moves, after every attack of the step, zone by zone in board order.",
    where: 'packages/zombicide/src/zombie-phase.ts',
  },
  {
    id: 'survivorsFirst',
    seed: '"Targeting Priority Order" (tier 1) and line 1272',
    text: 'Ranged hits go to the survivors in the target zone first (the shooter and Low profile survivors excepted; none with Steady hand), each hit inflicting the weapon Damage in Wounds; misses hurt nobody. Then Walkers, then Fatties and Abominations, then Runners.',
    where: 'rulesets/classic/ruleset.ts (survivorsHitFirst) and roster.ts',
  },
  {
    id: 'woundCost',
    seed: 'lines 1375-1379 (Wounded)',
    text: 'A Wound takes an Equipment card of the survivor’s choice when it carries several kinds (one kind or one card: that one); with none, the Wounded card fills an empty slot. The second Wounded card eliminates; its Equipment is discarded.',
    where: 'rulesets/classic/wounds.ts',
  },
  {
    id: 'nobodyLeft',
    seed: '"Game end"; line 787',
    text: 'Deaths alone never lose the game: it is lost when no survivor is left; the exit goal needs every survivor still alive to leave.',
    where: 'rulesets/classic/wounds.ts and packages/zombicide/src/objectives.ts',
  },
  {
    id: 'aaahhFlashlight',
    seed: 'digest "Missing data" (the Aaahh!! card text is lost)',
    text: 'An Aaahh!! card puts a Walker in the searcher’s zone and is discarded; with a Flashlight the other card drawn is still found.',
    where: 'rulesets/classic/search.ts',
  },
  {
    id: 'buildingSpawnOrder',
    seed: 'line 560 (rooms in the order the survivor chooses)',
    text: 'The survivor who opened the building picks the next room while several remain; an Extra Activation drawn there plays at once, before the next room.',
    where: 'rulesets/classic/doors.ts',
  },
  {
    id: 'spawnOrder',
    seed: 'lines 880-907 ([RM] spawn dice vs older seasons)',
    text: 'By default one card per active Spawn Zone, the first listed first, then clockwise; the [RM] dice and locators are a switch of the game (Spawn dice).',
    where: 'rulesets/classic/spawn.ts',
  },
  {
    id: 'startingDeal',
    seed: 'lines 411-419 (starting Equipment)',
    text: 'The older seasons’ deal: a Fire Axe, a Crowbar and a Pistol with Pans for the rest, dealt at random (the [RM] deal needs Bows, which this box lacks).',
    where: 'rulesets/classic/setup.ts',
  },
  {
    id: 'downedDanger',
    seed: 'digest §11.11 (a downed survivor and the Danger Level)',
    text: 'Zombie cards are read at the highest Danger Level among survivors still in play.',
    where: 'packages/zombicide/src/survivors.ts (highestDangerLevel)',
  },
  {
    id: 'molotov',
    seed: 'line 1389; digest §11.9',
    text: 'The Molotov eliminates every zombie and survivor in the target zone (it ignores Steady hand and Low profile); its parts are discarded, the card set aside again.',
    where: 'rulesets/classic/improved.ts',
  },
  {
    id: 'bornLeader',
    seed: 'lines 2177 and 2351 (two versions of Born leader)',
    text: 'Born leader gives 1 Action for the recipient’s next Activation, lost if unused (the standard version of line 2177; the updated one, used at once, is Undead or Alive’s).',
    where: 'rulesets/classic/born-leader.ts',
  },
  {
    id: 'tough',
    seed: 'Tough (versions differ)',
    text: 'Tough ignores the first attack of a single zombie on the survivor in each Zombies’ Phase.',
    where: 'rulesets/classic/wounds.ts',
  },
  {
    id: 'speciesDecks',
    seed: 'line 331 (expansions added to the decks); lines 267-275 (card numbers)',
    text: 'A mission lists the expansion Zombie decks it plays with (Toxic City Mall, Prison Outbreak, Rue Morgue, Zombie Dogz); their cards join the Season 1 deck, each card spawning the species of its colour. The seed prints no card: their lines are designed, and the box counts the seed lacks (Berserkers, Dogz) too.',
    where: 'rulesets/classic/ruleset.ts (zombieDeck); packages/content/src/classic/expansion-decks.ts and box.ts',
  },
  {
    id: 'skinnerRoll',
    seed: 'lines 1456-1460 (Spawning Crawlers); digest §11.7',
    text: 'The Crawlers of an attack count the natural 1s of its roll as it stands when the hits are assigned: after any re-roll, with the dice Roll 6: +1 die added; a "+1 to dice roll" never hides a 1. At most one per Skinner the attack killed, in the attacked zone. Out of Crawler miniatures, every Crawler activates at once.',
    where: 'rulesets/classic/species.ts (classicCombatEnds)',
  },
  {
    id: 'bloodSprayTiming',
    seed: 'lines 1552-1556 (Toxic Blood Spray); line 2309 (Tough)',
    text: 'The Toxic Blood Sprays of an attack wound its attacker once all its hits are assigned, one Wound per Toxic zombie killed in his zone (a Molotov’s kills spray at once). It is a Zombie attack in the Players’ Phase, so Tough does not stop it; Toxic immunity does.',
    where: 'rulesets/classic/species.ts; rulesets/classic/wounds.ts (Tough)',
  },
  {
    id: 'berserkerAbominationMove',
    seed: 'lines 850 and 1429 (Berserker Abominations move 2 zones)',
    text: 'A Berserker Abomination that moved takes its second zone toward its target as set again where it stands (line 805): it goes on past survivors who are not the noisiest in sight, and stops where it stands in its target zone.',
    where: 'packages/zombicide/src/zombie-phase.ts (onward moves) and rulesets/classic/roster.ts (moves)',
  },
  {
    id: 'berserkerFreeTargets',
    seed: 'lines 1413, 1395 (Sniper Rifle), 2259 (Point-blank)',
    text: 'A shooter who picks his targets (the Sniper skill, a Sniper Rifle) cannot pick a Berserker: Ranged hits never kill one. Point-blank’s exception is not played (no Season 1 survivor has it).',
    where: 'rulesets/classic/species.ts (classicImmune)',
  },
  {
    id: 'noSkinnerAbomination',
    seed: 'line 1450 (A-Bomb Abominations are not Skinners); lines 1583-1591',
    text: 'Skinners come as Walkers, Runners and Fatties only; the A-Bomb, Rue Morgue’s Abomination, is not a Skinner (it is the A-Bomb switch’s, a-bomb.ts), so the Skinner deck has no Abomination card. Crawlers and Zombie Dogz have no Toxic counterpart: a Toxic Abomination leaves them as they are.',
    where: 'rulesets/classic/roster.ts; packages/content/src/classic/expansion-decks.ts',
  },
  {
    id: 'carAttackOtherCars',
    seed: 'lines 59, 68 and 1365 (car attacks on other cars: Season 1 vs [PO])',
    text: 'A car attack rolls no die for the survivors inside any car (the [PO] and FAQ 1.0 rule), not only those of the car driven (Season 1).',
    where: 'rulesets/classic/car-drive.ts (carAttackSurvivors)',
  },
  {
    id: 'carAttackOrder',
    seed: 'lines 1359-1363 (Car Attack)',
    text: 'The car moves first, its occupants with it; then the zone it left and each zone entered are run over in order, each a 1-Damage attack at 4+ with 1 die per Actor (zombies, and survivors outside cars and without Low profile; none for a driver with Steady hand, who ignores them all). Survivors take the hits first; when several could, the driver chooses who. Car attacks give no re-roll.',
    where: 'rulesets/classic/car-drive.ts (resumeCarRun)',
  },
  {
    id: 'carSkinners',
    seed: 'lines 1456-1460 (Skinners killed by a roll); line 1361 (a car attack is neither Melee nor Ranged)',
    text: 'A car attack is a roll: its natural 1s bring Crawlers for the Skinners it killed, like any attack roll.',
    where: 'rulesets/classic/species.ts (classicCombatEnds)',
  },
  {
    id: 'carMoveOut',
    seed: 'line 614 ("Actions as normal" inside a car)',
    text: 'A survivor inside a car cannot Move, Sprint or Jump (nor use Lifesaver or Shove, lines 2241, 2287): he gets out first (1 Action). He may fight, search, trade and take Objectives from his seat; zombies attack him as if he stood in the zone.',
    where: 'rulesets/classic/cars.ts (outOfCarOnly)',
  },
  {
    id: 'carSearchIsSearch',
    seed: 'lines 536 and 542-546 (Search; Search a Car)',
    text: 'Searching a car is the survivor’s one Search of the turn. A police car may be searched again and again (the seed limits only the pimpmobile, once per game); a pimpmobile with no Pimpweapon left cannot be searched. A Flashlight does not help (line 2606).',
    where: 'rulesets/classic/car-search.ts (checkSearchCar)',
  },
  {
    id: 'carZones',
    seed: 'line 630 (Drive a Car); [TCM] 8M line 2670',
    text: 'A car drives through adjacent street zones, survivors and zombies there or not, and may share a zone with other cars. The Pimpweapon deck is the box’s Evil Twins and Ma’s Shotgun.',
    where: 'rulesets/classic/car-drive.ts (checkDrive), car-search.ts (PIMPWEAPONS)',
  },
  {
    id: 'hippiemobileHarmless',
    seed: 'line 1143 (Hippiemobile: "Ignore car attacks made by them")',
    text: 'A hippiemobile rolls no car attack at all: nobody in the zones it drives through is hit, and no die is rolled.',
    where: 'rulesets/classic/car-drive.ts (performDrive)',
  },
  {
    id: 'taxiSearch',
    seed: 'line 1157 (Taxi: "Searched just like a building Zone")',
    text: 'Searching a taxi draws one card, as in a building zone (Matching set included, a Flashlight never adds a second); it is the Search of the turn and may be repeated on later turns.',
    where: 'rulesets/classic/car-search.ts (searchTaxi)',
  },
  {
    id: 'helicopterNoSearch',
    seed: 'lines 658-718 (the helicopter [RM])',
    text: 'The seed gives the helicopter no Search: it cannot be Searched, like a muscle car (line 1149).',
    where: 'rulesets/classic/car-kinds.ts (carSearch)',
  },
  {
    id: 'helicopterFlightLines',
    seed: 'line 702 (Fly: "straight lines that run parallel to the edges of the board")',
    text: 'Each zone a helicopter flies into shares a side with the zone it leaves, whatever wall, door or fence stands between them (never into a zone outside the playing area); it may fly back and forth.',
    where: 'rulesets/classic/helicopter.ts (flightNeighbors)',
  },
  {
    id: 'helicopterBoarding',
    seed: 'lines 662-664 and 706 (Get In or Out of a Helicopter; no interaction in flight)',
    text: 'Nobody gets into a flying helicopter. Its pilot stays at the controls while it flies: he neither changes seats nor ropes out, and nobody else takes his seat.',
    where: 'rulesets/classic/cars.ts (checkGetIn, checkGetOut, checkChangeSeat)',
  },
  {
    id: 'helicopterAboard',
    seed: 'lines 706, 1036 (no interaction with a flying helicopter; it is the last Loud)',
    text: 'Aboard a flying helicopter a survivor only flies or lands it, changes seats, ropes out with Fast roping, trades with the others aboard and sorts his cards. Zombies neither see, hear nor attack him; no shot, Molotov or car attack reaches him. The helicopter’s zone counts as the noisiest of the board (1000 Noise tokens) for as long as it flies. A landed helicopter protects no one from zombies, like a car (line 616); car attacks spare its occupants (line 1365).',
    where: 'rulesets/classic/helicopter.ts (groundedRules), noise.ts (noiseIn), ruleset.ts (unreachable)',
  },
  {
    id: 'stashWounded',
    seed: 'lines 646 and 712 (Stash Equipment: "remove the Equipment cards from the Survivor\'s inventory")',
    text: 'A Wounded card is not Equipment: it cannot be stashed in a vehicle.',
    where: 'rulesets/classic/stash.ts (stashable)',
  },
  {
    id: 'stashSlots',
    seed: 'lines 648 and 714 ("move any amount of them ... to the Survivor\'s inventory")',
    text: 'The cards taken from a stash go to empty slots the player names; to make room, reorganise or discard first. The table offers each card into each free slot, or all of them into the free slots in order. Stashing and taking need no zombie-free zone (the seed sets no condition).',
    where: 'rulesets/classic/stash.ts (checkTakeStashed, stashCandidates)',
  },
  {
    id: 'seekerCards',
    seed: 'lines 943, 1439, 1447-1449 (Seekers [AN])',
    text: 'Seekers have one type; a Seeker card spawns as many as its line shows (the designed cards use the Walker count). Drawn with Seekers on the board, the card waits while they take their extra Activation (at any Danger Level, Blue included), then it is resolved in the same zone; a building opening goes on with that room. With no Seeker on the board the card is resolved at once.',
    where: 'rulesets/classic/special-cards.ts (seekersFirst), spawn.ts, doors.ts (resumeBuildingSpawn)',
  },
  {
    id: 'crowFlight',
    seed: 'lines 856-858, 1527-1541 (Murders of Crows [MC])',
    text: 'A Murder of Crows flies in one step to a zone up to 3 zones on along a shortest flight, zones touching through any side whatever wall, door or obstacle stands there; it does not stop in a zone with Survivors on the way. Equally short flights ending in different zones split the group once, as it sets off.',
    where: 'rulesets/classic/crows.ts (crowLandings), ruleset.ts (routes)',
  },
  {
    id: 'manholeCards',
    seed: 'lines 949-955, 973-975 (Manhole and Bed cards)',
    text: 'The seed prints no Manhole or Bed card: a designed deck of 4 Manhole cards (standard zombies) and a blue and a green Bed card (#157-162), added by a mission or a switch; manholes and beds are designed on some tiles. A Bed card places one Crawler per bed at any Danger Level. Short of miniatures ([RM]), the players choose the manholes for what is left, one zombie at a time, then every zombie of the type takes one extra Activation; a Fatty’s Walkers count with the card’s Walkers.',
    where: 'rulesets/classic/special-cards.ts, manhole-shortfall.ts; packages/content/src/classic/expansion-decks.ts',
  },
  {
    id: 'lostTier',
    seed: 'lines 1320, 1505 (Losts have the Survivors’ targeting priority level)',
    text: 'A Lost shares the Survivors’ level of the Targeting Priority Order: a shot’s hits go to the Survivors of the zone first, then to its Losts, then to the other zombies (the engine does not mix Survivors and Losts in one choice). A Lost card spawns one Lost whatever the level and never returns to the deck.',
    where: 'rulesets/classic/roster.ts (tier), spawn.ts',
  },
  {
    id: 'lostWounds',
    seed: 'lines 1507, 1515 (5 Wounds; the killer loots the Equipment pile)',
    text: 'Each Lost’s Wounds are tracked and travel with it; the hits on a zone’s Losts go to its most wounded one until it dies. Its killer picks any weapon card of the Equipment pile (or none) once the attack is over; the pile is then shuffled and he places the card and reorganizes, as after a Search (Matching set! does not apply).',
    where: 'rulesets/classic/lost.ts',
  },
  {
    id: 'speciesSwitches',
    seed: 'line 331 (expansions join their standard decks)',
    text: 'Any mission can be played with more expansion Zombie decks: one new-game switch per deck (Toxic, Berserker, Skinner, Zombie Dogz, Seekers, Murders of Crows, Lost Zombivors, Manhole and Bed cards) adds it to those the mission lists.',
    where: 'rulesets/classic/config-schema.ts, species-decks.ts',
  },
  {
    id: 'sevenPlusSpawnDice',
    seed: 'lines 335, 2779 (7+ Survivors) and "[RM]\'s Spawn System"',
    text: 'With 7+ Survivors the players stack 1 extra Spawn token per 2 Survivors above six on a zone holding one. With the [RM] spawn dice, the extra spawns are the extra dice (+1 per 2 Survivors above six) and no token is added.',
    where: 'rulesets/classic/modes/seven-plus.ts',
  },
  {
    id: 'comebackTiming',
    seed: 'lines 2765, 2799 ("any following Players\' Phase")',
    text: "A downed survivor (Resurrection, Gaming Night) returns at the very next Players' Phase, in the zone where he fell, before the first player acts.",
    where: 'rulesets/classic/modes/comeback.ts',
  },
  {
    id: 'teamWipe',
    seed: 'line 2771 ("after a team wipe")',
    text: 'With Resurrection or Gaming Night, the game is still lost when nobody is left standing, downed survivors or not.',
    where: 'rulesets/classic/modes/comeback.ts and rulesets/classic/wounds.ts',
  },
  {
    id: 'zombivorSkills',
    seed: 'lines 305, 2801 (the Zombivor side of the Identity card)',
    text: "The seed prints no Zombivor skill tree: a Zombivor keeps his survivor's tree, gets its Blue and Yellow skills again and chooses his Orange and Red skills anew for his experience (Ultrared extra skills are not given back).",
    where: 'rulesets/classic/modes/relevel.ts',
  },
  {
    id: 'gamingNightWeapons',
    seed: 'line 2769 (Gaming Night Equipment)',
    text: 'The two weapons a returning survivor draws go into his Hands; he may reorganize later as usual. The least experienced survivor is read among those standing on the board.',
    where: 'rulesets/classic/modes/gaming-night.ts',
  },
  {
    id: 'teamsArePlayers',
    seed: 'lines 341-343, 415 (teams and their Team Action cards)',
    text: 'A team is one player and his survivors; each team chooses 2 Team Action cards at setup (the same card twice allowed).',
    where: 'rulesets/classic/modes/team-actions.ts',
  },
  {
    id: 'teamActionWays',
    seed: 'lines 1908-1936 (each card "can be used in 2 ways")',
    text: 'Each Team Action card is played either way, the player choosing. First way: a selected Zone the chosen survivors reach with one Move Action into an adjacent Zone (Move!, Charge!) or can fire at (Shoot!). Second way: from the Zone they all stand in, each chosen survivor moves one Zone to the adjacent Zone the player names (Move!; Charge!: to a Zone with a Zombie, or he stays) or fires at a Zone of his own (Shoot!); every Move of the Team Action comes before its attacks (as in the example of line 1902). The user needs an Action left, to resume his Activation after it.',
    where: 'rulesets/classic/modes/team-actions.ts',
  },
  {
    id: 'teamActionSkill',
    seed: 'lines 415, 1889, 2145 (+1 free Team Action; identical cards)',
    text: "Each card of a team serves once per round, whichever use pays for it (the same Team Action twice only with identical cards). The skill's extra Team Action is spent before the team's own one, which then stays for a teammate.",
    where: 'rulesets/classic/modes/team-action-uses.ts',
  },
  {
    id: 'competitiveEnd',
    seed: 'lines 2689-2697 (Competitive: the most experienced team wins)',
    text: "A Competitive game ends as its mission says (goals done, or nobody left standing); either way each team (a player and his survivors) adds up its survivors' experience, the dead included, and the most experienced team wins; teams sharing the best total draw. Setup refuses the mode off a Competitive mission, with fewer than two teams or with teams of unequal size.",
    where: 'rulesets/classic/modes/competitive.ts',
  },
  {
    id: 'rivalAttacks',
    seed: 'lines 2693, 2703, 2721 ("slice and shoot rival teams")',
    text: "A survivor attacks a rival with a Melee Action aimed at him in the zone (never at a teammate), or with a Ranged Action at a zone where rivals stand, zombies or not (survivors come first in the Targeting Priority Order, the shooter choosing among them). Each hit inflicts the weapon's Damage in Wounds; no experience is earned.",
    where: 'rulesets/classic/modes/competitive.ts',
  },
  {
    id: 'firstPlayerDecides',
    seed: 'line 2701 (the first player decides what players would agree on)',
    text: "In Competitive mode the first player alone assigns a zombie's Wounds shared by survivors of several players, chooses where odd zombies go when splitting, a tied zombie destination or Noise zone, and who plays an extra Turn.",
    where: 'packages/zombicide/src/seats.ts (options.competitive)',
  },
  {
    id: 'vestBoxCount',
    seed: 'lines 380, 2709 (Bulletproof Vests dealt at setup)',
    text: "The seed prints no count: the box holds 6 vests, so 3, 2 or 1 per team (2, 3 or 4 teams), the rest back in the box. The team's player chooses who wears each; it goes into a free reserve slot (else a free Hand).",
    where: 'rulesets/classic/modes/bulletproof-vest.ts',
  },
  {
    id: 'vestOrder',
    seed: 'lines 2711-2719 (several vests; Wounds from a Survivor)',
    text: 'With several vests, a vest already turned over takes the next Wound before an upright one turns (each absorbs two Wounds whatever the order). Vests stop the hits and car attacks of survivors, not a Molotov, which eliminates everything in its zone.',
    where: 'rulesets/classic/modes/bulletproof-vest.ts',
  },
  {
    id: 'aBombIsTheAbomination',
    seed: 'lines 1163, 1579-1593 (the A-Bomb Abomination)',
    text: "With the A-Bomb switch, the box's Abomination miniature is Rue Morgue's A-Bomb: the Zombie cards' Abomination lines spawn it and a missing one is replaced by a Fatty and its 2 Walkers. It has the standard Abomination's Action, targeting tier and 5 experience; no hit kills it, only a Molotov.",
    where: 'rulesets/classic/a-bomb.ts',
  },
  {
    id: 'aBombAdjacent',
    seed: 'line 1591 ("all adjacent Zones", undefined in the seed)',
    text: "An A-Bomb grabs the survivors of the zones it could enter with one Move: sharing an opening or an open border with its zone, not across a closed door or a wall; and across the helipad's fence [RM] (line 1807). A survivor in a car is pulled out; one aboard a flying helicopter is out of reach.",
    where: 'rulesets/classic/a-bomb.ts',
  },
  {
    id: 'crashedHelicopterZones',
    seed: 'lines 1680-1686, 963, 1016 (the crashed helicopter token)',
    text: "The mission lists the zones the token covers, even partially (`covered`): they are impassable (nobody enters or crosses them, zombies route around), block Line of Sight, and hold no spawn zone, start, exit, Objective or car. A room only reachable through them never spawns (it is never reached). Nothing destroys the token: the rubble effects of [TCM] are not in this game. Rubble [TCM] (lines 1736-1740, the mission's `rubble`) is played the same way.",
    where: 'packages/zombicide/src/board/cover.ts, game.ts; content missions.ts',
  },
  {
    id: 'companionsOption',
    seed: 'line 1948 (Companions in any Mission)',
    text: 'The Companions option (humanCompanions) puts a Companion token in the zone of every Objective token; a Companion killed by a Wound loses the mission. A Companion removed because his card was discarded or his Leader fell is not "dead". A Companion is a Survivor: where every survivor must exit, every revealed Companion must leave too (taken, then out with his Leader).',
    where: 'rulesets/classic/companions/tokens.ts and leader.ts',
  },
  {
    id: 'companionDeckOut',
    seed: 'lines 1964-1966 (draw a card from the Companion deck)',
    text: 'One card per Companion (4 [AN] cards); a token revealed when the Companion deck is empty is removed with nobody on it.',
    where: 'rulesets/classic/companions/tokens.ts; content companions.ts',
  },
  {
    id: 'takeCompanion',
    seed: 'line 1968 ("taken in the same way as Objective tokens")',
    text: 'Taking a revealed Companion costs 1 Action in its zone, zombies or not, like an Objective, and is refused to a survivor already leading 2 (line 1974). Its card goes to a free slot (the Backpack first); with none, the player chooses a card to replace, or discards it and the Companion leaves. Trades may put a third Companion card in an inventory: the limit is checked when a token is taken only.',
    where: 'rulesets/classic/companions/tokens.ts',
  },
  {
    id: 'companionCardLeads',
    seed: 'lines 1972-1974, 2057 (the holder of the card is the Leader)',
    text: 'The card is the truth: after every action the miniatures follow the cards (a new holder leads, a card gone removes its miniature). The Searcher takes no slot: he is handed over in a Trade as an ID card (so his card is never stashed). A Companion card stashed in a vehicle takes its miniature off the board (decision companionStash).',
    where: 'rulesets/classic/companions/leader.ts',
  },
  {
    id: 'companionVolley',
    seed: 'lines 2009, 2032 ("They all shoot at the same Zone simultaneously")',
    text: 'A Gunman’s or Sniper’s instruction rolls one Ranged Action for every Companion of that kind led in the zone (1 die each, their profile), with 1 Noise token per shooter; the kills’ experience goes to the Leader who gave the instruction. Teammates are every survivor (the game is cooperative), a seat’s own in Competitive mode.',
    where: 'rulesets/classic/companions/instructions.ts',
  },
  {
    id: 'companionExperience',
    seed: 'line 2085 (dogs’ kills to the Handler)',
    text: 'The experience of every Companion’s kills, human or dog, goes to its Leader (a human Companion has no Danger Bar either).',
    where: 'rulesets/classic/survivors.ts (gainExperience) and companions/leader.ts',
  },
  {
    id: 'handymanBarricades',
    seed: 'line 2020 (Handyman: barricades cost 1 fewer Action)',
    text: 'Barricades [TCM] are not in this game: the Handyman’s passive effect has nothing to act on. His active effect opens a door of his zone silently; a locked door stays locked.',
    where: 'content companions.ts; rulesets/classic/companions/instructions.ts',
  },
  {
    id: 'dogChoice',
    seed: 'line 439 (each Survivor may choose a Dog Companion)',
    text: 'With the Dog Companions option each survivor’s player chooses one of the dogs nobody has yet, or none, survivor by survivor in the order of the setup; the card goes to a Backpack slot.',
    where: 'rulesets/classic/companions/dogs.ts',
  },
  {
    id: 'dogCards',
    seed: 'lines 384, 2071, 2078 (the dogs’ names, the American Bulldogs, "see the Dog Companion card")',
    text: 'The six dogs’ breeds and bites are designed: Bismuth and Moog are American Bulldogs (+2 dice Melee to the Handler, no Search); Cherry (Border Collie), Gaspard (German Shepherd), Lucien (Beagle) and Martens (Rottweiler) give +1 die Melee.',
    where: 'content companions.ts',
  },
  {
    id: 'dogMove',
    seed: 'lines 2067, 2070, 2077 (3 Zones per Move; moving with the Handler)',
    text: 'A dog told to Move goes to any zone 1 to 3 steps away by the open routes, zombies or not (Slippery). A dog in its Handler’s zone moves with him at each step of his Moves.',
    where: 'rulesets/classic/companions/instructions.ts; packages/zombicide/src/companions.ts (followLeader)',
  },
  {
    id: 'dogSearch',
    seed: 'lines 2081-2083 (a dog Searches and holds one card)',
    text: 'A dog Searches once per turn in a building zone without zombies; an Aaahh!! card spawns its Walker. A second find opens a choice for the Handler: keep the held card or the new one. Giving the held card to the Handler in his zone, or dropping it, is free.',
    where: 'rulesets/classic/companions/instructions.ts',
  },
  {
    id: 'companionVehicles',
    seed: 'lines 618, 668, 1997-2001, 2091-2097 (Companions in vehicles)',
    text: 'The Leader gets in first; an Instruction (1 Action) seats his human Companion in a free passenger seat (no zombies in the zone). Out of the vehicle, an Instruction gets him out; the Leader does not move away, nor the vehicle leave, while they are apart. Dogs: decision dogVehicles.',
    where: 'rulesets/classic/companions/vehicles.ts',
  },
  {
    id: 'dogVehicles',
    seed: 'lines 618, 668, 2091-2097 (a dog occupies no seat, but one left in the vehicle must occupy a vacant seat)',
    text: "A dog standing in the vehicle's zone gets in by an Instruction of its Handler, who is aboard (1 Action, no zombies in the zone): beside him it takes no seat. Left aboard without him (he got out, or its card changed hands), it takes the lowest vacant passenger seat, else the driver's seat, which it cannot use to drive. It then waits seated: its Handler may walk away, the vehicle may leave with it; it gets out by an Instruction of its Handler standing out of the vehicle in its zone, and gives its seat up when he is aboard again. Aboard, it Moves only once out.",
    where: 'rulesets/classic/companions/vehicles.ts (seatDogs, withCompanionsOut)',
  },
  {
    id: 'companionStash',
    seed: 'lines 646, 656, 712, 2003, 2059 ("even Companions"; "any Companion not stashed but left inside")',
    text: "A Companion card is stashed like any Equipment card, only while its Companion stands in the vehicle's zone (aboard or not). The Companion leaves the board with it (out of his seat, a dog's held card stashed too) and is not lost. Whoever takes the card back leads him: he comes back in that survivor's zone, out of the vehicle. The Searcher, whose card takes no slot, is not stashed.",
    where: 'rulesets/classic/companions/stashed.ts and stash.ts',
  },
  {
    id: 'dogLeftBehind',
    seed: 'line 2087 ("Missions that require all Survivors to exit ... fail if a Dog Companion is lost")',
    text: 'A dog leaves by the exit with its Handler when they share the zone; a dog killed, or left on the board when its Handler exits, is lost and fails any mission with an exit goal. A Companion card discarded, or lost with a Wound of its holder (or with its holder), sends the Companion away without failing the mission.',
    where: 'rulesets/classic/companions/leader.ts; packages/zombicide/src/objectives.ts (performExit)',
  },
  {
    id: 'hospitalRooms',
    seed: 'lines 1836-1844 (Hospital Rooms [RM]), 532',
    text: "A tile marks its hospital rooms (`hospital`) and locker rooms (`lockerRoom`, also hospital rooms). No Search in a hospital room but a locker room (Scavenger searches anywhere). Spawning is Classic's rule for rooms behind inner doors: a room spawns when its own door first opens, or with the hospital's first opening when its door is already open or missing (an opening).",
    where: 'rulesets/classic/search-places.ts; doors.ts; board/parse.ts',
  },
  {
    id: 'tentDeal',
    seed: 'lines 1742-1759 (Tents [RM]), 176',
    text: 'The mission lists its tent zones (`tents`, street zones of a camp). The tent cards (designed: 8 cards, 6 kinds) are shuffled and one is dealt face down to each tent; the others stay in the box. A survivor entering a face-down tent (by any Move, even one passing through) turns it over at once, and one Zombie card is drawn there; an extra Activation it brings plays after the Action. A zombie, or a survivor already standing there at setup, reveals nothing.',
    where: 'rulesets/classic/tents.ts',
  },
  {
    id: 'tentBeds',
    seed: 'line 1748 ("check the beds too!"), 955',
    text: "The beds printed on a face-up tent card are beds for the Bed cards, one Crawler each; the card drawn for the tent's own spawn counts them, the card being already face up.",
    where: 'rulesets/classic/tents.ts; special-cards.ts',
  },
  {
    id: 'tentSight',
    seed: 'lines 1084, 1759 (no Line of Sight through a tent or between tents and other Zones)',
    text: 'A tent sees only itself and no zone sees into it: attacks into or out of a tent are impossible at Range 1+, but survivors and zombies inside fight at Range 0. Moves and zombie routes go through tents as through any street zone; a tent blocks the line of sight along a street.',
    where: 'board/tents.ts',
  },
  {
    id: 'eventTriggerRooms',
    seed: 'lines 1688-1704 (Event Triggers [RM])',
    text: "The tile's trigger is checked after every Action of the Players' Phase: the first survivor (in table order) standing in one of the tile's building zones (or indoor alleys [PO]) flips it, and every building zone of the tile not spawned yet draws a Zombie card, in the order he chooses (indoor alleys and security zones never spawn, lines 963, 1873). Opening a door into these zones never spawns them.",
    where: 'rulesets/classic/event-triggers.ts; doors.ts',
  },
  {
    id: 'stairTokens',
    seed: 'lines 1803-1813 (Helipad and Stairs [RM])',
    text: "The helipad's fence is an edge of the tile (`F`) between two street zones: Lines of Sight and shots cross it, Moves, zombies and cars do not. A stair token named by the mission (`stairs`: the two zones it joins) opens the whole fence between those two zones to Moves.",
    where: 'board/fences.ts; board/stairs.ts',
  },
  {
    id: 'securityZoneActions',
    seed: 'lines 516, 528, 1026, 1870-1884 (security zones [PO])',
    text: 'Standing in a security zone, a survivor may only Move (Sprint and Jump included), end his turn or discard; he is pushed back to the zone his last step left when his turn ends there (an extra turn or a pushed-back companion aside). Zombies are pushed back at the end of the Activation that left them there (the main one, or an extra activation of their type), to the zone they came from; one that left again on a later step (a Runner, a Berserker Abomination) is not.',
    where: 'rulesets/classic/security.ts',
  },
  {
    id: 'towerLadders',
    seed: 'lines 1018, 1080, 1719-1724 (observation towers [PO])',
    text: "A tower's ladders all lead to one zone (a tile with ladders to two zones is refused), so nobody moves through one. Towers see and are seen as rooms open on every side facing a street (walls facing a room stay walls); a street line meeting one shows it and stops. A zombie whose route ends in a tower stays at the foot of the ladder.",
    where: 'packages/zombicide/src/board/towers.ts, parse.ts; rulesets/classic/barbwire.ts',
  },
  {
    id: 'barbwireRoutes',
    seed: 'lines 811, 1776-1778 (barbwire fences [PO])',
    text: 'Zombies route on the board with every barbwire fence torn; a group whose first step crosses a whole fence stays where it is (when it could also split down a route without a fence, the routes that cross are dropped). An Abomination crossing one tears it before the step: the step is then planned again for every zombie, any decision of that step asked again. One torn segment links the two zones (a fence along several cells keeps its other segments drawn whole).',
    where: 'rulesets/classic/barbwire.ts, packages/zombicide/src/zombie-phase.ts (clearWay)',
  },
  {
    id: 'alleyDoors',
    seed: 'lines 570, 636-638, 1846-1853 (indoor alleys [PO])',
    text: 'An indoor alley is a street zone marked alley; a door may join it to another street zone (the building’s door into the alley): opening it spawns nothing, and no car drives through it (only through a torn barbwire fence or double doors [TCM]). Rooms may open onto an alley; a Scavenger does not Search one either.',
    where: 'packages/zombicide/src/board/parse.ts, search.ts; rulesets/classic/car-drive.ts',
  },
  {
    id: 'extraZonesAndCells',
    seed: 'lines 532, 1706-1710, 1789-1797 (extra zones, cells [PO])',
    text: 'Extra zones are plain building zones (no mark). Cells are building zones marked cell, entered by their doors (the tiles give them no opening) and never Searched; they spawn like any room when their door first opens.',
    where: 'packages/content/tiles/classic/9P.ts, 10P.ts; packages/zombicide/src/search.ts',
  },
];

/** Rules of seed 001 this ruleset does not play yet (shown in the rules reference). */
export const CLASSIC_NOT_YET: readonly string[] = [
  '[RM] the Rue Morgue tiles and missions (8C, 9C and C10 are designed stand-ins); Event triggers only by their default rule',
  'barricades, switches and rotating security gates [PO], holes; rubble is never cleared',
  'VIP Walkers and the unique Abominations but the A-Bomb (Zuul, Gozer, Vinz Clortho, Stay Puft)',
  'skills outside the Season 1 survivors’ trees (Dreadnought and Collector do not yet name a species)',
];
