/**
 * Pan and zoom by changing the SVG viewBox: drag (mouse or one finger) pans, the wheel or a
 * pinch zooms around the pointer, and buttons/keys zoom and fit. A drag longer than a few
 * pixels swallows the click that ends it, so panning never moves a survivor by accident.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as RPointerEvent, type RefObject } from 'react';

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function usePanZoom(svg: RefObject<SVGSVGElement | null>, width: number, height: number, margin = 16) {
  const home: ViewBox = { x: -margin, y: -margin, w: width + 2 * margin, h: height + 2 * margin };
  const [box, setBox] = useState<ViewBox>(home);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(0);
  const pinch = useRef<number | null>(null);

  const fit = useCallback(
    () => setBox({ x: -margin, y: -margin, w: width + 2 * margin, h: height + 2 * margin }),
    [width, height, margin],
  );
  useEffect(fit, [fit]);

  /** Units per screen pixel (the SVG keeps its aspect with "meet"). */
  const scale = useCallback(
    (b: ViewBox) => {
      const r = svg.current?.getBoundingClientRect();
      if (!r || r.width === 0 || r.height === 0) return 1;
      return Math.max(b.w / r.width, b.h / r.height);
    },
    [svg],
  );

  const toBoard = useCallback(
    (clientX: number, clientY: number, b: ViewBox) => {
      const r = svg.current?.getBoundingClientRect();
      if (!r) return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
      const s = scale(b);
      const offX = (r.width * s - b.w) / 2,
        offY = (r.height * s - b.h) / 2;
      return { x: b.x - offX + (clientX - r.left) * s, y: b.y - offY + (clientY - r.top) * s };
    },
    [svg, scale],
  );

  const zoom = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      setBox((b) => {
        const w = Math.min(Math.max(b.w * factor, 120), (width + 2 * margin) * 3);
        const f = w / b.w;
        const cx = at?.x ?? b.x + b.w / 2,
          cy = at?.y ?? b.y + b.h / 2;
        return { x: cx - (cx - b.x) * f, y: cy - (cy - b.y) * f, w, h: b.h * f };
      });
    },
    [width, margin],
  );

  const pan = useCallback(
    (dx: number, dy: number) => setBox((b) => ({ ...b, x: b.x + dx * b.w, y: b.y + dy * b.h })),
    [],
  );

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setBox((b) => {
        const at = toBoard(e.clientX, e.clientY, b);
        const f = Math.exp(Math.sign(e.deltaY) * Math.min(Math.abs(e.deltaY), 100) * 0.0025);
        const w = Math.min(Math.max(b.w * f, 120), (width + 2 * margin) * 3);
        const k = w / b.w;
        return { x: at.x - (at.x - b.x) * k, y: at.y - (at.y - b.y) * k, w, h: b.h * k };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [svg, toBoard, width, margin]);

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
      if (pinch.current !== null && d > 0) {
        setBox((bx) => {
          const at = toBoard((a.x + b.x) / 2, (a.y + b.y) / 2, bx);
          const f = pinch.current! / d;
          return { x: at.x - (at.x - bx.x) * f, y: at.y - (at.y - bx.y) * f, w: bx.w * f, h: bx.h * f };
        });
      }
      pinch.current = d;
      moved.current += 10;
      return;
    }
    const dx = cur.x - prev.x,
      dy = cur.y - prev.y;
    moved.current += Math.abs(dx) + Math.abs(dy);
    if (moved.current > 6) {
      if (!svg.current?.hasPointerCapture(e.pointerId)) svg.current?.setPointerCapture(e.pointerId);
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
  /** True when the current click ends a drag (and must be ignored). */
  const wasDrag = () => moved.current > 6;

  return {
    box,
    zoom,
    pan,
    fit,
    wasDrag,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
