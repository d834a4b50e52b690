/**
 * The zombies' turn, played back: what happens now and why (the automaton's step card or dice
 * result), step n of m, with pause, next step and skip (Space).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Frame } from '../model/frames.ts';
import { describeEvent, type EventContext } from '../text/events.ts';
import { PlaybackControls } from '../../../kit/PlaybackControls.tsx';

export function ZombieTurn({
  frame,
  step,
  total,
  paused,
  ctx,
  onPause,
  onNext,
  onSkip,
}: {
  frame: Frame;
  step: number;
  total: number;
  paused: boolean;
  ctx: EventContext;
  onPause: () => void;
  onNext: () => void;
  onSkip: () => void;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const line = describeEvent(t, frame.event, ctx);
  const why = frame.why && frame.why !== frame.event ? describeEvent(t, frame.why, ctx) : null;
  return (
    <section className="zombie-turn" role="status" aria-live="polite" aria-label={t('zombieTurn.label')}>
      <p className="zt-head">
        <strong>{ctx.automaton ? t('zombieTurn.automaton') : t('zombieTurn.zombies')}</strong>{' '}
        <span className="muted">{t('zombieTurn.step', { step, total })}</span>
      </p>
      {why && <p className="zt-why">{why.text}</p>}
      {line && <p className="zt-line">{line.text}</p>}
      <PlaybackControls className="zt-buttons" paused={paused} onPause={onPause} onNext={onNext} onSkip={onSkip} />
    </section>
  );
}
