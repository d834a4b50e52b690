/** What the marks of the map mean, in a disclosure over the board's corner (closed by default). */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  'survivor',
  'zombies',
  'noise',
  'spawn',
  'objective',
  'exit',
  'feature',
  'vadeRetro',
  'marks',
  'walls',
] as const;

export function Legend(): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    <details className="uoa-legend">
      <summary>{t('legend.title')}</summary>
      <ul>
        {ITEMS.map((k) => (
          <li key={k} data-legend={k}>
            {t(`legend.items.${k}`)}
          </li>
        ))}
      </ul>
    </details>
  );
}
