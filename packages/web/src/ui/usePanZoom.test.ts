/**
 * The board's first view and what a resize does to it: a phone held upright starts with a wide map's whole height;
 * turning the phone (a resize) gives the first view of the new shape again, unless the player has moved the view by
 * hand; and the first view costs no second render of the board when it is the view already shown. A board too large
 * to read whole (Zombies!!! late in a game) is fitted at the smallest scale the table allows, around its centre.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement as h, useRef, type ReactElement } from 'react';
import { installDom } from '../test-dom.ts';
import { usePanZoom, type Box } from './usePanZoom.ts';

let rtl: typeof import('@testing-library/react');
/** The size the fake layout gives the board's SVG, and the observers a resize notifies. */
let screen = { width: 1000, height: 600 };
const observers: ((entries: { contentRect: { width: number; height: number } }[]) => void)[] = [];

beforeAll(async () => {
  await installDom();
  rtl = await import('@testing-library/react');
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(private readonly notify: (typeof observers)[number]) {
      observers.push(notify);
    }
    observe() {
      this.notify([{ contentRect: { ...screen } }]);
    }
    disconnect() {}
  };
  SVGElement.prototype.getBoundingClientRect = () =>
    ({ x: 0, y: 0, left: 0, top: 0, ...screen, right: screen.width, bottom: screen.height }) as DOMRect;
});
afterEach(() => {
  rtl.cleanup();
  observers.length = 0;
});

function resize(width: number, height: number): void {
  screen = { width, height };
  rtl.act(() => {
    for (const notify of observers) notify([{ contentRect: { ...screen } }]);
  });
}

/** A wide board (400 × 200 units, margin 0) whose view and render count the test reads. */
function Board({ seen }: { seen: { box?: Box; renders: number; zoom?: (f: number) => void } }): ReactElement {
  const svg = useRef<SVGSVGElement | null>(null);
  const pz = usePanZoom(svg, { x: 0, y: 0, w: 400, h: 200 }, { margin: 0, startFillingHeight: true });
  seen.box = pz.box;
  seen.renders++;
  seen.zoom = pz.zoom;
  return h('svg', { ref: svg });
}

type Seen = { box?: Box; fit?: () => void; zoom?: (f: number) => void };

/** A board held to 0.5 px a unit at the least: 4000 × 2000 units (on 1000 × 600 pixels 0.25 px a unit whole). */
function Large({ seen }: { seen: Seen }): ReactElement {
  const svg = useRef<SVGSVGElement | null>(null);
  const pz = usePanZoom(
    svg,
    { x: 0, y: 0, w: 4000, h: 2000 },
    { margin: 0, minScale: 0.5, centre: { x: 3500, y: 900 } },
  );
  Object.assign(seen, { box: pz.box, fit: pz.fit, zoom: pz.zoom });
  return h('svg', { ref: svg });
}

/** The wide board of the tests above, held to the same smallest scale: readable whole. */
function Small({ seen }: { seen: Seen }): ReactElement {
  const svg = useRef<SVGSVGElement | null>(null);
  seen.box = usePanZoom(svg, { x: 0, y: 0, w: 400, h: 200 }, { margin: 0, minScale: 0.5, centre: { x: 0, y: 0 } }).box;
  return h('svg', { ref: svg });
}

describe('usePanZoom', () => {
  it('a desktop shows the whole board at once, without a second render', () => {
    screen = { width: 1000, height: 600 };
    const seen = { renders: 0 } as { box?: Box; renders: number };
    rtl.render(h(Board, { seen }));
    expect(seen.box).toEqual({ x: 0, y: 0, w: 400, h: 200 });
    // StrictMode is off here: one render, and the first view's effect kept the same box.
    expect(seen.renders).toBe(1);
  });

  it('a phone held upright starts with the whole height; turned, it gets the whole board', () => {
    screen = { width: 390, height: 600 };
    const seen = { renders: 0 } as { box?: Box; renders: number };
    rtl.render(h(Board, { seen }));
    // 600/390 tall: the height (200) fills the screen, 130 units across around the middle.
    expect(seen.box?.h).toBe(200);
    expect(seen.box?.w).toBeCloseTo(130, 0);
    expect(seen.box?.x).toBeCloseTo(135, 0);
    resize(844, 390);
    expect(seen.box).toEqual({ x: 0, y: 0, w: 400, h: 200 });
    resize(390, 600);
    expect(seen.box?.w).toBeCloseTo(130, 0);
  });

  it('a view moved by hand stays as the player left it when the screen turns', () => {
    screen = { width: 390, height: 600 };
    const seen = { renders: 0 } as { box?: Box; renders: number; zoom?: (f: number) => void };
    rtl.render(h(Board, { seen }));
    rtl.act(() => seen.zoom?.(0.5));
    const zoomed = seen.box;
    resize(844, 390);
    expect(seen.box).toEqual(zoomed);
  });

  it('a board too large to read whole is fitted at the smallest scale, around the centre, within the board', () => {
    screen = { width: 1000, height: 600 };
    const seen: Seen = {};
    rtl.render(h(Large, { seen }));
    // Centred on (3500, 900), then moved back inside the board's right edge: x from 2000 to 4000.
    expect(seen.box).toEqual({ x: 2000, y: 300, w: 2000, h: 1200 });
    // Zoomed out by hand (the player's choice), then fitted again: held to the smallest scale once more.
    rtl.act(() => seen.zoom?.(2));
    expect(seen.box?.w).toBe(4000);
    rtl.act(() => seen.fit?.());
    expect(seen.box).toEqual({ x: 2000, y: 300, w: 2000, h: 1200 });
  });

  it('a board readable whole is fitted whole, whatever the smallest scale', () => {
    screen = { width: 1000, height: 600 };
    const seen: Seen = {};
    rtl.render(h(Small, { seen }));
    expect(seen.box).toEqual({ x: 0, y: 0, w: 400, h: 200 });
  });
});
