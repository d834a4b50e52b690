/** A replay's controls, the same at every table: first, previous, play/pause, next, last, a slider, where it is. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayPosition } from './useReplay.ts';

export function ReplayControls({
  replay,
  className = 'replay-controls',
  positionClassName = 'replay-pos',
  children,
}: {
  replay: ReplayPosition;
  className?: string;
  positionClassName?: string;
  /** Where the replay is, in the table's words (the move and what it did). */
  children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const { at, last, playing, go, togglePlay } = replay;
  return (
    <section className={className} aria-label={t('kit.replay.controls')}>
      <button type="button" onClick={() => go(0)} aria-label={t('kit.replay.first')}>
        «
      </button>
      <button type="button" onClick={() => go(at - 1)} aria-label={t('kit.replay.previous')}>
        ‹
      </button>
      <button type="button" onClick={togglePlay}>
        {playing ? t('kit.replay.pause') : t('kit.replay.play')}
      </button>
      <button type="button" onClick={() => go(at + 1)} aria-label={t('kit.replay.next')}>
        ›
      </button>
      <button type="button" onClick={() => go(last)} aria-label={t('kit.replay.last')}>
        »
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        onChange={(e) => go(Number(e.target.value))}
        aria-label={t('kit.replay.move')}
      />
      <span className={positionClassName}>{children}</span>
    </section>
  );
}
