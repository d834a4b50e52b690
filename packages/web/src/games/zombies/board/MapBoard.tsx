/**
 * The map: the laid tiles, what stands on each square, the squares the player may act on (marked, clickable,
 * reachable by keyboard), and, while a tile is being placed, its legal spots and the drawn tile previewed at
 * the chosen spot and turn. Pan and zoom with drag, wheel, pinch or the buttons.
 */
import { useMemo, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZombiesView } from '@horde/zombies';
import { boardBounds, SQ, squareCentre, squareOrigin, TILE } from './layout.ts';

/** Screen pixels per board unit the fitted map keeps at the least: a square (60 units) 27 pixels across. */
export const READABLE_SCALE = 0.45;
import { piecesOn, SquarePieces } from './SquarePieces.tsx';
import { TileArt, TileLabelAt } from './TileArt.tsx';
import { usePanZoom } from '../../../ui/usePanZoom.ts';

export type MarkKind = 'step' | 'reach' | 'shoot' | 'choice' | 'zombie' | 'selected' | 'card';

export interface SquareMark {
  kind: MarkKind;
  /** What a click does, for screen readers and the tooltip. */
  label: string;
  /** A short badge drawn on the square (a distance, a count). */
  badge?: string;
}

export interface TileSpot {
  x: number;
  y: number;
  label: string;
  selected: boolean;
}

export interface Ghost {
  tile: string;
  x: number;
  y: number;
  rotation: number;
}

export function MapBoard({
  view,
  marks,
  spots = [],
  ghost = null,
  onSquare,
  onSpot,
  focus = null,
}: {
  /** The square the centre button brings into view (the pawn playing), or null. */
  focus?: number | null;
  view: ZombiesView;
  marks: ReadonlyMap<number, SquareMark>;
  spots?: readonly TileSpot[];
  ghost?: Ghost | null;
  onSquare?: (square: number, at: { x: number; y: number }) => void;
  onSpot?: (x: number, y: number) => void;
}): ReactElement {
  const { t } = useTranslation('zombies');
  const svg = useRef<SVGSVGElement | null>(null);
  const geo = view.geo;
  const bounds = useMemo(() => boardBounds(geo, spots), [geo, spots]);
  // Late in a game the whole town is too small to read on one screen: the fitted view keeps a square at least
  // READABLE_SCALE × SQ pixels, around the pawn playing, and the rest is a drag away (issue 33).
  const centre = focus !== null && focus < geo.kind.length ? squareCentre(geo, focus) : null;
  const pz = usePanZoom(svg, bounds, { minScale: READABLE_SCALE, centre });
  const squares = useMemo(() => Array.from({ length: geo.kind.length }, (_, i) => i), [geo.kind.length]);

  const press = (square: number, e: { clientX: number; clientY: number }) => {
    if (pz.wasDrag()) return;
    onSquare?.(square, { x: e.clientX, y: e.clientY });
  };
  const key = (e: KeyboardEvent, run: () => void) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      run();
    }
  };

  return (
    <div className="z-map">
      <svg
        ref={svg}
        className="z-map-svg"
        viewBox={`${pz.box.x} ${pz.box.y} ${pz.box.w} ${pz.box.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t('map.label', { tiles: geo.tiles.length })}
        {...pz.handlers}
      >
        {geo.tiles.map((tile, i) => (
          <TileArt
            key={i}
            tile={tile.tile}
            rotation={tile.rotation}
            x={tile.x}
            y={tile.y}
            unnamedDoorsOpen={view.config.inHereQuick}
          />
        ))}
        {ghost && <TileArt ghost tile={ghost.tile} rotation={ghost.rotation} x={ghost.x} y={ghost.y} />}
        {[...marks].map(([sq, m]) => {
          const o = squareOrigin(geo, sq);
          return (
            <rect
              key={`m${sq}`}
              className={`z-mark ${m.kind}`}
              x={o.x + 2}
              y={o.y + 2}
              width={SQ - 4}
              height={SQ - 4}
            />
          );
        })}
        {squares.map((sq) => (
          <SquarePieces key={sq} view={view} square={sq} />
        ))}
        {geo.tiles.map((tile, i) => (
          <TileLabelAt
            key={`l${i}`}
            tile={tile.tile}
            rotation={tile.rotation}
            x={tile.x}
            y={tile.y}
            busy={busyCells(view, marks, i)}
          />
        ))}
        {[...marks].map(([sq, m]) => {
          const o = squareOrigin(geo, sq);
          return (
            <g
              key={`h${sq}`}
              className={`z-hit ${m.kind}`}
              data-square={sq}
              data-mark={m.kind}
              role="button"
              tabIndex={0}
              aria-label={m.label}
              onClick={(e) => press(sq, e)}
              onKeyDown={(e) => key(e, () => onSquare?.(sq, centreOnScreen(e.currentTarget)))}
            >
              <title>{m.label}</title>
              <rect x={o.x} y={o.y} width={SQ} height={SQ} />
              {m.badge && (
                <text className="z-badge" x={o.x + SQ - 8} y={o.y + SQ - 6}>
                  {m.badge}
                </text>
              )}
            </g>
          );
        })}
        {spots.map((s) => (
          <g
            key={`s${s.x},${s.y}`}
            className={`z-spot${s.selected ? ' selected' : ''}`}
            data-spot={`${s.x},${s.y}`}
            role="button"
            tabIndex={0}
            aria-label={s.label}
            aria-pressed={s.selected}
            onClick={() => !pz.wasDrag() && onSpot?.(s.x, s.y)}
            onKeyDown={(e) => key(e, () => onSpot?.(s.x, s.y))}
          >
            <title>{s.label}</title>
            <rect x={s.x * TILE + 6} y={s.y * TILE + 6} width={TILE - 12} height={TILE - 12} rx={10} />
            {!s.selected && (
              <text x={s.x * TILE + TILE / 2} y={s.y * TILE + TILE / 2 + 14}>
                +
              </text>
            )}
          </g>
        ))}
      </svg>
      <div className="z-map-controls">
        <button type="button" onClick={() => pz.zoom(0.8)} aria-label={t('map.zoomIn')} title={t('map.zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => pz.zoom(1.25)} aria-label={t('map.zoomOut')} title={t('map.zoomOut')}>
          −
        </button>
        <button type="button" onClick={pz.fit} aria-label={t('map.fit')} title={t('map.fit')}>
          ⤢
        </button>
        {focus !== null && focus < geo.kind.length && (
          <button
            type="button"
            onClick={() => {
              const c = squareCentre(geo, focus);
              pz.focus(c.x, c.y, TILE * 2);
            }}
            aria-label={t('map.focus')}
            title={t('map.focus')}
          >
            ◎
          </button>
        )}
      </div>
    </div>
  );
}

/** Tile `tile`'s cells holding a piece or a mark (its badge), a bit per cell: its name keeps off them. */
function busyCells(view: ZombiesView, marks: ReadonlyMap<number, SquareMark>, tile: number): number {
  let busy = 0;
  for (let c = 0; c < 9; c++) {
    const square = tile * 9 + c;
    if (marks.has(square) || piecesOn(view, square).length > 0) busy |= 1 << c;
  }
  return busy;
}

function centreOnScreen(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}
