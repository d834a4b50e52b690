/**
 * Hot-seat with several people on one screen: the screen that hides everything until the next player has the
 * device (their cards are theirs alone). What it hides and why are the table's words.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';

export function HandOver({
  title,
  ready,
  onReady,
  className = 'overlay handover',
  boxClassName = 'handover-box',
  boxStyle,
  children,
}: {
  title: string;
  /** The button's words: who takes the device. */
  ready: string;
  onReady: () => void;
  className?: string;
  boxClassName?: string;
  boxStyle?: CSSProperties;
  /** Why the device is handed over, and what the others should do. */
  children: ReactNode;
}): ReactElement {
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
