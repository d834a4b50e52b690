/** A Zombicide replay's screen: the top bar (with the replay's chip and Leave), the board with its controls, and the side panel (tabs, dashboard, log). */
import type { ReactElement, ReactNode } from 'react';

export function ReplayLayout({
  className,
  at,
  bar,
  chip,
  leave,
  onLeave,
  board,
  side,
}: {
  /** The table's classes beside `table replay`. */
  className?: string;
  /** The step shown (data-step, for tests). */
  at: number;
  /** The table's top bar around what a replay adds to it (its chip, the Leave button). */
  bar: (extra: ReactNode) => ReactNode;
  chip: string;
  leave: string;
  onLeave: () => void;
  board: ReactNode;
  side: ReactNode;
}): ReactElement {
  return (
    <div className={`table replay${className ? ` ${className}` : ''}`} data-step={at}>
      {bar(
        <>
          <span className="chip">{chip}</span>
          <button type="button" onClick={onLeave}>
            {leave}
          </button>
        </>,
      )}
      <main className="play">
        <div className="board-area">{board}</div>
        <aside className="side">{side}</aside>
      </main>
    </div>
  );
}
