/**
 * A refused action as data, from the rules (RuleError) or the server, to the table that words it: its code and the
 * values its words need. The shell words the codes every game shares (core's refusals.ts) and the server's own; a
 * table words its engine's (the explainer it gives useConnection); any other code is the generic line with the code
 * (for a bug report), never the engine's English sentence.
 */
import { i18n } from '../../i18n/index.ts';

export interface Refusal {
  code: string;
  params?: Readonly<Record<string, string | number>>;
  /** The server's sentence in English for an error of its own (never a rule's), for logs and programs only. */
  message?: string;
}

/** The message key of a code under `prefix` (a dot of the code would nest the key: it becomes "_"). */
export function refusalKey(prefix: string, code: string): string {
  return `${prefix}.${code.replace(/\./g, '_')}`;
}

/** Whether the words of `key` exist in the language (plural forms included). */
export function hasWords(key: string): boolean {
  return i18n.exists(key) || i18n.exists(`${key}_other`);
}

/** The shell's words for a refusal: a shared or server code, else "not allowed now" with the code. */
export function refusalWords(r: Refusal): string {
  const key = refusalKey('shell:refusal', r.code);
  if (!i18n.isInitialized) return r.code;
  return hasWords(key) ? i18n.t(key, { ...r.params }) : i18n.t('shell:refusal.unknown', { code: r.code });
}

/**
 * A table's words for a refusal, under its namespace's `refusal` (`values`: what the table adds to the params, a
 * survivor's name), or null for a code it has no words for.
 */
export function tableRefusal(ns: string, r: Refusal, values: Record<string, string | number> = {}): string | null {
  const key = refusalKey(`${ns}:refusal`, r.code);
  return hasWords(key) ? i18n.t(key, { ...values, ...r.params }) : null;
}

/** A table's words for a refusal when it has them, else the shell's. */
export function wordRefusal<A>(a: A, r: Refusal, explain?: (a: A, r: Refusal) => string | null): string {
  return explain?.(a, r) ?? refusalWords(r);
}
