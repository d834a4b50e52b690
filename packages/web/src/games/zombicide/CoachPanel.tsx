/**
 * The coach's panel at the top of the side panel (a tutorial mission: M0, C0): the one sentence of advice (each
 * table's coach.ts), and a button that turns the coach off (the table's help turns it on again). Words from the
 * table's namespace (`coach.title`, `coach.off`, `coach.offTitle`).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { setCoachOn } from './coach-setting.ts';

/** A coach's advice: which (its message key, for tests and the page's data-hint) and its sentence. */
export interface CoachHint {
  id: string;
  text: string;
}

export function CoachPanel({
  hint,
  quiet,
  ns,
}: {
  hint: CoachHint | null;
  quiet?: boolean;
  /** The table's i18n namespace. */
  ns: string;
}): ReactElement | null {
  const { t } = useTranslation();
  if (!hint) return null;
  return (
    <section className="coach" aria-labelledby="coach-title" data-hint={hint.id}>
      <h2 id="coach-title" className="coach-title">
        {t(`${ns}:coach.title`)}
      </h2>
      {/* Announced as it changes, except during the zombies' playback (the banner and the log speak then). */}
      <p className="coach-text" aria-live={quiet ? 'off' : 'polite'}>
        {hint.text}
      </p>
      <button type="button" className="coach-off" onClick={() => setCoachOn(false)} title={t(`${ns}:coach.offTitle`)}>
        {t(`${ns}:coach.off`)}
      </button>
    </section>
  );
}
