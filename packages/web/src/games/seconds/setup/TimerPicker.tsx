/**
 * The Action Phase timer: off, 30 seconds (the rulebook), 90 seconds, or a length both players
 * agree (the modified rules); the answer window of off-turn decisions; the round limit. Solo
 * games are never timed (the rulebook).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupChoice } from './SecondsSetup.tsx';

export type TimerChoice = 'off' | '30' | '90' | 'custom';

const CHOICES: TimerChoice[] = ['off', '30', '90', 'custom'];
const WINDOWS = [5, 10, 15, 20, 30];

export function TimerPicker({
  choice,
  solo,
  onChange,
}: {
  choice: SetupChoice;
  solo: boolean;
  onChange: (patch: Partial<SetupChoice>) => void;
}): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <fieldset className="timer-picker">
      <legend>{t('setup.timer')}</legend>
      {solo ? (
        <p className="muted">{t('setup.soloNoTimer')}</p>
      ) : (
        <>
          <div className="timer-choices" role="radiogroup" aria-label={t('setup.timer')}>
            {CHOICES.map((c) => (
              <label key={c} className={choice.timer === c ? 'chosen' : ''}>
                <input
                  type="radio"
                  name="seconds-timer"
                  value={c}
                  checked={choice.timer === c}
                  onChange={() => onChange({ timer: c })}
                  data-timer={c}
                />{' '}
                {t(`setup.timers.${c}`)}
              </label>
            ))}
          </div>
          {choice.timer === 'custom' && (
            <label className="inline">
              {t('setup.customSeconds')}{' '}
              <input
                type="number"
                min={5}
                max={3600}
                value={choice.timerSeconds}
                onChange={(e) => onChange({ timerSeconds: Math.max(5, Math.min(3600, Number(e.target.value) || 5)) })}
              />
            </label>
          )}
          {choice.timer !== 'off' && (
            <label className="inline">
              {t('setup.reactSeconds')}{' '}
              <select value={choice.reactSeconds} onChange={(e) => onChange({ reactSeconds: Number(e.target.value) })}>
                {WINDOWS.map((w) => (
                  <option key={w} value={w}>
                    {t('setup.seconds', { count: w })}
                  </option>
                ))}
              </select>
            </label>
          )}
        </>
      )}
      <label className="inline">
        {t('setup.roundLimit')}{' '}
        <input
          type="number"
          min={5}
          max={200}
          value={choice.roundLimit}
          onChange={(e) => onChange({ roundLimit: Math.max(5, Math.min(200, Number(e.target.value) || 30)) })}
        />
        <small> {t('setup.roundLimitHint')}</small>
      </label>
    </fieldset>
  );
}
