/**
 * Vite plugin: @horde/content's mission checks (parseMissions) in the browser. Its load.ts and missions.ts also
 * read the shipped files on Node, importing node:fs, node:path and node:url at the top; the browser only calls the
 * functions that take texts, so for imports from packages/content/src those three modules are replaced by small
 * browser ones: paths as strings, and a file read that says it cannot be done. The studio's Simulate workers check
 * and play a designer's mission with it. (Once content's text-only checks live apart from its file loaders, this
 * plugin can go.)
 */
import type { Plugin } from 'vite';

const SHIMS: Record<string, string> = {
  'node:fs': [
    "const noFiles = (path) => { throw new Error(path + ': files are not read in the browser'); };",
    'export const readFileSync = noFiles;',
    'export const readdirSync = noFiles;',
  ].join('\n'),
  'node:path': [
    "export const basename = (path) => path.slice(path.lastIndexOf('/') + 1);",
    "export const join = (...parts) => parts.join('/').replace(/\\/+/g, '/');",
  ].join('\n'),
  'node:url': 'export const fileURLToPath = (url) => new URL(String(url)).pathname;',
};

const CONTENT = /[\\/]packages[\\/]content[\\/]src[\\/]/;
const PREFIX = '\0horde-content-browser:';

export function contentInBrowser(): Plugin {
  return {
    name: 'horde-content-browser',
    enforce: 'pre',
    resolveId(id, importer) {
      if (importer && CONTENT.test(importer) && Object.hasOwn(SHIMS, id)) return PREFIX + id;
      return null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? SHIMS[id.slice(PREFIX.length)] : null;
    },
  };
}
