/** @horde/server: the authoritative game server (see docs/protocol.md). */
export { startServer, type HordeServer, type ServerOptions } from './server.ts';
export { openStorage, type StorageConfig } from './storage/open.ts';
export { openSqliteStorage } from './storage/sqlite.ts';
export type { Storage, GameRecord, ActionRecord } from './storage/types.ts';
export { serveCommand, type ServeOptions } from './cli/serve.ts';
export * from './protocol/index.ts';
