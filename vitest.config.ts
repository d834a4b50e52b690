import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/content/tiles/**/*.test.ts', 'packages/web/*.test.ts'],
    pool: 'threads',
  },
});
