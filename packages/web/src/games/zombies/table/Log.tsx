/** The game told in sentences, newest at the bottom and followed live; routine lines only on request. */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@horde/zombies/types';
import type { TFunction } from 'i18next';
import { describeEvent, type LogLine } from '../text/events.ts';
import type { Names } from '../text/names.ts';

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
}: {
  events: readonly GameEvent[];
  names: Names;
  limit?: number;
}): ReactElement {
  const { t, i18n } = useTranslation('zombies');
  const [all, setAll] = useState(false);
  const list = useRef<HTMLOListElement | null>(null);
  const language = i18n.language;
  const lines = useMemo(() => {
    // Only the recent events are told (three times the lines shown covers the routine ones left out).
    const from = Math.max(0, events.length - limit * 3);
    return events
      .slice(from)
      .map((e, i) => ({ i: from + i, e, line: sentence(e, names, t, language) }))
      .filter((x) => x.line && (all || x.line.tone !== 'minor'))
      .slice(-limit);
  }, [events, names, t, language, all, limit]);
  // Follow the newest line inside the log's own scroll area (never scrolling the panel away from the prompt).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="z-log" aria-labelledby="z-log-h">
      <div className="z-log-head">
        <h2 id="z-log-h">{t('log.heading')}</h2>
        <label>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> {t('log.all')}
        </label>
      </div>
      {lines.length === 0 && <p className="z-muted">{t('log.empty')}</p>}
      <ol ref={list} aria-live="polite" aria-relevant="additions">
        {lines.map(({ i, e, line }) => (
          <li key={i} className={`z-line ${line!.tone} ${e.type}`}>
            <span>{line!.text}</span>
            {line!.rule && <span className="z-rule-chip">{line!.rule}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
