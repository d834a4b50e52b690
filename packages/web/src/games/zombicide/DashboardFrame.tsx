/** A survivor's dashboard, either Zombicide table: the header (swatch, name, a line, its state); the table's parts below. */
import type { ReactElement, ReactNode } from 'react';

export function DashboardFrame({
  label,
  name,
  color,
  line,
  status,
  badges,
  children,
}: {
  label: string;
  name: string;
  /** The survivor's colour (the swatch). */
  color: string;
  /** Under the name: classes, seat. */
  line: string;
  /** Eliminated, escaped... (null: in play). */
  status: string | null;
  /** A table's own marks in the header (Classic's Zombivor). */
  badges?: ReactNode;
  children: ReactNode;
}): ReactElement {
  return (
    <section className="dashboard" aria-label={label}>
      <header>
        <span className="swatch" style={{ background: color }} aria-hidden="true">
          {name.slice(0, 2)}
        </span>
        <h2>{name}</h2>
        <span className="class">{line}</span>
        {badges}
        {status && <span className="status">{status}</span>}
      </header>
      {children}
    </section>
  );
}
