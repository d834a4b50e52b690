/**
 * A Zombicide table's messages: its own words (en.json, fr.json: the same keys), the words of the rules' refusals
 * both Zombicide tables share (refusals.<language>.json, under `refusal`) and, in French, the texts of the content
 * (cards, skills, missions) under `content`; in English those come from the content itself (the names give them as
 * default values). Each table passes its own imports, so each language stays a chunk of its own.
 */
import type { MessageLoaders } from '../../i18n/index.ts';

type Json = () => Promise<{ default: Record<string, unknown> }>;

/** The loaders over a table's English and French words and its French content. */
export function zombicideMessages(en: Json, fr: Json, contentFr: Json): MessageLoaders {
  return {
    en: () =>
      Promise.all([en(), import('./refusals.en.json')]).then(([words, refusal]) => ({
        ...words.default,
        refusal: refusal.default,
      })),
    fr: () =>
      Promise.all([fr(), import('./refusals.fr.json'), contentFr()]).then(([words, refusal, content]) => ({
        ...words.default,
        refusal: refusal.default,
        content: content.default,
      })),
  };
}
