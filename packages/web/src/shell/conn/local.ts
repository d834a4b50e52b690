/**
 * The in-browser table: games kept in this browser's storage (game, config, seed and action list, with the rules
 * version and content they were made with and a snapshot of the state: local-game.ts `LocalRecord`), played by the
 * rules of each game, loaded with its table when a game of it is opened. Used when no server answers and by tests.
 * Invite links need the server: locally every seat plays on this screen.
 *
 * A saved game follows the server's rules for stored games (docs/storage.md): one whose content changed since (this
 * page bundles other content, and no copy of the old one is kept), or that does not come back to the state it was
 * saved in, is retired: kept as it was, its players told why, with its replay and a new start with the same setup.
 */
import { GameRetired, SetupRefused, ShellError } from '../errors.ts';
import { LocalGame, RestoreFailed, stamp, type LocalRecord, type LocalRules } from './local-game.ts';
import { browserStore, keysUnder, type KeyValueStore } from './store.ts';
import type {
  SequelChoice,
  Catalog,
  CreatedGame,
  GameConnection,
  GameRecord,
  NewGame,
  RestartedGame,
  RetiredCode,
  SavedGame,
  TableService,
} from './types.ts';

export interface LocalTableOptions {
  /** The games bundled in this page (the lobby's game picker). */
  catalog: () => Promise<Catalog>;
  /** The rules of a game, loaded on demand. */
  rules: (game: string) => Promise<LocalRules>;
  store?: KeyValueStore;
  random?: () => number;
  /** How long a bot waits before it plays (default 700 ms, so that people can follow). */
  botDelayMs?: number;
}

const PREFIX = 'horde.game.';
/** Records saved before the platform hosted several games are Undead or Alive games. */
const LEGACY_GAME = 'uoa';

export class LocalTable implements TableService {
  readonly kind = 'local' as const;
  private readonly store: KeyValueStore;
  private readonly random: () => number;

  constructor(private readonly options: LocalTableOptions) {
    this.store = options.store ?? browserStore();
    this.random = options.random ?? Math.random;
  }

  catalog(): Promise<Catalog> {
    return this.options.catalog();
  }

  private load(id: string): LocalRecord | null {
    const raw = this.store.getItem(PREFIX + id);
    if (!raw) return null;
    try {
      const r = JSON.parse(raw) as Partial<LocalRecord>;
      return {
        game: LEGACY_GAME,
        entry: '',
        label: '',
        created: r.updated ?? 0,
        updated: 0,
        seed: 0,
        config: {},
        actions: [],
        ...r,
      };
    } catch {
      return null;
    }
  }

  private write(id: string, r: LocalRecord): void {
    this.store.setItem(PREFIX + id, JSON.stringify(r));
  }

  async create(game: NewGame): Promise<CreatedGame> {
    const rules = await this.options.rules(game.game);
    const seed = game.seed ?? Math.floor(this.random() * 2 ** 31);
    const now = Date.now();
    const rulesVersion = rules.game.meta.rulesVersion;
    const setup = rules.game.setup(game.config, { seed, now, rulesVersion });
    if (!setup.ok) throw new SetupRefused(game.game, setup.issues);
    const gameId = `L${now.toString(36)}${Math.floor(this.random() * 1e6).toString(36)}`;
    const record: LocalRecord = {
      game: game.game,
      entry: game.entry,
      label: game.label ?? '',
      config: game.config,
      seed,
      actions: [],
      log: [],
      created: now,
      updated: now,
      status: 'ongoing',
      round: rules.round?.(setup.state),
      ...(game.bots?.some((b) => b) ? { bots: game.bots } : {}),
      rulesVersion,
      contentFp: rules.contentFingerprint?.(game.config) ?? null,
    };
    this.write(gameId, stamp(record, setup.state, rules.game.meta));
    const url = `#/game/${gameId}`;
    const seats = Array.from({ length: rules.game.seatCount(setup.state) }, (_, seat) => ({
      seat,
      pieces: rules.seatPieces?.(game.config, seat) ?? [],
      bot: game.bots?.[seat] ?? null,
      url,
    }));
    return { gameId, game: game.game, url, seats };
  }

  async open(gameId: string, seatToken: string | null): Promise<GameConnection> {
    const record = this.load(gameId);
    if (!record) throw new ShellError('errors.noSavedGame', { id: gameId });
    if (record.retired) throw new GameRetired(gameId, record.game, record.retired.code);
    let rules: LocalRules;
    try {
      rules = await this.options.rules(record.game);
    } catch (e) {
      // No table for its game in this page any more; a table that did not load (the network) is tried again later.
      if (e instanceof ShellError && e.key === 'errors.noTable') this.retire(gameId, record, 'gameMissing', e.message);
      throw e;
    }
    // A save from before rules versions and contents were kept: made under today's (they are written on opening).
    const today = rules.contentFingerprint?.(record.config) ?? null;
    if (record.rulesVersion === undefined) {
      record.rulesVersion = rules.game.meta.rulesVersion;
      record.contentFp = today;
    }
    // Made with other content than this page's: no copy of that content is kept here to play on with it.
    if (rules.contentFingerprint && record.contentFp && record.contentFp !== today)
      this.retire(gameId, record, 'contentMissing', `its content ${record.contentFp} is not this page's (${today})`);
    const seat = seatToken === null || seatToken === '' ? null : Number(seatToken);
    try {
      return new LocalGame(
        gameId,
        Number.isInteger(seat) ? seat : null,
        record,
        rules,
        (r) => this.write(gameId, r),
        this.options.botDelayMs,
      );
    } catch (e) {
      if (e instanceof RestoreFailed) this.retire(gameId, record, 'rulesChanged', e.message);
      throw e;
    }
  }

  /**
   * Marks a saved game retired (nothing else of it changes) and throws GameRetired. The technical reason goes to the
   * console, never to the screen.
   */
  private retire(gameId: string, record: LocalRecord, code: RetiredCode, detail: string): never {
    console.warn(`Horde: the saved game ${gameId} is retired (${code}): ${detail}`);
    const kept = this.load(gameId);
    if (kept) this.write(gameId, { ...kept, retired: { code, at: Date.now() } });
    throw new GameRetired(gameId, record.game, code);
  }

  async saved(): Promise<SavedGame[]> {
    const out: SavedGame[] = [];
    for (const gameId of keysUnder(this.store, PREFIX)) {
      const r = this.load(gameId);
      if (!r) continue;
      out.push({
        gameId,
        game: r.game,
        entry: r.entry,
        label: r.label,
        round: r.round,
        status: r.retired ? 'retired' : (r.status ?? 'ongoing'),
        updated: r.updated,
      });
    }
    return out.sort((a, b) => b.updated - a.updated);
  }

  describe(gameId: string, label: string): void {
    const r = this.load(gameId);
    if (r && !r.label && label) this.write(gameId, { ...r, label });
  }

  async record(gameId: string): Promise<GameRecord | null> {
    const r = this.load(gameId);
    if (!r) return null;
    const record: GameRecord = { game: r.game, config: r.config, seed: r.seed, actions: r.actions };
    if (r.rulesVersion !== undefined) record.rulesVersion = r.rulesVersion;
    if (r.log?.length === r.actions.length) {
      record.log = r.log;
      record.created = r.created;
    }
    if (r.contentFp !== undefined) record.contentFp = r.contentFp;
    return record;
  }

  /** A new game with the same game, config, seed and bots as `gameId`, on this screen. */
  async restart(gameId: string): Promise<RestartedGame> {
    const r = this.load(gameId);
    if (!r) throw new ShellError('errors.noSavedGame', { id: gameId });
    const created = await this.create({
      game: r.game,
      entry: r.entry,
      label: r.label,
      config: r.config as Record<string, unknown>,
      mode: 'hotseat',
      seed: r.seed,
      ...(r.bots ? { bots: r.bots } : {}),
    });
    return { created, mode: 'hotseat' };
  }

  /**
   * The next game of an ended one, on this screen: the game's `sequel` of its final state (the save's snapshot, which
   * this code wrote when it last played it) with the players' choice, started like a new game with the same bots.
   */
  async sequel(gameId: string, choice: SequelChoice): Promise<string> {
    const r = this.load(gameId);
    if (!r) throw new ShellError('errors.noSavedGame', { id: gameId });
    const rules = await this.options.rules(r.game);
    const snap = r.snapshot;
    const final =
      ['won', 'lost', 'draw'].includes(r.status ?? '') && snap?.seq === r.actions.length ? snap.state : null;
    const config = final === null ? null : (rules.game.sequel?.(rules.game.clone(final), r.config, choice) ?? null);
    if (config === null) throw new ShellError('errors.noSequel', { id: gameId });
    const created = await this.create({
      game: r.game,
      entry: choice.entry ?? r.entry,
      label: r.label,
      config: config as Record<string, unknown>,
      mode: 'hotseat',
      ...(r.bots ? { bots: r.bots } : {}),
    });
    return created.url;
  }

  forget(gameId: string): void {
    this.store.removeItem(PREFIX + gameId);
  }
}
