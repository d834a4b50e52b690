/**
 * The studio's keys: arrow keys move the selected tile one slot, R turns it, Delete (or Backspace) takes it away,
 * Escape lets it go; Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes. Keys typed in a field are the field's.
 */
import { useEffect } from 'react';
import type { Command } from './model/commands.ts';
import type { MissionDoc } from './model/mission.ts';

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function useStudioKeys(o: {
  doc: MissionDoc;
  selectedTile: number | null;
  enabled: boolean;
  run: (c: Command) => void;
  onUndo: () => void;
  onRedo: () => void;
  onDeselect: () => void;
}): void {
  useEffect(() => {
    if (!o.enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && (e.key === 'z' || e.key === 'Z')) {
        e.preventDefault();
        if (e.shiftKey) o.onRedo();
        else o.onUndo();
        return;
      }
      if (mod && (e.key === 'y' || e.key === 'Y')) {
        e.preventDefault();
        o.onRedo();
        return;
      }
      const i = o.selectedTile;
      const tile = i === null ? undefined : o.doc.tiles[i];
      if (i === null || !tile || mod || e.altKey) return;
      const move = MOVES[e.key];
      if (move) {
        e.preventDefault();
        const col = tile.col + move[0];
        const row = tile.row + move[1];
        if (col >= 0 && row >= 0) o.run({ kind: 'moveTile', index: i, col, row });
      } else if (e.key === 'r' || e.key === 'R') {
        e.preventDefault();
        o.run({ kind: 'rotateTile', index: i });
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        o.run({ kind: 'removeTile', index: i });
        o.onDeselect();
      } else if (e.key === 'Escape') o.onDeselect();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [o]);
}
