/** Text report of scenario results. */
import type { ScenarioResult } from './result.ts';

export function formatResult(r: ScenarioResult): string[] {
  if (r.status === 'passed') return [`ok    ${r.file}  ${r.name}`];
  if (r.status === 'malformed') return [`BAD   ${r.error}`];
  const lines = [`FAIL  ${r.file}  ${r.name}`];
  for (const f of r.failures) {
    lines.push(`      ${f.where}`);
    lines.push(`        expected: ${f.expected}`);
    lines.push(`        actual:   ${f.actual}`);
  }
  return lines;
}

export function formatSummary(results: readonly ScenarioResult[]): string {
  const passed = results.filter((r) => r.status === 'passed').length;
  return `${passed} passed, ${results.length - passed} failed`;
}
