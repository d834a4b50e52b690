/** Short, precise error texts for rejected messages (zod issues, unknown types). */
import type { z } from 'zod';

export const MESSAGE_TYPES = ['hello', 'action', 'sync', 'ping'] as const;

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.length ? issue.path.join('.') : 'message';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
