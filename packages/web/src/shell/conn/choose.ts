/**
 * Which table to talk to: the game server when the page is served by it (it answers
 * /api/health), else the in-browser table with the games bundled in this page. "?local" in the
 * page URL forces the in-browser table. An invite link's page carries the server's hint (its game), so only
 * the server served it: no question asked, one round trip less before the table.
 */
import { loadTable } from '../tables.ts';
import type { Catalog, TableService } from './types.ts';

/** The in-browser table, in a chunk of its own: a page served by the game server never loads it. */
async function localTable(): Promise<TableService> {
  const { LocalTable } = await import('./local.ts');
  return new LocalTable({
    catalog: () => import('virtual:horde-catalog').then((m) => m.default as Catalog),
    rules: (game) => loadTable(game).then((table) => table.localRules()),
  });
}

/**
 * A game server's health answer: JSON, 200 when all is well, 503 while its storage is down (the server is there
 * and its games wait for the storage: the page plays through it and says so, not in the browser instead).
 */
export function isServerHealth(res: {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  return (res.ok || res.status === 503) && (res.headers.get('content-type') ?? '').includes('json');
}

export async function chooseService(servedByServer = false): Promise<TableService> {
  if (new URLSearchParams(location.search).has('local')) return localTable();
  // The server's client is fetched while the server is asked, not after: one wait instead of two.
  const serverModule = import('./server.ts');
  serverModule.catch(() => {});
  if (servedByServer) {
    const { ServerTable } = await serverModule;
    return new ServerTable(location.origin);
  }
  try {
    const res = await fetch('/api/health', { headers: { accept: 'application/json' } });
    if (isServerHealth(res)) {
      const { ServerTable } = await serverModule;
      return new ServerTable(location.origin);
    }
  } catch {
    // no server: play in the browser
  }
  return localTable();
}
