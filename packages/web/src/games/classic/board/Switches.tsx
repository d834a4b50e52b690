/**
 * The mission's Switch tokens [PO] (seed 001 lines 748-758): a teal lever in the Switch's zone, and a "G" in the
 * rotating security gate it turns (its sides are drawn with the doors, Doors.tsx), or a teal "S" on each door it
 * opens and locks up (the door itself is drawn with the others).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { U } from '../../uoa/board/layout.ts';
import { doorMark } from '../model/board.ts';
import { zoneName } from '../text/names.ts';

const GATE = '#0f766e';

export function Switches({ mission, geo }: { mission: MissionDef; geo: BoardGeometryWithGrid }): ReactElement | null {
  const { t } = useTranslation('classic');
  const switches = mission.switches ?? [];
  const gates = (geo.gates ?? []).map((g) => geo.zones[g.zone]);
  if (switches.length === 0 && gates.length === 0) return null;
  return (
    <g className="switches" pointerEvents="none">
      {gates.map((zone) => {
        const [x, y] = zone.cells[0];
        return (
          <g key={`g${zone.id}`} data-gate={zone.label}>
            <title>{t('board.feature.gate')}</title>
            <rect x={x * U + U - 20} y={y * U + 4} width={16} height={16} rx={3} fill={GATE} />
            <text x={x * U + U - 12} y={y * U + 16} textAnchor="middle" fontSize={11} fontWeight="bold" fill="#fff">
              G
            </text>
          </g>
        );
      })}
      {switches.map((sw) => {
        const zone = geo.zones[geo.byLabel[sw.zone]];
        const gate = sw.gate === undefined ? undefined : geo.byLabel[sw.gate];
        const doors = geo.doors.filter((d) => sw.doors?.includes(d.label));
        if (!zone || (gate === undefined && doors.length === 0)) return null;
        const [x, y] = zone.cells[0];
        const linked = sw.objective ? t('board.switchObjective', { color: t(`names.color.${sw.objective}`) }) : '';
        const title =
          gate !== undefined
            ? t('board.switch', { gate: zoneName(t, geo, gate) })
            : t('board.switchDoors', { doors: doors.map((d) => d.label).join(', ') });
        return (
          <g key={`${sw.zone}>${sw.gate ?? sw.doors?.join(',')}`} data-switch={sw.zone}>
            <title>{title + linked}</title>
            {doors.map((d) => {
              const m = doorMark(d, 'closed');
              return (
                <g key={d.id} data-switch-door={d.label}>
                  <title>{t('board.switchDoor', { door: d.label, zone: zoneName(t, geo, zone.id) })}</title>
                  <circle cx={m.cx} cy={m.cy} r={8} fill={GATE} stroke="#fff" strokeWidth={1.5} />
                  <text x={m.cx} y={m.cy + 4} textAnchor="middle" fontSize={10} fontWeight="bold" fill="#fff">
                    S
                  </text>
                </g>
              );
            })}
            <circle cx={x * U + U - 12} cy={y * U + U - 12} r={9} fill="#fff" stroke={GATE} strokeWidth={2.5} />
            <line
              x1={x * U + U - 12}
              y1={y * U + U - 12}
              x2={x * U + U - 7}
              y2={y * U + U - 19}
              stroke={GATE}
              strokeWidth={3}
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </g>
  );
}
