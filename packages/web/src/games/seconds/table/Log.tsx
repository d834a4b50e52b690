/**
 * The log: every move in words, newest at the bottom and followed live, the automaton's
 * reasoning included (its step cards and dice). Routine lines (Energy spent, cards drawn) show
 * with the details switch.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsEvent } from '@horde/seconds/types';
import { describeEvent, type EventContext } from '../text/events.ts';

export function Log({
  events,
  ctx,
  limit = 400,
}: {
  events: readonly SecondsEvent[];
  ctx: EventContext;
  limit?: number;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const [details, setDetails] = useState(false);
  const list = useRef<HTMLOListElement | null>(null);
  const lines = useMemo(() => {
    const start = Math.max(0, events.length - limit);
    return events
      .slice(start)
      .map((e, i) => ({ i: start + i, line: describeEvent(t, e, ctx) }))
      .filter((x) => x.line && (details || x.line.tone !== 'minor'));
  }, [events, limit, t, ctx, details]);
  // Follow the newest line inside the log only (scrolling it into view would scroll the side panel too).
  useEffect(() => {
    const ol = list.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [lines.length]);
  return (
    <section className="log" aria-label={t('log.label')}>
      <header>
        <h2>{t('log.label')}</h2>
        <label className="log-details">
          <input type="checkbox" checked={details} onChange={(e) => setDetails(e.target.checked)} /> {t('log.details')}
        </label>
      </header>
      <ol ref={list} aria-live="polite" aria-relevant="additions">
        {lines.map(({ i, line }) => (
          <li key={i} className={`log-line ${line!.tone}`}>
            {line!.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
