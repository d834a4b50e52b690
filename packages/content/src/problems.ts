/** What the box holds and how a content problem is worded: shared by the data and mission checks, no file system. */
import type { ZombieType } from '@horde/zombicide/defs';
import type { ContentProblem } from './types.ts';

/**
 * What the box holds (EN 47-230). The 82 Equipment cards split into 18 starting
 * (Old Timer, Pan, Springfield x6), 57 in the Equipment deck and 7 Bounty Weapons.
 */
export const BOX = {
  equipmentCards: 82,
  startingCards: 18,
  startingCopies: 6,
  equipmentDeckCards: 57,
  bountyCards: 7,
  zombieCards: 37,
  survivors: 14,
  miniatures: { walker: 40, runner: 16, fatty: 16, abomination: 1 } satisfies Record<ZombieType, number>,
  /** Class sizes the missions rely on (FR 2808, 2874, 2930, 3042, 3110). */
  classes: { brawler: 4, faithful: 2, gunslinger: 4, townsfolk: 4 },
  /** No weapon has a natural Damage 3 (EN 764). */
  maxNaturalDamage: 2,
} as const;

/** Thrown by `loadContent`: its message has one line per problem. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      `content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => p.text).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblem(p: Omit<ContentProblem, 'text'>): string {
  let s = p.line !== undefined ? `${p.file}:${p.line}:` : `${p.file}:`;
  if (p.entry !== undefined) s += p.entry.startsWith('#') ? ` entry ${p.entry}:` : ` entry "${p.entry}":`;
  if (p.field !== undefined && p.field !== '') s += ` field ${p.field}:`;
  return `${s} ${p.message}`;
}

/**
 * Every code a mission problem can have (missions-check.ts): the studio words a problem by its code and parameters in
 * the designer's language; `message` keeps `horde validate`'s English words. `schema` is a schema issue with no code
 * of its own (its `detail` is zod's words); `yaml*`, `mapNotAssembled` and `tilesNotLoaded` carry the parser's detail.
 */
export const MISSION_PROBLEM_CODES = [
  'yamlSyntax',
  'yaml',
  'notAMap',
  'schema',
  'schemaMissing',
  'schemaUnknownField',
  'schemaMissingKind',
  'schemaUnknownKind',
  'tilesNotLoaded',
  'idNotFileName',
  'missionIdTwice',
  'provenanceUnknownField',
  'provenanceNotDesigned',
  'unknownTile',
  'tileTwice',
  'tilesOverlap',
  'tileAlone',
  'mapNotAssembled',
  'unknownZone',
  'unknownZoneTile',
  'notPlacedTile',
  'notTrainTile',
  'exitNotStreet',
  'startZoneKind',
  'spawnNotStreet',
  'impassable',
  'noObjectiveOnTile',
  'objectiveNotOnCrate',
  'zombiesZoneKind',
  'zombiesNone',
  'companionZones',
  'companionRandomZones',
  'carNotStreet',
  'coveredByHelicopter',
  'coveredByRubble',
  'tentNotStreet',
  'tentTwice',
  'onTent',
  'stairNoFence',
  'barricadeNoBorder',
  'barricadeTooMany',
  'spawnInHole',
  'plankNoHole',
  'switchGateAndDoors',
  'switchNothing',
  'switchNoGate',
  'unknownDoor',
  'unknownDoorNone',
  'switchDoorNotDoor',
  'switchDoorTwice',
  'switchDoorLocked',
  'switchNoObjective',
  'switchObjectiveNotAlone',
  'helicopterNotLanding',
  'wagonNotStreet',
  'gatlingIndoors',
  'trainNoTrigger',
  'unreachable',
  'corpsePilesCount',
  'lockedDoorNoObjective',
  'doorLockedOpen',
  'spawnColorNoObjective',
  'startingSpawnCount',
  'zombieDecksNotClassic',
  'zombieDeckTwice',
  'spawnTokensCount',
  'blueObjectivesCount',
  'greenObjectivesCount',
  'redObjectivesCount',
  'redObjectivesCountBlue',
  'redObjectivesCountGreen',
  'redObjectivesCountBoth',
  'shuffleNoHidden',
  'hiddenNeedsShuffle',
  'noObjectiveOfColor',
  'abominationsCount',
  'zombiesCount',
  'classTwice',
  'everyClassForbidden',
  'companionsCount',
  'noSurvivorLeft',
  'goalNoObjective',
  'goalNoExit',
  'goalNoWagon',
  'goalNoCompanions',
  'goalNoCompanionOfClass',
  'goalNoMobileSpawn',
  'goalNoTrain',
  'goalNoMine',
  'goalNeedsSetAsideBounty',
  'setAsideBountyCount',
  'coalSacksCount',
  'goalNoCorpsePile',
  'exitAndTrain',
  'setAsideBountyNoGoal',
  'specialRuleTwice',
] as const;

export type MissionProblemCode = (typeof MISSION_PROBLEM_CODES)[number];

/** A problem's parameters: labels, counts and plain words (a zone kind, a colour, a class) the studio translates. */
export type ProblemParams = Readonly<Record<string, string | number>>;
