/**
 * The survivor shown in the side panel: the first who may act, following the survivors who may act as they
 * change, and the one a decision is about (a found card, a reorganise, a skill). Adjusted while rendering, so the
 * panel never shows a stale choice for a frame.
 */
import { useState } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { useChanged } from '../../../kit/useChanged.ts';

export function useSelection(view: PlayerView, actors: number[], about: number | null) {
  const [sel, setSel] = useState<number | null>(() =>
    about !== null && view.survivors[about] ? about : actors.length ? actors[0] : view.survivors.length ? 0 : null,
  );
  if (useChanged(actors.join(','))) {
    if (actors.length && (sel === null || !actors.includes(sel))) setSel(actors[0]);
    else if (sel === null && view.survivors.length) setSel(0);
  }
  if (useChanged(about) && about !== null && view.survivors[about]) setSel(about);
  return [sel, setSel] as const;
}
