/**
 * Refusals: a code for programs and tables, an English sentence naming the rule (for tools and logs), and the values
 * a table's words need when the code alone does not say them.
 */
import type { RuleError } from '@horde/core';

export function refuse(code: string, message: string, params?: Record<string, string | number>): RuleError {
  return params ? { code, message, params } : { code, message };
}
