/** A reaction window's seconds left on the server's clock, ticking on its own (the table does not re-render). */
import type { ReactElement } from 'react';
import { useServerTime } from './clock.ts';

export function Countdown({
  endsAt,
  serverNow,
  className,
  label,
  as: Tag = 'span',
}: {
  /** When the window closes, on the server's clock. */
  endsAt: number;
  serverNow: () => number;
  className: string;
  /** The words for the seconds left, in the table's language. */
  label: (seconds: number) => string;
  as?: 'span' | 'p';
}): ReactElement {
  const now = useServerTime(serverNow, true);
  const ms = Math.max(0, endsAt - now);
  return (
    <Tag className={`${className}${ms <= 3000 ? ' critical' : ''}`} role="timer" aria-live="off">
      {label(Math.ceil(ms / 1000))}
    </Tag>
  );
}
