/**
 * Picks the storage from the configuration: SQLite in the data folder by
 * default; a DATABASE_URL names another database (postgres://... or sqlite://...).
 */
import { join } from 'node:path';
import { openSqliteStorage } from './sqlite.ts';
import { openPostgresStorage } from './postgres.ts';
import type { Storage } from './types.ts';

export interface StorageConfig {
  /** Folder for the SQLite file (default ./data). */
  dataDir?: string;
  /** postgres://user@host:port/db, or sqlite:///path/to/file.db, or sqlite::memory: */
  databaseUrl?: string;
  sync?: 'normal' | 'full';
  /** PostgreSQL: told when a pooled connection breaks (see PostgresOptions). */
  onConnectionError?: (error: { code?: string; message: string }) => void;
}

export function openStorage(config: StorageConfig): Storage {
  const url = config.databaseUrl;
  if (url) {
    if (url === 'sqlite::memory:') return openSqliteStorage({ file: ':memory:', sync: config.sync });
    if (url.startsWith('sqlite://'))
      return openSqliteStorage({ file: url.slice('sqlite://'.length), sync: config.sync });
    if (/^postgres(ql)?:\/\//.test(url))
      return openPostgresStorage(url, { onConnectionError: config.onConnectionError });
    throw new Error(`DATABASE_URL: unsupported scheme in "${url.replace(/\/\/[^@]*@/, '//***@')}"`);
  }
  return openSqliteStorage({ file: join(config.dataDir ?? 'data', 'horde.db'), sync: config.sync });
}
