/**
 * Pinned content (issue 31, DESIGN.md "A game outlives every update"): a game record stores the content its game
 * was made with (`GameModule.pin`), and is played on a module over exactly that content (`GameModule.fromPin`),
 * so that editing, rebalancing or deleting a shipped mission, card or survivor never changes a game that started
 * before. This file holds what every game's pin shares: the header (`format`, `game`), the migrations from older
 * formats, a checked copy into plain JSON, and the registry's cache of modules over pinned content.
 *
 * Browser-safe: no Node API here. The fingerprint (SHA-256 through node:crypto) is in fingerprint.ts, Node only.
 */
import type { AnyModule } from './module.ts';
import type { Registry } from './registry.ts';

/** The first two fields of every game's pinned content. */
export interface PinHeader {
  /** The shape of the pinned content, 1 and up; a later shape migrates the earlier ones (`Migrations`). */
  format: number;
  /** The game id the content belongs to. */
  game: string;
}

/** Pinned content that cannot be read: a sentence naming the game and what is wrong. */
export class PinnedContentError extends Error {}

/** A game's migrations of pinned content, by the format each reads: it returns the pin in the next format. */
export type Migrations = Readonly<Record<number, (pinned: Record<string, unknown>) => Record<string, unknown>>>;

/**
 * Checks the header of pinned content for `game` and brings it from its format up to `current` through
 * `migrations`; throws a PinnedContentError when it is not that game's, or of a format this Horde cannot read.
 */
export function openPin(
  pinned: unknown,
  game: string,
  current: number,
  migrations: Migrations,
): Record<string, unknown> & PinHeader {
  if (pinned === null || typeof pinned !== 'object' || Array.isArray(pinned))
    throw new PinnedContentError(`Pinned ${game} content is not an object`);
  let pin = pinned as Record<string, unknown>;
  if (pin.game !== game)
    throw new PinnedContentError(`Pinned content of the game "${String(pin.game)}" cannot play ${game}`);
  if (typeof pin.format !== 'number' || !Number.isInteger(pin.format) || pin.format < 1)
    throw new PinnedContentError(`Pinned ${game} content has no format number`);
  let format: number = pin.format;
  if (format > current)
    throw new PinnedContentError(
      `Pinned ${game} content has format ${format}, newer than this Horde reads (${current}): update Horde`,
    );
  while (format < current) {
    const migrate = migrations[format];
    if (!migrate)
      throw new PinnedContentError(
        `Pinned ${game} content of format ${format} has no migration to format ${format + 1}`,
      );
    pin = migrate(pin);
    if (pin.format !== format + 1)
      throw new PinnedContentError(`The migration of pinned ${game} content from format ${format} skipped a format`);
    format += 1;
  }
  return pin as Record<string, unknown> & PinHeader;
}

/**
 * A deep copy of plain data that a JSON round trip keeps as it is: objects, arrays, strings, finite numbers,
 * booleans and null. A key holding undefined is left out (JSON has no undefined; a missing key reads the same).
 * Anything else (a function, a Map, a typed array, a class instance, NaN, an undefined array element) throws,
 * naming its path, so that content growing a non-JSON value is converted on purpose rather than lost in storage.
 * `skip(key, value)`: keys to leave out (notes no rule reads).
 */
export function jsonCopy<T>(value: T, path = '$', skip?: (key: string, value: unknown) => boolean): T {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new PinnedContentError(`${path}: ${value} is not JSON`);
    return (Object.is(value, -0) ? 0 : value) as T;
  }
  if (Array.isArray(value))
    return value.map((v, i) => {
      if (v === undefined) throw new PinnedContentError(`${path}[${i}]: undefined is not JSON`);
      return jsonCopy(v, `${path}[${i}]`, skip);
    }) as T;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      throw new PinnedContentError(`${path}: a ${proto?.constructor?.name ?? 'class instance'} is not JSON`);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || skip?.(k, v)) continue;
      out[k] = jsonCopy(v, `${path}.${k}`, skip);
    }
    return out as T;
  }
  throw new PinnedContentError(`${path}: a ${typeof value} is not JSON`);
}

/** Modules over pinned content kept per registry (a Zombicide module builds its board's geometry when used). */
export const PINNED_MODULES_CACHED = 32;

const caches = new WeakMap<Registry, Map<string, AnyModule>>();

/**
 * The module a stored game plays on: `gameId`'s module over its pinned content (`fingerprint`: the content's
 * `contentFingerprint`, which keys the cache: the last PINNED_MODULES_CACHED are kept, least recently used
 * dropped first). Null or undefined content (a game without content of its own, such as the toy game, or a game
 * stored before content was pinned) plays on the registry's module. Throws UnknownGameError for an unknown game,
 * PinnedContentError for content the game cannot read.
 */
export function pinnedModule(registry: Registry, gameId: string, pinned: unknown, fingerprint: string): AnyModule {
  const shipped = registry.require(gameId);
  if (pinned === null || pinned === undefined) return shipped;
  if (!shipped.fromPin) throw new PinnedContentError(`${shipped.name} (${gameId}) has no content to pin`);
  let cache = caches.get(registry);
  if (!cache) {
    cache = new Map();
    caches.set(registry, cache);
  }
  const key = `${gameId}\n${fingerprint}`;
  let module = cache.get(key);
  if (module) {
    cache.delete(key); // re-inserted below as the most recently used
  } else {
    module = shipped.fromPin(pinned);
    if (cache.size >= PINNED_MODULES_CACHED) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, module);
  return module;
}
