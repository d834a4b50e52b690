/**
 * A survivor's ID card, as the picker shows it (issue 14, "Survivor picker"): class and its ability, Health,
 * the Favorite Weapon slot and the starting equipment it brings (the engine's STARTING_EQUIPMENT), and the
 * skills by Danger Level with their full texts, as the content defines them (Blue 1, Yellow +1 Action, Orange
 * 1 of 2, Red 1 of 3). English from the content, French from the table's messages (content.fr.json).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurvivorDef } from '@horde/zombicide';
import { LEVEL_THRESHOLDS } from '@horde/zombicide/experience';
import { STARTING_EQUIPMENT } from '@horde/zombicide/rulesets/uoa/classes';
import { weaponLine } from '../dashboard/CardView.tsx';
import { cardText } from '../text/cards.ts';
import { cardName, skillName, skillText } from '../text/names.ts';

const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;
type Starting = keyof typeof STARTING_EQUIPMENT;
const STARTING: readonly Starting[] = ['pistol', 'melee', 'rifle'];

const skillKey = (r: { id: string; param?: string }) => (r.param ? `${r.id}(${r.param})` : r.id);
const apOf = (level: (typeof LEVELS)[number]) => LEVEL_THRESHOLDS.find((x) => x.level === level)?.ap ?? 0;

/** The starting cards of a survivor: its own ("Starts with"), else its Favorite slot's (the chosen one for "Any"). */
export function startingCards(def: SurvivorDef, chosen?: Starting): string[] {
  if (def.startsWith?.length) return def.startsWith;
  const slot = def.favoriteSlot;
  if (!slot) return [];
  if (slot !== 'any') return [STARTING_EQUIPMENT[slot]];
  return chosen ? [STARTING_EQUIPMENT[chosen]] : STARTING.map((s) => STARTING_EQUIPMENT[s]);
}

function StartingCard({ id }: { id: string }): ReactElement {
  const line = weaponLine(id);
  return (
    <li data-card={id}>
      <strong>{cardName(id)}</strong>
      {line && <span className="card-stats"> · {line}</span>}
      <ul className="id-card-text">
        {cardText(id).map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
    </li>
  );
}

export function IdCard({
  def,
  chosen,
  headingId,
}: {
  def: SurvivorDef;
  /** The starting weapon chosen for an "Any" Favorite slot. */
  chosen?: Starting;
  headingId: string;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const cls = def.class;
  const health = cls === 'brawler' ? 3 : 2;
  const cards = startingCards(def, chosen);
  const choice = def.favoriteSlot === 'any' && !chosen && !def.startsWith?.length;
  return (
    <article className="id-card" data-survivor={def.id} aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{def.name}</h3>
        {cls && <span className="id-card-class">{t(`setup.class.${cls}`)}</span>}
        <span className="id-card-health">{t('idCard.health', { count: health })}</span>
      </header>
      {cls && <p className="id-card-ability">{t(`idCard.ability.${cls}`)}</p>}
      {def.favoriteSlot && (
        <p className="id-card-slot">{t('setup.favorite', { slot: t(`setup.slot.${def.favoriteSlot}`) })}</p>
      )}
      <h4>{choice ? t('idCard.startsChoice') : t('idCard.starts')}</h4>
      <ul className="id-card-cards">
        {cards.map((id) => (
          <StartingCard key={id} id={id} />
        ))}
      </ul>
      <h4>{t('idCard.skills')}</h4>
      <ol className="id-card-levels">
        {LEVELS.map((level) => {
          const refs = def.skills[level];
          return (
            <li key={level} className={`id-card-level ${level}`} data-level={level}>
              <span className={`level-chip ${level}`}>{t(`level.${level}`)}</span>{' '}
              <span className="id-card-ap">
                {t('idCard.from', { count: apOf(level) })}
                {refs.length > 1 ? ` · ${t('idCard.choose', { count: refs.length })}` : ''}
              </span>
              <dl>
                {refs.map((r) => {
                  const k = skillKey(r);
                  return (
                    <div key={k} data-skill={k}>
                      <dt>{skillName(k)}</dt>
                      <dd>{skillText(k)}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
