/** The switch that turns the tables' single-key shortcuts on or off (ui/shortcuts.ts), for the help of every table. */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { setShortcutsOn, shortcutsOn } from './shortcuts.ts';

export function ShortcutsSwitch(): ReactElement {
  const { t } = useTranslation('shell');
  const [on, setOn] = useState(shortcutsOn);
  return (
    <label className="shortcuts-switch">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setShortcutsOn(e.target.checked);
          setOn(e.target.checked);
        }}
      />{' '}
      {t('shortcuts.label')}
    </label>
  );
}
