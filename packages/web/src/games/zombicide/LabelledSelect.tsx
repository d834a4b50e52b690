/** A setup's small choice beside a picked survivor (its seat, a starting weapon, a Companion's Leader): label and list. */
import type { ReactElement } from 'react';

/** The seats a survivor may sit at: 1 to 6. */
export const SEAT_OPTIONS = [0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), text: String(s + 1) }));

export function LabelledSelect({
  label,
  ariaLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  /** What it chooses for whom ("Seat of Ned"). */
  ariaLabel: string;
  value: string;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
}): ReactElement {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={ariaLabel}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
