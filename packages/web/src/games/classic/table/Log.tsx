/** The event log: one line per event with the rule it names; newest at the bottom, followed live (the kit's log). */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@horde/zombicide';
import { Log as KitLog, type LogLine } from '../../../kit/Log.tsx';
import { describeEvent, type EventLine } from '../text/events.ts';
import type { Names } from '../text/names.ts';

export interface LogProps {
  events: GameEvent[];
  names: Names;
  /** Show routine lines (turn starts, activations)? */
  verbose?: boolean;
  /** Number of most recent events to render (older ones stay in memory). */
  limit?: number;
  /** Shown at the player's request: it scrolls into view (the kit's log). */
  reveal?: boolean;
}

export function Log({ events, names, verbose = false, limit = 300, reveal }: LogProps): ReactElement {
  const { t } = useTranslation('classic');
  const start = Math.max(0, events.length - limit);
  const lines: LogLine[] = events
    .slice(start)
    .map((e, i) => ({ e, i: start + i, line: describeEvent(e, names) }))
    .filter((x): x is { e: GameEvent; i: number; line: EventLine } => !!x.line && (verbose || x.line.tone !== 'minor'))
    .map(({ e, i, line }) => ({
      key: i,
      className: `log-line ${line.tone}${e.type === 'roundStarted' ? ' round' : ''}`,
      event: e.type,
      content: (
        <>
          <span className="log-text">{line.text}</span>
          {line.rule && (
            <span className="log-rule" title={line.rule.source}>
              <span className="sr-only">{t('log.ruleLabel')}</span>
              {line.rule.text}
            </span>
          )}
        </>
      ),
    }));
  return <KitLog label={t('log.label')} lines={lines} reveal={reveal} />;
}
