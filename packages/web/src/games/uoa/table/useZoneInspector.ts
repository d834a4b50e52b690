/**
 * The map's zones in words: what stands in each zone (each zone's accessible description), and the I key's
 * report on the focused zone, else the selected survivor's (a new node each time, so that the same words are read
 * again). A new position makes the report stale. The words are cached per position and language.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { useChanged } from '../../../kit/useChanged.ts';
import { zoneContents, zoneReport } from '../board/zone-contents.ts';

/** `position`: what makes the I key's report stale when it changes (the table's position, the replay's move). */
export function useZoneInspector(
  view: PlayerView,
  geo: BoardGeometry,
  exits: number[],
  sel: number | null,
  position: number,
) {
  const { t, i18n } = useTranslation('uoa');
  const language = i18n.language;
  const zoneInfoOf = useMemo(() => {
    const cache = new Map<string, string>();
    return (zone: number) => {
      const key = `${language}:${zone}`;
      let text = cache.get(key);
      if (text === undefined) {
        text = zoneContents(view, geo, zone, exits);
        cache.set(key, text);
      }
      return text;
    };
  }, [view, geo, exits, language]);
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  if (useChanged(position) && said) setSaid(null);
  const inspect = () => {
    const label = (document.activeElement?.closest?.('.zone-hit') as HTMLElement | null)?.dataset.zone;
    const mine = sel !== null ? view.survivors[sel] : undefined;
    const zone =
      label !== undefined ? geo.byLabel[label] : mine && !mine.exited && !mine.eliminated ? mine.zone : undefined;
    const text = zone === undefined ? t('a11y.inspectNone') : zoneReport(view, geo, zone, exits);
    setSaid((z) => ({ text, n: (z?.n ?? 0) + 1 }));
  };
  return { zoneInfoOf, said, inspect, clear: () => setSaid(null) };
}
