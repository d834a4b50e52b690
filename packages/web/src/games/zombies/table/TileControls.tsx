/** The drawn tile as it will lie: turn it (among the turns the rules allow at the picked spot) and place it. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombies';
import { TILE } from '../board/layout.ts';
import { TileArt } from '../board/TileArt.tsx';
import type { TilePlacement } from './useTilePlacement.ts';

export function TileControls({
  tile,
  placement,
  onPlace,
}: {
  tile: string;
  placement: TilePlacement;
  onPlace: (a: Action) => void;
}): ReactElement {
  const { t } = useTranslation('zombies');
  const { spot, rotation, rotations, action } = placement;
  return (
    <div className="z-tile-controls">
      <svg className="z-tile-preview" viewBox={`0 0 ${TILE} ${TILE}`} role="img" aria-label={t('tile.preview')}>
        <TileArt tile={tile} rotation={rotation} x={0} y={0} />
      </svg>
      <div className="z-tile-buttons">
        <p className="z-hint">
          {spot ? t('tile.turns', { count: rotations.length }) : t('tile.pickSpot', { count: placement.spots.length })}
        </p>
        <div className="z-row">
          <button
            type="button"
            onClick={() => placement.rotate(-1)}
            disabled={rotations.length < 2}
            aria-label={t('tile.turnLeft')}
            title={t('tile.turnLeft')}
          >
            ⟲
          </button>
          <button
            type="button"
            onClick={() => placement.rotate(1)}
            disabled={rotations.length < 2}
            aria-label={t('tile.turnRight')}
            title={t('tile.turnRight')}
          >
            ⟳
          </button>
          <button
            type="button"
            className="primary"
            data-action="placeTile"
            disabled={!action}
            onClick={() => action && onPlace(action)}
          >
            {t('act.placeTile')}
          </button>
        </div>
      </div>
    </div>
  );
}
