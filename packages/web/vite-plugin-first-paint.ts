/**
 * Vite plugin: the page's first paint before any script runs. index.html's empty `<div id="root">` gets the
 * shell's "Joining the table…" message in every language of the shell (from its i18n files, the one source of the
 * words), hidden. The game server shows it in the page of an invite link, in the browser's language
 * (packages/server/src/http/page-hints.ts: it sets `<html lang>` and drops the `hidden` after `data-first-paint`), so that a phone on a slow
 * network reads where it is going while the app and the table download; the app's first render replaces it.
 * The `<noscript>` text comes from the same files, in every language.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), 'src', 'i18n');
/** The languages of the shell (src/i18n/language.ts lists the same). */
const LANGUAGES = ['en', 'fr'] as const;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One paragraph per language of the shell's message `section.key`. */
function paragraphs(section: string, key: string): string {
  return LANGUAGES.map((language) => {
    const messages = JSON.parse(readFileSync(join(i18nDir, `${language}.json`), 'utf8'));
    const text = messages?.[section]?.[key];
    if (typeof text !== 'string') throw new Error(`src/i18n/${language}.json: no "${section}.${key}" message`);
    return `<p lang="${language}">${escapeHtml(text)}</p>`;
  }).join('');
}

/** The hidden first-paint block, one paragraph per language. */
export function firstPaintBlock(): string {
  return `<div class="center-message first-paint" role="status" data-first-paint hidden>${paragraphs('screens', 'joining')}</div>`;
}

/** What a browser without JavaScript shows, in every language (it cannot choose one). */
export function noScriptBlock(): string {
  return `<noscript>${paragraphs('app', 'noScript')}</noscript>`;
}

export function firstPaint(): Plugin {
  return {
    name: 'horde-first-paint',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('index.html: no empty <div id="root"></div>');
      return html
        .replace('<div id="root"></div>', `<div id="root">${firstPaintBlock()}</div>`)
        .replace(/<noscript>[^<]*<\/noscript>/, noScriptBlock());
    },
  };
}
