/** The page's first paint (vite-plugin-first-paint.ts): the shell's own words in each language, hidden until shown. */
import { describe, expect, it } from 'vitest';
import en from './src/i18n/en.json';
import fr from './src/i18n/fr.json';
import { firstPaint, firstPaintBlock, noScriptBlock } from './vite-plugin-first-paint.ts';

type Transform = (html: string) => string;
const transform = firstPaint().transformIndexHtml as Transform;

describe('the first paint of the page', () => {
  it("carries the shell's 'Joining the table…' in English and French, hidden", () => {
    const block = firstPaintBlock();
    expect(block).toContain(`<p lang="en">${en.screens.joining}</p>`);
    expect(block).toContain(`<p lang="fr">${fr.screens.joining}</p>`);
    expect(block).toContain('data-first-paint hidden');
  });

  it('goes into the empty root of index.html; a page without one is an error naming it', () => {
    const html = transform('<body><div id="root"></div><noscript></noscript></body>');
    expect(html).toContain(`<div id="root">${firstPaintBlock()}</div>`);
    expect(html).toContain(
      `<noscript><p lang="en">${en.app.noScript}</p><p lang="fr">${fr.app.noScript}</p></noscript>`,
    );
    expect(noScriptBlock()).toContain(fr.app.noScript);
    expect(() => transform('<body></body>')).toThrow(/index\.html: no empty <div id="root">/);
  });
});
