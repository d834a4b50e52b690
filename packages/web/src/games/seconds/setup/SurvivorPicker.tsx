/** The 16 Survivors, two per Special Ability: health, Ability tokens, unique weapon and the ability in words. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../cards/Card.tsx';
import { content } from '../data.ts';
import { abilityName, abilityText, cardName } from '../text/names.ts';

export function SurvivorPicker({ chosen, onChoose }: { chosen: string; onChoose: (id: string) => void }): ReactElement {
  const { t } = useTranslation('seconds');
  const { survivors, abilities } = content();
  return (
    <fieldset className="survivor-picker seconds">
      <legend>{t('setup.survivor')}</legend>
      <ul className="survivor-grid">
        {abilities.map((ability) => (
          <li key={ability.id} className="ability-group">
            <p className="ability-name" title={abilityText(t, ability.id)}>
              {abilityName(t, ability.id)}
            </p>
            <p className="ability-text">{abilityText(t, ability.id)}</p>
            {survivors
              .filter((s) => s.ability === ability.id)
              .map((s) => (
                <label key={s.id} className={`survivor-option${chosen === s.id ? ' chosen' : ''}`}>
                  <input
                    type="radio"
                    name="seconds-survivor"
                    value={s.id}
                    checked={chosen === s.id}
                    onChange={() => onChoose(s.id)}
                    data-survivor-id={s.id}
                  />
                  <span className="s-name">{s.name}</span>
                  <span className="s-facts">
                    {t('setup.survivorFacts', { health: s.health, count: s.abilityTokens })}
                    {s.uniqueWeapon && ` · ${cardName(t, s.uniqueWeapon)}`}
                  </span>
                </label>
              ))}
          </li>
        ))}
      </ul>
      <div className="survivor-preview">
        <Card id={chosen} className="survivor-card">
          <span className="sv-name">{t('setup.readCard')}</span>
        </Card>
      </div>
    </fieldset>
  );
}
