import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: a plain ES module of Node's hooks, without types
import { load } from './ts-loader.mjs';

type Loaded = { format: string; source: string; shortCircuit?: boolean };
const next = (url: string) => Promise.resolve({ format: 'next', source: url });

describe("the simulator workers' TypeScript hooks", () => {
  it('strip the types and keep no function names: no __name call after each closure (the allocation tsx adds)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'horde-loader-'));
    try {
      const file = join(dir, 'closures.ts');
      writeFileSync(
        file,
        'export function adder(n: number): (x: number) => number {\n  const add = (x: number) => x + n;\n  return add;\n}\n',
      );
      const out = (await load(pathToFileURL(file).href, {}, next)) as Loaded;
      expect(out).toMatchObject({ format: 'module', shortCircuit: true });
      expect(out.source).toContain('const add = (x) => x + n;');
      expect(out.source).not.toContain('__name');
      expect(out.source).not.toContain(': number');
      const mod = await import(`data:text/javascript,${encodeURIComponent(out.source)}`);
      expect(mod.adder(2)(3)).toBe(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leave every other module to Node', async () => {
    const url = 'file:///somewhere/module.js';
    expect(await load(url, {}, next)).toEqual({ format: 'next', source: url });
    expect(await load('node:fs', {}, next)).toEqual({ format: 'next', source: 'node:fs' });
  });
});
