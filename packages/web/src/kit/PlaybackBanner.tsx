/**
 * The zombies' phase played back, over the board: its name, step n of m, what happens now and the rule
 * behind it, and the playback's buttons. The line and the rule are the table's words.
 */
import type { ReactElement, ReactNode } from 'react';
import { PlaybackControls } from './PlaybackControls.tsx';

export function PlaybackBanner({
  title,
  count,
  step,
  total,
  text,
  lang,
  rule,
  paused,
  onPause,
  onNext,
  onSkip,
}: {
  title: string;
  /** "step n of m", in the table's words. */
  count: string;
  step: number;
  total: number;
  text: string | undefined;
  lang?: string;
  /** The rule the step follows, with its label. */
  rule: ReactNode;
  paused: boolean;
  onPause: () => void;
  onNext: () => void;
  onSkip: () => void;
}): ReactElement {
  return (
    <section className="zombie-banner" role="status" aria-live="polite" aria-label={title}>
      <div className="zb-head">
        <strong>{title}</strong> <span className="zb-count">{count}</span>
        <progress max={total} value={step} aria-hidden="true" />
      </div>
      <p className="zb-text" lang={lang}>
        {text ?? '…'}
      </p>
      {rule && <p className="zb-rule">{rule}</p>}
      <PlaybackControls className="zb-controls" paused={paused} onPause={onPause} onNext={onNext} onSkip={onSkip} />
    </section>
  );
}
