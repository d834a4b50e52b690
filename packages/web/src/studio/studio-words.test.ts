/**
 * Every word on the studio's pages exists in English and French (house rule: every string a player or designer reads
 * exists in both languages through the i18n library; issue 35, item 6). The studio is drawn in each language for each
 * game, with every tool, every piece of the special tools and every tab shown in turn, and nothing it shows may be a
 * message key that has no words (i18next shows the key itself), nor, in French, an English message of the studio.
 */
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { i18n } from '../i18n/index.ts';
import { shellComponentTests } from '../shell/shell-tests.ts';
import Studio from './Studio.tsx';

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

/** What a reader sees or hears of the page: its text, and the titles, labels and placeholders of its elements. */
function words(root: HTMLElement): string[] {
  const out = [root.textContent ?? ''];
  for (const el of root.querySelectorAll('[title], [aria-label], [placeholder], title, option'))
    out.push(...['title', 'aria-label', 'placeholder'].map((a) => el.getAttribute(a) ?? ''), el.textContent ?? '');
  return out.filter(Boolean);
}

/** The English messages of the studio, those a French page would only show by mistake (long enough to be told). */
function englishMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.length > 12 && !value.includes('{{') ? [value] : [];
  return Object.values(value as Record<string, unknown>).flatMap(englishMessages);
}
const ENGLISH = new Set(englishMessages(en.studio));
/** Words the two languages share (a game's name, a tile's id). */
const SHARED = new Set(['Undead or Alive']);

/** The studio, with each tool, each special piece and each tab shown once: every page it can show. */
async function everyPage(game: 'uoa' | 'classic'): Promise<string[]> {
  const view = rtl.render(h(Studio, { onLeave: () => {} }));
  const seen: string[] = [];
  const look = () => seen.push(...words(view.container));
  const gameRadio =
    view.container.querySelectorAll<HTMLInputElement>('input[name="studio-game"]')[game === 'uoa' ? 0 : 1];
  rtl.fireEvent.click(gameRadio);
  look();
  for (const tool of view.container.querySelectorAll<HTMLInputElement>('input[name="studio-tool"]')) {
    rtl.fireEvent.click(tool);
    look();
    const piece = view.container.querySelector<HTMLSelectElement>('.studio-options select');
    if (piece)
      for (const option of piece.querySelectorAll('option')) {
        rtl.fireEvent.change(piece, { target: { value: option.value } });
        look();
      }
  }
  for (const tab of view.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    rtl.fireEvent.click(tab);
    look();
  }
  view.unmount();
  return seen;
}

describe("the studio's words", () => {
  for (const game of ['uoa', 'classic'] as const)
    for (const language of ['en', 'fr'] as const)
      it(`${game} in ${language}: no message key without words${language === 'fr' ? ', no English message' : ''}`, async () => {
        await rtl.act(() => i18n.changeLanguage(language));
        sessionStorage.clear();
        const seen = await everyPage(game);
        expect(seen.length).toBeGreaterThan(50);
        const keys = seen.flatMap((s) => s.match(/\bstudio\.[A-Za-z]+\.[A-Za-z.]+/g) ?? []);
        expect([...new Set(keys)]).toEqual([]);
        if (language === 'fr') {
          const english = [...ENGLISH].filter((m) => !SHARED.has(m) && seen.some((s) => s.includes(m)));
          expect(english).toEqual([]);
        }
      });
});
