/**
 * Choosing 1-6 survivors and who plays each: a seat per survivor (hot-seat shares one screen;
 * with invite links each seat gets its own link), and a starting weapon for "Any" slots.
 */
import type { ReactElement } from 'react';
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
        Survivors <small>({picks.length} of 1–6 chosen)</small>
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
                  {def.class}
                  {banned ? ' (not allowed here)' : ''}
                </span>
                <span className="s-slot">Favorite: {def.favoriteSlot}</span>
              </label>
              {pick && (
                <span className="s-options">
                  <label>
                    Seat{' '}
                    <select
                      value={pick.player}
                      onChange={(e) => update(def.id, { player: Number(e.target.value) })}
                      aria-label={`${def.name}'s seat`}
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
                      Starts with{' '}
                      <select
                        value={pick.starting}
                        onChange={(e) => update(def.id, { starting: e.target.value as Pick['starting'] })}
                        aria-label={`${def.name}'s starting weapon`}
                      >
                        <option value="pistol">Pistol</option>
                        <option value="melee">Melee</option>
                        <option value="rifle">Rifle</option>
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
