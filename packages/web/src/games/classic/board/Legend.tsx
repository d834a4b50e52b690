/** What the marks of the Classic board mean, noise first: survivors count as noise without a token. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  'noise',
  'survivorsNoise',
  'doorClosed',
  'doorOpen',
  'doorLocked',
  'spawn',
  'locators',
  'zombies',
] as const;

export function Legend(): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <details className="classic-legend">
      <summary>{t('legend.title')}</summary>
      <dl>
        {ITEMS.map((k) => (
          <div key={k} data-legend={k}>
            <dt>{t(`legend.${k}.mark`)}</dt>
            <dd>{t(`legend.${k}.text`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
