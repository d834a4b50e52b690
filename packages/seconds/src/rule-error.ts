/** Refusals: a code for programs and an English sentence naming the rule (for tools and logs). */
import type { RuleError } from '@horde/core';

export function refuse(code: string, message: string): RuleError {
  return { code, message };
}
