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
    text: 'Skinners come as Walkers, Runners and Fatties only; the A-Bomb, Rue Morgue’s Abomination, is not played, so the Skinner deck has no Abomination card. Crawlers and Zombie Dogz have no Toxic counterpart: a Toxic Abomination leaves them as they are.',
    where: 'rulesets/classic/roster.ts; packages/content/src/classic/expansion-decks.ts',
  },
  {
    id: 'carAttackOtherCars',
    seed: 'lines 59, 68 and 1365 (car attacks on other cars: Season 1 vs [PO])',
    text: 'A car attack rolls no die for the survivors inside any car (the [PO] and FAQ 1.0 rule), not only those of the car driven (Season 1).',
    where: 'rulesets/classic/cars.ts (carAttackSurvivors)',
  },
  {
    id: 'carAttackOrder',
    seed: 'lines 1359-1363 (Car Attack)',
    text: 'The car moves first, its occupants with it; then the zone it left and each zone entered are run over in order, each a 1-Damage attack at 4+ with 1 die per Actor (zombies, and survivors outside cars and without Low profile; none for a driver with Steady hand, who ignores them all). Survivors take the hits first; when several could, the driver chooses who. Car attacks give no re-roll.',
    where: 'rulesets/classic/cars.ts (resumeCarRun)',
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
    where: 'rulesets/classic/cars.ts (checkSearchCar)',
  },
  {
    id: 'carZones',
    seed: 'line 630 (Drive a Car); [TCM] 8M line 2670',
    text: 'A car drives through adjacent street zones, survivors and zombies there or not, and may share a zone with other cars. Only police cars and pimpmobiles are played (no taxi, hippiemobile or muscle car); the Pimpweapon deck is the box’s Evil Twins and Ma’s Shotgun.',
    where: 'rulesets/classic/cars.ts (checkDrive, PIMPWEAPONS)',
  },
];

/** Rules of seed 001 this ruleset does not play yet (shown in the rules reference). */
export const CLASSIC_NOT_YET: readonly string[] = [
  'the helicopter, barricades, stashes, switches, security zones, rubble and holes; taxis, hippiemobiles, muscle cars',
  'Seekers, Crows, Losts, VIP Walkers and the unique Abominations (A-Bomb, Zuul, Gozer, Vinz Clortho, Stay Puft); Manhole and Bed cards',
  'companions and dogs; Zombivors (Resurrection), Gaming Night, Competitive and Team Actions; 7+ survivors',
  'skills outside the Season 1 survivors’ trees (Dreadnought and Collector do not yet name a species)',
];
