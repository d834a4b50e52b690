/** Solo against the Fast Attack or the Swarm automaton, or two players (Survivor and Zombies). */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export type Mode = 'fast' | 'swarm' | 'two';

const MODES: Mode[] = ['fast', 'swarm', 'two'];

export function ModePicker({ mode, onChange }: { mode: Mode; onChange: (m: Mode) => void }): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <fieldset className="mode-picker">
      <legend>{t('setup.mode')}</legend>
      {MODES.map((m) => (
        <label key={m} className={`mode-option${mode === m ? ' chosen' : ''}`}>
          <input
            type="radio"
            name="seconds-mode"
            value={m}
            checked={mode === m}
            onChange={() => onChange(m)}
            data-mode={m}
          />
          <span className="mode-name">{t(`setup.modes.${m}.name`)}</span>
          <small>{t(`setup.modes.${m}.description`)}</small>
        </label>
      ))}
    </fieldset>
  );
}
