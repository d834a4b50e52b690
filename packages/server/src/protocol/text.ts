/**
 * Text a person typed (a player's name, a chat line, a game's name), as every other player will read it: one
 * line, normalised (NFC), with no invisible or direction-changing characters (which can hide text or make it
 * read backwards), its length counted in the letters a reader sees (grapheme clusters), each letter with a few
 * marks at most. A player's name may not pass for the table's own labels ("Seat 2", "Bot", "Server").
 */
import { z } from 'zod';

/** Control characters, line and paragraph separators. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/**
 * Invisible format characters: direction marks, embeddings, overrides and isolates, zero-width spaces and
 * joiners, the byte-order mark, tag characters. The zero-width joiner is allowed between two pictographs
 * (emoji sequences such as a family), where it draws one picture.
 */
const FORMAT = /\p{Cf}/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
/** The most code points one visible letter may carry (a letter, its accents, an emoji sequence). */
const MAX_CLUSTER = 12;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The letters a reader sees. */
export function visibleLength(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

function longestCluster(text: string): number {
  let most = 0;
  for (const { segment } of segmenter.segment(text)) most = Math.max(most, [...segment].length);
  return most;
}

/** The table's own words for seats and players, in English and French: no player's name may be one of them. */
const RESERVED =
  /^(seat|si[eè]ge|player|joueur|joueuse|bot|robot|server|serveur|spectator|spectateur|spectatrice|admin|system|syst[eè]me|horde)\s*#?\s*\d*$/iu;

export function isReservedName(name: string): boolean {
  return RESERVED.test(
    name
      .normalize('NFKC')
      .replace(/[\s._\-:]+/g, ' ')
      .trim(),
  );
}

/** Two names a reader would take for the same (case, width and spacing aside). */
export function sameName(a: string, b: string): boolean {
  const key = (s: string) => s.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return key(a) === key(b);
}

/** A schema for one line of typed text of at most `max` visible letters. */
export function typedText(max: number) {
  return z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .refine((s) => s.length > 0, 'may not be empty')
    .refine((s) => !CONTROL.test(s), 'no control characters or line breaks')
    .refine(
      (s) => !FORMAT.test(s.replace(EMOJI_JOINER, '')),
      'no invisible characters (direction marks or overrides, zero-width spaces or joiners)',
    )
    .refine((s) => longestCluster(s) <= MAX_CLUSTER, 'too many marks on one letter')
    .refine((s) => visibleLength(s) <= max, `at most ${max} letters`);
}

/** A player's name: typed text that does not pass for one of the table's own labels. */
export function playerName(max: number) {
  return typedText(max).refine((s) => !isReservedName(s), 'a name may not be a seat, bot or server label');
}
