/** For component tests: the shipped data (read by the content package's loaders) and a started M0 game. */
import { loadContent } from '@horde/content';
import { loadMissions } from '@horde/content/missions';
import type { Content, MissionDef, PlayerView, State } from '@horde/zombicide';
import { setHordeData } from './data.ts';
import { engine } from './model/engine.ts';

let loaded = false;

/** Loads the shipped content once (these tests run in Node; see installDom for the DOM). */
export async function loadTestData(): Promise<void> {
  if (loaded) return;
  setHordeData({ content: loadContent() as unknown as Content, missions: loadMissions() as unknown as MissionDef[] });
  loaded = true;
}

/**
 * A jsdom window as the global DOM, for component tests. The tests run in Vitest's Node
 * environment on purpose: under its jsdom environment Vite rewrites `new URL(path,
 * import.meta.url)` into a web address, which breaks the content package's folder lookup.
 * Import @testing-library/react after this (it reads `document` when loaded).
 */
export async function installDom(): Promise<void> {
  if (typeof (globalThis as { document?: unknown }).document !== 'undefined') return;
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const win = dom.window as unknown as Record<string, unknown>;
  const g = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in g) continue;
    try {
      g[key] = win[key];
    } catch {
      /* read-only global */
    }
  }
  g.window = win;
  g.document = win.document;
  g.IS_REACT_ACT_ENVIRONMENT = true;
}

/** An M0 game with Hanna and Jeb (seat 0), right after setup. Call loadTestData first. */
export function m0Game(seed = 1): { state: State; view: () => PlayerView } {
  const g = engine();
  const state = g.engine.setup(
    {
      mission: 'M0',
      survivors: [
        { id: 'hanna', player: 0 },
        { id: 'jeb', player: 0 },
      ],
    },
    seed,
  );
  return { state, view: () => g.view(state, null) };
}
