// Runs the tile tests, which live next to the tile sources (outside the root config's packages/*/src include):
// `npx vitest run -c packages/content/tiles/vitest.config.ts` from the repository root.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['packages/content/tiles/**/*.test.ts'],
    pool: 'threads',
  },
});
