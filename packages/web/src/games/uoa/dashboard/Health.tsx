/** Wounds against health: hearts (full = alive, broken = wound) and a text. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function Health({ wounds, health }: { wounds: number; health: number }): ReactElement {
  const { t } = useTranslation('uoa');
  const left = Math.max(0, health - wounds);
  return (
    <div className="health" role="group" aria-label={t('dashboard.healthLabel', { count: wounds, health, left })}>
      <span className="label">{t('dashboard.health')}</span>
      <span aria-hidden="true" className="hearts">
        {Array.from({ length: health }, (_, i) => (
          <span key={i} className={i < left ? 'heart' : 'heart wound'}>
            {i < left ? '♥' : '✗'}
          </span>
        ))}
      </span>
      <span className="value">{t('dashboard.wounds', { count: wounds })}</span>
    </div>
  );
}
