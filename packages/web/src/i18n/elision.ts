/**
 * French elision of "de" before a name (issue 33: "En attente de Alice" for "d’Alice"), as an i18next formatter
 * the messages ask for by name: "En attente {{who, de}}…" says "de Bruno" and "d’Alice". Other languages have no
 * such rule: the formatter gives the value untouched there (their messages do not ask for it).
 */

/** A word that starts with a vowel sound for elision: a vowel, accented or not (a name's h is left alone). */
const VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/** "de" before `value`, elided before a vowel ("d’Alice", "de Bruno", "de la place 2"). */
export function deName(value: unknown): string {
  const text = String(value ?? '');
  return VOWEL.test(text) ? `d’${text}` : `de ${text}`;
}
