/**
 * The Classic board: Undead or Alive's board (map, marked zones, pan and zoom, zone buttons) with
 * Classic's pieces and its doors on top, named in the chosen language.
 */
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionDef, PlayerView } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { Board, type BoardText, type ZoneMark } from '../../uoa/board/Board.tsx';
import { doorMarks } from '../model/board.ts';
import { doorName, zoneName } from '../text/names.ts';
import { Barricades } from './Barricades.tsx';
import { Covered } from './Covered.tsx';
import { Doors } from './Doors.tsx';
import { Pieces } from './Pieces.tsx';
import { SpecialLocations } from './SpecialLocations.tsx';
import { Switches } from './Switches.tsx';

export type { ZoneMark };

export interface ClassicBoardProps {
  view: PlayerView;
  mission: MissionDef;
  geo: BoardGeometryWithGrid;
  exits: number[];
  selected: number | null;
  actors: number[];
  marks: Map<number, ZoneMark>;
  /** Doors the selected survivor may open: id → what a click does. */
  openable?: Map<number, string>;
  focus?: number[];
  onZone?: (zone: number, at: { x: number; y: number }) => void;
  onDoor?: (door: number, at: { x: number; y: number }) => void;
  onSurvivor?: (s: number, at: { x: number; y: number }) => void;
}

export function ClassicBoard(props: ClassicBoardProps): ReactElement {
  const { view, mission, geo, exits, selected, actors, openable, onDoor, onSurvivor } = props;
  const { t } = useTranslation('classic');
  const doors = useMemo(() => doorMarks(view, geo, mission), [view, geo, mission]);
  const text: BoardText = useMemo(
    () => ({
      map: (id: string) => t('board.map', { mission: id }),
      zoom: t('board.zoom'),
      zoomIn: t('board.zoomIn'),
      zoomOut: t('board.zoomOut'),
      fit: t('board.fit'),
      fitTitle: t('board.fit'),
      feature: (kind: string) => t(`board.feature.${kind}`, { defaultValue: kind }),
    }),
    [t],
  );
  return (
    <Board
      view={view}
      geo={geo}
      exits={exits}
      selected={selected}
      actors={actors}
      marks={props.marks}
      focus={props.focus}
      onZone={props.onZone}
      text={text}
      zoneLabel={(zone) => zoneName(t, geo, zone)}
      fullLabels
      renderPieces={(boxes) => (
        // The doors under the pieces (a token on a door's edge stays readable), over the zones' buttons.
        <>
          <Covered mission={mission} geo={geo} />
          <SpecialLocations view={view} mission={mission} geo={geo} />
          <Switches mission={mission} geo={geo} />
          <Barricades view={view} mission={mission} geo={geo} />
          <Doors doors={doors} openable={openable ?? new Map()} name={(id) => doorName(t, geo, id)} onDoor={onDoor} />
          <Pieces
            view={view}
            geo={geo}
            boxes={boxes}
            exits={exits}
            selected={selected}
            actors={actors}
            onSurvivor={onSurvivor}
          />
        </>
      )}
    />
  );
}
