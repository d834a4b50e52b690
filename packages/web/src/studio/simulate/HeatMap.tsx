/**
 * The heat map of a simulation drawn on the mission's own map: the map as `horde render` draws it, under an SVG
 * overlay that tints each zone by how many wounds survivors took there (the simulator's woundsByZone figure) and
 * writes the count, in the shades of the simulator's HTML report (sim-report.ts).
 */
import type { MissionMap } from '@horde/games/mission-text';
import { heatColour } from '@horde/games/zombicide/sim-report';
import { useTranslation } from 'react-i18next';

export function HeatMap(props: { map: MissionMap; counts: Record<string, number>; games: number }) {
  const { t } = useTranslation();
  const { map, counts } = props;
  const zones = Object.entries(counts).filter(([label, n]) => n > 0 && map.zones[label]?.length);
  const max = Math.max(0, ...zones.map(([, n]) => n));
  const at = (v: number) => map.margin + v * map.cell;
  const total = zones.reduce((sum, [, n]) => sum + n, 0);
  return (
    <figure className="studio-sim-heat">
      <div className="studio-sim-heat-board" style={{ aspectRatio: `${map.width} / ${map.height}` }}>
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(map.svg)}`} alt="" />
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-label={t('studio.sim.heatMapLabel', { total, zones: zones.length, games: props.games })}
        >
          {zones.map(([label, n]) => {
            const cells = map.zones[label];
            const cx = cells.reduce((s, [x]) => s + x + 0.5, 0) / cells.length;
            const cy = cells.reduce((s, [, y]) => s + y + 0.5, 0) / cells.length;
            return (
              <g key={label} data-zone={label}>
                <title>{t('studio.sim.heatZone', { zone: label, count: n })}</title>
                {cells.map(([x, y]) => (
                  <rect
                    key={`${x},${y}`}
                    x={at(x)}
                    y={at(y)}
                    width={map.cell}
                    height={map.cell}
                    fill={heatColour(n, max)}
                    opacity={0.7}
                  />
                ))}
                <text x={at(cx)} y={at(cy)} className="studio-sim-heat-count">
                  {n}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>{zones.length ? t('studio.sim.heatMapCaption', { total }) : t('studio.sim.heatMapNone')}</figcaption>
    </figure>
  );
}
