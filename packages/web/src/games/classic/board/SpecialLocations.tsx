/**
 * The [RM] special locations over the Classic board (seed 001 lines 1688-1704, 1742-1759, 1803-1813, 1836-1844):
 * the helipad's fence (a green dashed line: seen and shot through, not crossed) with the mission's stair tokens
 * (rungs: crossed there), the mission's tents (canvas squares; face down "?", face up the card's name), hospital
 * and locker rooms (H, L), and Event triggers (a violet "!" token, grey once flipped).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';
import { FENCE, stairZones, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { U } from '../../uoa/board/layout.ts';
import { tentName, tentText } from '../text/names.ts';

const FENCE_COLOR = '#2f6b3a';
const TENT_COLOR = '#c9a227';

type Seg = [number, number, number, number];

/** The fence edges of the board (each once), with whether a stair token of the mission lies over it. */
function fences(geo: BoardGeometryWithGrid, mission: MissionDef): { seg: Seg; stair: boolean }[] {
  const { width, height, cellZone, sides } = geo.grid;
  const stairs = new Set<string>();
  for (const s of mission.stairs ?? []) {
    const [a, b] = stairZones(s) ?? [];
    const za = a === undefined ? undefined : geo.byLabel[a];
    const zb = b === undefined ? undefined : geo.byLabel[b];
    if (za !== undefined && zb !== undefined) stairs.add(`${za},${zb}`).add(`${zb},${za}`);
  }
  const out: { seg: Seg; stair: boolean }[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      if (x + 1 < width && sides[c * 4 + 1] === FENCE)
        out.push({
          seg: [(x + 1) * U, y * U, (x + 1) * U, (y + 1) * U],
          stair: stairs.has(`${cellZone[c]},${cellZone[c + 1]}`),
        });
      if (y + 1 < height && sides[c * 4 + 2] === FENCE)
        out.push({
          seg: [x * U, (y + 1) * U, (x + 1) * U, (y + 1) * U],
          stair: stairs.has(`${cellZone[c]},${cellZone[c + width]}`),
        });
    }
  return out;
}

function Rungs({ seg }: { seg: Seg }): ReactElement {
  const [x1, y1, x2, y2] = seg;
  const vertical = x1 === x2;
  return (
    <>
      {[0.2, 0.4, 0.6, 0.8].map((k) => {
        const x = x1 + (x2 - x1) * k;
        const y = y1 + (y2 - y1) * k;
        return vertical ? (
          <line key={k} x1={x - 7} y1={y} x2={x + 7} y2={y} stroke={FENCE_COLOR} strokeWidth={3} />
        ) : (
          <line key={k} x1={x} y1={y - 7} x2={x} y2={y + 7} stroke={FENCE_COLOR} strokeWidth={3} />
        );
      })}
    </>
  );
}

export function SpecialLocations({
  view,
  mission,
  geo,
}: {
  view: ClassicView;
  mission: MissionDef;
  geo: BoardGeometryWithGrid;
}): ReactElement | null {
  const { t } = useTranslation('classic');
  const edges = fences(geo, mission);
  const rooms = geo.zones.filter((z) => z.features.includes('hospital') || z.features.includes('eventTrigger'));
  const tents = view.tents ?? [];
  if (edges.length === 0 && rooms.length === 0 && tents.length === 0) return null;
  return (
    <g className="special-locations" pointerEvents="none">
      {edges.map(({ seg, stair }) => (
        <g key={seg.join(',')} data-fence={stair ? 'stair' : 'fence'}>
          <title>{t(stair ? 'board.stair' : 'board.fence')}</title>
          {stair ? (
            <Rungs seg={seg} />
          ) : (
            <line
              x1={seg[0]}
              y1={seg[1]}
              x2={seg[2]}
              y2={seg[3]}
              stroke={FENCE_COLOR}
              strokeWidth={5}
              strokeDasharray="3 4"
            />
          )}
        </g>
      ))}
      {tents.map((tent) => {
        const zone = geo.zones[tent.zone];
        if (!zone) return null;
        const [x, y] = zone.cells[0];
        const title =
          tent.card === null ? t('board.tentHidden') : `${tentName(t, tent.card)}: ${tentText(t, tent.card)}`;
        return (
          <g key={tent.zone} data-tent={zone.label} data-tent-card={tent.card ?? ''}>
            <title>{title}</title>
            {zone.cells.map(([cx, cy]) => (
              <rect
                key={`${cx},${cy}`}
                x={cx * U + 4}
                y={cy * U + 4}
                width={U - 8}
                height={U - 8}
                fill={TENT_COLOR}
                fillOpacity={0.45}
                stroke={TENT_COLOR}
                strokeWidth={2}
              />
            ))}
            <path d={`M${x * U + 6} ${y * U + 20}l8 -12l8 12z`} fill={TENT_COLOR} stroke="#6b5310" strokeWidth={1} />
            <text x={x * U + 26} y={y * U + 17} fontSize={10} fontWeight="bold" fill="#3d2f08">
              {tent.card === null ? '?' : tentName(t, tent.card)}
            </text>
          </g>
        );
      })}
      {rooms.map((zone) => {
        const [x, y] = zone.cells[0];
        const marks: ReactElement[] = [];
        if (zone.features.includes('hospital')) {
          const locker = zone.features.includes('lockerRoom');
          marks.push(
            <g key="h" data-room={locker ? 'lockerRoom' : 'hospital'}>
              <title>{t(locker ? 'board.feature.lockerRoom' : 'board.feature.hospital')}</title>
              <rect x={x * U + 4} y={y * U + 4} width={14} height={14} rx={2} fill={locker ? '#ca8a04' : '#b91c1c'} />
              <text x={x * U + 11} y={y * U + 15} textAnchor="middle" fontSize={10} fontWeight="bold" fill="#fff">
                {locker ? 'L' : 'H'}
              </text>
            </g>,
          );
        }
        if (zone.features.includes('eventTrigger')) {
          const flipped = view.missionState[`eventTrigger:${zone.tile}`] === true;
          marks.push(
            <g key="e" data-trigger={flipped ? 'flipped' : 'armed'}>
              <title>{t(flipped ? 'board.triggerFlipped' : 'board.trigger')}</title>
              <circle cx={x * U + 30} cy={y * U + 11} r={8} fill={flipped ? '#9ca3af' : '#7c3aed'} />
              <text x={x * U + 30} y={y * U + 15} textAnchor="middle" fontSize={11} fontWeight="bold" fill="#fff">
                {flipped ? '✓' : '!'}
              </text>
            </g>,
          );
        }
        return <g key={zone.id}>{marks}</g>;
      })}
    </g>
  );
}
