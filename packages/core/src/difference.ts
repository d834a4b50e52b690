/**
 * The first place where two plain-data values differ, as a path and the two
 * values there, so that a failed comparison names what differs instead of
 * printing two large states. Object key order does not count.
 */
export interface Difference {
  path: string;
  left: unknown;
  right: unknown;
}

export function firstDifference(left: unknown, right: unknown, path = '$'): Difference | null {
  if (Object.is(left, right)) return null;
  const bothObjects = typeof left === 'object' && typeof right === 'object' && left !== null && right !== null;
  if (!bothObjects || Array.isArray(left) !== Array.isArray(right)) return { path, left, right };
  if (Array.isArray(left) && Array.isArray(right)) {
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const d = firstDifference(left[i], right[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const l = left as Record<string, unknown>;
  const r = right as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(l), ...Object.keys(r)])].sort();
  for (const key of keys) {
    if (l[key] === undefined && r[key] === undefined) continue;
    const d = firstDifference(l[key], r[key], `${path}.${key}`);
    if (d) return d;
  }
  return null;
}

/** "at $.hand[1]: 3 vs 7", or null when equal. */
export function describeDifference(left: unknown, right: unknown): string | null {
  const d = firstDifference(left, right);
  return d && `at ${d.path}: ${JSON.stringify(d.left)} vs ${JSON.stringify(d.right)}`;
}
