/** A mission's map before play: the board with start, exits, spawn zones, objectives and zombies. */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
import { geometryOf } from '../data.ts';
import { BoardBase } from '../board/BoardBase.tsx';
import { U, zoneBoxes } from '../board/layout.ts';
import { OBJECTIVE_FILL } from '../board/colors.ts';
import { useBoardText } from '../board/useBoardText.ts';
import { zombieLetter } from '../text/names.ts';

export function MapPreview({ mission }: { mission: MissionDef }): ReactElement {
  const { t } = useTranslation('uoa');
  const geo = useMemo(() => geometryOf(mission), [mission]);
  const boxes = useMemo(() => zoneBoxes(geo), [geo]);
  const featureTitle = useBoardText().feature;
  const marks: { zone: string; text: string; fill: string; title: string }[] = [
    { zone: mission.start, text: t('setup.map.start'), fill: '#1b5e20', title: t('setup.map.startTitle') },
    ...mission.exits.map((z) => ({
      zone: z,
      text: t('setup.map.exit'),
      fill: '#0b4f8a',
      title: t('setup.map.exitTitle'),
    })),
    ...mission.spawns.map((s) => ({
      zone: s.zone,
      text: t('setup.map.spawn', { letter: t(`names.spawnLetter.${s.kind}`) }),
      fill: '#8b1a1a',
      title: t('setup.map.spawnTitle', { kind: t(`names.spawn.${s.kind}`) }),
    })),
    ...mission.objectives.map((o) => ({
      zone: o.zone,
      text: o.hidden ? '?' : '✕',
      fill: OBJECTIVE_FILL[o.color],
      title: t('setup.map.objectiveTitle', { color: t(`names.color.${o.color}`) }),
    })),
    ...mission.zombies.map((z) => ({
      zone: z.zone,
      text: [
        z.walker && `${z.walker}${zombieLetter(0)}`,
        z.runner && `${z.runner}${zombieLetter(1)}`,
        z.fatty && `${z.fatty}${zombieLetter(2)}`,
      ]
        .filter(Boolean)
        .join(' '),
      fill: '#3b3b3b',
      title: t('setup.map.zombiesTitle'),
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
      aria-label={t('setup.map.label', {
        mission: mission.id,
        marks: marks.map((m) => t('setup.map.mark', { title: m.title, zone: m.zone })).join(', '),
      })}
    >
      <BoardBase geo={geo} featureTitle={featureTitle} />
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
