/** Refusals: a code for programs and tables and the values a table's words need when the code alone does not say them. */
import type { RuleError } from '@horde/core';

export function refuse(code: string, params?: Record<string, string | number>): RuleError {
  return params ? { code, params } : { code };
}
