/**
 * Shortest movement paths: distance[a][b] by breadth-first search, and
 * nextHops[target][from] = every neighbour of `from` one step closer to `target`
 * (zombies split between all of them). Hop lists are shared: each distinct
 * (from, subset of its neighbours) list exists once.
 */

export interface PathTables {
  distance: Int16Array[];
  nextHops: number[][][];
}

const EMPTY: number[] = Object.freeze([]) as unknown as number[];

export function computePaths(neighbors: number[][]): PathTables {
  const z = neighbors.length;
  const buffer = new Int16Array(z * z).fill(-1);
  const distance: Int16Array[] = [];
  const queue = new Int32Array(z);
  for (let s = 0; s < z; s++) {
    const row = buffer.subarray(s * z, s * z + z);
    distance.push(row);
    row[s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const a = queue[head++];
      for (const b of neighbors[a]) {
        if (row[b] >= 0) continue;
        row[b] = row[a] + 1;
        queue[tail++] = b;
      }
    }
  }
  // Interned hop lists: per `from`, keyed by the bit mask over its neighbour list.
  const interned: Map<number, number[]>[] = neighbors.map(() => new Map());
  const nextHops: number[][][] = [];
  for (let t = 0; t < z; t++) {
    const dt = distance[t];
    const perFrom: number[][] = new Array(z);
    for (let f = 0; f < z; f++) {
      const df = dt[f];
      if (df <= 0) {
        perFrom[f] = EMPTY;
        continue;
      }
      const ns = neighbors[f];
      if (ns.length > 30) {
        perFrom[f] = ns.filter((n) => dt[n] === df - 1);
        continue;
      }
      let mask = 0;
      for (let i = 0; i < ns.length; i++) if (dt[ns[i]] === df - 1) mask |= 1 << i;
      let list = interned[f].get(mask);
      if (!list) {
        list = ns.filter((_, i) => (mask >> i) & 1);
        interned[f].set(mask, list);
      }
      perFrom[f] = list;
    }
    nextHops.push(perFrom);
  }
  return { distance, nextHops };
}
