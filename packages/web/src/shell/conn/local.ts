/**
 * The in-browser table: games kept in this browser's storage (game, config, seed and action
 * list; the state is rebuilt by replaying, which the rules make exact), played by the rules of
 * each game, loaded with its table when a game of it is opened. Used when no server answers and
 * by tests. Invite links need the server: locally every seat plays on this screen.
 */
import { SetupRefused, ShellError } from '../errors.ts';
import { LocalGame, type LocalRecord, type LocalRules } from './local-game.ts';
import { browserStore, keysUnder, type KeyValueStore } from './store.ts';
import type { Catalog, CreatedGame, GameConnection, GameRecord, NewGame, SavedGame, TableService } from './types.ts';

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
    const seed = Math.floor(this.random() * 2 ** 31);
    const now = Date.now();
    const setup = rules.game.setup(game.config, { seed, now });
    if (!setup.ok) throw new SetupRefused(game.game, setup.issues);
    const gameId = `L${now.toString(36)}${Math.floor(this.random() * 1e6).toString(36)}`;
    this.write(gameId, {
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
    });
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
    const rules = await this.options.rules(record.game);
    const seat = seatToken === null || seatToken === '' ? null : Number(seatToken);
    return new LocalGame(
      gameId,
      Number.isInteger(seat) ? seat : null,
      record,
      rules,
      (r) => this.write(gameId, r),
      this.options.botDelayMs,
    );
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
        status: r.status ?? 'ongoing',
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
    return r ? { game: r.game, config: r.config, seed: r.seed, actions: r.actions } : null;
  }

  forget(gameId: string): void {
    this.store.removeItem(PREFIX + gameId);
  }
}
