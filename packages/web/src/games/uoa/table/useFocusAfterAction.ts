/**
 * Where the keyboard's focus goes after an action taken on a focused zone, once the new position is shown: it
 * stays on that zone if the zone offers the same again (another shot at it), else goes to the map (Tab: the first
 * marked zone), so that a second Enter never does something else (a Move zone now offering Holy Water). And a
 * focus fallen to the page (its button gone with what showed it) comes back to the map. Never scrolls the page.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import type { ZoneMark } from '../board/Board.tsx';
import { focusQuietly } from '../../../ui/useFocusTrap.ts';

const boardOf = (root: HTMLElement | null) => root?.querySelector<SVGSVGElement>('.board-svg') ?? null;

export function useFocusAfterAction({
  root,
  geo,
  marks,
  seq,
  settled,
  screen,
}: {
  root: RefObject<HTMLElement | null>;
  geo: BoardGeometry;
  marks: Map<number, ZoneMark>;
  /** The position shown. */
  seq: number;
  /** No playback runs and no menu is open: the position is the player's to act on. */
  settled: boolean;
  /** What is on screen (the position, the dialogs open): when it changes, a focus fallen to the page returns. */
  screen: string;
}) {
  // The zone acted on with the focus on it, what it offered then, and at which position.
  const acted = useRef<{ zone: number; describe: string; seq: number } | null>(null);
  const noteAction = (zone: number) => {
    const focused = (document.activeElement?.closest?.('.zone-hit') as HTMLElement | null)?.dataset.zone;
    acted.current =
      focused !== undefined && focused === geo.zones[zone]?.label
        ? { zone, describe: marks.get(zone)?.describe ?? '', seq }
        : null;
  };
  useLayoutEffect(() => {
    const a = acted.current;
    if (!a || !settled || seq === a.seq) return;
    acted.current = null;
    const label = geo.zones[a.zone]?.label ?? '';
    const el = root.current?.querySelector(`.zone-hit[data-zone="${CSS.escape(label)}"]`) ?? null;
    const now = document.activeElement;
    if (now && now !== document.body && now !== el && !now.closest('.zone-menu')) return;
    const m = marks.get(a.zone);
    if (!(m && m.describe === a.describe && focusQuietly(el))) focusQuietly(boardOf(root.current));
  }, [seq, settled, marks, geo, root]);

  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const id = setTimeout(() => {
      const now = document.activeElement;
      if ((now && now !== document.body) || document.querySelector('[aria-modal="true"]')) return;
      focusQuietly(boardOf(root.current));
    }, 0);
    return () => clearTimeout(id);
  }, [screen, root]);

  return noteAction;
}
