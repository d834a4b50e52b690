/**
 * The RFC 6902 patch that turns one view document into the next, written for the server's hot path (a
 * view per seat per action; fast-json-patch's compare took a fifth of the server's busy time under load,
 * issue 12 finding 8). Views are plain JSON built afresh for each action and never changed afterwards, so
 * the values put in the patch are the new document's own (no copy). Objects are compared key by key;
 * arrays index by index, items added at the end or removed from it (highest index first); anything else
 * that differs is replaced. A key whose value is undefined counts as absent, as in JSON.
 *
 * Most of a view is unchanged from one action to the next, so the walk allocates nothing for what is
 * equal: the path is a stack of tokens, joined into a pointer only when an operation is written.
 *
 * The views of several seats may hold the very same objects (a game's readonlyView shares the state's), so
 * one broadcast's diffs can share a memo: the operations found for a pair of objects near the root are
 * reused when the same pair comes again at the same place, in another seat's view.
 */
import type { PatchOperation } from '../protocol/messages.ts';

/** A JSON Pointer token: "~" and "/" escaped (RFC 6901). */
function token(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Operations already found for pairs of objects, for the diffs of one broadcast (keyed by the object before). */
export type DiffMemo = Map<object, { after: object; at: string; ops: PatchOperation[] }[]>;

/** How deep pairs are memoised: the fields of a view document's parts ({view: {field}}), where seats share. */
const MEMO_DEPTH = 2;

class Differ {
  readonly out: PatchOperation[] = [];
  /** Tokens of the path to the value being compared: keys as written, or array indexes. */
  private readonly path: (string | number)[] = [];

  constructor(private readonly memo?: DiffMemo) {}

  /** diff, through the memo for a pair of objects near the root. */
  private pair(before: object, after: object): void {
    if (!this.memo || this.path.length > MEMO_DEPTH) {
      this.diff(before, after);
      return;
    }
    const at = this.pointer();
    const known = this.memo.get(before);
    const hit = known?.find((k) => k.after === after && k.at === at);
    if (hit) {
      for (const op of hit.ops) this.out.push(op);
      return;
    }
    const start = this.out.length;
    this.diff(before, after);
    const entry = { after, at, ops: this.out.slice(start) };
    if (known) known.push(entry);
    else this.memo.set(before, [entry]);
  }

  private child(token: string | number, before: unknown, after: unknown): void {
    this.path.push(token);
    if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null)
      this.pair(before, after);
    else this.diff(before, after);
    this.path.pop();
  }

  private pointer(last?: string | number): string {
    let text = '';
    for (let i = 0; i < this.path.length; i++) {
      const part = this.path[i];
      text += `/${typeof part === 'number' ? part : token(part)}`;
    }
    if (last !== undefined) text += `/${typeof last === 'number' ? last : token(last)}`;
    return text;
  }

  diff(before: unknown, after: unknown): void {
    if (before === after) return;
    if (Array.isArray(before) && Array.isArray(after)) {
      const common = Math.min(before.length, after.length);
      for (let i = 0; i < common; i++) {
        const a = before[i];
        const b = after[i];
        if (a !== b) this.child(i, a, b);
      }
      for (let i = common; i < after.length; i++) this.out.push({ op: 'add', path: this.pointer(i), value: after[i] });
      for (let i = before.length - 1; i >= common; i--) this.out.push({ op: 'remove', path: this.pointer(i) });
      return;
    }
    if (isObject(before) && isObject(after)) {
      for (const key in before)
        if (before[key] !== undefined && after[key] === undefined)
          this.out.push({ op: 'remove', path: this.pointer(key) });
      for (const key in after) {
        const value = after[key];
        if (value === undefined) continue;
        const old = before[key];
        if (old === value) continue;
        if (old === undefined) this.out.push({ op: 'add', path: this.pointer(key), value });
        else this.child(key, old, value);
      }
      return;
    }
    // Numbers, strings, booleans and null compare by value above; what is left differs in kind or value.
    this.out.push({ op: 'replace', path: this.pointer(), value: after });
  }
}

export function viewDiff(before: unknown, after: unknown, memo?: DiffMemo): PatchOperation[] {
  const differ = new Differ(memo);
  differ.diff(before, after);
  return differ.out;
}
