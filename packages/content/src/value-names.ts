/** Words for values and types in error messages about YAML data ("map", "list", a quoted string). */
import type { z } from 'zod';
export function typeName(t: string): string {
  return t === 'object' ? 'map' : t === 'array' ? 'list' : t;
}

export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'object') return 'map';
  if (typeof v === 'string') return `string "${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  return `${typeof v} ${String(v)}`;
}

type Path = readonly (string | number)[];

/** A schema problem's code and parameters, for the problems that have one (the others are `schema` with zod's detail). */
export interface SchemaProblem {
  code: 'schemaMissing' | 'schemaUnknownField' | 'schemaMissingKind' | 'schemaUnknownKind';
  params: Record<string, string>;
}

/**
 * One zod issue as plain problem lines on their field paths, shared by the card and mission loaders.
 * `unionKind` names what a discriminated union's key chooses (e.g. "goal kind") for its own message.
 */
export function reportIssue(
  issue: z.core.$ZodIssue,
  prefix: Path,
  valueAt: (path: Path) => unknown,
  add: (path: Path, message: string, coded?: SchemaProblem) => void,
  unionKind?: string,
): void {
  const path = [...prefix, ...(issue.path as (string | number)[])];
  const value = valueAt(path);
  const mismatch = (expected: string) =>
    value === undefined ? `missing (expected ${expected})` : `expected ${expected}, received ${describe(value)}`;
  // A missing field and an unknown one have their own codes; the other issues keep zod's detail in English.
  const coded = (expected: string): SchemaProblem | undefined =>
    value === undefined ? { code: 'schemaMissing', params: { expected } } : undefined;
  switch (issue.code) {
    case 'invalid_type':
      add(path, mismatch(typeName(issue.expected)), coded(typeName(issue.expected)));
      return;
    case 'unrecognized_keys':
      for (const key of issue.keys) add([...path, key], 'unknown field', { code: 'schemaUnknownField', params: {} });
      return;
    case 'invalid_value':
      {
        const expected = issue.values.map((v) => JSON.stringify(v)).join(' | ');
        add(path, mismatch(expected), coded(expected));
      }
      return;
    case 'too_small':
    case 'too_big': {
      const bound =
        issue.code === 'too_small' ? `at least ${String(issue.minimum)}` : `at most ${String(issue.maximum)}`;
      const what =
        issue.origin === 'array' ? `${bound} items` : issue.origin === 'string' ? `${bound} characters` : bound;
      add(path, `expected ${what}, received ${describe(value)}`);
      return;
    }
    case 'invalid_union': {
      if (issue.errors.length === 0 && unionKind) {
        // A discriminated union whose key matched no branch (zod puts the key at the end of the path).
        add(
          path,
          value === undefined ? `missing (expected a ${unionKind})` : `unknown ${unionKind} ${describe(value)}`,
          value === undefined
            ? { code: 'schemaMissingKind', params: {} }
            : {
                code: 'schemaUnknownKind',
                params: { value: typeof value === 'string' ? value : JSON.stringify(value) },
              },
        );
        return;
      }
      // Surface the branch that got furthest (the one whose issues are not a bare type mismatch at the root).
      const branch = issue.errors.find((errs) => errs.some((e) => e.code !== 'invalid_type' || e.path.length > 0));
      if (branch) for (const e of branch) reportIssue(e, path, valueAt, add, unionKind);
      else add(path, `${issue.message.replace(/^Invalid input/, 'invalid value')}, received ${describe(value)}`);
      return;
    }
    default:
      add(path, issue.message);
  }
}
