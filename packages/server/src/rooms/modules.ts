/**
 * Which module a stored game plays with (issue 31, pinned games). At creation the game's content (what its
 * module's `pin` gives: the mission with its tiles, the decks and cards) is stored once under its fingerprint and
 * named by the game; a restore rebuilds the module over that content, so that an edit, rebalance or deletion of
 * the shipped content never changes a game that started before. A game stored before content was pinned (or a
 * game without content) plays with the shipped module, unless the games package keeps the content it was made with
 * (legacyPin: the first servers' M0 and M5): that content is stored and named by the game at its first load.
 */
import { contentFingerprint, legacyPin, type AnyModule, type Registry } from '@horde/games';
import type { GameRecord, Storage } from '../storage/types.ts';
import { RestoreError } from './restore.ts';

/**
 * Modules over pinned content kept built, by fingerprint (a Zombicide module builds its board geometry, and its
 * content is read from storage once): the most recent ones.
 */
const KEPT = 32;

export class GameModules {
  private readonly built = new Map<string, AnyModule>();

  constructor(
    private readonly registry: Registry,
    private readonly storage: Storage,
  ) {}

  /** Stores the content a new game of `config` is played with; returns its fingerprint (null: none to pin). */
  async pin(module: AnyModule, config: unknown): Promise<string | null> {
    const pinned = module.pin?.(config);
    if (pinned === undefined || pinned === null) return null;
    // Through JSON, as a restore will read it: what is stored is exactly what the game is rebuilt from. Equal
    // contents (every game of one mission) share one stored copy.
    const stored = JSON.parse(JSON.stringify(pinned)) as unknown;
    const fp = contentFingerprint(stored);
    await this.storage.putContent(fp, module.id, stored);
    return fp;
  }

  /** The module a stored game plays with. Throws RestoreError when this server cannot host it any more. */
  async forRecord(record: GameRecord): Promise<AnyModule> {
    const shipped = this.registry.get(record.game);
    if (!shipped) throw new RestoreError('gameMissing', `its game "${record.game}" is not hosted by this server`);
    const fp = record.contentFp;
    if (!fp) return (await this.pinLegacy(record)) ?? shipped;
    const cached = this.built.get(fp);
    if (cached) {
      this.built.delete(fp);
      this.built.set(fp, cached);
      return cached;
    }
    const pinned = await this.storage.getContent(fp);
    if (pinned === null) throw new RestoreError('contentMissing', `its pinned content ${fp} is not in storage`);
    if (!shipped.fromPin)
      throw new RestoreError('contentMissing', `game "${record.game}" can no longer read pinned content`);
    let module: AnyModule;
    try {
      module = shipped.fromPin(pinned);
    } catch (err) {
      throw new RestoreError('contentMissing', `its pinned content ${fp} does not load: ${(err as Error).message}`);
    }
    this.built.set(fp, module);
    if (this.built.size > KEPT) this.built.delete(this.built.keys().next().value!);
    return module;
  }

  /** Pins a game stored without content to its legacy content, if it has one; then it plays as any pinned game. */
  private async pinLegacy(record: GameRecord): Promise<AnyModule | null> {
    const pinned = legacyPin(record.game, record.rulesVersion, record.entry);
    if (!pinned) return null;
    const fp = contentFingerprint(pinned);
    await this.storage.putContent(fp, record.game, pinned);
    await this.storage.setContentFp(record.id, fp);
    record.contentFp = fp;
    return this.forRecord(record);
  }
}
