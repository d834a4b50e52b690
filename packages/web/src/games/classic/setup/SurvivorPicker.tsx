/**
 * Choosing 1-12 survivors (the Season 1 six, and more for 7+ Survivors games) and the seat that plays
 * each (hot-seat shares one screen; with invite links each seat gets its own link). Each shows its
 * Blue skill, the one it starts with.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PickBox, SeatSelect } from '../../zombicide/LabelledSelect.tsx';
import { skillKey, type SurvivorDef } from '@horde/zombicide';
import { skillName, skillText } from '../text/names.ts';

export interface Pick {
  id: string;
  player: number;
}

/** [RM] plays with up to 12 Survivors (seed 001 line 341; 7+ Survivors, lines 2775-2781). */
export const MAX_SURVIVORS = 12;

export function SurvivorPicker({
  survivors,
  picks,
  onChange,
}: {
  survivors: SurvivorDef[];
  picks: Pick[];
  onChange: (p: Pick[]) => void;
}): ReactElement {
  const { t } = useTranslation('classic');
  const toggle = (def: SurvivorDef) => {
    const has = picks.find((p) => p.id === def.id);
    if (has) onChange(picks.filter((p) => p.id !== def.id));
    else if (picks.length < MAX_SURVIVORS) onChange([...picks, { id: def.id, player: 0 }]);
  };
  const update = (id: string, player: number) => onChange(picks.map((p) => (p.id === id ? { ...p, player } : p)));
  return (
    <section className="survivor-picker" aria-labelledby="surv-h">
      <h2 id="surv-h">
        {t('setup.survivors')} <small>{t('setup.chosen', { count: picks.length, max: MAX_SURVIVORS })}</small>
      </h2>
      <ul className="survivor-grid">
        {survivors.map((def) => {
          const pick = picks.find((p) => p.id === def.id);
          const blue = def.skills.blue.map(skillKey);
          return (
            <li key={def.id} className={`survivor-option${pick ? ' chosen' : ''}`}>
              <PickBox
                name={def.name}
                checked={!!pick}
                disabled={!pick && picks.length >= MAX_SURVIVORS}
                onToggle={() => toggle(def)}
                data={{ 'data-survivor-id': def.id }}
              >
                <span className="s-slot" title={blue.map((k) => skillText(t, k)).join(' ')}>
                  {t('setup.startsWithSkill', { skill: blue.map((k) => skillName(t, k)).join(', ') })}
                </span>
              </PickBox>
              {pick && (
                <span className="s-options">
                  <SeatSelect t={t} name={def.name} seat={pick.player} onChange={(seat) => update(def.id, seat)} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
