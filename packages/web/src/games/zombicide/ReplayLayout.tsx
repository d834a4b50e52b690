/**
 * A Zombicide replay's screen, either table: the table's top bar with the replay's chip and Leave, the board with
 * its controls (children), and the side panel (the survivors' tabs, the one selected, the log so far). The table
 * gives its own parts and words.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Action, GameEvent, PlayerView } from '@horde/zombicide';

/** A table's parts a replay shows, with the props a replay gives them. */
export interface ReplayParts<Names> {
  TopBar: ComponentType<{ view: PlayerView; seat: number | null; children?: ReactNode }>;
  SurvivorTabs: ComponentType<{
    view: PlayerView;
    selected: number | null;
    actors: number[];
    onSelect: (s: number) => void;
  }>;
  Dashboard: ComponentType<{ view: PlayerView; s: number; legal: Action[] }>;
  Log: ComponentType<{ events: GameEvent[]; names: Names }>;
}

export function ReplayLayout<Names>({
  parts,
  className,
  at,
  view,
  sel,
  onSelect,
  events,
  names,
  chip,
  leave,
  children,
}: {
  parts: ReplayParts<Names>;
  /** The table's classes beside `table replay`. */
  className?: string;
  /** The step shown (data-step, for tests). */
  at: number;
  view: PlayerView;
  sel: number | null;
  onSelect: (s: number) => void;
  events: GameEvent[];
  names: Names;
  chip: string;
  /** The Leave button: its label and what it does. */
  leave: { label: string; onLeave: () => void };
  /** The board and the replay's controls. */
  children: ReactNode;
}): ReactElement {
  const { TopBar, SurvivorTabs, Dashboard, Log } = parts;
  return (
    <div className={`table replay${className ? ` ${className}` : ''}`} data-step={at}>
      <TopBar view={view} seat={null}>
        <span className="chip">{chip}</span>
        <button type="button" onClick={leave.onLeave}>
          {leave.label}
        </button>
      </TopBar>
      <main className="play">
        <div className="board-area">{children}</div>
        <aside className="side">
          <SurvivorTabs view={view} selected={sel} actors={[]} onSelect={onSelect} />
          {sel !== null && view.survivors[sel] && <Dashboard view={view} s={sel} legal={[]} />}
          <Log events={events} names={names} />
        </aside>
      </main>
    </div>
  );
}
