/** The zombies' phase, step by step: the current step with its rule, progress, pause and skip. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventLine } from '../text/events.ts';

export interface ZombieBannerProps {
  step: number;
  total: number;
  line: EventLine | null;
  paused: boolean;
  onPause: () => void;
  onNext: () => void;
  onSkip: () => void;
}

export function ZombieBanner({ step, total, line, paused, onPause, onNext, onSkip }: ZombieBannerProps): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    <section className="zombie-banner" role="status" aria-live="polite" aria-label={t('banner.title')}>
      <div className="zb-head">
        <strong>{t('banner.title')}</strong> <span className="zb-count">{t('banner.step', { step, total })}</span>
        <progress max={total} value={step} aria-hidden="true" />
      </div>
      <p className="zb-text" lang={line?.lang}>
        {line?.text ?? '…'}
      </p>
      {line?.rule && (
        <p className="zb-rule">
          {t('banner.rule')} <span title={line.ruleSource}>{line.rule}</span>
        </p>
      )}
      <div className="zb-controls">
        <button type="button" onClick={onPause}>
          {paused ? t('banner.play') : t('banner.pause')}
        </button>
        <button type="button" onClick={onNext}>
          {t('banner.next')}
        </button>
        <button type="button" className="primary" onClick={onSkip} title={t('banner.skipTitle')}>
          {t('banner.skip')} <kbd>{t('banner.space')}</kbd>
        </button>
      </div>
    </section>
  );
}
