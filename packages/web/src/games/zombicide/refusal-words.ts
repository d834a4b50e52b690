/**
 * The rules' refusals in a Zombicide table's words, by their code (refusals.<language>.json, shared by both
 * Zombicide tables under their namespace's `refusal`): null for a code without words, which the shell then says
 * as "not allowed now" with the code.
 */
import { i18n } from '../../i18n/index.ts';
import { hasWords, type Refusal, refusalKey } from '../../shell/conn/refusal.ts';

/** `values`: what the table adds to the refusal's params (the survivor's name, the Actions left). */
export function zombicideRefusal(ns: string, r: Refusal, values: Record<string, string | number> = {}): string | null {
  const key = refusalKey(`${ns}:refusal`, r.code);
  return hasWords(key) ? i18n.t(key, { ...values, ...r.params }) : null;
}
