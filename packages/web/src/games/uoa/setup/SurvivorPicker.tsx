/**
 * Choosing 1-6 survivors and who plays each: a seat per survivor (hot-seat shares one screen;
 * with invite links each seat gets its own link), and a starting weapon for "Any" slots. Each
 * survivor's ID card (IdCard.tsx) shows beside the list for the survivor pointed at, focused, or
 * last chosen; its "ID card" button shows it too (on a phone, where nothing is pointed at).
 */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect, PickBox, SeatSelect } from '../../zombicide/LabelledSelect.tsx';
import type { ClassName, SurvivorChoice, SurvivorDef } from '@horde/zombicide';
import { IdCard } from './IdCard.tsx';

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
  // The ID card shown: the survivor last pointed at, focused or asked for (it stays while the card is read),
  // else the last one chosen. `asked`: its button was pressed (on a phone, the card then shows over the list).
  const [pointed, setPointed] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const shownId = pointed ?? picks[picks.length - 1]?.id ?? null;
  const shown = survivors.find((d) => d.id === shownId) ?? null;
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
      <div className={`survivor-picker-body${asked ? ' asked' : ''}`}>
        <ul className="survivor-grid">
          {survivors.map((def) => {
            const pick = picks.find((p) => p.id === def.id);
            const banned = def.class !== undefined && forbidden.includes(def.class);
            return (
              <li
                key={def.id}
                className={`survivor-option${pick ? ' chosen' : ''}${banned ? ' banned' : ''}${shownId === def.id ? ' shown' : ''}`}
                onMouseEnter={() => setPointed(def.id)}
                onFocus={() => setPointed(def.id)}
              >
                <PickBox
                  name={def.name}
                  checked={!!pick}
                  disabled={banned || (!pick && picks.length >= 6)}
                  onToggle={() => toggle(def)}
                  data={{ 'data-survivor-id': def.id }}
                >
                  <span className="s-class">
                    {def.class ? t(`setup.class.${def.class}`) : ''}
                    {banned ? t('setup.notAllowed') : ''}
                  </span>
                  {def.favoriteSlot && (
                    <span className="s-slot">{t('setup.favorite', { slot: t(`setup.slot.${def.favoriteSlot}`) })}</span>
                  )}
                </PickBox>
                <button
                  type="button"
                  className="s-id"
                  aria-controls="id-card-panel"
                  aria-pressed={asked === def.id}
                  aria-label={t('idCard.show', { name: def.name })}
                  onClick={() => {
                    setPointed(def.id);
                    setAsked((a) => (a === def.id ? null : def.id));
                  }}
                >
                  {t('idCard.button')}
                </button>
                {pick && (
                  <span className="s-options">
                    <SeatSelect
                      t={t}
                      name={def.name}
                      seat={pick.player}
                      onChange={(seat) => update(def.id, { player: seat })}
                    />
                    {def.favoriteSlot === 'any' && (
                      <LabelledSelect
                        label={t('setup.startsWith')}
                        ariaLabel={t('setup.startingOf', { name: def.name })}
                        value={pick.starting ?? ''}
                        options={(['pistol', 'melee', 'rifle'] as const).map((slot) => ({
                          value: slot,
                          text: t(`setup.slot.${slot}`),
                        }))}
                        onChange={(v) => update(def.id, { starting: v as Pick['starting'] })}
                      />
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {/* A scroll box of its own: reachable by Tab, so that the keyboard scrolls it too. */}
        <aside
          id="id-card-panel"
          className="id-card-panel"
          aria-label={shown ? t('idCard.of', { name: shown.name }) : t('idCard.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by the keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          {shown ? (
            <>
              {asked && (
                <button type="button" className="id-card-close" onClick={() => setAsked(null)}>
                  {t('idCard.close')}
                </button>
              )}
              <IdCard def={shown} chosen={picks.find((p) => p.id === shown.id)?.starting} headingId="id-card-name" />
            </>
          ) : (
            <p className="muted">{t('idCard.empty')}</p>
          )}
        </aside>
      </div>
    </section>
  );
}
