/**
 * The rules at hand: the turn and the rules as this engine plays Zombicide Classic, the options of
 * this game, and every decision taken where the seed leaves a choice (rules.ts lists them; the texts
 * are the table's messages, in English and French).
 */
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { RuleSource } from '../../../kit/RuleSource.tsx';
import { REFERENCE_DECISIONS, REFERENCE_NOT_YET, REFERENCE_RULES, REFERENCE_SKILLS_NOT_PLAYED } from '../rules.ts';
import { skillName } from '../text/names.ts';

export function RulesReference({ view, onClose }: { view: PlayerView; onClose: () => void }): ReactElement {
  const { t } = useTranslation('classic');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const dice = Number(view.missionState.spawnDice ?? 0);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="rules-title">
      <div className="help classic-rules">
        <div className="rules-head">
          <h2 id="rules-title">{t('reference.title')}</h2>
          <button type="button" onClick={onClose} autoFocus>
            {t('reference.close')}
          </button>
        </div>
        <h3>{t('reference.options')}</h3>
        <ul>
          <li>{dice ? t('reference.spawnDiceOn', { count: dice }) : t('reference.spawnDiceOff')}</li>
          <li>{view.options.ultrared ? t('reference.ultraredOn') : t('reference.ultraredOff')}</li>
        </ul>
        <h3>{t('reference.rules')}</h3>
        <dl className="reference">
          {REFERENCE_RULES.map((r) => (
            <div key={r.id} data-rule={r.id}>
              <dt>{t(`reference.rule.${r.id}.title`)}</dt>
              <dd>
                {t(`reference.rule.${r.id}.text`)} <RuleSource source={t('reference.seed', { lines: r.seed })} />
              </dd>
            </div>
          ))}
        </dl>
        <h3>{t('reference.decisions')}</h3>
        <p className="muted">{t('reference.decisionsIntro')}</p>
        <dl className="reference">
          {REFERENCE_DECISIONS.map((d) => (
            <div key={d.id} data-decision={d.id}>
              <dt>{t(`reference.decision.${d.id}.title`)}</dt>
              <dd>
                {t(`reference.decision.${d.id}.text`)} <RuleSource source={t('reference.seed', { lines: d.seed })} />
              </dd>
            </div>
          ))}
        </dl>
        <h3>{t('reference.notYetTitle')}</h3>
        <p className="muted">{t('reference.notYetIntro')}</p>
        <ul className="reference-not-yet">
          {REFERENCE_NOT_YET.map((r) => (
            <li key={r.id} data-not-yet={r.id}>
              {t(`reference.notYet.${r.id}`)} <small>{t('reference.seed', { lines: r.seed })}</small>
            </li>
          ))}
          {REFERENCE_SKILLS_NOT_PLAYED.map((id) => (
            <li key={id} data-not-yet={id}>
              <strong>{skillName(t, id)}</strong>: {t(`reference.notYetSkill.${id}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
