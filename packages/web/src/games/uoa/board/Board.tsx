/**
 * The board: the static map, highlighted zones (legal targets, decision choices, the zombies'
 * phase step), the pieces, and one focusable hit area per zone. A zone with actions is a button
 * (Enter/Space or a click) whose accessible name says what it offers.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { PlayerView } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { BoardBase } from './BoardBase.tsx';
import { Pieces } from './Pieces.tsx';
import type { Motion } from './motion.ts';
import { U, zoneBoxes, type ZoneBox } from './layout.ts';
import { usePanZoom } from '../../../ui/usePanZoom.ts';
import { tableKey } from '../../../ui/shortcuts.ts';
import { focusQuietly } from '../../../ui/useFocusTrap.ts';
import { zoneName } from '../text/names.ts';

export interface ZoneMark {
  /** Short text on the zone ("Move", "Shoot", "Pick"). */
  badge: string;
  kind: 'move' | 'attack' | 'choice' | 'other';
  /** Accessible description of what a click does. */
  describe: string;
}

export interface BoardProps {
  view: PlayerView;
  geo: BoardGeometryWithGrid;
  exits: number[];
  selected: number | null;
  actors: number[];
  marks: Map<number, ZoneMark>;
  /** Zones pointed at by the current zombies'-phase step. */
  focus?: number[];
  onZone?: (zone: number, at: { x: number; y: number }) => void;
  onSurvivor?: (s: number) => void;
  compact?: boolean;
  /** Another ruleset's pieces (Zombicide Classic's): drawn instead of Undead or Alive's. */
  renderPieces?: (boxes: ZoneBox[]) => ReactNode;
  /** Layers drawn over the pieces (Classic's doors, which take clicks of their own). */
  overlay?: ReactNode;
  /** A zone's accessible name (default: its kind and label, in English). */
  zoneLabel?: (zone: number) => string;
  /** Write each zone's whole label ("1B:s2", as a log names it) rather than its part after the tile ("s2"). */
  fullLabels?: boolean;
  /** The board's own words in another language (default: English). */
  text?: BoardText;
  /**
   * What stands in a zone, in words (its accessible description: survivors, zombies, tokens, features). When
   * given, the map is one Tab stop whose arrow keys go from zone to zone (every zone takes the focus).
   */
  zoneInfo?: (zone: number) => string;
  /** Whether the map's keys (zoom, fit, pan) act: not while a dialog covers the table. Default: yes. */
  keys?: boolean;
  /** Zombie moves to show gliding (the zombies' step on screen); survivors glide on any change of zone. */
  motion?: Motion;
}

export interface BoardText {
  map: (mission: string) => string;
  zoom: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  fitTitle: string;
  /** A printed feature's name ("corpsePile" → "Corpse pile"); default: English. */
  feature?: (kind: string) => string;
  /** How to read the map by keys (its description when `zoneInfo` is given). */
  mapHelp?: string;
}

const ENGLISH: BoardText = {
  map: (mission) => `Map of mission ${mission}`,
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit the map',
  fitTitle: 'Fit',
};

const MARK_STYLE: Record<ZoneMark['kind'], { stroke: string; fill: string; dash?: string }> = {
  move: { stroke: '#0b4f8a', fill: 'url(#hatch-move)' },
  attack: { stroke: '#b34700', fill: 'url(#hatch-attack)', dash: '8 4' },
  choice: { stroke: '#5b2a86', fill: 'url(#hatch-choice)', dash: '2 3' },
  other: { stroke: '#333', fill: 'url(#hatch-move)' },
};

export function cellsPath(cells: [number, number][]): string {
  return cells.map(([x, y]) => `M${x * U} ${y * U}h${U}v${U}h${-U}Z`).join('');
}

/** The outline of a set of cells: the cell sides not shared with another cell of the set. */
export function outlinePath(cells: [number, number][]): string {
  const has = new Set(cells.map(([x, y]) => `${x},${y}`));
  const d: string[] = [];
  for (const [x, y] of cells) {
    if (!has.has(`${x},${y - 1}`)) d.push(`M${x * U} ${y * U}h${U}`);
    if (!has.has(`${x},${y + 1}`)) d.push(`M${x * U} ${(y + 1) * U}h${U}`);
    if (!has.has(`${x - 1},${y}`)) d.push(`M${x * U} ${y * U}v${U}`);
    if (!has.has(`${x + 1},${y}`)) d.push(`M${(x + 1) * U} ${y * U}v${U}`);
  }
  return d.join('');
}

/**
 * The zone an arrow key leads to from `from`: the nearest anchor in that direction (within 60° of it), distance
 * along the arrow counting once and sideways twice. `from` itself when there is none.
 */
export function zoneToward(boxes: ZoneBox[], from: number, key: string): number {
  const dir = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key];
  const a = boxes[from];
  if (!dir || !a) return from;
  let best = from;
  let bestScore = Number.POSITIVE_INFINITY;
  boxes.forEach((b, i) => {
    if (i === from) return;
    const dx = b.cx - a.cx,
      dy = b.cy - a.cy;
    const along = dx * dir[0] + dy * dir[1];
    const side = Math.abs(dx * dir[1] - dy * dir[0]);
    if (along <= 0 || side > along * 1.8) return;
    const score = along + 2 * side;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/**
 * The board's frame: a narrow margin, and zoom from about two zones across to three boards. The first view is the
 * whole board, a phone's too (issue 33: a newcomer's phone opened on a corner, the board cut off).
 */
const PAN_ZOOM = (width: number) => ({
  margin: 16,
  minWidth: 120,
  maxWidth: (width + 32) * 3,
});

/**
 * How much bigger the zones' words are drawn: 1 where the board shows at its own size, up to 2.5 where a small
 * screen shrinks it (a phone's whole board), so that a badge or a zone's name stays about 10 px tall.
 */
function useTextScale(svg: { current: SVGSVGElement | null }, box: { w: number; h: number }): number {
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(() => setSize({ w: el.clientWidth, h: el.clientHeight }));
    seen.observe(el);
    return () => seen.disconnect();
  }, [svg]);
  if (!size || size.w === 0 || size.h === 0) return 1;
  const pxPerUnit = Math.min(size.w / box.w, size.h / box.h);
  return Math.min(2.5, Math.max(1, 0.9 / pxPerUnit));
}

export function Board({
  view,
  geo,
  exits,
  selected,
  actors,
  marks,
  focus,
  onZone,
  onSurvivor,
  compact,
  renderPieces,
  overlay,
  zoneLabel,
  fullLabels,
  text = ENGLISH,
  zoneInfo,
  keys = true,
  motion,
}: BoardProps): ReactElement {
  const nameOf = zoneLabel ?? ((zone: number) => zoneName(geo, zone));
  const svg = useRef<SVGSVGElement | null>(null);
  const width = geo.width * U,
    height = geo.height * U;
  const pz = usePanZoom(svg, { x: 0, y: 0, w: width, h: height }, PAN_ZOOM(width));
  const boxes = useMemo(() => zoneBoxes(geo), [geo]);
  const k = useTextScale(svg, pz.box);
  const order = useMemo(
    () => [...geo.zones].sort((a, b) => (a.kind === 'balcony' ? 1 : 0) - (b.kind === 'balcony' ? 1 : 0)),
    [geo],
  );
  // What the table points at (a coached zone, a zombies' step, the selected survivor) is brought into view when
  // the map shows only part of the board (a phone, or a zoom): the view moves, the zoom stays.
  const selectedZone = selected !== null ? view.survivors[selected]?.zone : undefined;
  const shown = [...(focus ?? []), ...(selectedZone !== undefined && selectedZone >= 0 ? [selectedZone] : [])];
  const shownKey = shown.join(',');
  const reveal = pz.reveal;
  useEffect(() => {
    const points = shownKey === '' ? [] : shownKey.split(',').map((z) => boxes[Number(z)]);
    reveal(
      points.filter((b) => b !== undefined).map((b) => ({ x: b.cx, y: b.cy })),
      U / 2,
    );
  }, [shownKey, boxes, reveal]);
  const descId = useId();
  useEffect(() => {
    if (!keys) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!tableKey(e)) return;
      if (e.key === '+' || e.key === '=') pz.zoom(0.8);
      else if (e.key === '-') pz.zoom(1.25);
      else if (e.key === '0') pz.fit();
      else if (e.shiftKey && e.key.startsWith('Arrow')) {
        const d = { ArrowLeft: [-0.1, 0], ArrowRight: [0.1, 0], ArrowUp: [0, -0.1], ArrowDown: [0, 0.1] }[e.key] ?? [
          0, 0,
        ];
        pz.pan(d[0], d[1]);
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pz.zoom, pz.fit, pz.pan, keys]);
  const zoneEl = (zone: number) =>
    svg.current?.querySelector(`.zone-hit[data-zone="${CSS.escape(geo.zones[zone]?.label ?? '')}"]`) ?? null;
  // Arrows from zone to zone (the map's own keys: named keys, always on). Shift+arrows pan the map instead.
  const navigate = (e: KeyboardEvent<SVGElement>, from: number | null) => {
    if (!zoneInfo || !e.key.startsWith('Arrow') || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return false;
    const start =
      from ??
      (selected !== null && view.survivors[selected] && !view.survivors[selected].exited
        ? view.survivors[selected].zone
        : null) ??
      [...marks.keys()][0] ??
      0;
    const to = from === null ? start : zoneToward(boxes, from, e.key);
    e.preventDefault();
    e.stopPropagation();
    focusQuietly(zoneEl(to));
    return true;
  };
  const click = (zone: number, x: number, y: number) => {
    if (pz.wasDrag()) return;
    onZone?.(zone, { x, y });
  };
  return (
    <div className={`board${compact ? ' compact' : ''}`}>
      <svg
        ref={svg}
        className="board-svg"
        role="group"
        aria-label={text.map(view.mission)}
        tabIndex={zoneInfo ? 0 : undefined}
        aria-describedby={zoneInfo && text.mapHelp ? descId : undefined}
        onKeyDown={zoneInfo ? (e) => e.target === e.currentTarget && navigate(e, null) : undefined}
        viewBox={`${pz.box.x} ${pz.box.y} ${pz.box.w} ${pz.box.h}`}
        preserveAspectRatio="xMidYMid meet"
        fontFamily="system-ui, DejaVu Sans, Arial, sans-serif"
        {...pz.handlers}
      >
        <defs>
          <pattern id="hatch-move" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#56B4E9" fillOpacity="0.25" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#0b4f8a" strokeWidth="1.5" strokeOpacity="0.35" />
          </pattern>
          <pattern id="hatch-attack" width="10" height="10" patternUnits="userSpaceOnUse">
            <rect width="10" height="10" fill="#E69F00" fillOpacity="0.28" />
            <circle cx="5" cy="5" r="1.6" fill="#b34700" fillOpacity="0.5" />
          </pattern>
          <pattern id="hatch-choice" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
            <rect width="8" height="8" fill="#CC79A7" fillOpacity="0.3" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#5b2a86" strokeWidth="2" strokeOpacity="0.4" />
          </pattern>
        </defs>
        {zoneInfo && text.mapHelp && <desc id={descId}>{text.mapHelp}</desc>}
        <BoardBase geo={geo} featureTitle={text.feature} />
        <g className="marks">
          {[...marks].map(([zone, m]) => {
            const st = MARK_STYLE[m.kind];
            const cells = geo.zones[zone].cells;
            return (
              <g key={zone}>
                <path d={cellsPath(cells)} fill={st.fill} />
                <path
                  d={outlinePath(cells)}
                  fill="none"
                  stroke={st.stroke}
                  strokeWidth={3.5}
                  strokeDasharray={st.dash}
                  strokeLinecap="square"
                />
              </g>
            );
          })}
          {(focus ?? []).map((zone) => (
            <g key={`f${zone}`} className="focus">
              <path d={cellsPath(geo.zones[zone]?.cells ?? [])} fill="#ffd400" fillOpacity={0.3} />
              <path
                d={outlinePath(geo.zones[zone]?.cells ?? [])}
                fill="none"
                stroke="#111"
                strokeWidth={4}
                strokeDasharray="10 5"
              />
            </g>
          ))}
        </g>
        <g className="zone-hits">
          {order.map((zone) => {
            const m = marks.get(zone.id);
            const first = zone.cells.reduce((b, c) => (c[1] < b[1] || (c[1] === b[1] && c[0] < b[0]) ? c : b));
            const info = zoneInfo?.(zone.id);
            const own =
              zone.kind === 'balcony'
                ? zone.cells
                : zone.cells.filter(([x, y]) => geo.grid.overlay[y * geo.grid.width + x] < 0);
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: an unmarked zone's click only opens the zone menu; marked zones are buttons with keys
              <g
                key={zone.id}
                data-zone={zone.label}
                role={m ? 'button' : zoneInfo ? 'group' : undefined}
                tabIndex={m ? 0 : zoneInfo ? -1 : undefined}
                aria-describedby={info ? `${descId}-z${zone.id}` : undefined}
                // Its name begins with the badge a player sees (WCAG 2.5.3), then says each action whole.
                aria-label={m ? `${m.badge}: ${nameOf(zone.id)}: ${m.describe}` : nameOf(zone.id)}
                className={m ? `zone-hit target ${m.kind}` : 'zone-hit'}
                onClick={(e) => click(zone.id, e.clientX, e.clientY)}
                onKeyDown={(e) => {
                  if (navigate(e, zone.id)) return;
                  if (e.key !== 'Enter' && !(e.key === ' ' && m)) return;
                  e.preventDefault();
                  const r = (e.currentTarget as SVGGElement).getBoundingClientRect();
                  onZone?.(zone.id, { x: r.left + r.width / 2, y: r.top + r.height / 2 });
                }}
              >
                <title>{m ? `${zone.label}: ${m.describe}` : zone.label}</title>
                {info && <desc id={`${descId}-z${zone.id}`}>{info}</desc>}
                <path d={cellsPath(own)} fill="transparent" />
                {/* The focus ring: the zone's outline, drawn only while it has the keyboard's focus (uoa.css). */}
                <path className="zone-ring" d={outlinePath(own.length ? own : zone.cells)} fill="none" />
                {m && (
                  <g pointerEvents="none">
                    <rect
                      x={first[0] * U + 3}
                      y={first[1] * U + 3}
                      width={(m.badge.length * 7 + 10) * k}
                      height={15 * k}
                      rx={3}
                      fill={MARK_STYLE[m.kind].stroke}
                    />
                    <text
                      x={first[0] * U + 3 + 5 * k}
                      y={first[1] * U + 3 + 11 * k}
                      fontSize={11 * k}
                      fontWeight="bold"
                      fill="#fff"
                    >
                      {m.badge}
                    </text>
                  </g>
                )}
                {!m && (
                  <text
                    x={first[0] * U + 4}
                    y={first[1] * U + 3 + 9 * k}
                    fontSize={9 * k}
                    fill="#333"
                    opacity={0.55}
                    pointerEvents="none"
                  >
                    {fullLabels ? zone.label : zone.label.split(':')[1]}
                  </text>
                )}
              </g>
            );
          })}
        </g>
        {renderPieces ? (
          renderPieces(boxes)
        ) : (
          <Pieces
            view={view}
            geo={geo}
            boxes={boxes}
            exits={exits}
            selected={selected}
            actors={actors}
            onSurvivor={onSurvivor}
            onZone={onZone ? click : undefined}
            motion={motion}
          />
        )}
        {overlay}
      </svg>
      <div className="board-controls" role="toolbar" aria-label={text.zoom}>
        <button type="button" onClick={() => pz.zoom(0.8)} aria-label={text.zoomIn} title={`${text.zoomIn} (+)`}>
          +
        </button>
        <button type="button" onClick={() => pz.zoom(1.25)} aria-label={text.zoomOut} title={`${text.zoomOut} (−)`}>
          −
        </button>
        <button type="button" onClick={pz.fit} aria-label={text.fit} title={`${text.fitTitle} (0)`}>
          ⤢
        </button>
      </div>
    </div>
  );
}
