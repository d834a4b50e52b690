/**
 * Serves the web app's build output from a folder: files by path (never
 * outside the folder), index.html for client-side routes.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

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

export async function registerStatic(app: FastifyInstance, folder: string): Promise<void> {
  const root = await realpath(resolve(folder)).catch(() => resolve(folder));
  app.get('/*', async (request, reply) => {
    const urlPath = request.url;
    let file = await fileAt(root, urlPath);
    const spaRoute = !extname(urlPath.split('?')[0]) && !urlPath.startsWith('/api/');
    if (!file && spaRoute) file = await fileAt(root, '/index.html');
    if (!file)
      return reply.code(404).send({ error: { code: 'notFound', message: `No file ${urlPath.split('?')[0]}` } });
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const immutable = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(file);
    reply.header('content-type', type);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(createReadStream(file));
  });
}
