/**
 * The zones a mission covers with the crashed helicopter token [RM] (seed 001 lines 1680-1686): drawn as a dark
 * hatched wreck over their cells; nobody enters, crosses or sees through them.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { U } from '../../uoa/board/layout.ts';

export function Covered({ mission, geo }: { mission: MissionDef; geo: BoardGeometry }): ReactElement | null {
  const { t } = useTranslation('classic');
  const zones = (mission.covered ?? []).map((label) => geo.byLabel[label]).filter((z) => z !== undefined);
  if (zones.length === 0) return null;
  return (
    <g className="covered" pointerEvents="none">
      <defs>
        <pattern id="covered-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#3a3a3a" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#c0392b" strokeWidth="3" />
        </pattern>
      </defs>
      {zones.map((z) => (
        <g key={z} data-covered={geo.zones[z].label}>
          <title>{t('board.covered')}</title>
          {geo.zones[z].cells.map(([x, y]) => (
            <rect
              key={`${x},${y}`}
              x={x * U}
              y={y * U}
              width={U}
              height={U}
              fill="url(#covered-hatch)"
              opacity={0.85}
            />
          ))}
        </g>
      ))}
    </g>
  );
}
