/** A mission's map before play: the board with start, exits, spawn zones, objectives and zombies. */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreviewMark, PreviewMap, zombiesText } from '../../zombicide/MapPreview.tsx';
import type { MissionDef } from '@horde/zombicide';
import { geometryOf } from '../data.ts';
import { BoardBase } from '../board/BoardBase.tsx';
import { U, zoneBoxes } from '../board/layout.ts';
import { OBJECTIVE_FILL } from '../board/colors.ts';
import { useBoardText } from '../board/useBoardText.ts';

export function MapPreview({ mission }: { mission: MissionDef }): ReactElement {
  const { t } = useTranslation('uoa');
  const geo = useMemo(() => geometryOf(mission), [mission]);
  const boxes = useMemo(() => zoneBoxes(geo), [geo]);
  const featureTitle = useBoardText().feature;
  const marks: PreviewMark[] = [
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
      text: zombiesText(z, (kind) => t(`names.letter.${kind}`)),
      fill: '#3b3b3b',
      title: t('setup.map.zombiesTitle'),
    })),
  ];
  return (
    <PreviewMap
      width={geo.width * U}
      height={geo.height * U}
      label={t('setup.map.label', {
        mission: mission.id,
        marks: marks.map((m) => t('setup.map.mark', { title: m.title, zone: m.zone })).join(', '),
      })}
      centre={(zone) => boxes[geo.byLabel[zone] ?? -1]}
      marks={marks}
    >
      <BoardBase geo={geo} featureTitle={featureTitle} />
    </PreviewMap>
  );
}
