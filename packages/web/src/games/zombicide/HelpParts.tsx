/** What both Zombicide tables' help shows alike: a list of keys and what they do, and the help's switches. */
import type { ReactElement } from 'react';
import { ShortcutsSwitch } from '../../ui/ShortcutsSwitch.tsx';
import { setCoachOn, useCoachOn } from './coach-setting.ts';

/** Keys and what they do, each said in the table's words. */
export function KeyList({ items }: { items: readonly { id: string; keys: string; text: string }[] }): ReactElement {
  return (
    <dl>
      {items.map((k) => (
        <div key={k.id}>
          <dt>{k.keys}</dt>
          <dd>{k.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The one-key shortcuts switch and the coach's (its words: the table's `coach.switch`, `coach.switchHint`). */
export function HelpSwitches({ t }: { t: (key: string) => string }): ReactElement {
  const coach = useCoachOn();
  return (
    <>
      <ShortcutsSwitch />
      <label className="coach-switch">
        <input type="checkbox" checked={coach} onChange={(e) => setCoachOn(e.target.checked)} /> {t('coach.switch')}{' '}
        <small className="muted">{t('coach.switchHint')}</small>
      </label>
    </>
  );
}
