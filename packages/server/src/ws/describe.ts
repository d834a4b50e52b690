/** Short, precise error texts for rejected messages (zod issues, unknown types). */
import type { z } from 'zod';

export const MESSAGE_TYPES = ['hello', 'action', 'undo', 'sync', 'ping', 'chat', 'name'] as const;

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.length ? issue.path.join('.') : 'message';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

/** A value in a few words; an array or object is named, never serialised (it may nest thousands deep). */
export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Deepest nesting allowed in a client message: real messages nest a few levels; deeper is refused unread. */
export const MAX_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max` (checked without recursion, so any depth is safe). */
export function nestsDeeper(value: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
