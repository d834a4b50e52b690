/** The list of each table's files (vite-plugin-table-chunks.ts) that the server copies into an invite link's page. */
import { describe, expect, it } from 'vitest';
import { tableChunks } from './vite-plugin-table-chunks.ts';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const chunk = (fileName: string, facade: string | null, extra: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: facade,
  imports: [],
  dynamicImports: [],
  ...extra,
});

/** The JSON the plugin emits for a bundle of fake chunks. */
function emitted(chunks: FakeChunk[]): Record<string, { scripts: string[]; styles: string[]; languages: object }> {
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  let source = '';
  const hook = tableChunks().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  hook.call({ emitFile: (f: { source: string }) => (source = f.source) }, {}, bundle);
  return JSON.parse(source);
}

describe("each table's files for its invite links", () => {
  const bundle = [
    chunk('assets/index.js', '/w/src/main.tsx', { isEntry: true, imports: ['assets/shared.js'] }),
    chunk('assets/shared.js', null),
    chunk('assets/server.js', '/w/src/shell/conn/server.ts', { imports: ['assets/shared.js', 'assets/client.js'] }),
    chunk('assets/client.js', null),
    chunk('assets/uoa-table.js', '/w/src/games/uoa/uoa-table.tsx', {
      imports: ['assets/uoa.js', 'assets/shared.js'],
      dynamicImports: ['assets/en.js'],
      viteMetadata: { importedCss: new Set(['assets/uoa.css']) },
    }),
    chunk('assets/uoa.js', null),
    chunk('assets/en.js', '/w/src/games/uoa/i18n/en.json'),
  ];

  it("lists the server's client first (an invite link plays online), then the table and what it imports", () => {
    const uoa = emitted(bundle).uoa;
    expect(uoa.scripts).toEqual(['/assets/server.js', '/assets/client.js', '/assets/uoa-table.js', '/assets/uoa.js']);
    expect(uoa.styles).toEqual(['/assets/uoa.css']);
    expect(uoa.languages).toEqual({ en: ['/assets/en.js'] });
  });

  it("never lists what the first page already loads (the app's entry and its imports)", () => {
    const scripts = emitted(bundle).uoa.scripts;
    expect(scripts).not.toContain('/assets/index.js');
    expect(scripts).not.toContain('/assets/shared.js');
  });
});
