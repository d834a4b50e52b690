/**
 * One-off migration of the Zombicide scenario files: the engines name rules by codes and parameters instead of
 * English sentences, so an event expectation's `rule`, `text` or `reason` (once a piece of the sentence) and a
 * `log` entry become the code of the same rule, with the parameters the piece of sentence checked.
 *
 *   npx tsx packages/scenario/scripts/rule-codes.ts [scenarios]
 *
 * Each known (event type, field, old text) is rewritten in place, keeping the rest of the line; an old text it
 * does not know is reported and left, so that nothing is migrated by guess. Run twice, it changes nothing.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** [event type ('log' for a log entry), field, old text] → the new value, in YAML flow style. */
const TABLE: [string, string, string, string][] = [
  // Undead or Alive
  ['missionEvent', 'text', 'The stuck Wagon is blown apart', 'wagonBlown'],
  ['missionEvent', 'text', 'The mine is blown up', 'mineBlown'],
  ['missionEvent', 'text', 'Ammo handed over for the rally', 'ammoHanded'],
  ['missionEvent', 'text', 'keeps the blue token as ammo', '{ code: ammoKept, color: blue }'],
  ['missionEvent', 'text', 'meg hands an ammo token to carl', '{ code: ammoGiven, from: meg, to: carl }'],
  ['missionEvent', 'text', 'carries a coal sack', 'carriesSack'],
  ['missionEvent', 'text', '2 coal sack(s) loaded into the tender', '{ code: sacksLoaded, count: 2 }'],
  ['missionEvent', 'text', '1 Objective token(s) stowed in the Wagon', '{ code: stowed, count: 1 }'],
  ['missionEvent', 'text', 'blows a train car', 'trainCarBlown'],
  ['trainEffect', 'text', '1 zombie(s) eliminated', '{ code: trainKilled, count: 1 }'],
  ['trainEffect', 'text', '1 zombie(s) eliminated by the train (no AP)', '{ code: trainKilled, count: 1 }'],
  ['trainEffect', 'text', '2 zombie(s) eliminated by the train (no AP)', '{ code: trainKilled, count: 2 }'],
  ['trainEffect', 'text', 'an Objective is removed', 'objectiveRemoved'],
  ['trainEffect', 'text', 'starting spawn zone is removed', '{ code: spawnRemoved, kind: starting }'],
  ['spawnZoneChanged', 'rule', 'Gunslinger is rallied', 'm6Rallied'],
  [
    'companionLed',
    'rule',
    'blue Objective was a townsfolk',
    '{ code: objectiveCompanion, color: blue, class: townsfolk }',
  ],
  ['zombieKilled', 'rule', 'Reaper', 'reaper'],
  ['hitLost', 'rule', 'Damage 1', '{ code: tooTough, damage: 1 }'],
  ['gameLost', 'reason', 'zombies aboard', 'zombiesAboardTrain'],
  ['gameLost', 'reason', 'Wagon stood on the track', 'wagonOnTrack'],
  ['gameLost', 'reason', 'molly was eliminated', '{ code: survivorEliminated, who: molly }'],
  ['gameLost', 'reason', 'jimmy was eliminated', '{ code: survivorEliminated, who: jimmy }'],
  ['gameLost', 'reason', 'henry left without a Bounty Weapon', '{ code: missionLost, why: leftWithout, who: henry }'],
  ['gameLost', 'reason', 'Objective', '{ code: missionLost, why: setAside }'],
  // Classic
  ['zombieMoved', 'rule', 'noisiest zone in sight', '{ code: zombieMove, reason: reasonSight }'],
  ['zombieMoved', 'rule', 'no Survivor in sight', '{ code: zombieMove, reason: reasonBoard }'],
  ['zombieMoved', 'rule', 'flies over', 'zombieFlight'],
  ['zombieMoved', 'rule', 'Security zone', 'securityPushBackZombies'],
  ['survivorMoved', 'rule', 'Security zone', 'securityPushBack'],
  ['spawned', 'rule', 'Splitting', 'splitTopUp'],
  ['spawned', 'rule', 'escort', 'fattyEscort'],
  ['noiseMade', 'rule', 'Melee', 'weaponNoise'],
  ['missionEvent', 'text', 'no effect', 'extraActivationBlue'],
  ['missionEvent', 'text', 'blue door is no longer locked', '{ code: doorUnlocked, color: blue }'],
  ['missionEvent', 'text', 'No manhole on a tile with a Survivor', '{ code: noInvasion, spot: manhole }'],
  ['missionEvent', 'text', 'Barbwire torn', 'barbwireTorn'],
  ['doorOpened', 'rule', 'silently', 'handymanDoor'],
  ['doorOpened', 'rule', 'no roll', 'doorWith'],
  ['doorOpened', 'rule', 'Break-in', 'breakIn'],
  ['carSearched', 'rule', 'Pimpweapon', 'carSearchPimp'],
  ['carSearched', 'rule', 'taxi', 'carSearchTaxi'],
  ['carLeft', 'rule', 'Fast roping', 'heliFastRoping'],
  ['log', 'log', 'Spawn dice: 1, 2, 5, 5, 6', '{ code: spawnDice, dice: "1, 2, 5, 5, 6" }'],
  ['log', 'log', 'Spawn dice: 1, 4, 4, 2', '{ code: spawnDice, dice: "1, 4, 4, 2" }'],
  ['log', 'log', 'Car attack', 'carAttackDice'],
  ['log', 'log', 'immune to Ranged weapon Damage', 'rangedImmunity'],
  ['log', 'log', 'his token is taken', 'companionTaken'],
  ['log', 'log', 'harmless', 'hippiemobileHarmless'],
  ['log', 'log', 'every survivor had to exit', 'companionLeft'],
  ['log', 'log', 'a Companion is revealed', 'companionRevealed'],
  ['log', 'log', 'Toxic Blood Spray', 'bloodSpray'],
  ['log', 'log', 'Tent revealed: Dormitory tent', '{ code: tentRevealed, tent: dormitory }'],
  ['log', 'log', 'Event trigger of tile T flipped', '{ code: eventTrigger, tile: T }'],
  ['log', 'log', 'Event trigger of tile 9C flipped', '{ code: eventTrigger, tile: 9C }'],
  ['log', 'log', 'A Lost takes 1 Wound: 1 of 5', '{ code: lostWounded, count: 1, total: 1 }'],
  ['log', 'log', 'A Lost takes 1 Wound: 2 of 5', '{ code: lostWounded, count: 1, total: 2 }'],
  ['log', 'log', 'A Lost takes 2 Wounds: 2 of 5', '{ code: lostWounded, count: 2, total: 2 }'],
  ['log', 'log', 'A Lost takes 2 Wounds: 4 of 5', '{ code: lostWounded, count: 2, total: 4 }'],
];

/** The Zombicide scenario folders (Seconds to Live and Zombies!!! name their rules by codes already). */
const SKIP = new Set(['seconds', 'zombies']);

const unquote = (v: string): string => v.trim().replace(/^"(.*)"$/, '$1');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : files(path);
    return name.endsWith('.yaml') ? [path] : [];
  });
}

/** A flow-style event pattern (`{ type: X, ..., rule: "old" }`, in `events` or `noEvents`): its old texts. */
function migratePattern(pattern: string, type: string, file: string, unknown: string[]): string {
  return pattern.replace(/\b(rule|text|reason): ("[^"]*"|[^,{}]+)/g, (whole, key: string, raw: string) => {
    const old = unquote(raw);
    const hit = TABLE.find(([t, k, o]) => t === type && k === key && o === old);
    if (hit) return `${key}: ${hit[3]}`;
    unknown.push(`${file}: ${type}.${key} "${old}"`);
    return whole;
  });
}

function migrateLine(line: string, file: string, unknown: string[]): string {
  if (/\{\s*type: \w+/.test(line))
    return line.replace(/\{\s*type: (\w+)[^{}]*\}/g, (pattern, type: string) =>
      migratePattern(pattern, type, file, unknown),
    );
  // A log list: `log: ["old", ...]`.
  const log = /^(\s*log: )\[(.*)\]\s*$/.exec(line);
  if (log) {
    const items = log[2].split(/,(?=\s*")/).map((item) => {
      const old = unquote(item);
      const hit = TABLE.find(([t, , o]) => t === 'log' && o === old);
      if (!hit) unknown.push(`${file}: log "${old}"`);
      return hit ? hit[3] : item.trim();
    });
    return `${log[1]}[${items.join(', ')}]`;
  }
  return line;
}

const root = process.argv[2] ?? 'scenarios';
const unknown: string[] = [];
let changed = 0;
for (const file of files(root)) {
  const text = readFileSync(file, 'utf8');
  const out = text
    .split('\n')
    .map((line) => migrateLine(line, file, unknown))
    .join('\n');
  if (out !== text) {
    writeFileSync(file, out);
    changed++;
  }
}
console.log(`${changed} file(s) migrated`);
for (const u of unknown) console.log(`unknown (left as it is): ${u}`);
