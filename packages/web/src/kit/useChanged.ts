/**
 * Whether `value` changed since the last render. React's way of adjusting state to a new prop or position is to
 * set it while rendering (not in an effect, which would draw the stale state first): `if (useChanged(seq)) ...`.
 */
import { useState } from 'react';

export function useChanged<T>(value: T): boolean {
  const [seen, setSeen] = useState(value);
  if (Object.is(seen, value)) return false;
  setSeen(value);
  return true;
}
