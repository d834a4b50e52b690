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
  DOG,
  FATTY,
  RUNNER,
  SKINNER_WALKER,
  TOXIC_WALKER,
  WALKER,
} from '@horde/zombicide/rulesets/classic/index';
import { ZOMBIE_IDS, ZOMBIE_LETTERS } from '../text/names.ts';
import { zombieLook, zombiePath } from './zombie-look.ts';

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
] as const;
type Key = (typeof ALWAYS)[number] | (typeof MORE)[number];

/** The zombie types each zombie entry draws. */
const SWATCHES: Partial<Record<Key, number[]>> = {
  zombies: [WALKER, RUNNER, FATTY, ABOMINATION],
  species: [TOXIC_WALKER, BERSERKER_WALKER, SKINNER_WALKER],
  crawlersDogs: [CRAWLER, DOG],
};

function Swatches({ types }: { types: number[] }): ReactElement {
  const { t } = useTranslation('classic');
  const w = 30;
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
        const look = zombieLook(type);
        const x = 2 + k * (w + 4);
        return (
          <g key={type} data-zombie={ZOMBIE_LETTERS[type]} data-shape={look.shape}>
            <title>{t(`names.zombie.${ZOMBIE_IDS[type]}`)}</title>
            <path
              d={zombiePath(look.shape, x, w)}
              fill={look.fill}
              stroke={look.stroke}
              strokeWidth={look.strokeWidth}
              strokeDasharray={look.dash}
            />
            <text
              x={x + w / 2}
              y={look.shape === 'triangle' ? 6 : 4}
              textAnchor="middle"
              fontSize={look.shape === 'triangle' ? 8 : 10}
              fontWeight="bold"
              fill={look.text}
            >
              {t(`names.letter.${ZOMBIE_IDS[type]}`)}
            </text>
          </g>
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
        <dt>{swatches ? <Swatches types={swatches} /> : t(`legend.${k}.mark`)}</dt>
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
