/**
 * Undead or Alive's messages: the same keys in English and French (also checked for every table by
 * src/i18n/messages.test.ts), every family of keys the code builds present, no key the code never asks
 * for, and the French texts of the content (every card, Bounty feat, skill, mission, zone kind, spawn
 * kind and the Abomination) complete.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { UOA_RULINGS } from '@horde/zombicide/rulesets/uoa/rulings';
import { FEATURE_KINDS } from '../board/BoardBase.tsx';
import { content, geometryOf, missions } from '../data.ts';
import { loadTestData } from '../test-kit.ts';
import { RULE_KEYS } from '../text/rule-text.ts';
import { TOPICS } from '../reference/topics.ts';
import { A11Y_SHORTCUTS, SHORTCUTS } from '../table/Help.tsx';
import contentFr from './content.fr.json';
import en from './en.json';
import fr from './fr.json';

beforeAll(loadTestData);

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const has = (bundle: unknown, key: string): boolean => {
  const all = new Set(keys(bundle));
  return all.has(key) || all.has(`${key}_one`);
};
const value = (bundle: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), bundle);

const ZOMBIES = ['walker', 'runner', 'fatty', 'abomination'];
const LEVELS = ['blue', 'yellow', 'orange', 'red'];
const SPAWNS = ['starting', 'mobile', 'abomination', 'corpsePile'];
const RULINGS = [
  'assignWound',
  'assignHit',
  'friendlyFire',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'keepFound',
  'chooseRecipient',
  'chooseLeader',
  'reorganize',
  'chooseSkill',
  'confirmTrade',
  'combatReflexes',
  'chooseExtraTurn',
  'stepAside',
];

/** Keys the code builds from parts (template literals), by family. */
function built(): string[] {
  const params = new Set(
    content.survivors.flatMap((s) =>
      Object.values(s.skills)
        .flat()
        .flatMap((r) => (r.param ? [r.param] : [])),
    ),
  );
  const skills = new Set(content.skills.map((s) => s.id));
  const cards = new Set(content.equipment.map((c) => c.id));
  return [
    ...RULE_KEYS,
    ...['players', 'zombies', 'spawn', 'end'].map((p) => `log.phase.${p}`),
    ...['equipment', 'zombie'].map((d) => `log.reshuffled.${d}`),
    ...['zombie', 'friendlyFire', 'dynamite'].map((b) => `log.by.${b}`),
    ...['wagon', 'gatling'].map((m) => `log.machineMoved.${m}`),
    ...RULINGS.map((d) => `log.decision.${d}`),
    ...ZOMBIES.flatMap((z) => [`names.zombie.${z}`, `names.zombies.${z}`, `names.letter.${z}`]),
    ...LEVELS.map((l) => `level.${l}`),
    ...['red', 'blue', 'green'].map((c) => `names.color.${c}`),
    ...SPAWNS.flatMap((k) => [`names.spawn.${k}`, `names.spawnLetter.${k}`]),
    ...[...params].filter((p) => !skills.has(p) && !cards.has(p)).map((p) => `names.param.${p}`),
    ...[0, 1, 2, 3, 4, 5].map((s) => `slot.${s}`),
    ...['melee', 'ranged'].map((a) => `offer.attack.${a}`),
    ...FEATURE_KINDS.map((f) => `board.feature.${f}`),
    ...[...new Set(missions.flatMap((m) => geometryOf(m).zones.map((z) => z.kind as string)))].map(
      (k) => `names.zone.${k}`,
    ),
    // Cards a ruleset adds to the game (M7's Objective tokens), named by the table.
    'names.card.objectiveToken',
    ...['pistol', 'rifle', 'melee', 'any'].map((s) => `setup.slot.${s}`),
    ...[
      'bornLeader',
      'moveWagon',
      'moveGatling',
      'fireGatling',
      'startTrain',
      'loadCoal',
      'loadWagon',
      'blowMine',
      'boardWagon',
      'leaveWagon',
    ].map((a) => `offer.named.${a}`),
    ...['move', 'shoot', 'charge', 'dynamite', 'vadeRetro', 'holyWater', 'attack', 'skill'].map(
      (b) => `board.badge.${b}`,
    ),
    ...['brawler', 'faithful', 'gunslinger', 'townsfolk'].map((c) => `setup.class.${c}`),
    ...['easy', 'medium', 'hard', 'veryHard'].map((d) => `setup.difficulty.${d}`),
    ...SHORTCUTS.flatMap((id) => [`help.keys.${id}`, `help.keysOf.${id}`]),
    ...A11Y_SHORTCUTS.flatMap((id) => [`a11y.keys.${id}`, `a11y.keysOf.${id}`]),
    ...UOA_RULINGS.flatMap((d) => ['title', 'text', 'seed'].map((f) => `help.decision.${d.id}.${f}`)),
    // The rules reference's topics, the equipment gallery's decks, the ID card's class abilities.
    ...TOPICS.flatMap((id) => [`reference.topic.${id}.title`, `reference.topic.${id}.text`]),
    ...['starting', 'equipment', 'bounty', 'setAside'].map((d) => `reference.equipment.deck.${d}`),
    ...['brawler', 'faithful', 'gunslinger', 'townsfolk'].map((c) => `idCard.ability.${c}`),
    // Asked in this namespace by the parts both Zombicide tables share (games/zombicide: ActionBar, CoachPanel).
    'actions.label',
    'actions.key',
    'coach.title',
    'coach.off',
    'coach.offTitle',
    // Asked in this namespace by the top bar and the end screen both tables share (games/zombicide).
    'top.round',
    'setup.seat',
    'setup.seatOf',
    'coach.switch',
    'coach.switchHint',
    'over.rounds',
    'over.kills',
    // Built from a survivor's state by the tabs and the end screen (zombicide/SurvivorTabs.tsx, GameOver.tsx).
    ...['eliminated', 'escaped', 'done', 'canAct', 'waiting'].map((s) => `tabs.${s}`),
    ...['eliminated', 'escaped', 'standing'].map((s) => `over.${s}`),
  ];
}

/** The table's sources (not its tests): where keys are asked for. */
function sources(): string {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
    });
  return walk(root)
    .map((p) => readFileSync(p, 'utf8'))
    .join('\n');
}

describe('the Undead or Alive messages', () => {
  it('have the same keys in English and French, and no empty text', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const bundle of [en, fr]) expect(keys(bundle).filter((k) => value(bundle, k) === '')).toEqual([]);
  });

  it('have every key the code builds', () => {
    expect(built().filter((k) => !has(en, k))).toEqual([]);
  });

  it('have no key the code never asks for', () => {
    const code = sources();
    const families = new Set(built().map((k) => k.replace(PLURAL, '')));
    const unused = keys(en)
      .map((k) => k.replace(PLURAL, ''))
      .filter((k, i, all) => all.indexOf(k) === i)
      .filter((k) => {
        if (families.has(k)) return false;
        // Asked for whole ('why.move', 'uoa:why.move'), or by a helper that adds a prefix ('offer', 'prompt', 'log').
        const tail = k.split('.').slice(1).join('.');
        if ([`'${k}'`, `"${k}"`, `'uoa:${k}'`, `\`uoa:${k}\``].some((q) => code.includes(q))) return false;
        if (tail && (code.includes(`'${tail}'`) || code.includes(`\`${tail}\``))) return false;
        // The reasons of refusals are asked for by the rules' code (`why.<code>`), the cards' traits by name, a
        // refused setup's by the engine's code (`issues.<code>`: shell/errors.ts; setup/refusals.test.ts checks them).
        if (/^(why|card\.trait|card\.noise|legend\.items|issues)\./.test(k)) return false;
        return true;
      });
    expect(unused).toEqual([]);
  });

  it('give every card, Bounty feat, skill and mission a French text', () => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!has(contentFr, key)) missing.push(key);
    };
    for (const card of content.equipment) {
      need(`cards.${card.id}.name`);
      if (card.feat) need(`cards.${card.id}.feat`);
    }
    for (const skill of content.skills) for (const field of ['name', 'text']) need(`skills.${skill.id}.${field}`);
    need(`abominations.${content.abomination.id}.name`);
    for (const m of missions) {
      for (const field of ['name', 'intro']) need(`missions.${m.id}.${field}`);
      for (let i = 0; i < m.goals.length; i++) need(`missions.${m.id}.goals.${i}`);
      for (const r of m.specialRules ?? [])
        for (const field of ['title', 'text']) need(`missions.${m.id}.rules.${r.id}.${field}`);
    }
    expect(missing).toEqual([]);
  });

  it('name every zone kind of every mission’s map, and every spawn kind', () => {
    const kinds = new Set(missions.flatMap((m) => geometryOf(m).zones.map((z) => z.kind as string)));
    expect(kinds.size).toBeGreaterThan(2);
    for (const kind of kinds) {
      expect(has(en, `names.zone.${kind}`), kind).toBe(true);
      expect(value(fr, `names.zone.${kind}`), kind).not.toBe(value(en, `names.zone.${kind}`));
    }
    for (const m of missions) for (const sp of m.spawns) expect(has(en, `names.spawn.${sp.kind}`), sp.kind).toBe(true);
  });
});
