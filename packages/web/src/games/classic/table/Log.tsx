/** The event log: one line per event with the rule it names; newest at the bottom, followed live. */
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@horde/zombicide';
import { describeEvent } from '../text/events.ts';
import type { Names } from '../text/names.ts';

export interface LogProps {
  events: GameEvent[];
  names: Names;
  /** Show routine lines (turn starts, activations)? */
  verbose?: boolean;
  /** Number of most recent events to render (older ones stay in memory). */
  limit?: number;
}

export function Log({ events, names, verbose = false, limit = 300 }: LogProps): ReactElement {
  const { t } = useTranslation('classic');
  const end = useRef<HTMLLIElement | null>(null);
  const start = Math.max(0, events.length - limit);
  const lines = events
    .slice(start)
    .map((e, i) => ({ e, i: start + i, line: describeEvent(e, names) }))
    .filter((x) => x.line && (verbose || x.line.tone !== 'minor'));
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [events.length]);
  return (
    <section className="log" aria-label={t('log.label')}>
      <h2 className="sr-only">{t('log.label')}</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {lines.map(({ e, i, line }) => (
          <li
            key={i}
            className={`log-line ${line!.tone}${e.type === 'roundStarted' ? ' round' : ''}`}
            data-event={e.type}
          >
            <span className="log-text">{line!.text}</span>
            {line!.rule && (
              <span className="log-rule" title={line!.rule.source}>
                <span className="sr-only">{t('log.ruleLabel')}</span>
                {line!.rule.text}
              </span>
            )}
          </li>
        ))}
        <li ref={end} className="log-end" aria-hidden="true" />
      </ol>
    </section>
  );
}
