/**
 * The studio's two ways to pick from a list of the game's own (kinds, colours, classes, decks, spawn numbers): `Choice`,
 * one value from a labelled list; `Checks`, any of them, a checkbox each. Each value is worded by `word`.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { OBJECTIVE_COLORS } from '@horde/content/missions-schema';

export type Color = (typeof OBJECTIVE_COLORS)[number];

type ChoiceProps<T extends string> = {
  label: string;
  className?: string;
  values: readonly T[];
  word: (value: T) => string;
} & (
  | { none?: undefined; value: T; onChange: (value: T) => void }
  | { none: string; value: T | null; onChange: (value: T | null) => void }
);

/** One value of `values`; with `none`, the first line is an empty choice worded so. */
export function Choice<T extends string>(props: ChoiceProps<T>): ReactElement {
  return (
    <label className={props.className}>
      {props.label}
      <select
        value={props.value ?? ''}
        onChange={(e) => (props.onChange as (value: T | null) => void)((e.target.value || null) as T | null)}
      >
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.word(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A checkbox for each of `values`: a value checked goes to the end of the list, as a designer's file has it. */
export function Checks<T extends string | number>(props: {
  values: readonly T[];
  checked: readonly T[];
  word: (value: T) => string;
  onChange: (checked: T[]) => void;
}): ReactElement {
  return (
    <>
      {props.values.map((v) => (
        <label key={v} className="check">
          <input
            type="checkbox"
            checked={props.checked.includes(v)}
            onChange={(e) => {
              const others = props.checked.filter((x) => x !== v);
              props.onChange(e.target.checked ? [...others, v] : others);
            }}
          />
          {props.word(v)}
        </label>
      ))}
    </>
  );
}

/** An Objective colour or none: a spawn zone's or a locked door's colour, the Objective beside a Switch. */
export function ColorChoice(props: {
  label?: string;
  value: Color | null;
  onChange: (color: Color | null) => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Choice
      label={props.label ?? t('studio.options.color')}
      value={props.value}
      values={OBJECTIVE_COLORS}
      word={(c) => t(`studio.colors.${c}`)}
      none={t('studio.options.noColor')}
      onChange={props.onChange}
    />
  );
}
