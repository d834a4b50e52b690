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

/**
 * When a switch applies, declared by the game's table (table-module.ts `switchRules`): a switch that does not
 * apply is shown unticked and disabled, and left out of the config (the rules ignore it there).
 */
export interface SwitchRule {
  /** Other switches that must be on. */
  needs?: readonly string[];
  /** The seat counts it applies to. */
  seats?: readonly number[];
  /** Values the game's setup must have chosen, by config field. */
  setup?: Readonly<Record<string, readonly unknown[]>>;
}

/** What a switch may depend on besides the other switches: the game's setup so far. */
export interface SwitchContext {
  seats: number;
  setup: Record<string, unknown>;
}

/** Whether each switch applies now (a switch that needs another needs it on and applying). */
export function switchesApplying(
  switches: OptionSwitch[],
  rules: Readonly<Record<string, SwitchRule>> | undefined,
  values: Record<string, boolean>,
  context: SwitchContext,
): Record<string, boolean> {
  const byName = new Map(switches.map((s) => [s.name, s]));
  const out: Record<string, boolean> = {};
  const applies = (name: string, path: readonly string[]): boolean => {
    if (name in out) return out[name];
    // A loop of needs never applies (a game's mistake, not a hang).
    if (path.includes(name)) return false;
    const rule = rules?.[name];
    const on = (other: string) =>
      applies(other, [...path, name]) && (values[other] ?? byName.get(other)?.default ?? false);
    const ok =
      !rule ||
      ((rule.seats?.includes(context.seats) ?? true) &&
        Object.entries(rule.setup ?? {}).every(([field, allowed]) => allowed.includes(context.setup[field])) &&
        (rule.needs ?? []).every(on));
    out[name] = ok;
    return ok;
  };
  for (const s of switches) applies(s.name, []);
  return out;
}

/** What a switch shows: its value, or off where it does not apply. */
export function switchShown(
  s: OptionSwitch,
  values: Record<string, boolean>,
  applying: Record<string, boolean>,
): boolean {
  return applying[s.name] !== false && (values[s.name] ?? s.default);
}

/** The switches a config must carry: those that apply, set away from their default. */
export function switchConfig(
  switches: OptionSwitch[],
  values: Record<string, boolean>,
  applying: Record<string, boolean> = {},
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const s of switches) {
    if (applying[s.name] === false) continue;
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
