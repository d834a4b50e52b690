/**
 * The zones a mission covers with the crashed helicopter token [RM] (seed 001 lines 1680-1686) or with Rubble
 * tokens [TCM] (lines 1736-1740): drawn as a dark hatched wreck (rubble: grey stones) over their cells; nobody
 * enters, crosses or sees through them.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { U } from '../../uoa/board/layout.ts';

export function Covered({ mission, geo }: { mission: MissionDef; geo: BoardGeometry }): ReactElement | null {
  const { t } = useTranslation('classic');
  const of = (labels: readonly string[] | undefined, rubble: boolean) =>
    (labels ?? []).flatMap((label) => (geo.byLabel[label] === undefined ? [] : [{ z: geo.byLabel[label], rubble }]));
  const zones = [...of(mission.covered, false), ...of(mission.rubble, true)];
  if (zones.length === 0) return null;
  return (
    <g className="covered" pointerEvents="none">
      <defs>
        <pattern id="covered-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#3a3a3a" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#c0392b" strokeWidth="3" />
        </pattern>
        <pattern id="rubble-stones" width="12" height="12" patternUnits="userSpaceOnUse">
          <rect width="12" height="12" fill="#6b6358" />
          <circle cx="3" cy="3" r="2.5" fill="#a39a8c" />
          <circle cx="9" cy="8" r="3" fill="#8c8376" />
        </pattern>
      </defs>
      {zones.map(({ z, rubble }) => (
        <g key={z} data-covered={geo.zones[z].label} data-rubble={rubble ? 'true' : undefined}>
          <title>{t(rubble ? 'board.rubble' : 'board.covered')}</title>
          {geo.zones[z].cells.map(([x, y]) => (
            <rect
              key={`${x},${y}`}
              x={x * U}
              y={y * U}
              width={U}
              height={U}
              fill={rubble ? 'url(#rubble-stones)' : 'url(#covered-hatch)'}
              opacity={0.85}
            />
          ))}
        </g>
      ))}
    </g>
  );
}
