/**
 * Placing the drawn tile: the legal spots (from the legal placeTile actions), the spot picked and the turn
 * shown there, cycled through the turns the rules allow at that spot.
 */
import { useMemo, useState } from 'react';
import type { Action } from '@horde/zombies';

type PlaceTile = Extract<Action, { type: 'placeTile' }>;

export interface TilePlacement {
  spots: { x: number; y: number }[];
  spot: { x: number; y: number } | null;
  rotation: number;
  /** Turns allowed at the picked spot. */
  rotations: number[];
  choose(x: number, y: number): void;
  rotate(step: 1 | -1): void;
  /** The action for the picked spot and turn, when legal. */
  action: PlaceTile | null;
}

export function useTilePlacement(legal: readonly Action[]): TilePlacement {
  const placements = useMemo(() => legal.filter((a): a is PlaceTile => a.type === 'placeTile'), [legal]);
  const key = placements.map((p) => `${p.x},${p.y},${p.rotation}`).join(' ');
  const [pick, setPick] = useState<{ key: string; x: number; y: number; rotation: number } | null>(null);
  // Before a spot is picked the preview turns freely (issue 33): the turn is kept at the spot when allowed there.
  const [freeTurn, setFreeTurn] = useState(0);
  const spots = useMemo(() => {
    const seen = new Map<string, { x: number; y: number }>();
    for (const p of placements) seen.set(`${p.x},${p.y}`, { x: p.x, y: p.y });
    return [...seen.values()];
  }, [placements]);
  const current = pick && pick.key === key ? pick : null;
  const rotationsAt = (x: number, y: number) => placements.filter((p) => p.x === x && p.y === y).map((p) => p.rotation);
  const rotations = current ? rotationsAt(current.x, current.y) : placements.length ? [0, 1, 2, 3] : [];
  const action =
    (current && placements.find((p) => p.x === current.x && p.y === current.y && p.rotation === current.rotation)) ||
    null;
  const rotation = current?.rotation ?? freeTurn;
  return {
    spots,
    spot: current ? { x: current.x, y: current.y } : null,
    rotation,
    rotations,
    choose(x, y) {
      const allowed = rotationsAt(x, y);
      if (allowed.length === 0) return;
      const keep = allowed.includes(rotation) ? rotation : allowed[0];
      setPick({ key, x, y, rotation: keep });
    },
    rotate(step) {
      if (rotations.length === 0) return;
      const i = Math.max(0, rotations.indexOf(rotation));
      const next = rotations[(i + step + rotations.length) % rotations.length];
      if (current) setPick({ ...current, rotation: next });
      else setFreeTurn(next);
    },
    action,
  };
}
