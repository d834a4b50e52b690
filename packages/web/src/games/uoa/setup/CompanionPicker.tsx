/**
 * Companions completing a posse of 3 or 4 (EN 282): up to 6 figures in all, among the survivors not
 * chosen (of a class the mission allows), each with a Leader from the posse or chosen at the table
 * (the engine then asks the players, a `chooseLeader` decision).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect, PickBox } from '../../zombicide/LabelledSelect.tsx';
import type { ClassName, SurvivorDef } from '@horde/zombicide';
import { survivorName } from '../text/names.ts';
import type { Pick } from './SurvivorPicker.tsx';

export interface CompanionPick {
  id: string;
  /** The Leader's survivor id (one of the posse); absent: chosen at the table. */
  leader?: string;
}

/**
 * The Companions of the config (a Leader as its index in the posse), keeping those still free and room
 * allows, after the posse changed.
 */
export function companionsConfig(posse: Pick[], companions: CompanionPick[]): { id: string; leader?: number }[] {
  const kept = companions.filter((c) => !posse.some((p) => p.id === c.id)).slice(0, companionRoom(posse.length));
  return kept.map((c) => {
    const leader = posse.findIndex((p) => p.id === c.leader);
    return leader >= 0 ? { id: c.id, leader } : { id: c.id };
  });
}

/** How many Companions a posse of `posse` survivors may take: none below 3 or above 4. */
export function companionRoom(posse: number): number {
  return posse === 3 || posse === 4 ? 6 - posse : 0;
}

export function CompanionPicker({
  survivors,
  forbidden,
  posse,
  companions,
  onChange,
}: {
  survivors: SurvivorDef[];
  forbidden: ClassName[];
  posse: Pick[];
  companions: CompanionPick[];
  onChange: (c: CompanionPick[]) => void;
}): ReactElement | null {
  const { t } = useTranslation('uoa');
  const room = companionRoom(posse.length);
  if (room === 0) return null;
  const free = survivors.filter(
    (d) => !posse.some((p) => p.id === d.id) && !(d.class !== undefined && forbidden.includes(d.class)),
  );
  const toggle = (id: string) => {
    if (companions.some((c) => c.id === id)) onChange(companions.filter((c) => c.id !== id));
    else if (companions.length < room) onChange([...companions, { id }]);
  };
  const setLeader = (id: string, value: string) =>
    onChange(companions.map((c) => (c.id === id ? { id, ...(value === '' ? {} : { leader: value }) } : c)));
  return (
    <section className="survivor-picker companion-picker" aria-labelledby="comp-h">
      <h2 id="comp-h">
        {t('setup.companions')} <small>{t('setup.companionsChosen', { count: companions.length, max: room })}</small>
      </h2>
      <p className="hint">{t('setup.companionsHint')}</p>
      <ul className="survivor-grid">
        {free.map((def) => {
          const pick = companions.find((c) => c.id === def.id);
          return (
            <li key={def.id} className={`survivor-option${pick ? ' chosen' : ''}`}>
              <PickBox
                name={def.name}
                checked={!!pick}
                disabled={!pick && companions.length >= room}
                onToggle={() => toggle(def.id)}
                data={{ 'data-companion-id': def.id }}
              >
                <span className="s-class">{def.class ? t(`setup.class.${def.class}`) : ''}</span>
              </PickBox>
              {pick && (
                <span className="s-options">
                  <LabelledSelect
                    label={t('setup.leader')}
                    ariaLabel={t('setup.leaderOf', { name: def.name })}
                    value={pick.leader ?? ''}
                    options={[
                      { value: '', text: t('setup.leaderAtTable') },
                      ...posse.map((p) => ({ value: p.id, text: survivorName(p.id) })),
                    ]}
                    onChange={(v) => setLeader(def.id, v)}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
