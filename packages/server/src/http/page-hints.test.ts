/** The hints in an invite link's page (page-hints.ts): which game, its table's files, its words in one language. */
import { describe, expect, it } from 'vitest';
import { hintLanguage, invitedGameId, type TableChunks, withTableHints } from './page-hints.ts';

const PAGE = '<!doctype html><html><head><title>Horde</title></head><body></body></html>';
const CHUNKS: TableChunks = {
  uoa: {
    scripts: ['/assets/uoa-table-A1.js', '/assets/engine-B2.js'],
    styles: ['/assets/uoa-C3.css'],
    languages: { en: ['/assets/en-D4.js'], fr: ['/assets/fr-E5.js', '/assets/content.fr-F6.js'] },
  },
};

describe('invite page hints', () => {
  it('reads the game id of an invite link path only', () => {
    expect(invitedGameId('/play/aekajdx396')).toBe('aekajdx396');
    expect(invitedGameId('/play/aekajdx396?x=1')).toBe('aekajdx396');
    expect(invitedGameId('/play/a/b')).toBeNull();
    expect(invitedGameId('/')).toBeNull();
    expect(invitedGameId('/api/play/x')).toBeNull();
  });

  it("picks the browser's first language the table has, English otherwise", () => {
    expect(hintLanguage('fr-FR,fr;q=0.9,en;q=0.8', ['en', 'fr'])).toBe('fr');
    expect(hintLanguage('de-DE,en;q=0.5,fr;q=0.7', ['en', 'fr'])).toBe('fr');
    expect(hintLanguage('fr;q=0, de', ['en', 'fr'])).toBe('en');
    expect(hintLanguage('', ['en', 'fr'])).toBe('en');
    expect(hintLanguage('fr', [])).toBeNull();
  });

  it("puts the game, its table's scripts and styles and its words in one language before </head>, at low priority", () => {
    const html = withTableHints(PAGE, 'uoa', CHUNKS, 'fr');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="horde-game" content="uoa">');
    for (const path of [
      '/assets/uoa-table-A1.js',
      '/assets/engine-B2.js',
      '/assets/fr-E5.js',
      '/assets/content.fr-F6.js',
    ])
      expect(head).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${path}">`);
    expect(head).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/uoa-C3.css">');
    expect(head).not.toContain('/assets/en-D4.js');
  });

  it("shows the build's first paint in the chosen language, and only in an invite link's page", () => {
    const built =
      '<!doctype html><html lang="en"><head></head><body><div id="root"><div class="first-paint" data-first-paint hidden>' +
      '<p lang="en">Joining the table…</p><p lang="fr">Arrivée à la table…</p></div></div></body></html>';
    const french = withTableHints(built, 'uoa', CHUNKS, 'fr');
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<div class="first-paint" data-first-paint>');
    expect(french).not.toContain('hidden');
    expect(withTableHints(built, 'uoa', CHUNKS, 'en')).toContain('<html lang="en">');
    // A game the list lacks gets the page as built: the first paint stays hidden.
    expect(withTableHints(built, 'zombies', CHUNKS, 'fr')).toBe(built);
  });

  it('leaves the page as it was for a game the list lacks, and never copies markup from the list', () => {
    expect(withTableHints(PAGE, 'zombies', CHUNKS, 'en')).toBe(PAGE);
    expect(withTableHints(PAGE, 'toString', CHUNKS, 'en')).toBe(PAGE);
    const hostile: TableChunks = {
      uoa: { scripts: ['/a.js"><script>alert(1)</script>', '/ok.js'], styles: [42 as unknown as string] },
    };
    const html = withTableHints(PAGE, 'uoa', hostile, 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/ok.js"');
  });
});
