/** The event log: one line per event with the rule it names; newest at the bottom, followed live. */
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@horde/zombicide';
import { describeEvent, type EventLine } from '../text/events.ts';
import type { Namer } from '../text/names.ts';
import type { TopicId } from '../reference/topics.ts';
import { Log as KitLog, type LogLine } from '../../../kit/Log.tsx';

export interface LogProps {
  events: GameEvent[];
  names: Namer;
  /** Show routine lines (turn starts, activations)? */
  verbose?: boolean;
  /** Number of most recent events to render (older ones stay in memory). */
  limit?: number;
  /** Shown at the player's request: it scrolls into view (the kit's log). */
  reveal?: boolean;
  /** Opens the rules reference at a topic: each line's rule becomes a link to its topic. */
  onTopic?: (topic: TopicId) => void;
}

/** How many of the newest lines have their rule link in the Tab order. */
const LINKED = 20;

/**
 * What the namer says of every event: the survivors and the seats' names. A line, once said, stays right while
 * these and the language do not change (an event names survivors, zones and cards by ids that never change).
 */
function namesKey(names: Namer, language: string): string {
  const seats = names.seat ? [0, 1, 2, 3, 4, 5].map((s) => names.seat!(s)).join('|') : '';
  return `${language}\n${(names.survivors ?? []).map((s) => s.id).join('|')}\n${seats}`;
}

/** Each event's line, described once per language and names (a click re-describes only the new events). */
function useDescribed(names: Namer, language: string): (e: GameEvent) => EventLine | null {
  const cache = useRef<{ key: string; lines: WeakMap<GameEvent, EventLine | null> }>({ key: '', lines: new WeakMap() });
  const key = namesKey(names, language);
  if (cache.current.key !== key) cache.current = { key, lines: new WeakMap() };
  const lines = cache.current.lines;
  return (e) => {
    let line = lines.get(e);
    if (line === undefined) {
      line = describeEvent(e, names);
      lines.set(e, line);
    }
    return line;
  };
}

export function Log({ events, names, verbose = false, limit = 300, onTopic, reveal }: LogProps): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const describe = useDescribed(names, i18n.language);
  const start = Math.max(0, events.length - limit);
  const shown = events
    .slice(start)
    .map((e, i) => ({ e, i: start + i, line: describe(e) }))
    .filter((x): x is { e: GameEvent; i: number; line: EventLine } => !!x.line && (verbose || x.line.tone !== 'minor'));
  const lines: LogLine[] = shown.map(({ e, i, line }, k) => ({
    key: i,
    className: `log-line ${line.tone}${e.type === 'roundStarted' ? ' round' : ''}`,
    content: (
      <>
        <span className="log-text" lang={line.lang}>
          {line.text}
        </span>
        {line.rule && onTopic && line.topic ? (
          <button
            type="button"
            className="log-rule rule-link"
            data-topic={line.topic}
            // The newest lines' links are in the Tab order; older ones, a click away, do not make it long.
            tabIndex={k >= shown.length - LINKED ? undefined : -1}
            title={[t('reference.ruleLink', { topic: t(`reference.topic.${line.topic}.title`) }), line.ruleSource]
              .filter(Boolean)
              .join(' · ')}
            onClick={() => onTopic(line.topic!)}
          >
            <span className="sr-only">{t('log.ruleLabel')}</span>
            {line.rule}
          </button>
        ) : (
          line.rule && (
            <span className="log-rule" title={line.ruleSource}>
              <span className="sr-only">{t('log.ruleLabel')}</span>
              {line.rule}
            </span>
          )
        )}
      </>
    ),
  }));
  return <KitLog label={t('log.label')} lines={lines} reveal={reveal} />;
}
