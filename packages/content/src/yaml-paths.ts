/** Looking up a path in a parsed YAML document: its source line (for error messages) and its value. */
import { isMap, isNode, isScalar, isSeq, type Document, type LineCounter } from 'yaml';

export type YamlPath = readonly (string | number)[];

/** The line of the value at `path`: the line of its key inside a map, else of the node itself; falls back to the nearest ancestor. */
export function lineOfPath(doc: Document | undefined, lines: LineCounter, path: YamlPath): number | undefined {
  if (!doc) return undefined;
  const at = (n: unknown) => (isNode(n) && n.range ? lines.linePos(n.range[0]).line : undefined);
  for (let k = path.length; k > 0; k--) {
    const parent = k === 1 ? doc.contents : doc.getIn(path.slice(0, k - 1), true);
    const key = path[k - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
      const line = pair ? at(pair.key) : undefined;
      if (line !== undefined) return line;
    } else if (isSeq(parent) && typeof key === 'number') {
      const line = at(parent.items[key]);
      if (line !== undefined) return line;
    }
  }
  return at(doc.contents);
}

/** The plain value at `path`, or undefined. */
export function valueAtPath(data: unknown, path: YamlPath): unknown {
  let v: unknown = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/** The plain data of a parsed document, or why it has none (an alias to no anchor, ...), never a throw. */
export function documentData(doc: Document): { data?: unknown; error?: string } {
  if (doc.errors.length > 0) return {};
  try {
    return { data: doc.toJS() };
  } catch (e) {
    return { error: `YAML: ${(e as Error).message.split('\n')[0]}` };
  }
}
