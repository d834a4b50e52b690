/**
 * A mission's map before play, drawn from the same tiles and geometry as the table (Undead or Alive's
 * board base) with Classic's doors (closed, locked in their colour, open at setup) and the start,
 * exit, spawn zones (their colour and [RM] locators), Objectives and the zombies of the setup.
 */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreviewMark, PreviewMap, zombiesText } from '../../zombicide/MapPreview.tsx';
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
  const marks: PreviewMark[] = [
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
      text: zombiesText(z, (kind) => t(`names.letter.${kind}`)),
      fill: '#3b3b3b',
      title: t('preview.zombiesTitle'),
    })),
  ];
  return (
    <PreviewMap
      width={geo.width * U}
      height={geo.height * U}
      label={t('preview.label', {
        mission: mission.id,
        marks: marks.map((m) => t('preview.markIn', { mark: m.title, zone: m.zone })).join(', '),
      })}
      centre={(zone) => boxes[geo.byLabel[zone] ?? -1]}
      marks={marks}
    >
      <BoardBase geo={geo} featureTitle={(f) => t(`board.feature.${f}`, { defaultValue: f })} />
      <Doors doors={doors} openable={new Map()} name={(id) => doorName(t, geo, id)} />
    </PreviewMap>
  );
}
