/**
 * Broken missions for the tests of mission problems: each an edit of the shipped M0.yaml (docs/missions.md) that the
 * checks of missions-check.ts refuse. The content tests hold `horde validate`'s lines for them unchanged; the web
 * tests word them in French. Plain text edits, no file system: both packages import them.
 */
export interface MissionProblemSample {
  name: string;
  /** The file name the edited text is checked under (default "M0.yaml"). */
  file?: string;
  edit: (m0: string) => string;
}

const swap =
  (...pairs: [string, string][]) =>
  (text: string): string =>
    pairs.reduce((t, [from, to]) => {
      if (!t.includes(from)) throw new Error(`sample edit: "${from}" is not in M0.yaml`);
      return t.replace(from, to);
    }, text);

const TILES = '  - { tile: 3R, rotation: 0, col: 1, row: 0 }';
const FORBIDDEN = 'forbiddenClasses: []';
const SPAWN = '  - { zone: "3R:s4", kind: starting }';
const OBJ = '  - { zone: "2R:h2", color: red }';
const ZOMBIE = '  - { zone: "3R:s1", walker: 1 }';

export const MISSION_PROBLEM_SAMPLES: readonly MissionProblemSample[] = [
  { name: 'a missing field', edit: swap(['difficulty: easy\n', '']) },
  { name: 'a wrong type', edit: swap(['duration: 10', 'duration: ten']) },
  { name: 'an unknown field', edit: swap(['exits: ["2R:s1"]', 'exits: ["2R:s1"]\nexitz: []']) },
  { name: 'an unknown goal kind', edit: swap(['kind: takeAllObjectives', 'kind: takeEverything']) },
  { name: 'a YAML syntax error', edit: swap(['duration: 10', 'duration: [10']) },
  { name: 'not a map', edit: () => '- just a list\n' },
  { name: 'a file named after another mission', file: 'M3.yaml', edit: (t) => t },
  {
    name: 'tiles overlapping, twice and alone',
    edit: swap([TILES, `  - { tile: 3R, rotation: 0, col: 0, row: 0 }\n  - { tile: 3V, rotation: 0, col: 3, row: 3 }`]),
  },
  { name: 'an unknown tile', edit: swap([TILES, '  - { tile: 77R, rotation: 0, col: 1, row: 0 }']) },
  {
    name: 'zones not on the map',
    edit: swap(
      ['{ zone: "3R:b2", color: red }', '{ zone: "3R:b9", color: red }'],
      ['start: "2R:s4"', 'start: "5V:s1"'],
    ),
  },
  {
    name: 'spawns, objectives and zombies beyond the box or off the street',
    edit: swap(
      [
        SPAWN,
        '  - { zone: "3R:a2", kind: starting }\n  - { zone: "3R:s5", kind: mobile }\n  - { zone: "3R:s3", kind: mobile }\n  - { zone: "3R:s2", kind: mobile }',
      ],
      [OBJ, '  - { zone: "2R:h3", color: red }'],
      [ZOMBIE, '  - { zone: "3R:s1", walker: 40, abomination: 1 }\n  - { zone: "3R:a1", abomination: 1 }'],
    ),
  },
  {
    name: 'too many Objectives and a class listed twice',
    edit: swap(
      [OBJ, Array.from({ length: 9 }, () => OBJ).join('\n')],
      [FORBIDDEN, 'forbiddenClasses: [brawler, brawler]'],
    ),
  },
  {
    name: 'companions beyond the box',
    edit: swap([
      FORBIDDEN,
      'forbiddenClasses: [brawler, gunslinger, townsfolk]\ncompanions:\n  - { class: faithful, count: 3, zones: ["2R:s5", "2R:s1"], mode: lone }',
    ]),
  },
  {
    name: 'goals the mission cannot meet',
    edit: swap([
      '  - kind: allExit',
      '  - kind: rallyCompanions\n    classes: [brawler]\n  - kind: leaveOnTrain\n  - kind: blowMine\n  - kind: destroyWagon\n  - kind: takeObjectives\n    colors: [blue]\n  - kind: secureCorpsePiles\n  - kind: allExit',
    ]),
  },
  {
    name: 'colours without their Objective',
    edit: swap(
      ['objectiveBounty: [red]', 'objectiveBounty: [green]'],
      [SPAWN, '  - { zone: "3R:s4", kind: starting, color: blue }'],
      [OBJ, '  - { zone: "2R:h2", color: green, hidden: true }'],
    ),
  },
  {
    name: 'a special rule twice and an exit indoors',
    edit: swap(['  - id: setupZombies', '  - id: firstPlayerHolyWater'], ['exits: ["2R:s1"]', 'exits: ["3R:a1"]']),
  },
  {
    name: 'a door not on the map, locked and open',
    edit: swap([FORBIDDEN, `${FORBIDDEN}\ndoors:\n  - { door: "2R:h1|2R:s9", locked: true, open: true, color: blue }`]),
  },
  { name: 'a zombie group of nobody', edit: swap([ZOMBIE, '  - { zone: "3R:s1" }']) },
];
