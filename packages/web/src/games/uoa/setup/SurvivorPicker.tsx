/**
 * Choosing 1-6 survivors and who plays each: a seat per survivor (hot-seat shares one screen;
 * with invite links each seat gets its own link), and a starting weapon for "Any" slots.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassName, SurvivorChoice, SurvivorDef } from '@horde/zombicide';

export interface Pick extends SurvivorChoice {
  player: number;
}

export function SurvivorPicker({
  survivors,
  forbidden,
  picks,
  onChange,
}: {
  survivors: SurvivorDef[];
  forbidden: ClassName[];
  picks: Pick[];
  onChange: (p: Pick[]) => void;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const toggle = (def: SurvivorDef) => {
    const has = picks.find((p) => p.id === def.id);
    if (has) onChange(picks.filter((p) => p.id !== def.id));
    else if (picks.length < 6)
      onChange([
        ...picks,
        { id: def.id, player: 0, ...(def.favoriteSlot === 'any' ? { starting: 'pistol' as const } : {}) },
      ]);
  };
  const update = (id: string, patch: Partial<Pick>) =>
    onChange(picks.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  return (
    <section className="survivor-picker" aria-labelledby="surv-h">
      <h2 id="surv-h">
        {t('setup.survivors')} <small>{t('setup.chosen', { count: picks.length })}</small>
      </h2>
      <ul className="survivor-grid">
        {survivors.map((def) => {
          const pick = picks.find((p) => p.id === def.id);
          const banned = def.class !== undefined && forbidden.includes(def.class);
          return (
            <li key={def.id} className={`survivor-option${pick ? ' chosen' : ''}${banned ? ' banned' : ''}`}>
              <label>
                <input
                  type="checkbox"
                  checked={!!pick}
                  disabled={banned || (!pick && picks.length >= 6)}
                  onChange={() => toggle(def)}
                  data-survivor-id={def.id}
                />
                <span className="s-name">{def.name}</span>
                <span className="s-class">
                  {def.class ? t(`setup.class.${def.class}`) : ''}
                  {banned ? t('setup.notAllowed') : ''}
                </span>
                {def.favoriteSlot && (
                  <span className="s-slot">{t('setup.favorite', { slot: t(`setup.slot.${def.favoriteSlot}`) })}</span>
                )}
              </label>
              {pick && (
                <span className="s-options">
                  <label>
                    {t('setup.seat')}{' '}
                    <select
                      value={pick.player}
                      onChange={(e) => update(def.id, { player: Number(e.target.value) })}
                      aria-label={t('setup.seatOf', { name: def.name })}
                    >
                      {[0, 1, 2, 3, 4, 5].map((s) => (
                        <option key={s} value={s}>
                          {s + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                  {def.favoriteSlot === 'any' && (
                    <label>
                      {t('setup.startsWith')}{' '}
                      <select
                        value={pick.starting}
                        onChange={(e) => update(def.id, { starting: e.target.value as Pick['starting'] })}
                        aria-label={t('setup.startingOf', { name: def.name })}
                      >
                        {(['pistol', 'melee', 'rifle'] as const).map((slot) => (
                          <option key={slot} value={slot}>
                            {t(`setup.slot.${slot}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
