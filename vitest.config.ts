import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Two tiers (docs/testing.md). A test file is slow, and left out of `npm run test:fast`, by its name alone:
// `*.slow.test.ts` (a real PostgreSQL, Redis, nginx, browser or server process, or long play), or the name of a
// random-play battery (`conformance`, `properties`, `fuzz`). `npm test` runs every project: every file below.
const roots = ['packages/*/src/**/', 'packages/content/tiles/**/', 'packages/web/'];
const slowNames = ['*.slow.test.ts', '{conformance,properties,fuzz}.test.ts'];
const slow = roots.flatMap((root) => slowNames.map((name) => root + name));

// `test:fast` runs its files in shared workers (`--isolate=false`), which a `vi.mock` cannot survive: the module it
// replaces may already be loaded by another file. Such files are found by what they hold and run apart, isolated.
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const inRoots = (file: string) => /^packages\/([^/]+\/src|content\/tiles)\/|^packages\/web\/[^/]+$/.test(file);
const mocking = testFiles('packages').filter(
  (file) => inRoots(file) && readFileSync(file, 'utf8').includes('vi.mock('),
);

export default defineConfig({
  test: {
    pool: 'threads',
    // The web's translations back in English before each file (shared workers would carry a file's French over).
    setupFiles: ['packages/web/src/test-language.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: roots.map((root) => `${root}*.test.ts`),
          exclude: [...configDefaults.exclude, ...slow, ...mocking],
        },
      },
      {
        extends: true,
        test: { name: 'fast-mocking', include: mocking, exclude: [...configDefaults.exclude, ...slow] },
      },
      { extends: true, test: { name: 'slow', include: slow } },
    ],
  },
});
