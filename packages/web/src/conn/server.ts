/** Placeholder until the server's client library lands (see conn/types.ts for the contract). */
import type { CreatedGame, GameConnection, GameRecord, NewGame, SavedGame, TableService } from './types.ts';

export class ServerTable implements TableService {
  readonly kind = 'server' as const;
  constructor(readonly origin: string) {}
  create(_game: NewGame): Promise<CreatedGame> { return Promise.reject(new Error('server client not available yet')); }
  open(_gameId: string, _seat: string | null): Promise<GameConnection> { return Promise.reject(new Error('server client not available yet')); }
  saved(): Promise<SavedGame[]> { return Promise.resolve([]); }
  record(_gameId: string): Promise<GameRecord | null> { return Promise.resolve(null); }
}
