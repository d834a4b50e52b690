import { describeIssue, type Issue } from '@horde/core/game';
import type { RetiredCode } from './conn/types.ts';

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

/**
 * A new game's config refused by the game's setup or the server: its issues (code, path, values, no sentence). The
 * game's table says each in the language by its code (`<game>:issues.<code>`, with the issue's values); the shell
 * says the codes every game shares (`issues.<code>`: a config its schema refuses, the server's bots and games);
 * any other is "this setup is refused" with the code.
 */
export class SetupRefused extends Error {
  constructor(
    readonly game: string,
    readonly issues: readonly Issue[],
  ) {
    super(issues.map(describeIssue).join('; '));
  }
}

/**
 * A game that cannot go on (docs/storage.md "Retired games"): it started under an earlier version of its rules or
 * content than this Horde can play on. It is kept: the shell says why in plain words (`retired.why.<code>`) and
 * offers its replay and a new game with the same setup.
 */
export class GameRetired extends Error {
  constructor(
    readonly gameId: string,
    /** The game module's id ("uoa"), when known. */
    readonly game: string,
    readonly code: RetiredCode,
  ) {
    super(`game ${gameId} is retired (${code})`);
  }
}

/** The words of a setup issue: the table's for its game's codes, else the shell's, else the generic line. */
export function issueText(
  t: (key: string, values?: Record<string, string | number>) => string,
  game: string,
  i: Issue,
): string {
  const values = { ...i.params, path: i.path.join('.'), code: i.code };
  const shell = t(`issues.${i.code}`, { ...values, defaultValue: t('issues.unknown', values) });
  return t(`${game}:issues.${i.code}`, { ...values, defaultValue: shell });
}

/** The text of any error, through `t` when it is the shell's own or a setup's refusal. */
export function errorText(t: (key: string, values?: Record<string, string | number>) => string, e: unknown): string {
  if (e instanceof ShellError) return t(e.key, e.values);
  if (e instanceof GameRetired) return t(`retired.why.${e.code}`);
  if (e instanceof SetupRefused) return e.issues.map((i) => issueText(t, e.game, i)).join('; ');
  return e instanceof Error ? e.message : String(e);
}
