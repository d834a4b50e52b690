/** A mission's map before play: the board with start, exits, spawn zones, objectives and zombies. */
import { useMemo, type ReactElement } from 'react';
import type { MissionDef } from '@horde/zombicide';
import { geometryOf } from '../data.ts';
import { BoardBase } from '../board/BoardBase.tsx';
import { U, zoneBoxes } from '../board/layout.ts';
import { OBJECTIVE_FILL } from '../board/colors.ts';

export function MapPreview({ mission }: { mission: MissionDef }): ReactElement {
  const geo = useMemo(() => geometryOf(mission), [mission]);
  const boxes = useMemo(() => zoneBoxes(geo), [geo]);
  const marks: { zone: string; text: string; fill: string; title: string }[] = [
    { zone: mission.start, text: 'START', fill: '#1b5e20', title: 'Start zone' },
    ...mission.exits.map((z) => ({ zone: z, text: 'EXIT', fill: '#0b4f8a', title: 'Exit' })),
    ...mission.spawns.map((s) => ({
      zone: s.zone,
      text: `SPAWN ${s.kind[0].toUpperCase()}`,
      fill: '#8b1a1a',
      title: `${s.kind} spawn zone`,
    })),
    ...mission.objectives.map((o) => ({
      zone: o.zone,
      text: o.hidden ? '?' : '✕',
      fill: OBJECTIVE_FILL[o.color],
      title: `${o.color} objective`,
    })),
    ...mission.zombies.map((z) => ({
      zone: z.zone,
      text: [z.walker && `${z.walker}W`, z.runner && `${z.runner}R`, z.fatty && `${z.fatty}F`]
        .filter(Boolean)
        .join(' '),
      fill: '#3b3b3b',
      title: 'zombies at setup',
    })),
  ];
  const perZone = new Map<number, number>();
  const w = geo.width * U,
    h = geo.height * U;
  return (
    <svg
      className="map-preview"
      viewBox={`-6 -6 ${w + 12} ${h + 12}`}
      role="img"
      aria-label={`Map of ${mission.id}: ${marks.map((m) => `${m.title} in ${m.zone}`).join(', ')}`}
    >
      <BoardBase geo={geo} />
      {marks.map((m, i) => {
        const zone = geo.byLabel[m.zone];
        if (zone === undefined) return null;
        const k = perZone.get(zone) ?? 0;
        perZone.set(zone, k + 1);
        const b = boxes[zone];
        const width = Math.max(22, m.text.length * 8 + 8);
        const cx = Math.min(Math.max(b.cx, width / 2), w - width / 2);
        return (
          <g key={i}>
            <title>{m.title}</title>
            <rect
              x={cx - width / 2}
              y={b.cy - 22 + k * 20}
              width={width}
              height={17}
              rx={4}
              fill={m.fill}
              stroke="#fff"
            />
            <text x={cx} y={b.cy - 9 + k * 20} textAnchor="middle" fontSize={11} fontWeight="bold" fill="#fff">
              {m.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
