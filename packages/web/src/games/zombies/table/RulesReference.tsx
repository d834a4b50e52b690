/**
 * The rules at hand: the optional rules on in this game, the turn in short, and every decision the rules
 * engine took where the seed is silent or unclear (the engine's RULINGS, each with the seed passage it
 * settles), translated by id.
 */
import { RULINGS } from '@horde/zombies';
import { RuleSource } from '../../../kit/RuleSource.tsx';
import { ShortcutsSwitch } from '../../../ui/ShortcutsSwitch.tsx';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZombiesConfig } from '@horde/zombies';

/** The numbers a rule was set up with in the new-game form (its start, amnesty, Kings). */
function Numbers({ rule, config }: { rule: keyof ZombiesConfig; config: ZombiesConfig }): ReactElement | null {
  const { t } = useTranslation('zombies');
  if (rule === 'lastManStanding')
    return (
      <span className="z-numbers">
        {' '}
        {t('reference.lastMan', { start: t(`setup.start.${config.lastManStart}`), count: config.amnestyRounds })}
      </span>
    );
  if (rule === 'catchAsCatchCan')
    return <span className="z-numbers"> {t('reference.kings', { count: config.kings })}</span>;
  return null;
}

/** The seed's own words for a decision, when it has a passage. */
function Quote({ id }: { id: string }): ReactElement | null {
  const { t } = useTranslation('zombies');
  const quote = t(`decisions.${id}.quote`, { defaultValue: '' });
  return quote ? <q className="z-quote">{t('reference.quote', { quote })}</q> : null;
}

/** Sub-options count only with their rule. */
const PARENT: Partial<Record<keyof ZombiesConfig, keyof ZombiesConfig>> = {
  carefulAim: 'comeToPapa',
  lastManGridZombies: 'lastManStanding',
  lastManScoring: 'lastManStanding',
  lastManHelipad: 'lastManStanding',
  kingHelipadEscape: 'catchAsCatchCan',
  kingTarget: 'catchAsCatchCan',
  oneBiteSparePlayerKills: 'oneBite',
};

const TURN_STEPS = ['draw', 'tile', 'roll', 'fight', 'zombies', 'discard'] as const;

export function RulesReference({ config, onClose }: { config: ZombiesConfig; onClose: () => void }): ReactElement {
  const { t } = useTranslation('zombies');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const on = (Object.keys(config) as (keyof ZombiesConfig)[]).filter((k) => {
    const parent = PARENT[k];
    return config[k] === true && (!parent || config[parent] === true);
  });
  return (
    <div className="z-overlay" role="dialog" aria-modal="true" aria-labelledby="z-rules-h">
      <div className="z-dialog z-rules">
        <div className="z-rules-head">
          <h2 id="z-rules-h">{t('reference.title')}</h2>
          <button type="button" onClick={onClose} autoFocus>
            {t('reference.close')}
          </button>
        </div>
        <h3>{t('reference.turn')}</h3>
        <ol>
          {TURN_STEPS.map((s) => (
            <li key={s}>{t(`reference.steps.${s}`)}</li>
          ))}
        </ol>
        <p>{t('reference.combat')}</p>
        <p>{t('reference.win', { kills: config.killsToWin, rounds: config.roundLimit })}</p>
        <h3>{t('reference.options')}</h3>
        {on.length === 0 ? (
          <p className="z-muted">{t('reference.noOptions')}</p>
        ) : (
          <ul className="z-rules-on">
            {on.map((k) => (
              <li key={k}>
                <strong>{t(`options.${k}.label`, { defaultValue: k })}</strong>
                {t('reference.colon')}
                {t(`options.${k}.detail`, { defaultValue: '' })}
                <Numbers rule={k} config={config} />
              </li>
            ))}
          </ul>
        )}
        <ShortcutsSwitch />
        <h3>{t('reference.decisions')}</h3>
        <p className="z-muted">{t('reference.decisionsIntro')}</p>
        <dl className="z-decisions">
          {RULINGS.map((d) => (
            <div key={d.id} data-decision={d.id}>
              <dt>{t(`decisions.${d.id}.title`, { defaultValue: d.id })}</dt>
              <dd>
                {t(`decisions.${d.id}.text`, { defaultValue: d.text })}
                <Quote id={d.id} /> <RuleSource source={t(`decisions.${d.id}.seed`, { defaultValue: d.seed })} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
