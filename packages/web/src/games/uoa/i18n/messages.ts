/**
 * Undead or Alive's messages: its own words (en.json, fr.json: the same keys) and, in French, the texts
 * of the content (cards, skills, missions, the Abomination) under `content`; in English those come from
 * the content itself (the names give them as default values).
 */
import type { Language } from '../../../i18n/language.ts';
import contentFr from './content.fr.json';
import en from './en.json';
import fr from './fr.json';

export const messages: Record<Language, Record<string, unknown>> = {
  en,
  fr: { ...fr, content: contentFr },
};
