/**
 * The log: every move in words, newest at the bottom and followed live, the automaton's
 * reasoning included (its step cards and dice). Routine lines (Energy spent, cards drawn) show
 * with the details switch. The kit's log draws it.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsEvent } from '@horde/seconds';
import { Log as KitLog, type LogLine } from '../../../kit/Log.tsx';
import { describeEvent, type EventContext } from '../text/events.ts';

export function Log({
  events,
  ctx,
  limit = 400,
  reveal,
}: {
  events: readonly SecondsEvent[];
  ctx: EventContext;
  limit?: number;
  /** Shown at the player's request: it scrolls into view (the kit's log). */
  reveal?: boolean;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const [details, setDetails] = useState(false);
  const lines: LogLine[] = useMemo(() => {
    const start = Math.max(0, events.length - limit);
    const out: LogLine[] = [];
    events.slice(start).forEach((e, i) => {
      const line = describeEvent(t, e, ctx);
      if (line && (details || line.tone !== 'minor'))
        out.push({ key: start + i, className: `log-line ${line.tone}`, content: line.text });
    });
    return out;
  }, [events, limit, t, ctx, details]);
  return (
    <KitLog
      label={t('log.label')}
      lines={lines}
      reveal={reveal}
      details={{ label: t('log.details'), on: details, set: setDetails }}
    />
  );
}
