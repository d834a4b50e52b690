/** Layout measures the browser tests share. */
import type { Page } from 'playwright-core';

/**
 * How many pixels of `under`'s height the element `over` covers (0: none), or -1 when either is missing: a
 * control or a banner that must leave a map readable is checked with it.
 */
export async function verticalOverlap(page: Page, over: string, under: string): Promise<number> {
  // An anonymous function: the test's transpiler names named ones with a helper the page lacks.
  return page.evaluate(
    ([a, b]) => {
      const o = document.querySelector(a)?.getBoundingClientRect();
      const u = document.querySelector(b)?.getBoundingClientRect();
      return o && u ? Math.max(0, Math.min(o.bottom, u.bottom) - Math.max(o.top, u.top)) : -1;
    },
    [over, under] as const,
  );
}
