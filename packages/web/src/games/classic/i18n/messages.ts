/**
 * The Classic table's messages: its own words (en.json, fr.json: the same keys) and, in French, the
 * texts of the content (cards, skills, missions) under `content`; in English those come from the
 * content itself (the names give them as default values).
 */
import type { MessageLoaders } from '../../../i18n/index.ts';

/** Each language in a chunk of its own, fetched when a player first uses it. */
export const messages: MessageLoaders = {
  en: () => import('./en.json').then((m) => m.default),
  fr: () =>
    Promise.all([import('./fr.json'), import('./content.fr.json')]).then(([fr, content]) => ({
      ...fr.default,
      content: content.default,
    })),
};
