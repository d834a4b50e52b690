/** The zombies' phase, step by step: the current step with its rule, progress, pause and skip. */
import type { ReactElement } from 'react';
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
  return (
    <section className="zombie-banner" role="status" aria-live="polite" aria-label="Zombies' phase">
      <div className="zb-head">
        <strong>Zombies' phase</strong>{' '}
        <span className="zb-count">
          step {step} of {total}
        </span>
        <progress max={total} value={step} aria-hidden="true" />
      </div>
      <p className="zb-text">{line?.text ?? '…'}</p>
      {line?.rule && <p className="zb-rule">Rule: {line.rule}</p>}
      <div className="zb-controls">
        <button type="button" onClick={onPause}>
          {paused ? '▶ Play' : '❚❚ Pause'}
        </button>
        <button type="button" onClick={onNext}>
          Next step ›
        </button>
        <button type="button" className="primary" onClick={onSkip} title="Skip to the end (Space)">
          Skip to end » <kbd>Space</kbd>
        </button>
      </div>
    </section>
  );
}
