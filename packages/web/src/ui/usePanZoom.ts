/**
 * Pan and zoom of a game's board by its SVG viewBox, for every table: drag (mouse or one finger) pans, the
 * wheel or a pinch zooms around the pointer, buttons and keys zoom, pan and fit. The view fits the board
 * again whenever the board's bounds change (a map that grows), and when the screen turns or resizes as long as the
 * player has not moved the view by hand; a board too large to read whole is fitted at a smallest scale instead, around
 * a centre the table gives (the pawn playing), the rest a drag away. A drag of more than a few pixels swallows
 * the click that ends it, so panning never sends an action.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as RPointerEvent, type RefObject } from 'react';

/** A rectangle in board units. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PanZoomOptions {
  /** Room around the board when it is fitted (board units). Default 30. */
  margin?: number;
  /** The narrowest view (board units). Default 150. */
  minWidth?: number;
  /** The widest view; default three times the board's larger side, and 400 more. */
  maxWidth?: number;
  /**
   * Start with the board's whole height filling a screen much taller than the board is wide (a phone held
   * upright showing a wide map): bigger zones to touch, the sides a drag away. Fit still shows the whole board.
   */
  startFillingHeight?: boolean;
  /**
   * The smallest scale the fitted view may take (screen pixels per board unit): a board too large to show whole at
   * this scale is shown in part, at this scale, around `centre`, the rest a drag away. Zoom by hand is not held to it.
   */
  minScale?: number;
  /** Where a view held to `minScale` is centred (board units); default the board's middle. */
  centre?: { x: number; y: number } | null;
}

/** A screen "much taller" than the board: its height over width beyond the board's by this factor. */
const FILL_HEIGHT_FROM = 1.2;
/** A phone's width (CSS pixels): wider boards' areas show the whole board (a desktop has room to). */
const PHONE_WIDTH = 600;

export function usePanZoom(svg: RefObject<SVGSVGElement | null>, bounds: Box, options: PanZoomOptions = {}) {
  const margin = options.margin ?? 30;
  const minW = options.minWidth ?? 150;
  const home = useCallback(
    (): Box => ({ x: bounds.x - margin, y: bounds.y - margin, w: bounds.w + 2 * margin, h: bounds.h + 2 * margin }),
    [bounds.x, bounds.y, bounds.w, bounds.h, margin],
  );
  const [box, setBox] = useState<Box>(home);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(0);
  const pinch = useRef<number | null>(null);
  /** The player moved the view (drag, wheel, pinch, buttons, keys): a resize no longer refits it. */
  const byHand = useRef(false);
  const maxW = options.maxWidth ?? Math.max(bounds.w, bounds.h) * 3 + 400;

  // Read when a view is fitted, not a reason to fit again: the centre moves with the play.
  const centre = useRef(options.centre);
  centre.current = options.centre;
  const minScale = options.minScale ?? 0;
  /** The view held to the smallest scale on a screen of `width` × `height` pixels (unchanged when it is no smaller). */
  const readable = useCallback(
    (view: Box, width: number, height: number): Box => {
      if (!minScale || width <= 0 || height <= 0 || Math.max(view.w / width, view.h / height) <= 1 / minScale)
        return view;
      const w = width / minScale;
      const h = height / minScale;
      const whole = home();
      const c = centre.current ?? { x: whole.x + whole.w / 2, y: whole.y + whole.h / 2 };
      // Within the board where it is larger than the view: no empty band beside the board.
      const within = (at: number, size: number, lo: number, extent: number) =>
        extent <= size ? lo + (extent - size) / 2 : Math.min(Math.max(at - size / 2, lo), lo + extent - size);
      return { x: within(c.x, w, whole.x, whole.w), y: within(c.y, h, whole.y, whole.h), w, h };
    },
    [minScale, home],
  );
  const fit = useCallback(() => {
    byHand.current = false;
    const r = svg.current?.getBoundingClientRect();
    setBox(readable(home(), r?.width ?? 0, r?.height ?? 0));
  }, [home, readable, svg]);
  const fillsHeight = options.startFillingHeight ?? false;
  /** The first view: the whole board, or on a tall screen its whole height around its middle. */
  const start = useCallback(() => {
    const whole = home();
    const r = svg.current?.getBoundingClientRect();
    const aspect = r && r.width > 0 && r.height > 0 ? r.height / r.width : 0;
    const phone = r !== undefined && r.width <= PHONE_WIDTH;
    const w = whole.h / aspect;
    const first = readable(
      !fillsHeight || !phone || aspect < (whole.h / whole.w) * FILL_HEIGHT_FROM
        ? whole
        : { x: whole.x + (whole.w - w) / 2, y: whole.y, w, h: whole.h },
      r?.width ?? 0,
      r?.height ?? 0,
    );
    // The same view kept as it is: no second render of the whole board right after its first.
    setBox((b) => (b.x === first.x && b.y === first.y && b.w === first.w && b.h === first.h ? b : first));
  }, [home, svg, fillsHeight, readable]);
  /** Centres the view on a point, showing at least `size` units across the screen's shorter side. */
  const focus = useCallback(
    (x: number, y: number, size: number) => {
      const r = svg.current?.getBoundingClientRect();
      const aspect = r && r.width > 0 && r.height > 0 ? r.height / r.width : 1;
      const w = aspect >= 1 ? size : size / aspect;
      const h = w * aspect;
      byHand.current = true;
      setBox({ x: x - w / 2, y: y - h / 2, w, h });
    },
    [svg],
  );
  useEffect(start, [start]);
  // A phone turned (or a window resized) gets its first view again, unless the player has moved it.
  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = '';
    const observer = new ResizeObserver(([entry]) => {
      const size = `${Math.round(entry.contentRect.width)}x${Math.round(entry.contentRect.height)}`;
      if (last !== '' && size !== last && !byHand.current) start();
      last = size;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [svg, start]);
  /** Moves the view (same zoom) just enough to centre `points` when one of them lies within `pad` of its edge or beyond. */
  const reveal = useCallback((points: readonly { x: number; y: number }[], pad: number) => {
    if (points.length === 0) return;
    setBox((b) => {
      const xs = points.map((p) => p.x),
        ys = points.map((p) => p.y);
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      if (x0 - pad >= b.x && x1 + pad <= b.x + b.w && y0 - pad >= b.y && y1 + pad <= b.y + b.h) return b;
      return { ...b, x: (x0 + x1) / 2 - b.w / 2, y: (y0 + y1) / 2 - b.h / 2 };
    });
  }, []);

  /** Board units per screen pixel (the SVG keeps its aspect with "meet"). */
  const scale = useCallback(
    (b: Box) => {
      const r = svg.current?.getBoundingClientRect();
      if (!r || r.width === 0 || r.height === 0) return 1;
      return Math.max(b.w / r.width, b.h / r.height);
    },
    [svg],
  );

  const toBoard = useCallback(
    (clientX: number, clientY: number, b: Box) => {
      const r = svg.current?.getBoundingClientRect();
      if (!r) return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
      const s = scale(b);
      return {
        x: b.x - (r.width * s - b.w) / 2 + (clientX - r.left) * s,
        y: b.y - (r.height * s - b.h) / 2 + (clientY - r.top) * s,
      };
    },
    [svg, scale],
  );

  const zoomAt = useCallback(
    (b: Box, factor: number, at: { x: number; y: number }): Box => {
      const w = Math.min(Math.max(b.w * factor, minW), maxW);
      const k = w / b.w;
      return { x: at.x - (at.x - b.x) * k, y: at.y - (at.y - b.y) * k, w, h: b.h * k };
    },
    [minW, maxW],
  );

  /** Zooms by `factor` (below 1: in) around `at`, or the middle of the view. */
  const zoom = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      byHand.current = true;
      setBox((b) => zoomAt(b, factor, at ?? { x: b.x + b.w / 2, y: b.y + b.h / 2 }));
    },
    [zoomAt],
  );
  /** Moves the view by a share of its own size (keys: 0.1 of a screen). */
  const pan = useCallback((dx: number, dy: number) => {
    byHand.current = true;
    setBox((b) => ({ ...b, x: b.x + dx * b.w, y: b.y + dy * b.h }));
  }, []);

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const f = Math.exp(Math.sign(e.deltaY) * Math.min(Math.abs(e.deltaY), 100) * 0.0025);
      byHand.current = true;
      setBox((b) => zoomAt(b, f, toBoard(e.clientX, e.clientY, b)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [svg, toBoard, zoomAt]);

  const onPointerDown = (e: RPointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) moved.current = 0;
    pinch.current = null;
  };
  const onPointerMove = (e: RPointerEvent<SVGSVGElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const cur = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, cur);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const before = pinch.current;
      byHand.current = true;
      if (before !== null && d > 0)
        setBox((bx) => zoomAt(bx, before / d, toBoard((a.x + b.x) / 2, (a.y + b.y) / 2, bx)));
      pinch.current = d;
      moved.current += 10;
      return;
    }
    const dx = cur.x - prev.x;
    const dy = cur.y - prev.y;
    moved.current += Math.abs(dx) + Math.abs(dy);
    if (moved.current > 6) {
      byHand.current = true;
      if (!svg.current?.hasPointerCapture?.(e.pointerId)) svg.current?.setPointerCapture?.(e.pointerId);
      setBox((b) => {
        const s = scale(b);
        return { ...b, x: b.x - dx * s, y: b.y - dy * s };
      });
    }
  };
  const onPointerUp = (e: RPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return {
    box,
    zoom,
    pan,
    fit,
    reveal,
    focus,
    /** True when the click being handled ends a drag (and must be ignored). */
    wasDrag: () => moved.current > 6,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
