/**
 * What the marks of the Classic board mean: noise first, always shown (survivors count as noise without a
 * token), the other marks in a disclosure.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const ALWAYS = ['noise', 'survivorsNoise'] as const;
const MORE = ['doorClosed', 'doorOpen', 'doorLocked', 'spawn', 'locators', 'zombies'] as const;

export function Legend(): ReactElement {
  const { t } = useTranslation('classic');
  const item = (k: (typeof ALWAYS)[number] | (typeof MORE)[number]) => (
    <div key={k} data-legend={k}>
      <dt>{t(`legend.${k}.mark`)}</dt>
      <dd>{t(`legend.${k}.text`)}</dd>
    </div>
  );
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
