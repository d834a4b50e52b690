/**
 * The pieces both Zombicide boards draw (issue 33, part 3), so that they read as miniatures on a table: a
 * survivor a bust in its colour with its initials on the chest; a zombie group the kind's silhouette standing
 * beside its base (each kind its base shape, its colour and outline, its letter and count); a companion a
 * smaller bust (a dog its own silhouette); a token a chip with its word (a vehicle with its outline). Shape,
 * silhouette and letter each tell the kinds apart, so colour is never needed alone. Coordinates: x across, the
 * row's middle at y = 0; the callers lay the rows out.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { SURVIVOR_BUST, VEHICLE_FIGURES, type VehicleFigure, ZOMBIE_FIGURES, type ZombieFigure } from './figures.ts';

export type ZombieShape = 'pill' | 'triangle' | 'square' | 'hexagon' | 'flat' | 'diamond' | 'wings';

/** How a zombie kind looks: its base's shape, colours and outline, the colour of its label. */
export interface ZombieLook {
  shape: ZombieShape;
  figure: ZombieFigure;
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** SVG dash pattern of the outline (a Classic species), absent for a solid one. */
  dash?: string;
  text: string;
}

/** The outline of a base `w` wide at (x, 0), centred on y = 0. */
export function zombiePath(shape: ZombieShape, x: number, w: number): string {
  switch (shape) {
    case 'triangle':
      return `M${x} 8L${x + w / 2} -9L${x + w} 8Z`;
    case 'hexagon':
      return `M${x} 0L${x + 7} -9L${x + w - 7} -9L${x + w} 0L${x + w - 7} 9L${x + 7} 9Z`;
    case 'diamond':
      return `M${x} 0L${x + w / 2} -10L${x + w} 0L${x + w / 2} 10Z`;
    case 'wings':
      return `M${x} -9L${x + w / 2} -2L${x + w} -9L${x + w - 3} 9L${x + w / 2} 4L${x + 3} 9Z`;
    case 'flat':
      return `M${x + 6} -6H${x + w - 6}A6 6 0 0 1 ${x + w - 6} 6H${x + 6}A6 6 0 0 1 ${x + 6} -6Z`;
    case 'square':
      return `M${x + 2} -9H${x + w - 2}Q${x + w} -9 ${x + w} -7V7Q${x + w} 9 ${x + w - 2} 9H${x + 2}Q${x} 9 ${x} 7V-7Q${x} -9 ${x + 2} -9Z`;
    default:
      return `M${x + 9} -9H${x + w - 9}A9 9 0 0 1 ${x + w - 9} 9H${x + 9}A9 9 0 0 1 ${x + 9} -9Z`;
  }
}

/** The room a zombie's silhouette takes left of its base. */
export const FIGURE_ROOM = 13;

/**
 * A zombie group: the kind's silhouette, then its base with the label (letter and count). `x` and `w` span the
 * whole mark, silhouette included. The label is the group's first text (what tests and screen readers read).
 */
export function ZombieMini({
  look,
  x,
  w,
  title,
  label,
  fontSize,
  className,
  style,
  data,
}: {
  look: ZombieLook;
  x: number;
  w: number;
  title: string;
  label: string;
  /** The label's size on a round base (a triangle's is 2 smaller, set lower). */
  fontSize: number;
  className?: string;
  /** A glide's start (Undead or Alive's motion). */
  style?: CSSProperties;
  /** data-* attributes of the group (data-zombie and the like). */
  data?: Record<string, string | undefined>;
}): ReactElement {
  const triangle = look.shape === 'triangle';
  const bx = x + FIGURE_ROOM - 2;
  const bw = w - FIGURE_ROOM + 2;
  return (
    <g className={className} style={style} data-shape={look.shape} data-figure={look.figure} {...data}>
      <title>{title}</title>
      <path
        d={zombiePath(look.shape, bx, bw)}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={look.strokeWidth}
        strokeDasharray={look.dash}
      />
      <text
        x={bx + bw / 2 + (look.shape === 'pill' || look.shape === 'flat' ? 1.5 : 0)}
        y={triangle ? 6 : 4}
        textAnchor="middle"
        fontSize={triangle ? fontSize - 2 : fontSize}
        fontWeight="bold"
        fill={look.text}
      >
        {label}
      </text>
      <path
        className="mini-figure"
        d={ZOMBIE_FIGURES[look.figure]}
        transform={`translate(${x + 7} -1) scale(1.15)`}
        fill={look.fill}
        stroke="#fff"
        strokeWidth={1.3}
        paintOrder="stroke"
        strokeLinejoin="round"
      />
    </g>
  );
}

/**
 * A survivor's bust at (x, 0): its colour, its initials on the chest, a solid ring when selected, a dashed one
 * when it may act; `outline` and `extra` for a Classic Zombivor's ring and mark.
 */
export function SurvivorMini({
  x,
  fill,
  ink,
  label,
  ring,
  outline = '#111',
  outlineWidth = 1.5,
  small = false,
  dashed = false,
  children,
}: {
  x: number;
  fill: string;
  ink: string;
  label: string;
  ring?: 'selected' | 'acting' | null;
  outline?: string;
  outlineWidth?: number;
  /** A companion's smaller bust. */
  small?: boolean;
  dashed?: boolean;
  /** Marks drawn over the bust (wounds, a Zombivor's sign). */
  children?: ReactNode;
}): ReactElement {
  const k = small ? 0.78 : 1;
  return (
    <>
      {ring === 'selected' && <circle cx={x} cy={0} r={15.5} fill="none" stroke="#111" strokeWidth={3} />}
      {ring === 'acting' && (
        <circle cx={x} cy={0} r={15} fill="none" stroke="#111" strokeWidth={1.5} strokeDasharray="3 2" />
      )}
      <g transform={`translate(${x} 0) scale(${k})`}>
        <ellipse className="mini-shadow" cx={1.5} cy={12.5} rx={12} ry={3} />
        <path
          className="mini-bust"
          d={SURVIVOR_BUST.body}
          fill={fill}
          stroke={outline}
          strokeWidth={outlineWidth}
          strokeDasharray={dashed ? '2 1.5' : undefined}
        />
        <circle
          cx={0}
          cy={SURVIVOR_BUST.head.cy}
          r={SURVIVOR_BUST.head.r}
          fill={fill}
          stroke={outline}
          strokeWidth={outlineWidth}
          strokeDasharray={dashed ? '2 1.5' : undefined}
        />
        <text
          x={0}
          y={SURVIVOR_BUST.labelY}
          textAnchor="middle"
          fontSize={small ? 11 : 10.5}
          fontWeight="bold"
          fill={ink}
        >
          {label}
        </text>
      </g>
      {children}
    </>
  );
}

/** A dog's silhouette at (x, 0) in its leader's colour (a Classic Zombie Dog companion [DC]). */
export function DogMini({ x, fill, dashed = false }: { x: number; fill: string; dashed?: boolean }): ReactElement {
  return (
    <path
      className="mini-figure"
      d={ZOMBIE_FIGURES.dog}
      transform={`translate(${x} 0) scale(1.45)`}
      fill={fill}
      stroke="#111"
      strokeWidth={0.9}
      strokeDasharray={dashed ? '1.5 1' : undefined}
      strokeLinejoin="round"
    />
  );
}

/** What a token chip shows. */
export interface Chip {
  label: string;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
  dashed?: boolean;
  text?: string;
  w: number;
  /** Small numbers under the chip (a Classic spawn zone's [RM] locators). */
  sub?: string;
  /** A vehicle's outline before the label. */
  vehicle?: VehicleFigure;
}

/** The room a vehicle's outline takes before a chip's label. */
export const VEHICLE_ROOM = 20;

/** A token: a rounded chip at (x, 0) with its word, a vehicle's outline, locator numbers under it. */
export function TokenChip({ chip, x }: { chip: Chip; x: number }): ReactElement {
  const text = chip.text ?? '#fff';
  const icon = chip.vehicle ? VEHICLE_ROOM : 0;
  return (
    <>
      <rect
        x={x}
        y={-8}
        width={chip.w}
        height={16}
        rx={4}
        fill={chip.fill}
        stroke={chip.stroke ?? 'none'}
        strokeWidth={chip.strokeWidth ?? 1.5}
        strokeDasharray={chip.dashed ? '3 2' : undefined}
      />
      {chip.vehicle && (
        <path d={VEHICLE_FIGURES[chip.vehicle]} transform={`translate(${x + 11} 0.5) scale(0.95)`} fill={text} />
      )}
      {chip.label && (
        <text x={x + icon / 2 + chip.w / 2} y={4} textAnchor="middle" fontSize={10} fontWeight="bold" fill={text}>
          {chip.label}
        </text>
      )}
      {chip.sub && (
        <text
          x={x + chip.w / 2}
          y={17}
          textAnchor="middle"
          fontSize={8.5}
          fontWeight="bold"
          fill="#111"
          stroke="#fff"
          strokeWidth={2.5}
          paintOrder="stroke"
          className="locators"
        >
          {chip.sub}
        </text>
      )}
    </>
  );
}
