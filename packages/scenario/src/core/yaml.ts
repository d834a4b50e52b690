/**
 * Reading a scenario file: YAML with line positions, whatever the game. A
 * dialect gets the data and a locator, so its own checks (schema, unknown
 * zone, card, piece) can point at the file line of the offending key.
 */
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { formatPath, ScenarioError } from './errors.ts';

export type Path = (string | number)[];

/** A scenario file read as YAML: a mapping, with lines for key paths. */
export interface ScenarioSource {
  file: string;
  /** The top-level mapping, without the generic `game` key. */
  data: Record<string, unknown>;
  /** The `game` key as written (undefined when absent). */
  game: unknown;
  /** Line of the value at a key path (or of its closest existing parent). */
  lineOf(path: Path): number | undefined;
  /** A ScenarioError located at a key path. */
  error(path: Path, detail: string): ScenarioError;
}

function locator(doc: Document, counter: LineCounter): (path: Path) => number | undefined {
  return (path) => {
    for (let n = path.length; n >= 0; n--) {
      const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
    }
    return undefined;
  };
}

/** Reads a scenario file's text; a ScenarioError (with its line) on bad YAML or a file that is not a mapping. */
export function readScenarioYaml(text: string, file: string): ScenarioSource {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const line = e.pos ? counter.linePos(e.pos[0]).line : undefined;
    throw new ScenarioError(file, line, '', `YAML: ${e.message.split('\n')[0]}`);
  }
  const lineOf = locator(doc, counter);
  const error = (path: Path, detail: string) => new ScenarioError(file, lineOf(path), formatPath(path), detail);
  const js: unknown = doc.toJS();
  if (js === null || typeof js !== 'object' || Array.isArray(js))
    throw error([], 'a scenario file is a YAML mapping (game, name, rule, ...: docs/scenarios.md)');
  const { game, ...data } = js as Record<string, unknown>;
  return { file, data, game, lineOf, error };
}

function describeIssue(issue: z.core.$ZodIssue): { path: Path; detail: string } {
  const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    return {
      path: [...path, issue.keys[0]],
      detail: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
    };
  }
  if (issue.code === 'invalid_union') {
    // Report the branch that got furthest (the deepest path), else the union's own message.
    let best: { path: Path; detail: string } | undefined;
    for (const branch of issue.errors) {
      for (const sub of branch) {
        const d = describeIssue(sub);
        const full = { path: [...path, ...d.path], detail: d.detail };
        if (!best || full.path.length > best.path.length) best = full;
      }
    }
    if (best && best.path.length > path.length) return best;
  }
  return { path, detail: issue.message };
}

/** A dialect's zod schema applied to the file's data: the parsed value, or a ScenarioError at the first issue's line. */
export function parseWithSchema<S extends z.ZodType>(source: ScenarioSource, schema: S): z.infer<S> {
  const result = schema.safeParse(source.data);
  if (!result.success) {
    const { path, detail } = describeIssue(result.error.issues[0]);
    throw source.error(path, detail);
  }
  return result.data;
}
