/**
 * The clock, big, the same on both seats: the Action Phase's seconds left (tenths in the last
 * ten), a bar that empties, whose phase it is, an answer window's own countdown, the pause (when
 * the rules allow it) and the sound switch.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsAction, SecondsView } from '@horde/seconds';
import { formatClock, urgency } from '../model/clock.ts';
import { useClock } from './useClock.ts';

export function Clock({
  view,
  serverNow,
  clockActions,
  onAction,
  sound,
  onSound,
}: {
  view: SecondsView;
  serverNow: () => number;
  clockActions: SecondsAction[];
  onAction: (a: SecondsAction) => void;
  sound: boolean;
  onSound: (on: boolean) => void;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const state = useClock(view, serverNow, sound);
  const whose = view.phase === 'over' ? t('phases.over') : t(`clock.whose.${view.active}`);
  const phase = t(`phases.${view.phase}`);
  const level = state.mode === 'running' ? urgency(state.remainingMs) : state.mode === 'timeUp' ? 'critical' : 'calm';
  const pct = state.lengthMs > 0 ? Math.max(0, Math.min(100, (100 * state.remainingMs) / state.lengthMs)) : 0;
  const caption =
    state.mode === 'paused'
      ? t('clock.paused')
      : state.mode === 'timeUp'
        ? t('clock.timeUp')
        : state.mode === 'off'
          ? view.mode === 'solo'
            ? t('clock.offSolo')
            : // A timed game that has ended is not a game without a timer.
              state.lengthMs > 0
              ? t('clock.stopped')
              : t('clock.off')
          : state.mode === 'idle'
            ? t('clock.idle')
            : t('clock.running');
  const seconds = Math.ceil(state.remainingMs / 1000);
  return (
    <div
      className={`clock mode-${state.mode} ${level}`}
      role="timer"
      aria-label={state.mode === 'off' ? caption : t('clock.aria', { seconds, phase, whose })}
      data-remaining={state.mode === 'off' ? '' : String(seconds)}
    >
      <div className="clock-main">
        {state.mode !== 'off' ? (
          <span className="clock-digits" aria-hidden="true">
            {formatClock(state.remainingMs)}
            <small>s</small>
          </span>
        ) : (
          <span className="clock-digits off" aria-hidden="true">
            ∞
          </span>
        )}
        <div className="clock-text">
          <strong className="clock-whose">{whose}</strong>
          <span className="clock-phase">
            {view.phase === 'over'
              ? t('clock.turn', { turn: view.turn })
              : `${phase} · ${t('clock.turn', { turn: view.turn })}`}
          </span>
          <span className="clock-caption">{caption}</span>
        </div>
      </div>
      {state.lengthMs > 0 && (
        <div className="clock-bar" aria-hidden="true">
          <div className="clock-fill" style={{ width: `${pct}%` }} />
        </div>
      )}
      {state.windowMs !== null && (
        <p className={`clock-window ${urgency(state.windowMs)}`}>
          {/* The seat that waits is not told to answer (issue 33). */}
          {t(view.side && view.pending && view.pending.side !== view.side ? 'clock.windowTheirs' : 'clock.window', {
            seconds: Math.ceil(state.windowMs / 1000),
          })}
        </p>
      )}
      <div className="clock-buttons">
        {clockActions.map((a) => (
          <button key={a.type} type="button" onClick={() => onAction(a)} data-action={a.type}>
            {a.type === 'pause' ? t('actions.pause') : t('actions.resume')}
            {a.type === 'pause' && view.timer.pausesLeft > 0 && ` (${view.timer.pausesLeft})`}
          </button>
        ))}
        {state.lengthMs > 0 && (
          <button
            type="button"
            className="sound-toggle"
            aria-pressed={sound}
            onClick={() => onSound(!sound)}
            title={t('clock.soundTitle')}
          >
            {sound ? `♪ ${t('clock.soundOn')}` : `× ${t('clock.soundOff')}`}
          </button>
        )}
      </div>
    </div>
  );
}
