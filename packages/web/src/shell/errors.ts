/**
 * An error the shell shows to a person: a key of the shell's messages and its values, so the
 * screen that catches it says it in the chosen language. Other errors (a rule's reason from a
 * game, the server's answer) are shown as they come.
 */
export class ShellError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** The text of any error, through `t` when it is the shell's own. */
export function errorText(t: (key: string, values?: Record<string, string | number>) => string, e: unknown): string {
  if (e instanceof ShellError) return t(e.key, e.values);
  return e instanceof Error ? e.message : String(e);
}
