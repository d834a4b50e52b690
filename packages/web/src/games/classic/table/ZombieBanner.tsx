/** The zombies' phase, step by step: the current step with its rule, progress, pause, next, skip. */
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
  const { t } = useTranslation('classic');
  return (
    <section className="zombie-banner" role="status" aria-live="polite" aria-label={t('banner.title')}>
      <div className="zb-head">
        <strong>{t('banner.title')}</strong> <span className="zb-count">{t('banner.step', { step, total })}</span>
        <progress max={total} value={step} aria-hidden="true" />
      </div>
      <p className="zb-text">{line?.text ?? '…'}</p>
      {line?.rule && (
        <p className="zb-rule" title={line.rule.source}>
          {t('banner.rule', { rule: line.rule.text })}
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
          {t('banner.skip')} <kbd>Space</kbd>
        </button>
      </div>
    </section>
  );
}
