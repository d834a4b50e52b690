/**
 * Reading a scenario file: YAML (with line positions) then the zod schema.
 * The result keeps a locator so later checks (unknown zone, survivor, card)
 * can also point at the file line of the offending key.
 */
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { z } from 'zod';
import { ScenarioError, formatPath } from './errors.ts';
import { scenarioSchema, type Scenario } from './schema.ts';

export type Path = (string | number)[];

export interface ParsedScenario {
  file: string;
  scenario: Scenario;
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

export function parseScenario(text: string, file: string): ParsedScenario {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const line = e.pos ? counter.linePos(e.pos[0]).line : undefined;
    throw new ScenarioError(file, line, '', `YAML: ${e.message.split('\n')[0]}`);
  }
  const lineOf = locator(doc, counter);
  const error = (path: Path, detail: string) => new ScenarioError(file, lineOf(path), formatPath(path), detail);
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw error([], 'a scenario file is a YAML mapping (name, rule, map, survivors, steps, ...)');
  const result = scenarioSchema.safeParse(data);
  if (!result.success) {
    const { path, detail } = describeIssue(result.error.issues[0]);
    throw error(path, detail);
  }
  return { file, scenario: result.data, lineOf, error };
}
