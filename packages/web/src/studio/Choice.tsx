/**
 * A labelled list to pick one value of a tool or of the mission from (the studio's many "kind", "colour", "class"
 * lists): each value worded by `word`.
 */
import type { ReactElement } from 'react';

type ChoiceProps<T extends string> = {
  label: string;
  values: readonly T[];
  word: (value: T) => string;
} & (
  | { none?: undefined; value: T; onChange: (value: T) => void }
  | { none: string; value: T | null; onChange: (value: T | null) => void }
);

/** One value of `values`; with `none`, the first line is an empty choice worded so. */
export function Choice<T extends string>(props: ChoiceProps<T>): ReactElement {
  return (
    <label>
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
