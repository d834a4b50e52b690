/**
 * A game's house rules as checkboxes, named in its table's messages (<game>:options.<switch>, loaded with
 * the table) or else the shell's (options.<game>.<switch>). A switch that does not apply now (switches.ts
 * SwitchRule) is unticked and disabled; its choice comes back when it applies again.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { humanize, type OptionSwitch, switchShown } from './switches.ts';

export function OptionSwitches({
  game,
  switches,
  values,
  applying = {},
  onChange,
}: {
  game: string;
  switches: OptionSwitch[];
  values: Record<string, boolean>;
  /** Whether each switch applies now (absent: it does). */
  applying?: Record<string, boolean>;
  onChange: (values: Record<string, boolean>) => void;
}): ReactElement | null {
  const { t } = useTranslation();
  if (switches.length === 0) return null;
  return (
    <section className="options" aria-labelledby="options-h">
      <h2 id="options-h">{t('options.heading')}</h2>
      {switches.map((s) => {
        const keys = (field: string) => [`${game}:options.${s.name}.${field}`, `options.${game}.${s.name}.${field}`];
        const description = t(keys('description'), { defaultValue: '' });
        const detail = t(keys('detail'), { defaultValue: '' });
        return (
          <label key={s.name} title={detail || undefined}>
            <input
              type="checkbox"
              name={s.name}
              checked={switchShown(s, values, applying)}
              disabled={applying[s.name] === false}
              onChange={(e) => onChange({ ...values, [s.name]: e.target.checked })}
            />{' '}
            {t(keys('label'), { defaultValue: humanize(s.name) })}
            {description && <small> ({description})</small>}
          </label>
        );
      })}
    </section>
  );
}
