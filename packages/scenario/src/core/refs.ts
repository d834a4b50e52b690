/**
 * Rule references in expectations: an engine names a rule (or a mission text, an outcome) by a code and its
 * parameters. A file writes the code (`rule: zombieMove`), or the code and the parameters it checks
 * (`rule: { code: zombieMove, reason: moveNoise }`). A dialect shows an actual reference in the file's words
 * (`refShown`: a survivor index as its id, a zombie type as its name), then matches it (`refMatches`).
 */
export type RefName = (key: string, value: unknown) => unknown;

/** A reference as a file writes it: its code alone, or its code and its parameters. */
export type ShownRef = string | { code: string; [param: string]: unknown };

const isRef = (v: unknown): v is { code: string; params?: Record<string, unknown> } =>
  typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'string';

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** An engine's reference in the file's words; anything else as it is. */
export function refShown(ref: unknown, name: RefName): unknown {
  if (!isRef(ref)) return ref;
  if (!ref.params) return ref.code;
  const params = Object.fromEntries(Object.entries(ref.params).map(([k, v]) => [k, name(k, v)]));
  return { code: ref.code, ...params };
}

/** Does a shown reference match the expected code, and each parameter the expectation writes? */
export function refMatches(got: unknown, want: unknown): boolean {
  const code = typeof got === 'string' ? got : isRef(got) ? got.code : undefined;
  if (code === undefined) return false;
  if (typeof want === 'string') return code === want;
  if (typeof want !== 'object' || want === null) return false;
  for (const [key, value] of Object.entries(want)) {
    const actual = key === 'code' ? code : typeof got === 'object' ? (got as Record<string, unknown>)[key] : undefined;
    if (show(actual) !== show(value)) return false;
  }
  return true;
}

/** Fields of an event that hold a reference. */
export const REF_KEYS: ReadonlySet<string> = new Set(['rule', 'text', 'reason']);
