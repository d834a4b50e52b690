/**
 * The coach's panel at the top of the side panel (tutorial mission M0 only): the one sentence of advice
 * (coach.ts), and a button that turns the coach off (the table's help turns it on again).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hint } from './coach.ts';
import { setCoachOn } from './setting.ts';

export function CoachPanel({ hint, quiet }: { hint: Hint | null; quiet?: boolean }): ReactElement | null {
  const { t } = useTranslation('uoa');
  if (!hint) return null;
  return (
    <section className="coach" aria-labelledby="coach-title" data-hint={hint.id}>
      <h2 id="coach-title" className="coach-title">
        {t('coach.title')}
      </h2>
      {/* Announced as it changes, except during the zombies' playback (the banner and the log speak then). */}
      <p className="coach-text" aria-live={quiet ? 'off' : 'polite'}>
        {hint.text}
      </p>
      <button type="button" className="coach-off" onClick={() => setCoachOn(false)} title={t('coach.offTitle')}>
        {t('coach.off')}
      </button>
    </section>
  );
}
