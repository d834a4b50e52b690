/**
 * Vite plugin: writes `table-chunks.json` beside index.html, the scripts and styles each game's table loads
 * beyond the first page, and the chunks of its words in each language, by game id. The game server copies a game's list into the page of its invite links
 * (packages/server/src/http/page-hints.ts) so the browser fetches the table along with the app.
 *
 * A table is the chunk whose entry is `src/games/<id>/<id>-table.tsx` (shell/tables.ts imports each so).
 * An invite link plays on the server: the shell's client of the server (`shell/conn/server.ts`) comes first in
 * every table's list.
 */
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const TABLE_ENTRY = /[\\/]games[\\/]([a-z0-9-]+)[\\/]\1-table\.tsx$/;
/** The shell's client of the game server, imported on demand (shell/conn/choose.ts). */
const SERVER_CLIENT = /[\\/]shell[\\/]conn[\\/]server\.ts$/;
/** A table's words in one language: `i18n/<language>.json` or `i18n/content.<language>.json`, imported on demand. */
const MESSAGES = /[\\/]i18n[\\/](?:content\.)?([a-z]{2})\.json$/;

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

/** The chunks `start` needs, itself first, following static imports. */
function closure(bundle: OutputBundle, start: string): ChunkWithCss[] {
  const seen = new Set<string>();
  const out: ChunkWithCss[] = [];
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    out.push(chunk);
    for (const next of chunk.imports) visit(next);
  };
  visit(start);
  return out;
}

export function tableChunks(): Plugin {
  return {
    name: 'horde-table-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const base = '/';
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      const firstPage = new Set(entry ? closure(bundle, entry.fileName).map((c) => c.fileName) : []);
      const client = Object.values(bundle).find(
        (c): c is OutputChunk => c.type === 'chunk' && SERVER_CLIENT.test(c.facadeModuleId ?? ''),
      );
      const online = client ? closure(bundle, client.fileName).filter((c) => !firstPage.has(c.fileName)) : [];
      const tables: Record<string, { scripts: string[]; styles: string[]; languages: Record<string, string[]> }> = {};
      for (const chunk of Object.values(bundle)) {
        const game =
          chunk.type === 'chunk' && chunk.facadeModuleId ? TABLE_ENTRY.exec(chunk.facadeModuleId)?.[1] : null;
        if (!game) continue;
        const table = closure(bundle, chunk.fileName).filter((c) => !firstPage.has(c.fileName));
        const chunks = [...online, ...table.filter((c) => !online.includes(c))];
        const languages: Record<string, string[]> = {};
        for (const name of chunks.flatMap((c) => c.dynamicImports)) {
          const loaded = bundle[name];
          const language = loaded?.type === 'chunk' ? MESSAGES.exec(loaded.facadeModuleId ?? '')?.[1] : undefined;
          if (language) (languages[language] ??= []).push(base + name);
        }
        tables[game] = {
          scripts: chunks.map((c) => base + c.fileName),
          styles: [...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map((f) => base + f),
          languages,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'table-chunks.json', source: `${JSON.stringify(tables, null, 2)}\n` });
    },
  };
}
