/**
 * A mission's map before play, drawn from the same tiles and geometry as the table (Undead or Alive's
 * board base) with Classic's doors (closed, locked in their colour, open at setup) and the start,
 * exit, spawn zones (their colour and [RM] locators), Objectives and the zombies of the setup.
 */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef } from '@horde/zombicide';
import { BoardBase } from '../../uoa/board/BoardBase.tsx';
import { OBJECTIVE_FILL } from '../../uoa/board/colors.ts';
import { U, zoneBoxes } from '../../uoa/board/layout.ts';
import { Doors } from '../board/Doors.tsx';
import { geometryOf } from '../data.ts';
import { previewDoors } from '../model/preview.ts';
import { doorName } from '../text/names.ts';

const SPAWN_FILL: Record<string, string> = { red: '#8b1a1a', blue: '#2e6fd1', green: '#2f8f4e' };

export function MapPreview({ mission }: { mission: MissionDef }): ReactElement {
  const { t } = useTranslation('classic');
  const { geo, doors } = useMemo(() => previewDoors(mission, geometryOf), [mission]);
  const boxes = useMemo(() => zoneBoxes(geo), [geo]);
  const marks: { zone: string; text: string; fill: string; title: string }[] = [
    { zone: mission.start, text: t('preview.start'), fill: '#1b5e20', title: t('preview.startTitle') },
    ...mission.exits.map((z) => ({ zone: z, text: t('board.exit'), fill: '#0b4f8a', title: t('board.exitTitle') })),
    ...mission.spawns.map((s) => ({
      zone: s.zone,
      text: `${t('board.spawn')}${s.locators?.length ? ` ${s.locators.join('')}` : ''}`,
      fill: SPAWN_FILL[s.color ?? 'red'],
      title: s.color ? t('board.spawnColorDormant', { color: t(`names.colorF.${s.color}`) }) : t('board.spawnTitle'),
    })),
    ...mission.objectives.map((o) => ({
      zone: o.zone,
      text: '✕',
      fill: OBJECTIVE_FILL[o.color],
      title: t('board.objective', { color: t(`names.color.${o.color}`) }),
    })),
    ...mission.zombies.map((z) => ({
      zone: z.zone,
      text: [
        z.walker && `${z.walker}${t('names.letter.walker')}`,
        z.runner && `${z.runner}${t('names.letter.runner')}`,
        z.fatty && `${z.fatty}${t('names.letter.fatty')}`,
      ]
        .filter(Boolean)
        .join(' '),
      fill: '#3b3b3b',
      title: t('preview.zombiesTitle'),
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
      aria-label={t('preview.label', {
        mission: mission.id,
        marks: marks.map((m) => t('preview.markIn', { mark: m.title, zone: m.zone })).join(', '),
      })}
    >
      <BoardBase geo={geo} featureTitle={(f) => t(`board.feature.${f}`, { defaultValue: f })} />
      <Doors doors={doors} openable={new Map()} name={(id) => doorName(t, geo, id)} />
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
