/**
 * Before each web test file, the app's one i18next instance back in English, as a fresh page starts. `npm run
 * test:fast` runs the files in shared workers (`--isolate=false`): a file that switched to French would otherwise
 * leave the next file of its worker in French (vitest.config.ts runs this before every file of every package; it
 * does nothing outside the web's).
 */
import { beforeAll, expect } from 'vitest';

beforeAll(async () => {
  if (!expect.getState().testPath?.replaceAll('\\', '/').includes('/packages/web/')) return;
  const { i18n } = await import('./i18n/index.ts');
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
});
