/**
 * One derived geometry per geometry and key, computed once: a board changed by tokens (covered zones, barricades,
 * planks) is asked for at every step, and its paths are costly to compute.
 */
export function geometryMemo<G extends object, R>(): (geo: G, key: string, make: () => R) => R {
  const cache = new WeakMap<G, Map<string, R>>();
  return (geo, key, make) => {
    let byKey = cache.get(geo);
    if (!byKey) {
      byKey = new Map();
      cache.set(geo, byKey);
    }
    let out = byKey.get(key);
    if (out === undefined) {
      out = make();
      byKey.set(key, out);
    }
    return out;
  };
}
