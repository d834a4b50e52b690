/** Words for values and types in error messages about YAML data ("map", "list", a quoted string). */
export function typeName(t: string): string {
  return t === 'object' ? 'map' : t === 'array' ? 'list' : t;
}

export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'object') return 'map';
  if (typeof v === 'string') return `string "${v.length > 40 ? v.slice(0, 40) + '…' : v}"`;
  return `${typeof v} ${String(v)}`;
}
