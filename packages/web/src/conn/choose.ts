/**
 * Which table to talk to: the game server when the page is served by it (it answers
 * /api/health), else the in-browser table. "?local" in the page URL forces the local table.
 */
import type { TableService } from './types.ts';
import { LocalTable } from './local.ts';

export async function chooseService(): Promise<TableService> {
  if (new URLSearchParams(location.search).has('local')) return new LocalTable();
  try {
    const res = await fetch('/api/health', { headers: { accept: 'application/json' } });
    if (res.ok && (res.headers.get('content-type') ?? '').includes('json')) {
      const { ServerTable } = await import('./server.ts');
      return new ServerTable(location.origin);
    }
  } catch {
    // no server: play in the browser
  }
  return new LocalTable();
}
