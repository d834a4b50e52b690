/**
 * A rough heap-size estimate of plain data (V8 on 64 bits): shared objects and
 * arrays count once. Good for comparing sizes, not for exact accounting.
 */
export function estimateBytes(value: unknown): number {
  const seen = new Set<object>();
  const walk = (v: unknown): number => {
    if (v === null || v === undefined) return 0;
    if (typeof v === 'number' || typeof v === 'boolean') return 0; // stored inline in their slot
    if (typeof v === 'string') return 16 + v.length;
    if (typeof v !== 'object') return 8;
    if (seen.has(v)) return 0;
    seen.add(v);
    if (ArrayBuffer.isView(v)) {
      const buf = v.buffer;
      const own = seen.has(buf) ? 0 : buf.byteLength + 32;
      seen.add(buf);
      return 64 + own;
    }
    if (Array.isArray(v)) {
      let total = 16 + 8 * v.length;
      for (const item of v) total += walk(item);
      return total;
    }
    const entries = Object.entries(v);
    let total = 24 + 8 * entries.length;
    for (const [k, item] of entries)
      total += walk(item) + (v.constructor === Object && entries.length > 16 ? 16 + k.length : 0);
    return total;
  };
  return walk(value);
}
