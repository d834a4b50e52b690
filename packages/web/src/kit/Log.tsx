/**
 * The log, at every table: one line per event in the table's words, newest at the bottom and followed live
 * inside the log's own box (never scrolling the side panel away from the actions), with the routine lines
 * behind a switch when the table has one. Focusable, so that the keyboard scrolls it as a wheel does.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

export interface LogLine {
  key: number;
  className: string;
  /** The event's type, for tests and styles. */
  event?: string;
  content: ReactNode;
}

export interface LogClasses {
  box: string;
  head: string;
  empty: string;
}

const CLASSES: LogClasses = { box: 'log', head: 'log-head', empty: 'muted' };

export function Log({
  label,
  lines,
  details,
  empty,
  reveal = false,
  classes = CLASSES,
}: {
  label: string;
  lines: LogLine[];
  /** The switch that shows the routine lines, with its words. */
  details?: { label: string; on: boolean; set: (on: boolean) => void };
  /** What the log says before anything happened. */
  empty?: string;
  /** Shown at the player's request (the Log button): it scrolls into view once drawn. */
  reveal?: boolean;
  classes?: LogClasses;
}): ReactElement {
  const box = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    if (reveal) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]);
  // Whichever of the box and the list scrolls (each table's style says which) shows its newest line.
  useEffect(() => {
    for (const el of [box.current, list.current]) if (el && lines.length) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by the keyboard (WCAG 2.1.1)
    <section className={classes.box} aria-label={label} ref={box} tabIndex={0}>
      {details ? (
        <header className={classes.head}>
          <h2>{label}</h2>
          <label className="log-details">
            <input type="checkbox" checked={details.on} onChange={(e) => details.set(e.target.checked)} />{' '}
            {details.label}
          </label>
        </header>
      ) : (
        <h2 className="sr-only">{label}</h2>
      )}
      {lines.length === 0 && empty && <p className={classes.empty}>{empty}</p>}
      <ol ref={list} aria-live="polite" aria-relevant="additions">
        {lines.map((l) => (
          <li key={l.key} className={l.className} data-event={l.event}>
            {l.content}
          </li>
        ))}
      </ol>
    </section>
  );
}
