/**
 * The mission's own fields: id, name and story in English and French, difficulty and length, the goals the engine
 * plays, the classes the mission forbids, the Zombie decks and Objective rewards its game has, and special rules
 * (rules the table shows, in both languages). Lists come from the mission schema, so nothing else can be picked.
 */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, ENGINE_GOAL_KINDS, OBJECTIVE_COLORS, ZOMBIE_DECKS } from '@horde/content/missions-schema';
import { Checks, Choice } from './Choice.tsx';
import type { Command, FieldKey } from './model/commands.ts';
import type { MissionDoc, StudioGame } from './model/mission.ts';

const CLASSES = ['brawler', 'faithful', 'gunslinger', 'townsfolk'] as const;
type Goal = MissionDoc['goals'][number];
type SpecialRule = NonNullable<MissionDoc['specialRules']>[number];

export function MissionForm({
  game,
  doc,
  run,
}: {
  game: StudioGame;
  doc: MissionDoc;
  run: (command: Command) => void;
}): ReactElement {
  const { t } = useTranslation();
  const set = (key: FieldKey, value: unknown) => run({ kind: 'setField', key, value });
  /** A text field; an optional one is left out of the file when emptied. */
  const text = (key: 'id' | 'name' | 'nameFr' | 'intro' | 'introFr', optional = false, area = false) => {
    const value = (doc[key] as string | undefined) ?? '';
    const onChange = (v: string) => set(key, optional && v.trim() === '' ? undefined : v);
    return area ? (
      <label key={key} className="field">
        {t(`studio.form.${key}`)}
        <textarea rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    ) : (
      <label key={key} className="field">
        {t(`studio.form.${key}`)}
        <input value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    );
  };
  const goalOf = (kind: Goal['kind']) => doc.goals.find((g) => g.kind === kind);
  const setGoal = (kind: Goal['kind'], on: boolean) => {
    const fresh = (kind === 'takeObjectives' ? { kind, colors: ['red'] } : { kind }) as Goal;
    set(
      'goals',
      on
        ? [...doc.goals.filter((g) => g.kind !== kind), goalOf(kind) ?? fresh]
        : doc.goals.filter((g) => g.kind !== kind),
    );
  };
  const color = (c: (typeof OBJECTIVE_COLORS)[number]) => t(`studio.colors.${c}`);
  const takeColors =
    (goalOf('takeObjectives') as { colors?: (typeof OBJECTIVE_COLORS)[number][] } | undefined)?.colors ?? [];

  return (
    <form className="studio-form" onSubmit={(e) => e.preventDefault()}>
      {text('id')}
      {text('name')}
      {text('nameFr')}
      {text('intro', true, true)}
      {text('introFr', true, true)}
      <div className="row">
        <Choice
          className="field"
          label={t('studio.form.difficulty')}
          value={doc.difficulty}
          values={DIFFICULTIES}
          word={(d) => t(`studio.difficulty.${d}`)}
          onChange={(d) => set('difficulty', d)}
        />
        <label className="field">
          {t('studio.form.duration')}
          <input
            type="number"
            min={1}
            max={300}
            value={doc.duration}
            onChange={(e) => set('duration', Number(e.target.value))}
          />
        </label>
      </div>

      <fieldset>
        <legend>{t('studio.form.goals')}</legend>
        {ENGINE_GOAL_KINDS.map((kind) => (
          <label key={kind} className="check">
            <input type="checkbox" checked={!!goalOf(kind)} onChange={(e) => setGoal(kind, e.target.checked)} />
            {t(`studio.goals.${kind}`)}
          </label>
        ))}
        {goalOf('takeObjectives') && (
          <div className="indent">
            <Checks
              values={OBJECTIVE_COLORS}
              checked={takeColors}
              word={color}
              onChange={(colors) =>
                set(
                  'goals',
                  doc.goals.map((g) => (g.kind === 'takeObjectives' ? { ...g, colors } : g)),
                )
              }
            />
          </div>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={!!doc.goalsInOrder}
            onChange={(e) => set('goalsInOrder', e.target.checked ? true : undefined)}
          />
          {t('studio.form.goalsInOrder')}
        </label>
      </fieldset>

      <fieldset>
        <legend>{t('studio.form.forbiddenClasses')}</legend>
        <Checks
          values={CLASSES}
          checked={doc.forbiddenClasses}
          word={(c) => t(`studio.classes.${c}`)}
          onChange={(classes) => set('forbiddenClasses', classes)}
        />
      </fieldset>

      <fieldset>
        <legend>{t('studio.form.rules')}</legend>
        <label className="field">
          {t(game === 'uoa' ? 'studio.form.objectiveAp' : 'studio.form.objectiveXp')}
          <input
            type="number"
            min={0}
            max={20}
            value={doc.rules.objectiveAp}
            onChange={(e) => set('rules', { ...doc.rules, objectiveAp: Number(e.target.value) })}
          />
        </label>
        {game === 'uoa' && (
          <div>
            <span>{t('studio.form.objectiveBounty')}</span>
            <Checks
              values={OBJECTIVE_COLORS}
              checked={doc.rules.objectiveBounty}
              word={color}
              onChange={(objectiveBounty) => set('rules', { ...doc.rules, objectiveBounty })}
            />
          </div>
        )}
      </fieldset>

      {game === 'classic' && (
        <fieldset>
          <legend>{t('studio.form.zombieDecks')}</legend>
          <Checks
            values={ZOMBIE_DECKS}
            checked={doc.zombieDecks ?? []}
            word={(d) => t(`studio.decks.${d}`)}
            onChange={(decks) => set('zombieDecks', decks.length ? decks : undefined)}
          />
        </fieldset>
      )}

      <SpecialRules
        rules={doc.specialRules ?? []}
        onChange={(next) => set('specialRules', next.length ? next : undefined)}
      />
    </form>
  );
}

/** The mission's special rules: each one's title and text as the table shows them, in English and French. */
function SpecialRules({
  rules,
  onChange,
}: {
  rules: readonly SpecialRule[];
  onChange: (next: SpecialRule[]) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ title: '', text: '', fr: '' });
  const add = () => {
    const base = draft.title
      .toLowerCase()
      .replace(/[^a-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase());
    const id = /^[a-z]/.test(base) ? base : `rule${base}`;
    onChange([
      ...rules,
      {
        id,
        title: draft.title.trim(),
        text: draft.text.trim(),
        ...(draft.fr.trim() ? { fr: draft.fr.trim() } : {}),
        dataOnly: true,
      },
    ]);
    setDraft({ title: '', text: '', fr: '' });
  };
  return (
    <fieldset>
      <legend>{t('studio.form.specialRules')}</legend>
      <ul className="studio-rules">
        {rules.map((r, i) => (
          <li key={`${r.id}-${i}`}>
            <strong>{r.title}</strong>
            <button type="button" onClick={() => onChange(rules.filter((_, k) => k !== i))}>
              {t('studio.form.removeRule')}
            </button>
          </li>
        ))}
      </ul>
      <label className="field">
        {t('studio.form.ruleTitle')}
        <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </label>
      <label className="field">
        {t('studio.form.ruleText')}
        <textarea rows={2} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
      </label>
      <label className="field">
        {t('studio.form.ruleFr')}
        <textarea rows={2} value={draft.fr} onChange={(e) => setDraft({ ...draft, fr: e.target.value })} />
      </label>
      <button type="button" onClick={add} disabled={!draft.title.trim() || !draft.text.trim()}>
        {t('studio.form.addRule')}
      </button>
    </fieldset>
  );
}
