/**
 * Serves the web app's build output from a folder: files by path (never
 * outside the folder), index.html for client-side routes. Text files go out
 * compressed (Brotli or gzip, as the browser accepts; compressed once and
 * kept while the file is unchanged), every file with an ETag (a reload asks
 * "changed?" and gets 304), and the bundler's hashed assets are cached for
 * good: their name changes when their content does.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hintLanguage, invitedGameId, TableChunksFile, type TableChunks, withTableHints } from './page-hints.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The file's real path when it lies inside the (real) root: a symlink pointing out of the folder is not served. */
async function inside(root: string, file: string): Promise<string | null> {
  const real = await realpath(file).catch(() => null);
  return real?.startsWith(root + sep) ? real : null;
}

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const st = await stat(full);
    if (st.isFile()) return inside(root, full);
    if (st.isDirectory()) {
      const index = join(full, 'index.html');
      if ((await stat(index).catch(() => null))?.isFile()) return inside(root, index);
    }
  } catch {
    /* not found */
  }
  return null;
}

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|wasm)|image\/svg)/;
/** Below this, compression saves less than the header costs. */
const MIN_COMPRESS = 1024;

interface Encoded {
  /** Size and modification time of the file these bytes were made from. */
  size: number;
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The bytes of a file, its ETag and its compressed forms, made once per version of the file. Compression runs off
 * the event loop (zlib's thread pool), so that compressing a large script never holds up the games; requests that
 * come while a file is being compressed wait for the same work.
 */
class EncodedFiles {
  private readonly cache = new Map<string, Promise<Encoded>>();
  private readonly hintedPages = new Map<string, { page: Encoded; chunks: TableChunks; encoded: Encoded }>();

  async get(file: string, type: string): Promise<Encoded> {
    const st = await stat(file);
    const known = this.cache.get(file);
    if (known) {
      const done = await known;
      if (done.size === st.size && done.mtimeMs === st.mtimeMs) return done;
    }
    const encoded = readFile(file).then((raw) => encode(raw, type, st.size, st.mtimeMs));
    this.cache.set(file, encoded);
    encoded.catch(() => this.cache.get(file) === encoded && this.cache.delete(file));
    return encoded;
  }

  /** Encodes every file of a folder ahead of the first request (the app's assets): a first visitor waits for none. */
  async warm(folder: string): Promise<void> {
    for (const name of await readdir(folder).catch(() => [])) {
      const type = TYPES[extname(name).toLowerCase()];
      if (type) await this.get(join(folder, name), type).catch(() => undefined);
    }
  }

  /** The page of an invite link to a game of `game`: index.html with that table's hints (page-hints.ts). */
  async hinted(index: string, game: string, chunks: TableChunks, acceptLanguage: string): Promise<Encoded> {
    const page = await this.get(index, TYPES['.html']);
    const table = Object.hasOwn(chunks, game) ? chunks[game] : undefined;
    const language = hintLanguage(acceptLanguage, Object.keys(table?.languages ?? {}));
    // One page per game id the storage holds (the registry's few) and language, made again when the page or the
    // list changes.
    const key = `${game}\0${language}`;
    const known = this.hintedPages.get(key);
    if (known && known.page === page && known.chunks === chunks) return known.encoded;
    const html = Buffer.from(withTableHints(page.raw.toString('utf8'), game, chunks, language));
    const encoded = await encode(html, TYPES['.html'], page.size, page.mtimeMs);
    this.hintedPages.set(key, { page, chunks, encoded });
    return encoded;
  }
}

/** Bytes, ETag and compressed forms of `raw` (made from a file of that size and time). */
async function encode(raw: Buffer, type: string, size: number, mtimeMs: number): Promise<Encoded> {
  const encoded: Encoded = {
    size,
    mtimeMs,
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    raw,
  };
  if (COMPRESSIBLE.test(type) && raw.length >= MIN_COMPRESS) {
    [encoded.br, encoded.gzip] = await Promise.all([
      brotliAsync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzipAsync(raw, { level: 9 }),
    ]);
  }
  return encoded;
}

/** The best encoding the request accepts among those made: "br", "gzip" or none. */
function encodingFor(request: FastifyRequest, encoded: Encoded): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((e) => e.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name);
  if (encoded.br && accepted.includes('br')) return 'br';
  if (encoded.gzip && accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The bundler's output under assets/ carries a content hash in every name: such a file never changes. */
function isHashedAsset(root: string, file: string): boolean {
  return relative(root, file).split(sep)[0] === 'assets';
}

export interface StaticOptions {
  /** The game id of a stored game, or null: an invite link's page then carries that game's hints (page-hints.ts). */
  gameOf?: (gameId: string) => Promise<string | null>;
}

export async function registerStatic(app: FastifyInstance, folder: string, options: StaticOptions = {}): Promise<void> {
  const root = await realpath(resolve(folder)).catch(() => resolve(folder));
  const files = new EncodedFiles();
  // The page and the assets are compressed while the server starts answering, not on a first visitor's request.
  void files.get(join(root, 'index.html'), TYPES['.html']).catch(() => undefined);
  void files.warm(join(root, 'assets'));
  const tableChunks = new TableChunksFile(root);
  /** The app's page for a client-side route, with the hints of the game an invite link opens. */
  const page = async (index: string, request: FastifyRequest): Promise<Encoded> => {
    const gameId = invitedGameId(request.url);
    const game = gameId && options.gameOf ? await options.gameOf(gameId).catch(() => null) : null;
    if (!game) return files.get(index, TYPES['.html']);
    return files.hinted(index, game, await tableChunks.get(), String(request.headers['accept-language'] ?? ''));
  };
  app.get('/*', async (request, reply) => {
    const urlPath = request.url;
    let file = await fileAt(root, urlPath);
    const spaRoute = !extname(urlPath.split('?')[0]) && !urlPath.startsWith('/api/');
    const isPage = !file && spaRoute;
    if (isPage) file = await fileAt(root, '/index.html');
    if (!file)
      return reply.code(404).send({ error: { code: 'notFound', message: `No file ${urlPath.split('?')[0]}` } });
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const encoded = isPage ? await page(file, request) : await files.get(file, type);
    reply.header('content-type', type);
    reply.header('cache-control', isHashedAsset(root, file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('etag', encoded.etag);
    // An invite link's page names the table's words in the browser's language.
    const vary = [encoded.br || encoded.gzip ? 'accept-encoding' : '', isPage ? 'accept-language' : ''].filter(Boolean);
    if (vary.length > 0) reply.header('vary', vary.join(', '));
    if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send();
    const encoding = encodingFor(request, encoded);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? encoded[encoding] : encoded.raw);
  });
}
