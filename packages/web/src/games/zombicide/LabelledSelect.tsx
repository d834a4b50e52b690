/**
 * Parts of both Zombicide setups' survivor lists: a survivor's checkbox, and the small choices beside a picked one
 * (its seat, a starting weapon, a Companion's Leader).
 */
/** A setup's small choice beside a picked survivor (its seat, a starting weapon, a Companion's Leader): label and list. */
import type { ReactElement, ReactNode } from 'react';

/** The seats a survivor may sit at: 1 to 6. */
const SEAT_OPTIONS = [0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), text: String(s + 1) }));

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

/** A picked survivor's seat (the table's words `setup.seat`, `setup.seatOf`). */
export function SeatSelect({
  t,
  name,
  seat,
  onChange,
}: {
  t: (key: string, params?: Record<string, unknown>) => string;
  name: string;
  seat: number;
  onChange: (seat: number) => void;
}): ReactElement {
  return (
    <LabelledSelect
      label={t('setup.seat')}
      ariaLabel={t('setup.seatOf', { name })}
      value={String(seat)}
      options={SEAT_OPTIONS}
      onChange={(v) => onChange(Number(v))}
    />
  );
}

/** A survivor offered at setup: its checkbox and name, and what the table says of it beside (children). */
export function PickBox({
  name,
  checked,
  disabled,
  onToggle,
  data,
  children,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** The data attributes tests and the e2e find it by. */
  data: Record<`data-${string}`, string>;
  children?: ReactNode;
}): ReactElement {
  return (
    <label>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} {...data} />
      <span className="s-name">{name}</span>
      {children}
    </label>
  );
}
