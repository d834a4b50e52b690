/**
 * What a replay of either Zombicide table follows: the position at the slider (its view, mission and board), the
 * events so far for the log, the action that led to it, the survivor shown, and the board's props for a replay (no
 * actors, no marks). The steps are rebuilt by the engine from the record (replay-steps.ts).
 */
import { useMemo, useState } from 'react';
import type { Action, GameEvent, MissionDef, PlayerView } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { useReplay } from '../../kit/useReplay.ts';

const NO_MARKS = new Map();

export function useZombicideReplay(
  steps: readonly { view: PlayerView; events: GameEvent[] }[],
  actions: readonly Action[],
  /** The mission and board of a position. */
  place: (view: PlayerView) => { mission: MissionDef; geo: BoardGeometryWithGrid },
  /** A table's own keys (true: handled). */
  onKey?: (e: KeyboardEvent) => boolean,
) {
  const [sel, setSel] = useState<number | null>(0);
  const replay = useReplay(steps.length, 500, onKey);
  const { at } = replay;
  const view = steps[at].view;
  const { mission, geo } = place(view);
  const exits = useMemo(() => mission.exits.map((l) => geo.byLabel[l]), [mission, geo]);
  const events = useMemo(() => steps.slice(1, at + 1).flatMap((s) => s.events), [steps, at]);
  const prev = steps[Math.max(0, at - 1)].view;
  const action = at > 0 ? actions[at - 1] : null;
  // Zones named in full ("2R:h1"), as the table's board and the log name them.
  const board = { view, geo, exits, selected: sel, actors: [], marks: NO_MARKS, onSurvivor: setSel, fullLabels: true };
  // What the replay's screen (ReplayLayout.tsx) shows beside the board.
  const layout = { at, view, sel, onSelect: setSel, events };
  return { replay, at, view, mission, geo, exits, prev, action, sel, board, layout };
}
