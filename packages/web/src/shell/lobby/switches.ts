/**
 * A game's option switches, drawn from its config's JSON Schema (GET /api/catalog's
 * configSchema): every boolean property is a switch, off unless the schema gives a default.
 */
export interface OptionSwitch {
  name: string;
  default: boolean;
}

type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema>; default?: unknown };

export function configSwitches(schema: unknown): OptionSwitch[] {
  const properties = (schema as JsonSchema | null)?.properties;
  if (!properties || typeof properties !== 'object') return [];
  return Object.entries(properties)
    .filter(([, p]) => p && p.type === 'boolean')
    .map(([name, p]) => ({ name, default: p.default === true }));
}

/** The switches a config must carry: those set away from their default. */
export function switchConfig(switches: OptionSwitch[], values: Record<string, boolean>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const s of switches) {
    const value = values[s.name] ?? s.default;
    if (value !== s.default) out[s.name] = value;
  }
  return out;
}

/** "ultraRed" / "ultra_red" → "Ultra red": a label for a switch nobody has named yet. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
