/**
 * The studio's map: the board drawn as the tables draw it (BoardBase), the slots where tiles go, each placed tile as a
 * frame to select and drag, what the mission puts on the zones (start, exits, spawns, Objectives, zombies, doors), and
 * each problem of the live checks where it is.
 */
import { useMemo, useRef, useState, type DragEvent, type PointerEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentProblem } from '@horde/content';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { BoardBase } from '../games/uoa/board/BoardBase.tsx';
import { anchorsByLabel, doorPoint, labelAt, placePoint, TILE, tileIndexOf, U } from './board-geometry.ts';
import { problemText } from './problem-words.ts';
import { placedName, type MissionDoc } from './model/mission.ts';
import { linkMarks, switchOfDoor } from './links.ts';
import { specialMarks } from './special.ts';
import type { Tool } from './tools.ts';

export interface StudioBoardProps {
  doc: MissionDoc;
  geo: BoardGeometryWithGrid | null;
  tool: Tool;
  selectedTile: number | null;
  problems: readonly ContentProblem[];
  /** The problem the designer picked in the list: its places are ringed. */
  focused: number | null;
  onZone: (label: string) => void;
  onDoor: (label: string) => void;
  onSelectTile: (index: number | null) => void;
  onMoveTile: (index: number, col: number, row: number) => void;
  /** A tile of the library dropped (or placed by a click) on an empty slot. */
  onDropTile: (tile: string | null, col: number, row: number) => void;
}

const COLOR: Record<string, string> = { red: '#c0392b', blue: '#1f5fbf', green: '#1e8449' };
const SPAWN_LETTER: Record<string, string> = { starting: 'S', mobile: 'M', abomination: 'A', spawn: 'Z' };

export function StudioBoard(props: StudioBoardProps): ReactElement {
  const { doc, geo, tool, selectedTile, problems, focused } = props;
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ index: number; col: number; row: number } | null>(null);
  const anchors = useMemo(() => (geo ? anchorsByLabel(geo) : new Map()), [geo]);
  const cols = Math.max(3, ...doc.tiles.map((x) => x.col + 2));
  const rows = Math.max(2, ...doc.tiles.map((x) => x.row + 2));
  const taken = new Set(doc.tiles.map((x) => `${x.col},${x.row}`));

  /** The SVG point under a pointer. */
  const at = (clientX: number, clientY: number) => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };
  const slotAt = (clientX: number, clientY: number) => {
    const p = at(clientX, clientY);
    return p ? { col: Math.floor(p.x / TILE), row: Math.floor(p.y / TILE) } : null;
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const tile = e.dataTransfer.getData('application/x-horde-tile');
    const slot = slotAt(e.clientX, e.clientY);
    if (tile && slot && slot.col >= 0 && slot.row >= 0) props.onDropTile(tile, slot.col, slot.row);
  };

  const onBoardClick = (e: { clientX: number; clientY: number }) => {
    if (!geo || tool.kind === 'tiles' || tool.kind === 'door') return;
    const p = at(e.clientX, e.clientY);
    const label = p && labelAt(geo, Math.floor(p.x / U), Math.floor(p.y / U));
    if (label) props.onZone(label);
  };

  const startDrag = (e: PointerEvent, index: number) => {
    if (tool.kind !== 'tiles') return;
    e.stopPropagation();
    props.onSelectTile(index);
    (e.target as Element).setPointerCapture?.(e.pointerId);
    setDrag({ index, col: doc.tiles[index].col, row: doc.tiles[index].row });
  };
  const moveDrag = (e: PointerEvent) => {
    if (!drag) return;
    const slot = slotAt(e.clientX, e.clientY);
    if (slot && (slot.col !== drag.col || slot.row !== drag.row))
      setDrag({ ...drag, col: Math.max(0, slot.col), row: Math.max(0, slot.row) });
  };
  const endDrag = () => {
    if (!drag) return;
    const from = doc.tiles[drag.index];
    if (from && (from.col !== drag.col || from.row !== drag.row)) props.onMoveTile(drag.index, drag.col, drag.row);
    setDrag(null);
  };

  const focusedPlaces = focused !== null ? (problems[focused]?.at ?? []) : [];
  const marks: ReactElement[] = [];
  const mark = (key: string, label: string, x: number, y: number, text: string, fill: string, title: string) =>
    marks.push(
      <g key={key} className="studio-mark" data-zone={label}>
        <title>{title}</title>
        <circle cx={x} cy={y} r={13} fill={fill} stroke="#fff" strokeWidth={2} />
        <text x={x} y={y + 5} textAnchor="middle" fontSize={14} fontWeight="bold" fill="#fff">
          {text}
        </text>
      </g>,
    );
  /** Marks standing in one zone are set side by side. */
  const slots = new Map<string, number>();
  const near = (label: string) => {
    const a = anchors.get(label);
    if (!a) return null;
    const n = slots.get(label) ?? 0;
    slots.set(label, n + 1);
    return { x: a.cx - 24 + (n % 3) * 24, y: a.cy - 14 + Math.floor(n / 3) * 26 };
  };
  const zoneMark = (key: string, label: string, text: string, fill: string, title: string) => {
    const p = near(label);
    if (p) mark(key, label, p.x, p.y, text, fill, title);
  };
  if (doc.start) zoneMark('start', doc.start, '★', '#2e7d32', t('studio.marks.start', { zone: doc.start }));
  (doc.extraStarts ?? []).forEach((z, i) => {
    zoneMark(`xstart${i}`, z, '★', '#2e7d32', t('studio.marks.start', { zone: z }));
  });
  doc.exits.forEach((z, i) => {
    zoneMark(`exit${i}`, z, '⇥', '#00695c', t('studio.marks.exit', { zone: z }));
  });
  doc.spawns.forEach((s, i) => {
    zoneMark(
      `spawn${i}`,
      s.zone,
      SPAWN_LETTER[s.kind] ?? '?',
      s.color ? COLOR[s.color] : '#6d1b1b',
      t('studio.marks.spawn', { zone: s.zone, kind: t(`studio.spawnKinds.${s.kind}`) }),
    );
  });
  doc.objectives.forEach((o, i) => {
    zoneMark(
      `obj${i}`,
      o.zone,
      o.hidden ? '?' : 'X',
      COLOR[o.color],
      t('studio.marks.objective', { zone: o.zone, color: t(`studio.colors.${o.color}`) }),
    );
  });
  doc.zombies.forEach((z, i) => {
    const n = (z.walker ?? 0) + (z.runner ?? 0) + (z.fatty ?? 0) + (z.abomination ?? 0);
    zoneMark(`zombies${i}`, z.zone, String(n), '#4a4a4a', t('studio.marks.zombies', { zone: z.zone, count: n }));
  });

  specialMarks(doc).forEach((m, i) => {
    const what = t(`studio.special.${m.what}`);
    const detail = m.detail
      ? ` · ${t(m.what === 'car' ? `studio.cars.${m.detail}` : `studio.classes.${m.detail}`)}`
      : '';
    zoneMark(
      `special${i}`,
      m.zone,
      m.sign,
      '#5b3f8c',
      t('studio.marks.special', { what: `${what}${detail}`, zone: m.zone }),
    );
  });

  linkMarks(doc).forEach((m, i) => {
    zoneMark(`link${i}`, m.zone, m.sign, '#5b3f8c', t(m.title, m.params));
  });
  // The train's track: each tile numbered in the order the train runs it.
  (doc.train?.track ?? []).forEach((name, i) => {
    const placed = doc.tiles[tileIndexOf(doc, name)];
    if (placed)
      mark(
        `track${i}`,
        name,
        (placed.col + 1) * TILE - 26,
        (placed.row + 1) * TILE - 26,
        String(i + 1),
        '#795548',
        t('studio.marks.track', { n: i + 1, tile: name }),
      );
  });

  // Doors are set with the door tool, and linked to a Switch with the Switch tool (a Switch chosen).
  const doorTool = tool.kind === 'door' || (tool.kind === 'switch' && tool.linking !== null);
  const doorMarks = (geo?.doors ?? [])
    .filter((d) => d.gate === undefined && !d.barbwire)
    .map((d) => {
      const set = doc.doors?.find((x) => x.door === d.label);
      const switched = switchOfDoor(doc, d.label);
      if (!set && !switched && !doorTool) return null;
      const p = doorPoint(d);
      const fill = switched
        ? '#5b3f8c'
        : set?.color
          ? COLOR[set.color]
          : set?.open
            ? '#8bc34a'
            : set?.locked
              ? '#222'
              : '#a0522d';
      const state = switched ? 'switched' : set?.open ? 'open' : set?.locked ? 'locked' : 'closed';
      return (
        <g
          key={d.label}
          className="studio-door"
          role="button"
          tabIndex={doorTool ? 0 : -1}
          aria-label={t('studio.marks.door', { door: d.label, state: t(`studio.doorStates.${state}`) })}
          onClick={(e) => {
            e.stopPropagation();
            if (doorTool) props.onDoor(d.label);
          }}
          onKeyDown={(e) => {
            if (doorTool && (e.key === 'Enter' || e.key === ' ')) {
              e.preventDefault();
              props.onDoor(d.label);
            }
          }}
        >
          <title>{t('studio.marks.door', { door: d.label, state: t(`studio.doorStates.${state}`) })}</title>
          <rect x={p.x - 9} y={p.y - 9} width={18} height={18} rx={3} fill={fill} stroke="#fff" strokeWidth={2} />
          {(set?.locked || switched) && (
            <text x={p.x} y={p.y + 5} textAnchor="middle" fontSize={12} fill="#fff">
              {switched ? 'K' : '⚿'}
            </text>
          )}
        </g>
      );
    });

  const problemMarks = problems.flatMap((p, i) =>
    (p.at ?? []).map((place, k) => {
      const pt = placePoint(place, doc, geo, anchors);
      if (!pt) return null;
      const ring = i === focused;
      return (
        <g key={`problem${i}-${k}`} className="studio-problem" data-problem={i}>
          <title>{problemText(t, p)}</title>
          <circle
            cx={pt.x + 22}
            cy={pt.y - 22}
            r={ring ? 16 : 12}
            fill="#d32f2f"
            stroke={ring ? '#ffeb3b' : '#fff'}
            strokeWidth={ring ? 4 : 2}
          />
          <text x={pt.x + 22} y={pt.y - 17} textAnchor="middle" fontSize={15} fontWeight="bold" fill="#fff">
            !
          </text>
        </g>
      );
    }),
  );

  const focusRings = focusedPlaces.map((place, k) => {
    const pt = placePoint(place, doc, geo, anchors);
    if (!pt) return null;
    const r = 'tile' in place ? TILE / 2 - 6 : 34;
    return (
      <circle
        key={`ring${k}`}
        cx={pt.x}
        cy={pt.y}
        r={r}
        fill="none"
        stroke="#ffeb3b"
        strokeWidth={6}
        strokeDasharray="10 6"
      />
    );
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: zones are also chosen by keyboard with the zone field beside the map
    <svg
      ref={svg}
      className={`studio-board tool-${tool.kind}`}
      viewBox={`-8 -8 ${cols * TILE + 16} ${rows * TILE + 16}`}
      role="group"
      aria-label={t('studio.board.label')}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      onClick={onBoardClick}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
    >
      {Array.from({ length: cols * rows }, (_, i) => {
        const col = i % cols;
        const row = Math.floor(i / cols);
        if (taken.has(`${col},${row}`)) return null;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a slot is a mouse target; the library's Place button is the keyboard's
          <rect
            key={`slot${col},${row}`}
            className="studio-slot"
            data-slot={`${col},${row}`}
            x={col * TILE + 4}
            y={row * TILE + 4}
            width={TILE - 8}
            height={TILE - 8}
            rx={8}
            onClick={(e) => {
              if (tool.kind !== 'tiles') return;
              e.stopPropagation();
              props.onDropTile(null, col, row);
            }}
          />
        );
      })}
      {doc.tiles.length === 0 && (
        <text className="studio-start-hint" x={TILE / 2} y={TILE / 2} textAnchor="middle">
          {t('studio.board.empty')}
        </text>
      )}
      {geo && <BoardBase geo={geo} />}
      {doc.tiles.map((x, i) => {
        const moving = drag?.index === i ? drag : null;
        const col = moving ? moving.col : x.col;
        const row = moving ? moving.row : x.row;
        return (
          <g
            key={`tile${i}`}
            className={`studio-tile${selectedTile === i ? ' selected' : ''}`}
            role="button"
            tabIndex={tool.kind === 'tiles' ? 0 : -1}
            data-tile={placedName(x)}
            aria-label={t('studio.board.tile', { tile: placedName(x), rotation: x.rotation, col: x.col, row: x.row })}
            aria-pressed={selectedTile === i}
            onPointerDown={(e) => startDrag(e, i)}
            onFocus={() => tool.kind === 'tiles' && props.onSelectTile(i)}
          >
            <rect
              x={col * TILE + 2}
              y={row * TILE + 2}
              width={TILE - 4}
              height={TILE - 4}
              fill={geo && !moving ? 'transparent' : '#d9cdb4'}
              fillOpacity={geo && !moving ? 0 : 0.85}
            />
            <text x={col * TILE + 10} y={row * TILE + 26} fontSize={20} fontWeight="bold" className="studio-tile-name">
              {`${placedName(x)} ${x.rotation}°`}
            </text>
          </g>
        );
      })}
      {doorMarks}
      {marks}
      {focusRings}
      {problemMarks}
    </svg>
  );
}
