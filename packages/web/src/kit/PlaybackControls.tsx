/** The buttons of a zombies' phase played back, at every table: play or pause, the next step, skip to the end. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function PlaybackControls({
  paused,
  onPause,
  onNext,
  onSkip,
  className,
}: {
  paused: boolean;
  onPause: () => void;
  onNext: () => void;
  onSkip: () => void;
  className: string;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <button type="button" onClick={onPause}>
        {paused ? t('kit.playback.play') : t('kit.playback.pause')}
      </button>
      <button type="button" onClick={onNext}>
        {t('kit.playback.next')}
      </button>
      <button type="button" className="primary" onClick={onSkip} title={t('kit.playback.skipTitle')}>
        {t('kit.playback.skip')} <kbd>{t('kit.playback.space')}</kbd>
      </button>
    </div>
  );
}
