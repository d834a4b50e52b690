/** The hooks every component test file shares (a test helper: it registers Vitest hooks). */
import { afterEach, beforeAll } from 'vitest';
import { installDom } from './test-dom.ts';

type Rtl = typeof import('@testing-library/react');

/**
 * Before the file's first test a jsdom window, then `before` (a table's data, its words), then Testing Library,
 * handed to `loaded`; after each test the screen is emptied and `after` runs (the language set back to English).
 */
export function componentTests(
  loaded: (rtl: Rtl) => void,
  hooks: { before?: () => unknown; after?: () => unknown } = {},
): void {
  let rtl: Rtl | undefined;
  beforeAll(async () => {
    await installDom();
    await hooks.before?.();
    rtl = await import('@testing-library/react');
    loaded(rtl);
  });
  afterEach(async () => {
    rtl?.cleanup();
    await hooks.after?.();
  });
}
