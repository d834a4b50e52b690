/**
 * Hot-seat with several people on one screen: what stands between the table and the next player's hand until
 * that player has the device (their cards are theirs alone). A screen over everything, or, `inline`, a panel
 * beside a board that shows only what everyone may see (so a bot's turn, a roll, stay visible meanwhile).
 * What it hides and why are the table's words.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';

export function HandOver({
  title,
  ready,
  onReady,
  className = 'overlay handover',
  boxClassName = 'handover-box',
  boxStyle,
  inline = false,
  children,
}: {
  title: string;
  /** The button's words: who takes the device. */
  ready: string;
  onReady: () => void;
  className?: string;
  boxClassName?: string;
  boxStyle?: CSSProperties;
  inline?: boolean;
  /** Why the device is handed over, and what the others should do. */
  children: ReactNode;
}): ReactElement {
  if (inline)
    return (
      <section className={className} style={boxStyle} aria-labelledby="handover-title">
        <h2 id="handover-title">{title}</h2>
        {children}
        <button type="button" className="primary big" onClick={onReady}>
          {ready}
        </button>
      </section>
    );
  return (
    <div className={className} role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className={boxClassName} style={boxStyle}>
        <h2 id="handover-title">{title}</h2>
        {children}
        <button type="button" className="primary big" onClick={onReady} autoFocus>
          {ready}
        </button>
      </div>
    </div>
  );
}
