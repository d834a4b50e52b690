/**
 * Seconds to Live's part of the new-game form: solo against either automaton or two players,
 * the Survivor, and the timer (off, 30 s, 90 s or an agreed length; never in solo), with the
 * answer window of off-turn decisions and the round limit. The house rules (advanced and
 * modified rules, the pause, the zombie timer, the solo score) are the shell's switches.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupProps } from '../../../shell/table-module.ts';
import { content } from '../data.ts';
import { automatonName, survivorName } from '../text/names.ts';
import { ModePicker, type Mode } from './ModePicker.tsx';
import { SurvivorPicker } from './SurvivorPicker.tsx';
import { TimerPicker, type TimerChoice } from './TimerPicker.tsx';

export interface SetupChoice {
  mode: Mode;
  survivor: string;
  timer: TimerChoice;
  timerSeconds: number;
  reactSeconds: number;
  roundLimit: number;
}

export const DEFAULT_CHOICE: SetupChoice = {
  mode: 'fast',
  survivor: 'lenny',
  timer: '30',
  timerSeconds: 45,
  reactSeconds: 10,
  roundLimit: 30,
};

/** The config a choice makes (what the shell starts, with its switches added). */
export function configOf(c: SetupChoice): Record<string, unknown> {
  const base = { survivor: c.survivor, roundLimit: c.roundLimit };
  if (c.mode !== 'two') return { ...base, mode: 'solo', automaton: c.mode };
  return {
    ...base,
    mode: 'two-player',
    timer: c.timer,
    ...(c.timer === 'custom' ? { timerSeconds: c.timerSeconds } : {}),
    ...(c.timer !== 'off' ? { reactSeconds: c.reactSeconds } : {}),
  };
}

export function SecondsSetup({ game, onChange }: SetupProps): ReactElement {
  const { t } = useTranslation('seconds');
  const [choice, setChoice] = useState<SetupChoice>(DEFAULT_CHOICE);
  const update = (patch: Partial<SetupChoice>) => setChoice((c) => ({ ...c, ...patch }));

  useEffect(() => {
    const solo = choice.mode !== 'two';
    const name = survivorName(choice.survivor);
    // The module's entries: solo-fast, solo-swarm, duel (timed), duel-untimed.
    const entryId = solo ? `solo-${choice.mode}` : choice.timer === 'off' ? 'duel-untimed' : 'duel';
    const entry = game.entries.find((e) => e.id === entryId)?.id ?? game.entries[0]?.id ?? entryId;
    const timer =
      choice.timer === 'off'
        ? t('setup.noTimer')
        : t('setup.timerSeconds', { count: choice.timer === 'custom' ? choice.timerSeconds : Number(choice.timer) });
    onChange({
      entry,
      config: configOf(choice),
      seats: solo ? 1 : 2,
      ready: content().survivors.some((s) => s.id === choice.survivor),
      summary: solo
        ? t('setup.summarySolo', { name, automaton: automatonName(t, choice.mode as 'fast' | 'swarm') })
        : t('setup.summaryTwo', { name, timer }),
      label: solo
        ? t('setup.labelSolo', { name, automaton: automatonName(t, choice.mode as 'fast' | 'swarm') })
        : t('setup.labelTwo', { name }),
    });
  }, [choice, game.entries, onChange, t]);

  return (
    <div className="seconds-setup">
      <ModePicker mode={choice.mode} onChange={(mode) => update({ mode })} />
      <SurvivorPicker chosen={choice.survivor} onChoose={(survivor) => update({ survivor })} />
      <TimerPicker choice={choice} solo={choice.mode !== 'two'} onChange={update} />
    </div>
  );
}
