/**
 * Hints in the page of an invite link (/play/<id>): which game it is and the files of that game's table, so the
 * browser fetches the table while it fetches the app instead of after the app has asked the server which game
 * it joined (on a phone network that chain cost about two seconds before the first paint of the table).
 *
 * The web build writes `table-chunks.json` next to index.html: for each game id, the scripts and styles its
 * table loads beyond the first page. The server knows nothing of any game: it only reads the game id of the
 * record and copies that list into the page as `<link rel="modulepreload">` and `<link rel="preload" as="style">`,
 * with a `<meta name="horde-game">` the app reads to start loading the table at once. The table's words come in
 * one language, the first the browser asks for (Accept-Language) among those the table has (the app's own choice,
 * kept in the browser, usually is that one; when it is not, the app fetches its language itself).
 * The preloads ask for a low priority: the app's own script comes first.
 * Each preload is `crossorigin`, as the app's own loads are (Vite's loader asks for scripts and styles in CORS mode):
 * a preload in another credentials mode goes unused and the browser warns about it.
 *
 * The page also shows its first paint at once: the web build puts a hidden "Joining the table…" block in every
 * language of the shell into the page (`data-first-paint hidden`, packages/web/vite-plugin-first-paint.ts); here
 * it is shown and `<html lang>` set to the language chosen, whose paragraph the page's styles keep.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The build's list of a table's files, by game id. */
export type TableChunks = Record<string, { scripts: string[]; styles: string[]; languages?: Record<string, string[]> }>;

export const TABLE_CHUNKS_FILE = 'table-chunks.json';

/** The game id in an invite link's path, or null for every other path. */
export function invitedGameId(urlPath: string): string | null {
  const match = /^\/play\/([A-Za-z0-9_-]{1,64})\/?(?:[?#].*)?$/.exec(urlPath);
  return match ? match[1] : null;
}

/** Only plain asset paths go into the page (the file is the build's, but a hand-edited one must not inject markup). */
const SAFE_PATH = /^\/[A-Za-z0-9._/-]+$/;
const SAFE_GAME = /^[A-Za-z0-9_-]{1,64}$/;
const SAFE_LANGUAGE = /^[a-z]{2,3}$/;
/** The build's hidden first paint (vite-plugin-first-paint.ts). */
const FIRST_PAINT = ' data-first-paint hidden';

/** The language of `accepted` (an Accept-Language header) the table has words in, else English, else none. */
export function hintLanguage(accepted: string, languages: readonly string[]): string | null {
  const asked = accepted
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q);
  return asked.find((a) => languages.includes(a.language))?.language ?? (languages.includes('en') ? 'en' : null);
}

/**
 * `html` with the hints of `game` (and its words in `language`) before `</head>`; the page as it was when the
 * list has no such game.
 */
export function withTableHints(html: string, game: string, chunks: TableChunks, language: string | null): string {
  const table = Object.hasOwn(chunks, game) ? chunks[game] : undefined;
  if (!table || !SAFE_GAME.test(game) || !html.includes('</head>')) return html;
  const paths = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter((p) => typeof p === 'string' && SAFE_PATH.test(p));
  const links = [
    `<meta name="horde-game" content="${game}">`,
    ...[...paths(table.scripts), ...paths(language ? table.languages?.[language] : [])].map(
      (p) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${p}">`,
    ),
    ...paths(table.styles).map((p) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${p}">`),
  ];
  return showFirstPaint(html.replace('</head>', `${links.join('')}</head>`), language);
}

/** `html` with its first paint shown and its language set (the paragraph in that language is the one shown). */
function showFirstPaint(html: string, language: string | null): string {
  const shown = html.replace(FIRST_PAINT, ' data-first-paint');
  return language && SAFE_LANGUAGE.test(language)
    ? shown.replace(/<html lang="[A-Za-z-]*"/, `<html lang="${language}"`)
    : shown;
}

/** The build's table list, read again when the file changes; empty when there is none or it cannot be read. */
export class TableChunksFile {
  private known: { mtimeMs: number; chunks: TableChunks } | null = null;

  constructor(private readonly root: string) {}

  async get(): Promise<TableChunks> {
    const file = join(this.root, TABLE_CHUNKS_FILE);
    const st = await stat(file).catch(() => null);
    if (!st) return {};
    if (this.known?.mtimeMs === st.mtimeMs) return this.known.chunks;
    let chunks: TableChunks = {};
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (parsed && typeof parsed === 'object') chunks = parsed as TableChunks;
    } catch {
      // A damaged list only costs the hints: the page still works without them.
    }
    this.known = { mtimeMs: st.mtimeMs, chunks };
    return chunks;
  }
}
