/**
 * Pinned content (issue 31): for each game with content, a config's content pinned, through JSON (as storage
 * keeps it), rebuilt by fromPin plays exactly as the shipped module's game (the same state hash after setup and
 * after every one of some hundred random legal actions, the same legal lists), replays every recorded game of the
 * corpus, and keeps playing the same when the shipped content changes under it. Prints each pin's size.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Actor, createRng, dueDeadline, type Game, hashState, randomInt, setupOrThrow } from '@horde/core';
import { contentTiles } from '@horde/content/tiles';
import { classicTiles } from '@horde/content/tiles/classic';
import type { SecondsContent } from '@horde/seconds';
import type { MissionDef } from '@horde/zombicide';
import { afterAll, describe, expect, it } from 'vitest';
import { type ClassicModule, createClassicModule } from './classic/module.ts';
import { checkRecording } from './corpus/check.ts';
import { corpusDir, corpusFiles } from './corpus/files.ts';
import { parseRecording } from './corpus/recording.ts';
import { contentFingerprint } from './fingerprint.ts';
import type { AnyModule } from './module.ts';
import { openPin, PINNED_MODULES_CACHED, PinnedContentError, pinnedModule } from './pinned.ts';
import { createRegistry, loadRegistry } from './registry.ts';
import { createSecondsModule } from './seconds/module.ts';
import { toyModule } from './toy/module.ts';
import { createUoaModule, type UoaModule } from './uoa/module.ts';
import { createZombiesModule, type ZombiesModule } from './zombies/module.ts';

const registry = loadRegistry();
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Where a value is not plain JSON (a function, Map, typed array, class instance, undefined, NaN…), or null. */
function notJson(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? null : `${path}: ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notJson(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${path}: ${proto?.constructor?.name}`;
    for (const [k, v] of Object.entries(value)) {
      const bad = notJson(v, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path}: ${typeof value}`;
}

interface Step {
  action: unknown;
  by: Actor;
  now: number;
  hash: string;
}

interface Trace {
  config: unknown;
  seed: number;
  start: string;
  steps: Step[];
}

// biome-ignore lint/suspicious/noExplicitAny: modules of unrelated type parameters
type AnyGame = Game<any, any, any, any, any>;

/**
 * Random legal actions on `a` (an awaited seat at random, then one of its actions; a deadline passed fires as the
 * server's), each also applied to `b`, whose legal lists and state hashes must be the same at every step.
 */
function lockstep(a: AnyGame, b: AnyGame, config: unknown, seed: number, maxSteps: number): Trace {
  const sa = setupOrThrow(a, config, { seed, now: 0 });
  const sb = setupOrThrow(b, config, { seed, now: 0 });
  const start = hashState(sa);
  expect(hashState(sb), `setup, seed ${seed}`).toBe(start);
  const chooser = createRng(seed ^ 0x5eed);
  const steps: Step[] = [];
  let now = 0;
  const step = (action: unknown, by: Actor) => {
    const ra = a.apply(sa, action, { by, now });
    const rb = b.apply(sb, action, { by, now });
    expect(ra.ok, `step ${steps.length}: ${JSON.stringify(action)}`).toBe(true);
    expect(rb, `step ${steps.length}: ${JSON.stringify(action)}`).toEqual(ra);
    const hash = hashState(sa);
    expect(hashState(sb), `seed ${seed}, step ${steps.length}: ${JSON.stringify(action)}`).toBe(hash);
    steps.push({ action, by, now, hash });
  };
  while (steps.length < maxSteps && !a.outcome(sa).over) {
    now += 1000;
    const due = dueDeadline(a.deadlines(sa), now);
    if (due) {
      step(due.action, 'system');
      continue;
    }
    const seats: readonly number[] = a.awaiting(sa);
    expect(b.awaiting(sb)).toEqual(seats);
    if (seats.length === 0) break;
    const seat = seats[randomInt(chooser, seats.length)];
    const legal: unknown[] = a.legalActions(sa, seat);
    expect(b.legalActions(sb, seat)).toEqual(legal);
    step(legal[randomInt(chooser, legal.length)], seat);
  }
  expect(b.outcome(sb)).toEqual(a.outcome(sa));
  return { config, seed, start, steps };
}

/** Random games of `config` on both modules, seed after seed, until `total` actions have been compared. */
function playAlike(a: AnyModule, b: AnyModule, config: unknown, total = 300): Trace[] {
  const traces: Trace[] = [];
  let played = 0;
  for (let seed = 1; played < total && seed <= 20; seed++) {
    const trace = lockstep(a.game, b.game, config, seed, total - played);
    traces.push(trace);
    played += trace.steps.length;
  }
  expect(played).toBeGreaterThanOrEqual(total);
  return traces;
}

/** Replays a trace on `game`: the same hashes after setup and after every action. */
function replaysAlike(game: AnyGame, trace: Trace): void {
  const state = setupOrThrow(game, trace.config, { seed: trace.seed, now: 0 });
  expect(hashState(state)).toBe(trace.start);
  for (const [i, s] of trace.steps.entries()) {
    expect(game.apply(state, s.action, { by: s.by, now: s.now }).ok, `step ${i}`).toBe(true);
    expect(hashState(state), `step ${i}`).toBe(s.hash);
  }
}

/** Each pin's size by game and entry, printed once at the end. */
const sizes = new Map<string, string>();

/** The config's pin, as storage gives it back, and the module over it; its size is reported. */
function pinned(module: AnyModule, label: string, config: unknown) {
  const pin = module.pin!(config);
  expect(notJson(pin)).toBeNull();
  const stored = roundTrip(pin);
  expect(stored).toStrictEqual(pin);
  const text = JSON.stringify(pin);
  sizes.set(
    `${module.id} ${label}`,
    `${Buffer.byteLength(text)} bytes (${gzipSync(text).length} gzipped), fingerprint ${contentFingerprint(pin).slice(0, 12)}…`,
  );
  return { pin: stored, fingerprint: contentFingerprint(stored), module: module.fromPin!(stored) };
}

afterAll(() => {
  console.log(`Pinned content sizes (JSON, UTF-8):\n${[...sizes].map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
});

/** A registry like the shipped one with one module replaced (the shipped content changed by an update). */
function registryWith(module: AnyModule) {
  return createRegistry(registry.modules.map((m) => (m.id === module.id ? module : m)));
}

/** A street zone of the mission's board other than `zone` and its start: where a designer moves a spawn zone. */
function otherStreet(module: UoaModule | ClassicModule, mission: MissionDef, zone: string): string {
  const geo = module.geometry(mission);
  const label = geo.zones.find((z) => z.kind === 'street' && z.label !== zone && z.label !== mission.start)?.label;
  expect(label).toBeDefined();
  return label!;
}

/** The shipped missions with `id`'s first spawn zone moved. */
function withSpawnMoved(module: UoaModule | ClassicModule, id: string): MissionDef[] {
  return module.missions.map((m) => {
    if (m.id !== id) return m;
    const moved = roundTrip(m);
    moved.spawns[0].zone = otherStreet(module, m, m.spawns[0].zone);
    return moved;
  });
}

describe('Undead or Alive: pinned content', () => {
  const uoa = registry.require('uoa') as UoaModule;
  const cases: [string, unknown][] = [
    ['M0', uoa.defaultConfig('M0', 1)],
    ['M5', uoa.defaultConfig('M5', 2)],
    ['M1 (mobile train)', uoa.defaultConfig('M1', 1)],
    ['M2 (zombie train, blown up)', { ...uoa.defaultConfig('M2', 2), ultrared: true }],
  ];
  for (const [label, config] of cases)
    it(`${label}: the same setup and a few hundred random actions as the shipped game`, () => {
      const p = pinned(uoa, label, config);
      playAlike(uoa, p.module, config);
    });

  it('pins the one mission and the tiles its board can show, the train flipped and moved included', () => {
    const ids = (mission: string) =>
      (uoa.pin!(uoa.defaultConfig(mission)) as { tiles: { id: string }[] }).tiles.map((t) => t.id);
    expect(ids('M0')).toEqual(['2R', '3R']);
    expect(ids('M1')).toEqual(expect.arrayContaining(['10R', '10V', '12R', '12V']));
    const pin = uoa.pin!(uoa.defaultConfig('M1')) as { mission: MissionDef; content: Record<string, unknown> };
    expect(pin.mission.id).toBe('M1');
    expect(Object.keys(pin.content).sort()).toEqual(
      ['abomination', 'abominations', 'equipment', 'skills', 'survivors', 'zombieCards'].sort(),
    );
    // Provenance notes are left out; the rules' data is all there.
    expect(JSON.stringify(pin)).not.toContain('"provenance"');
    expect((pin.content.equipment as unknown[]).length).toBe(uoa.content.equipment.length);
  });

  it('keeps playing the same after the shipped mission changes (M0 with its spawn zone moved)', () => {
    const config = uoa.defaultConfig('M0', 1);
    const original = lockstep(uoa.game, uoa.game, config, 3, 200);
    const p = pinned(uoa, 'M0', config);
    const altered = createUoaModule({
      content: uoa.content,
      missions: withSpawnMoved(uoa, 'M0'),
      tiles: contentTiles(),
    });
    const updated = registryWith(altered);
    // The registry now hosts the changed mission: a new game differs, the pinned one plays as it did.
    expect(hashState(setupOrThrow(altered.game, config, { seed: 3 }))).not.toBe(original.start);
    replaysAlike(pinnedModule(updated, 'uoa', p.pin, p.fingerprint).game, original);
    // Deleting the mission does not matter either.
    const deleted = createUoaModule({
      content: uoa.content,
      missions: uoa.missions.filter((m) => m.id !== 'M0'),
      tiles: contentTiles(),
    });
    replaysAlike(pinnedModule(registryWith(deleted), 'uoa', p.pin, p.fingerprint).game, original);
  });

  it("the heuristic bot of the pinned module plays the shipped one's moves", () => {
    const config = uoa.defaultConfig('M0', 1);
    const p = pinned(uoa, 'M0', config);
    const a = uoa.bots.heuristic(1);
    const b = p.module.bots.heuristic(1);
    const sa = setupOrThrow(uoa.game, config, { seed: 5 });
    const sb = setupOrThrow(p.module.game, config, { seed: 5 });
    for (let i = 0; i < 150 && !uoa.game.outcome(sa).over; i++) {
      const seat = uoa.game.awaiting(sa)[0];
      const action = a.choose(sa, uoa.game.legalActions(sa, seat), seat);
      expect(b.choose(sb, p.module.game.legalActions(sb, seat), seat)).toEqual(action);
      uoa.game.apply(sa, action, { by: seat, now: 0 });
      p.module.game.apply(sb, action, { by: seat, now: 0 });
      expect(hashState(sb)).toBe(hashState(sa));
    }
  });
});

describe('Zombicide Classic: pinned content', () => {
  const classic = registry.require('classic') as ClassicModule;
  const expansions = {
    toxicZombies: true,
    berserkerZombies: true,
    skinnerZombies: true,
    zombieDogz: true,
    seekers: true,
    murdersOfCrows: true,
    lostZombivors: true,
    manholeCards: true,
    spawnDice: true,
    humanCompanions: true,
    dogCompanions: true,
  };
  const cases: [string, unknown][] = [
    ['C0', classic.defaultConfig('C0', 1)],
    ['C5 with every expansion deck, Companions and dogs', { ...classic.defaultConfig('C5', 2), ...expansions }],
    ['C3 with Gaming Night and the A-Bomb', { ...classic.defaultConfig('C3', 2), gamingNight: true, aBomb: true }],
  ];
  for (const [label, config] of cases)
    it(`${label}: the same setup and a few hundred random actions as the shipped game`, () => {
      const p = pinned(classic, label, config);
      playAlike(classic, p.module, config);
    });

  it('pins the whole content whatever the switches (one pin per mission), the mission and its tiles', () => {
    const plain = classic.pin!(classic.defaultConfig('C5', 2));
    const switched = classic.pin!({ ...classic.defaultConfig('C5', 2), ...expansions });
    expect(contentFingerprint(switched)).toBe(contentFingerprint(plain));
    const pin = plain as { content: ClassicModule['content']; tiles: { id: string }[]; mission: MissionDef };
    expect(pin.content.zombieCards.length).toBe(classic.content.zombieCards.length);
    expect(pin.content.tentCards?.length).toBe(classic.content.tentCards?.length);
    expect(pin.content.equipment.some((e) => e.companion)).toBe(true);
    expect(pin.tiles.map((t) => t.id)).toEqual([...new Set(pin.mission.tiles.map((t) => t.tile))].sort());
    expect(JSON.stringify(pin)).not.toMatch(/"(provenance|sources)"/);
  });

  it('keeps playing the same after the shipped mission changes (C0 with its spawn zone moved)', () => {
    const config = classic.defaultConfig('C0', 1);
    const original = lockstep(classic.game, classic.game, config, 4, 200);
    const p = pinned(classic, 'C0', config);
    const altered = createClassicModule({
      content: classic.content,
      missions: withSpawnMoved(classic, 'C0'),
      tiles: classicTiles(),
    });
    expect(hashState(setupOrThrow(altered.game, config, { seed: 4 }))).not.toBe(original.start);
    replaysAlike(pinnedModule(registryWith(altered), 'classic', p.pin, p.fingerprint).game, original);
  });
});

describe('Seconds to Live: pinned content', () => {
  const seconds = registry.require('seconds');
  for (const entry of ['solo-fast', 'solo-swarm', 'duel', 'duel-untimed'])
    it(`${entry}: the same setup and a few hundred random actions as the shipped game`, () => {
      const config = seconds.defaultConfig(entry);
      const p = pinned(seconds, entry, config);
      playAlike(seconds, p.module, config);
    });

  it("keeps playing the same after a rebalance (Lenny's health lowered)", () => {
    const config = seconds.defaultConfig('duel');
    const original = lockstep(seconds.game, seconds.game, config, 6, 200);
    const p = pinned(seconds, 'duel', config);
    const content = structuredClone((seconds as unknown as { content: SecondsContent }).content);
    content.survivors.find((s) => s.id === 'lenny')!.health -= 1;
    const altered = createSecondsModule(content);
    expect(hashState(setupOrThrow(altered.game, config, { seed: 6 }))).not.toBe(original.start);
    replaysAlike(pinnedModule(registryWith(altered), 'seconds', p.pin, p.fingerprint).game, original);
  });
});

describe('Zombies!!!: pinned content', () => {
  const zombies = registry.require('zombies') as ZombiesModule;
  for (const entry of ['standard', 'house-rules', 'go-go'])
    it(`${entry}: the same setup and a few hundred random actions as the shipped game`, () => {
      const config = zombies.defaultConfig(entry, 4);
      const p = pinned(zombies, entry, config);
      playAlike(zombies, p.module, config);
    });

  it('keeps playing the same after a rebalance (fewer Life tokens, a map tile dropped)', () => {
    const config = zombies.defaultConfig('standard', 4);
    const original = lockstep(zombies.game, zombies.game, config, 8, 200);
    const p = pinned(zombies, 'standard', config);
    const content = structuredClone(zombies.game.ctx.content);
    content.tokens.life -= 10;
    content.tiles.splice(content.tiles.length - 1, 1);
    const altered = createZombiesModule(content);
    expect(hashState(setupOrThrow(altered.game, config, { seed: 8 }))).not.toBe(original.start);
    replaysAlike(pinnedModule(registryWith(altered), 'zombies', p.pin, p.fingerprint).game, original);
  });
});

describe('the corpus of recorded games replays on pinned content', () => {
  for (const file of corpusFiles())
    it(file, () => {
      const rec = parseRecording(readFileSync(`${corpusDir}${file}`, 'utf8'), file);
      const shipped = registry.require(rec.game);
      const module = shipped.fromPin!(roundTrip(shipped.pin!(rec.config)));
      const result = checkRecording(module, rec, file);
      if (!result.ok) expect.fail(result.message);
    });
});

describe('pin, fromPin and the fingerprint', () => {
  const games = ['uoa', 'classic', 'seconds', 'zombies'].map((id) => registry.require(id));
  const entryOf = (m: AnyModule) => m.entries[0].id;

  it("a pinned module pins the same content again (the same fingerprint): a restored game's pin is stable", () => {
    for (const m of games) {
      const config = m.defaultConfig(entryOf(m));
      const pin = m.pin!(config);
      const again = m.fromPin!(roundTrip(pin)).pin!(config);
      expect(again, m.id).toStrictEqual(pin);
      expect(contentFingerprint(roundTrip(pin))).toBe(contentFingerprint(pin));
    }
  });

  it('fingerprints are SHA-256 hex of the canonical JSON: key order does not matter, content does', () => {
    const pin = registry.require('seconds').pin!(null) as { content: SecondsContent };
    const fp = contentFingerprint(pin);
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(pin).reverse());
    expect(contentFingerprint(reordered)).toBe(fp);
    const changed = structuredClone(pin);
    changed.content.survivors[0].health += 1;
    expect(contentFingerprint(changed)).not.toBe(fp);
    // Two missions, two pins.
    const uoa = registry.require('uoa');
    expect(contentFingerprint(uoa.pin!(uoa.defaultConfig('M0')))).not.toBe(
      contentFingerprint(uoa.pin!(uoa.defaultConfig('M1'))),
    );
  });

  it('carries a format number and its game; fromPin refuses what it cannot read, in a sentence', () => {
    for (const m of games) {
      const pin = m.pin!(m.defaultConfig(entryOf(m))) as { format: number; game: string };
      expect(pin.format).toBe(1);
      expect(pin.game).toBe(m.id);
      expect(() => m.fromPin!({ ...pin, format: 2 })).toThrow(
        new PinnedContentError(`Pinned ${m.id} content has format 2, newer than this Horde reads (1): update Horde`),
      );
      expect(() => m.fromPin!({ ...pin, game: 'toy' })).toThrow(/game "toy" cannot play/);
      expect(() => m.fromPin!({ ...pin, format: undefined })).toThrow(/no format number/);
      expect(() => m.fromPin!(null)).toThrow(PinnedContentError);
      expect(() => m.fromPin!({ format: 1, game: m.id })).toThrow(PinnedContentError);
    }
    const uoa = registry.require('uoa');
    expect(() => uoa.pin!({ ...uoa.defaultConfig('M0'), mission: 'M99' })).toThrow(/Unknown mission "M99"/);
  });

  it('brings an older format up through its migrations', () => {
    const migrations = {
      1: (p: Record<string, unknown>) => ({ ...p, format: 2, cards: p.deck }),
      2: (p: Record<string, unknown>) => ({ ...p, format: 3 }),
    };
    expect(openPin({ format: 1, game: 'g', deck: [1] }, 'g', 3, migrations)).toEqual({
      format: 3,
      game: 'g',
      deck: [1],
      cards: [1],
    });
    expect(() => openPin({ format: 1, game: 'g' }, 'g', 3, { 2: migrations[2] })).toThrow(
      'Pinned g content of format 1 has no migration to format 2',
    );
  });

  it('pinnedModule: one module per fingerprint, the last 32 kept; no content is the registry module', () => {
    const local = createRegistry([...registry.modules, toyModule()]);
    const seconds = local.require('seconds');
    const pin = roundTrip(seconds.pin!(null));
    const fp = contentFingerprint(pin);
    const first = pinnedModule(local, 'seconds', pin, fp);
    expect(first).not.toBe(seconds);
    expect(pinnedModule(local, 'seconds', roundTrip(pin), fp)).toBe(first);
    // Another registry has its own cache.
    expect(pinnedModule(createRegistry(registry.modules), 'seconds', pin, fp)).not.toBe(first);
    // The least recently used goes first once PINNED_MODULES_CACHED others were asked for.
    for (let i = 0; i < PINNED_MODULES_CACHED - 1; i++) pinnedModule(local, 'seconds', pin, `other ${i}`);
    expect(pinnedModule(local, 'seconds', pin, fp)).toBe(first); // still there, and now the most recent
    for (let i = 0; i < PINNED_MODULES_CACHED; i++) pinnedModule(local, 'seconds', pin, `more ${i}`);
    expect(pinnedModule(local, 'seconds', pin, fp)).not.toBe(first);
    // The toy game has no content: no pin, and its games play on the registry's module.
    expect(local.require('toy').pin).toBeUndefined();
    expect(pinnedModule(local, 'toy', null, '')).toBe(local.require('toy'));
    expect(pinnedModule(local, 'seconds', undefined, '')).toBe(seconds);
    expect(() => pinnedModule(local, 'toy', { format: 1, game: 'toy' }, 'x')).toThrow(PinnedContentError);
    expect(() => pinnedModule(local, 'nope', pin, fp)).toThrow(/Unknown game "nope"/);
  });
});
