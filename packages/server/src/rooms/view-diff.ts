/**
 * The RFC 6902 patch that turns one view document into the next, written for the server's hot path (a
 * view per seat per action; fast-json-patch's compare took a fifth of the server's busy time under load,
 * issue 12 finding 8). Views are plain JSON built afresh for each action and never changed afterwards, so
 * the values put in the patch are the new document's own (no copy). Objects are compared key by key;
 * arrays index by index, items added at the end or removed from it (highest index first); anything else
 * that differs is replaced. A key whose value is undefined counts as absent, as in JSON.
 */
import type { PatchOperation } from '../protocol/messages.ts';

/** A JSON Pointer token: "~" and "/" escaped (RFC 6901). */
function token(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function viewDiff(before: unknown, after: unknown, path = '', out: PatchOperation[] = []): PatchOperation[] {
  if (before === after) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) viewDiff(before[i], after[i], `${path}/${i}`, out);
    for (let i = common; i < after.length; i++) out.push({ op: 'add', path: `${path}/${i}`, value: after[i] });
    for (let i = before.length - 1; i >= common; i--) out.push({ op: 'remove', path: `${path}/${i}` });
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key in before)
      if (before[key] !== undefined && after[key] === undefined)
        out.push({ op: 'remove', path: `${path}/${token(key)}` });
    for (const key in after) {
      const value = after[key];
      if (value === undefined) continue;
      const at = `${path}/${token(key)}`;
      if (before[key] === undefined) out.push({ op: 'add', path: at, value });
      else viewDiff(before[key], value, at, out);
    }
    return out;
  }
  // Numbers, strings, booleans and null compare by value above; what is left differs in kind or value.
  out.push({ op: 'replace', path, value: after });
  return out;
}
