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
