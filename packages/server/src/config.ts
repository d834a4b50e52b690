import { hostname } from 'node:os';
/**
 * Server settings from the environment (PORT, HOST, DATA_DIR, DATABASE_URL, HORDE_STATIC, HORDE_DB_SYNC,
 * PUBLIC_URL, HORDE_TRUSTED_PROXIES, HORDE_UNLIMITED_ADDRESSES, HORDE_ALLOWED_HOSTS, HORDE_ADMIN_TOKEN,
 * HORDE_BOT_DELAY_MS, HORDE_NODE_URL, HORDE_NODE_ID, HORDE_SIM_WORKERS, HORDE_SIM_MAX_GAMES, HORDE_SIM_RUNS).
 */
export interface EnvConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir?: string;
  sync: 'normal' | 'full';
  /** HORDE_ALLOWED_HOSTS (comma-separated host names); unset: the server's default (see ServerOptions). */
  allowedHosts?: string[];
  /** HORDE_ADMIN_TOKEN: the operator's token for /api/admin/health and /api/stats?reset=1. */
  adminToken?: string;
  /** PUBLIC_URL: the address people reach the server at; invite links are built on it. */
  publicUrl?: string;
  /** HORDE_TRUSTED_PROXIES (comma-separated addresses or CIDR ranges): proxies whose X-Forwarded-For is believed. */
  trustedProxies?: string[];
  /** HORDE_UNLIMITED_ADDRESSES (comma-separated): client addresses the per-address limits do not count. */
  unlimitedAddresses?: string[];
  /**
   * HORDE_NODE_URL: where clients reach this process when several share the games (docs/deploy.md); setting it
   * (with a PostgreSQL DATABASE_URL) makes this process one of a cluster. HORDE_NODE_ID names it (default host-pid).
   */
  node?: { id: string; url: string };
  /** HORDE_BOT_DELAY_MS: how long a bot waits before it plays (default 700 ms, so that people can follow). */
  botDelayMs?: number;
  /**
   * Simulation runs for the studio (HORDE_SIM_WORKERS=N worker threads per run; 0 or unset: off, the default, so
   * that a public host lets nobody burn its CPU). HORDE_SIM_MAX_GAMES caps the games of a run (default 1,000),
   * HORDE_SIM_RUNS the runs at a time (default 1).
   */
  sim?: { workers: number; maxGames?: number; maxRuns?: number };
}

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    : undefined;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const sync = env.HORDE_DB_SYNC ?? 'normal';
  if (sync !== 'normal' && sync !== 'full') throw new Error(`HORDE_DB_SYNC must be "normal" or "full", got "${sync}"`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || 'data',
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.HORDE_STATIC || undefined,
    sync,
    allowedHosts: list(env.HORDE_ALLOWED_HOSTS)?.map((h) => h.toLowerCase()),
    adminToken: env.HORDE_ADMIN_TOKEN || undefined,
    publicUrl: publicUrl(env.PUBLIC_URL),
    trustedProxies: list(env.HORDE_TRUSTED_PROXIES),
    unlimitedAddresses: list(env.HORDE_UNLIMITED_ADDRESSES),
    botDelayMs: env.HORDE_BOT_DELAY_MS ? nonNegative('HORDE_BOT_DELAY_MS', env.HORDE_BOT_DELAY_MS) : undefined,
    sim: simSettings(env),
    node: env.HORDE_NODE_URL
      ? { id: env.HORDE_NODE_ID || `${hostname()}-${process.pid}`, url: nodeUrl(env.HORDE_NODE_URL) }
      : undefined,
  };
}

/** PUBLIC_URL, checked: an http(s) address without a path, query or fragment. */
function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://horde.example.org, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.pathname !== '/')
    throw new Error(`PUBLIC_URL must be an http(s) address without a path, got "${value}"`);
  return url.origin;
}

/** HORDE_NODE_URL, checked: an http(s) address, a path allowed (a proxy's prefix for this process). */
function nodeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`HORDE_NODE_URL must be an address such as http://10.0.0.5:3001, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('HORDE_NODE_URL must be an http(s) address');
  return url.href.replace(/\/+$/, '');
}

/** HORDE_SIM_*: undefined unless HORDE_SIM_WORKERS is a positive whole number. */
function simSettings(env: NodeJS.ProcessEnv): EnvConfig['sim'] {
  const workers = env.HORDE_SIM_WORKERS ? count('HORDE_SIM_WORKERS', env.HORDE_SIM_WORKERS) : 0;
  if (workers === 0) return undefined;
  return {
    workers,
    ...(env.HORDE_SIM_MAX_GAMES ? { maxGames: count('HORDE_SIM_MAX_GAMES', env.HORDE_SIM_MAX_GAMES, 1) } : {}),
    ...(env.HORDE_SIM_RUNS ? { maxRuns: count('HORDE_SIM_RUNS', env.HORDE_SIM_RUNS, 1) } : {}),
  };
}

function count(name: string, value: string, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

function nonNegative(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return n;
}
