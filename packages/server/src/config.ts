/** Server settings from the environment (PORT, HOST, DATA_DIR, DATABASE_URL, HORDE_STATIC, HORDE_DB_SYNC). */
export interface EnvConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir?: string;
  sync: 'normal' | 'full';
  /** HORDE_ALLOWED_HOSTS (comma-separated host names); unset: the server's default (see ServerOptions). */
  allowedHosts?: string[];
  /** HORDE_ADMIN_TOKEN: the operator's token for /api/stats?reset=1. */
  adminToken?: string;
}

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
    allowedHosts: env.HORDE_ALLOWED_HOSTS
      ? env.HORDE_ALLOWED_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : undefined,
    adminToken: env.HORDE_ADMIN_TOKEN || undefined,
  };
}
