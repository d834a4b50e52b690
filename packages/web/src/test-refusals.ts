/**
 * For the tables' refusal tests: the refusal codes an engine can emit, collected from its source, and the codes a
 * table leaves without words in a language. Collected, not listed by hand, so that a new refusal in an engine fails
 * its table's test until the table words it: every call of a refusal helper with a literal code (`refuse('x', …)`,
 * `ruleError`, `refusal`, `illegal`), a file's own helper that prefixes its codes (`ruleError(\`instruct.${code}\`…)`),
 * and every RuleError literal (`{ code: 'x.y' }`, `{ code: 'x.y', params }`). Codes passed through variables come
 * from those literals. The setup issues likewise: every `setupIssue('x', …)`, `new SetupError('x', …)` and Issue
 * literal (`{ code: 'x.y', path: … }`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18n } from './i18n/index.ts';
import type { Language } from './i18n/language.ts';
import { type Refusal, refusalKey, refusalWords } from './shell/conn/refusal.ts';

const packages = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const CODE = "'([A-Za-z]+(?:\\.[A-Za-z]+)*)'";
const CALL = new RegExp(`\\b(?:refuse|ruleError|refusal|illegal)\\(\\s*${CODE}`, 'g');
/**
 * A RuleError literal names a rule and its reason (`area.reason`), alone or with its params; a schema library's own
 * issues have no dot, and an Issue literal has a path.
 */
const LITERAL = /\{\s*code:\s*'([A-Za-z]+(?:\.[A-Za-z]+)+)'\s*(?:\}|,\s*params:)/g;
/** A setup issue: made by a helper with its code first, or an Issue literal (a code and a path). */
const ISSUE_CALL = new RegExp(`\\b(?:setupIssue|new SetupError)\\(\\s*${CODE}`, 'g');
const ISSUE_LITERAL = /\bcode:\s*'([A-Za-z]+(?:\.[A-Za-z]+)+)',\s*path:/g;
/** `const refuse = (code: string, …) => ruleError(\`instruct.${code}\`, …)`: a helper whose codes get a prefix. */
const PREFIXING = /const (\w+) = \(code: string[^)]*\)[^=]*=>\s*(?:ruleError|refuse)\(`([A-Za-z.]+)\$\{code\}`/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'test-kit.ts' ? [path] : [];
  });
}

/** The refusal codes in the source of engine package `pkg` (packages/<pkg>/src), sorted. */
export function engineRefusalCodes(pkg: string): string[] {
  const codes = new Set<string>();
  for (const path of sources(join(packages, pkg, 'src'))) {
    const text = readFileSync(path, 'utf8');
    const prefixes = new Map([...text.matchAll(PREFIXING)].map((m) => [m[1], m[2]]));
    // In a file with a prefixing helper, the helper's own calls carry the prefix.
    const prefixed = new Map<string, string>();
    for (const [helper, prefix] of prefixes)
      for (const m of text.matchAll(new RegExp(`\\b${helper}\\(\\s*${CODE}`, 'g'))) prefixed.set(m[1], prefix);
    for (const m of text.matchAll(CALL)) codes.add(`${prefixed.get(m[1]) ?? ''}${m[1]}`);
    for (const m of text.matchAll(LITERAL)) codes.add(m[1]);
  }
  return [...codes].sort();
}

/** The setup issue codes in the source of engine package `pkg` (packages/<pkg>/src), sorted. */
export function engineIssueCodes(pkg: string, dir = ''): string[] {
  const codes = new Set<string>();
  for (const path of sources(join(packages, pkg, 'src', dir))) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(ISSUE_CALL)) codes.add(m[1]);
    for (const m of text.matchAll(ISSUE_LITERAL)) codes.add(m[1]);
  }
  return [...codes].sort();
}

/**
 * The setup issue codes among `codes` without words in `language` (neither the table's `<ns>:issues.<code>` nor the
 * shell's, for the codes every game shares), or worded with a seed line.
 */
export async function unwordedIssues(codes: readonly string[], ns: string, language: Language): Promise<string[]> {
  await i18n.changeLanguage(language);
  const words = (key: string) => (i18n.exists(key, { lngs: [language] }) ? i18n.t(key, { lng: language }) : null);
  return codes.filter((code) => {
    const said = words(`${ns}:issues.${code}`) ?? words(`shell:issues.${code}`);
    return said === null || /seed|line \d|ligne \d/i.test(said);
  });
}

/**
 * The codes among `codes` without words of their own in `language` (neither the table's, under `ns`, nor the shell's,
 * for the codes every game shares: another language's words do not count), or worded with a seed line (the players
 * read a seed line only in a rule's source note).
 */
export async function unworded(
  codes: readonly string[],
  ns: string,
  explain: (r: Refusal) => string | null,
  language: Language,
): Promise<string[]> {
  await i18n.changeLanguage(language);
  const has = (key: string) => ['', '_one', '_other'].some((plural) => i18n.exists(key + plural, { lngs: [language] }));
  return codes.filter((code) => {
    if (!has(refusalKey(`${ns}:refusal`, code)) && !has(refusalKey('shell:refusal', code))) return true;
    return /seed|line \d/i.test(explain({ code }) ?? refusalWords({ code }));
  });
}
