/** The zombies' phase, step by step: the current step with its rule, progress, pause and skip (the kit's banner). */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaybackBanner } from '../../../kit/PlaybackBanner.tsx';
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

export function ZombieBanner({ step, total, line, ...controls }: ZombieBannerProps): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    <PlaybackBanner
      title={t('banner.title')}
      count={t('banner.step', { step, total })}
      step={step}
      total={total}
      text={line?.text}
      lang={line?.lang}
      rule={
        line?.rule && (
          <>
            {t('banner.rule')} <span title={line.ruleSource}>{line.rule}</span>
          </>
        )
      }
      {...controls}
    />
  );
}
