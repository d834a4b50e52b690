/**
 * What the marks of the Classic board mean: noise first, always shown (survivors count as noise without a
 * token), the other marks in a disclosure; the zombies drawn as the board draws them (kinds, then the species
 * and the Crawlers and Dogz).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABOMINATION,
  BERSERKER_WALKER,
  CRAWLER,
  CROW,
  DOG,
  FATTY,
  LOST,
  RUNNER,
  SEEKER,
  SKINNER_WALKER,
  TOXIC_WALKER,
  WALKER,
} from '@horde/zombicide/rulesets/classic/index';
import { type CarKind, ZOMBIE_IDS } from '../text/names.ts';
import { FIGURE_ROOM, TokenChip, VEHICLE_ROOM } from '../../zombicide/board/Miniatures.tsx';
import { CAR_LOOK } from './Pieces.tsx';
import { ZombieMark } from './ZombieMark.tsx';

const ALWAYS = ['noise', 'survivorsNoise'] as const;
const MORE = [
  'doorClosed',
  'doorOpen',
  'doorLocked',
  'spawn',
  'locators',
  'zombies',
  'species',
  'crawlersDogs',
  'seekersCrows',
  'manholesBeds',
  'cars',
  'helicopter',
  'hospital',
  'tents',
  'eventTrigger',
  'helipad',
  'barbwire',
  'tower',
  'security',
  'cellsAlleys',
  'gates',
  'switchDoors',
  'barricades',
  'holes',
] as const;
type Key = (typeof ALWAYS)[number] | (typeof MORE)[number];

/** The zombie types each zombie entry draws. */
const SWATCHES: Partial<Record<Key, number[]>> = {
  zombies: [WALKER, RUNNER, FATTY, ABOMINATION],
  species: [TOXIC_WALKER, BERSERKER_WALKER, SKINNER_WALKER],
  crawlersDogs: [CRAWLER, DOG],
  seekersCrows: [SEEKER, CROW, LOST],
};

/** The vehicles each vehicle entry draws, as the board draws them (an outline on a chip of the car's colour). */
const VEHICLES: Partial<Record<Key, CarKind[]>> = {
  cars: ['police', 'pimpmobile', 'hippiemobile', 'muscle', 'taxi'],
  helicopter: ['helicopter'],
};

function VehicleSwatches({ kinds }: { kinds: CarKind[] }): ReactElement {
  const { t } = useTranslation('classic');
  const w = VEHICLE_ROOM + 4;
  return (
    <svg
      className="legend-vehicles"
      width={kinds.length * (w + 3)}
      height={18}
      viewBox={`0 -9 ${kinds.length * (w + 3)} 18`}
      role="img"
      aria-label={kinds.map((k) => t(`board.car.${k}`)).join(', ')}
    >
      {kinds.map((k, i) => (
        <TokenChip
          key={k}
          x={1 + i * (w + 3)}
          chip={{ label: '', fill: CAR_LOOK[k].fill, stroke: '#fff', w, vehicle: CAR_LOOK[k].figure }}
        />
      ))}
    </svg>
  );
}

function Swatches({ types }: { types: number[] }): ReactElement {
  const { t } = useTranslation('classic');
  const w = 30 + FIGURE_ROOM;
  return (
    <svg
      className="legend-zombies"
      width={types.length * (w + 4)}
      height={24}
      viewBox={`0 -12 ${types.length * (w + 4)} 24`}
      role="img"
      aria-label={types.map((type) => t(`names.zombie.${ZOMBIE_IDS[type]}`)).join(', ')}
    >
      {types.map((type, k) => {
        return (
          <ZombieMark
            key={type}
            type={type}
            x={2 + k * (w + 4)}
            w={w}
            title={t(`names.zombie.${ZOMBIE_IDS[type]}`)}
            label={t(`names.letter.${ZOMBIE_IDS[type]}`)}
            fontSize={10}
          />
        );
      })}
    </svg>
  );
}

export function Legend(): ReactElement {
  const { t } = useTranslation('classic');
  const item = (k: Key) => {
    const swatches = SWATCHES[k];
    return (
      <div key={k} data-legend={k}>
        <dt>
          {swatches ? (
            <Swatches types={swatches} />
          ) : VEHICLES[k] ? (
            <VehicleSwatches kinds={VEHICLES[k]} />
          ) : (
            t(`legend.${k}.mark`)
          )}
        </dt>
        <dd>{t(`legend.${k}.text`)}</dd>
      </div>
    );
  };
  return (
    <section className="classic-legend" aria-labelledby="legend-h">
      <h2 id="legend-h">{t('legend.title')}</h2>
      <dl>{ALWAYS.map(item)}</dl>
      <details>
        <summary>{t('legend.more')}</summary>
        <dl>{MORE.map(item)}</dl>
      </details>
    </section>
  );
}
