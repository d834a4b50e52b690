/**
 * Zombies!!!'s part of the new-game form: the seats (2 to 6) and the numbers and choices the lobby's
 * switches cannot express: kills to win, the round limit, the reaction window's time, Last Man Standing's
 * start and amnesty, the number of King Zombies. The optional rules themselves are the shell's switches.
 */
import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogGame } from '../../../shell/conn/types.ts';
import type { SetupProps } from '../../../shell/table-module.ts';

interface Preset {
  id: string;
  name: string;
  label?: string;
  config: Record<string, unknown>;
}

/** The lobby's entries with their presets' configs (the module's catalogue); the entry alone when none. */
function presetsOf(game: CatalogGame): Preset[] {
  const listed = (game.catalogue as { presets?: Preset[] } | null)?.presets ?? [];
  return game.entries.map((e) => ({
    id: e.id,
    name: e.name,
    label: e.label,
    config: listed.find((p) => p.id === e.id)?.config ?? {},
  }));
}

const presetName = (t: TFunction, p: Preset) => t(`presets.${p.id}.name`, { defaultValue: p.name });

export interface SetupChoice {
  seats: number;
  killsToWin: number;
  roundLimit: number;
  reactionMs: number;
  lastManStart: 'townSquare' | 'grid';
  amnestyRounds: number;
  kings: number;
}

export const DEFAULT_SETUP: SetupChoice = {
  seats: 3,
  killsToWin: 25,
  roundLimit: 40,
  reactionMs: 20_000,
  lastManStart: 'townSquare',
  amnestyRounds: 0,
  kings: 1,
};

const SEATS = [2, 3, 4, 5, 6];
const REACTION = [0, 10_000, 20_000, 30_000, 60_000];
const clamp = (n: number, lo: number, hi: number) =>
  Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.round(n))) : lo;

export function ZombiesSetup({ game, onChange }: SetupProps): ReactElement {
  const { t } = useTranslation('zombies');
  const presets = useMemo(() => presetsOf(game), [game]);
  const [entry, setEntry] = useState(presets[0]?.id ?? game.id);
  const [c, setC] = useState<SetupChoice>(DEFAULT_SETUP);
  const set = (patch: Partial<SetupChoice>) => setC((x) => ({ ...x, ...patch }));
  const kings = Math.min(c.kings, Math.min(3, c.seats - 1));
  const preset = presets.find((p) => p.id === entry);
  const switchesOn = preset ? Object.keys(preset.config).filter((k) => preset.config[k] === true) : [];

  const choose = (id: string) => {
    setEntry(id);
    const chosen = presets.find((p) => p.id === id);
    // A preset's own numbers replace the form's (Go-Go's 30 kills, Last Man Standing's start and amnesty).
    const numbers = Object.fromEntries(
      Object.entries(chosen?.config ?? {}).filter(([k, v]) => k in DEFAULT_SETUP && typeof v !== 'boolean'),
    );
    setC((x) => ({ ...x, ...numbers }));
  };

  useEffect(() => {
    const label = preset && preset.id !== presets[0]?.id ? `${presetName(t, preset)} · ` : '';
    onChange({
      entry,
      config: { ...(preset?.config ?? {}), ...c, kings },
      seats: c.seats,
      ready: true,
      summary: t('setup.summary', { count: c.seats, preset: preset ? presetName(t, preset) : t('title') }),
      label: `${label}${t('setup.label', { count: c.seats })}`,
    });
  }, [entry, preset, presets, c, kings, onChange, t]);

  return (
    <section className="z-setup" aria-labelledby="z-setup-h">
      <h2 id="z-setup-h">{t('setup.heading')}</h2>
      {presets.length > 1 && (
        <fieldset className="z-presets">
          <legend>{t('setup.preset')}</legend>
          {presets.map((p) => (
            <label key={p.id} className={p.id === entry ? 'chosen' : undefined}>
              <input type="radio" name="z-preset" value={p.id} checked={p.id === entry} onChange={() => choose(p.id)} />{' '}
              <strong>{presetName(t, p)}</strong>{' '}
              <small>{t(`presets.${p.id}.label`, { defaultValue: p.label ?? '' })}</small>
            </label>
          ))}
          {switchesOn.length > 0 && (
            <p className="z-preset-on" data-preset-switches={switchesOn.join(' ')}>
              {t('setup.presetOn', {
                switches: switchesOn.map((k) => t(`options.${k}.label`, { defaultValue: k })).join(', '),
              })}
            </p>
          )}
        </fieldset>
      )}
      <fieldset className="z-seat-count">
        <legend>{t('setup.seats')}</legend>
        {SEATS.map((n) => (
          <label key={n} className={c.seats === n ? 'chosen' : undefined}>
            <input type="radio" name="z-seats" value={n} checked={c.seats === n} onChange={() => set({ seats: n })} />{' '}
            {n}
          </label>
        ))}
      </fieldset>
      <div className="z-setup-grid">
        <NumberField
          label={t('setup.killsToWin')}
          hint={t('setup.killsToWinHint')}
          value={c.killsToWin}
          min={5}
          max={100}
          onChange={(v) => set({ killsToWin: v })}
        />
        <NumberField
          label={t('setup.roundLimit')}
          hint={t('setup.roundLimitHint')}
          value={c.roundLimit}
          min={3}
          max={200}
          onChange={(v) => set({ roundLimit: v })}
        />
        <Field label={t('setup.reactionMs')} hint={t('setup.reactionMsHint')}>
          {(id) => (
            <select id={id} value={c.reactionMs} onChange={(e) => set({ reactionMs: Number(e.target.value) })}>
              {REACTION.map((ms) => (
                <option key={ms} value={ms}>
                  {ms === 0 ? t('setup.noDeadline') : t('setup.seconds', { count: ms / 1000 })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <details className="z-setup-more">
        <summary>{t('setup.variants')}</summary>
        <p className="z-muted">{t('setup.variantsHint')}</p>
        <div className="z-setup-grid">
          <Field label={t('setup.lastManStart')} hint={t('setup.lastManStartHint')}>
            {(id) => (
              <select
                id={id}
                value={c.lastManStart}
                onChange={(e) => set({ lastManStart: e.target.value as SetupChoice['lastManStart'] })}
              >
                <option value="townSquare">{t('setup.start.townSquare')}</option>
                <option value="grid">{t('setup.start.grid')}</option>
              </select>
            )}
          </Field>
          <NumberField
            label={t('setup.amnestyRounds')}
            hint={t('setup.amnestyRoundsHint')}
            value={c.amnestyRounds}
            min={0}
            max={10}
            onChange={(v) => set({ amnestyRounds: v })}
          />
          <Field label={t('setup.kings')} hint={t('setup.kingsHint')}>
            {(id) => (
              <select id={id} value={kings} onChange={(e) => set({ kings: Number(e.target.value) })}>
                {[1, 2, 3]
                  .filter((n) => n < c.seats)
                  .map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
              </select>
            )}
          </Field>
        </div>
      </details>
    </section>
  );
}

/** A labelled control with a hint; `children` draws the control with the id the label points to. */
function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint: string;
  children: (id: string) => ReactNode;
}): ReactElement {
  const id = useId();
  return (
    <div className="z-field">
      <label className="z-field-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      <small>{hint}</small>
    </div>
  );
}

function NumberField({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}): ReactElement {
  const [text, setText] = useState(String(value));
  // A value set from outside (a preset's) replaces what is typed.
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(String(value));
  }
  return (
    <Field label={label} hint={hint}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') return;
            const v = clamp(Number(e.target.value), min, max);
            setSynced(v);
            onChange(v);
          }}
          onBlur={() => setText(String(clamp(Number(text), min, max)))}
        />
      )}
    </Field>
  );
}
