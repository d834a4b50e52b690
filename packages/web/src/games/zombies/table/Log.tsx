/** The game told in sentences, newest at the bottom and followed live; routine lines only on request. */
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@horde/zombies';
import type { TFunction } from 'i18next';
import { describeEvent, type LogLine } from '../text/events.ts';
import type { Names } from '../text/names.ts';
import { Log as KitLog, type LogLine as KitLine } from '../../../kit/Log.tsx';

/** Sentences already made, by event and language: a past event's sentence never changes. */
const said = new WeakMap<GameEvent, Map<string, LogLine | null>>();

function sentence(e: GameEvent, names: Names, t: TFunction, language: string): LogLine | null {
  let byLanguage = said.get(e);
  if (!byLanguage) said.set(e, (byLanguage = new Map()));
  if (!byLanguage.has(language)) byLanguage.set(language, describeEvent(e, names, t));
  return byLanguage.get(language) ?? null;
}

export function Log({
  events,
  names,
  limit = 250,
  reveal,
}: {
  events: readonly GameEvent[];
  names: Names;
  limit?: number;
  /** Shown at the player's request: it scrolls into view (the kit's log). */
  reveal?: boolean;
}): ReactElement {
  const { t, i18n } = useTranslation('zombies');
  const [all, setAll] = useState(false);
  const language = i18n.language;
  const lines: KitLine[] = useMemo(() => {
    // Only the recent events are told (three times the lines shown covers the routine ones left out).
    const from = Math.max(0, events.length - limit * 3);
    const out: KitLine[] = [];
    events.slice(from).forEach((e, i) => {
      const line = sentence(e, names, t, language);
      if (!line || (!all && line.tone === 'minor')) return;
      out.push({
        key: from + i,
        className: `z-line ${line.tone} ${e.type}`,
        content: (
          <>
            <span>{line.text}</span>
            {line.rule && <span className="z-rule-chip">{line.rule}</span>}
          </>
        ),
      });
    });
    return out.slice(-limit);
  }, [events, names, t, language, all, limit]);
  return (
    <KitLog
      label={t('log.heading')}
      lines={lines}
      reveal={reveal}
      details={{ label: t('log.all'), on: all, set: setAll }}
      empty={t('log.empty')}
      classes={{ box: 'z-log', head: 'z-log-head', empty: 'z-muted' }}
    />
  );
}
