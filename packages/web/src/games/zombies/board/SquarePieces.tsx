/**
 * What stands in one square, in a 3x3 grid of slots: pawns first (the King with his crown, a minion in grey),
 * then zombies (a zombified ex-player ringed in their colour), a body waiting to rise, Life and Bullet tokens.
 * Anything past nine slots is counted in a badge.
 */
import type { ReactElement } from 'react';
import type { ZombiesView } from '@horde/zombies';
import { seatColour, seatInk } from './colours.ts';
import { SQ, squareOrigin } from './layout.ts';

/** Where pieces go in a square, by how many there are: bigger when few, a 3x3 grid when many. */
function layout(n: number): { at: [number, number][]; scale: number } {
  const a = SQ * 0.3;
  const b = SQ * 0.7;
  if (n <= 1) return { at: [[SQ / 2, SQ / 2]], scale: 1.45 };
  if (n === 2)
    return {
      at: [
        [a, SQ / 2],
        [b, SQ / 2],
      ],
      scale: 1.2,
    };
  if (n <= 4)
    return {
      at: [
        [a, a],
        [b, a],
        [a, b],
        [b, b],
      ],
      scale: 1.1,
    };
  const g = [SQ * 0.2, SQ * 0.5, SQ * 0.8];
  return { at: g.flatMap((y) => g.map((x): [number, number] => [x, y])), scale: 0.9 };
}

type Piece =
  | { kind: 'pawn'; seat: number; role: string; active: boolean }
  | { kind: 'zombie'; revenant: number | null }
  | { kind: 'corpse'; seat: number }
  | { kind: 'life'; n: number }
  | { kind: 'bullets'; n: number };

export function piecesOn(view: ZombiesView, square: number): Piece[] {
  const out: Piece[] = [];
  for (const p of view.players)
    if (p.square === square && p.status === 'playing')
      out.push({
        kind: 'pawn',
        seat: p.seat,
        role: p.role,
        active: view.turn.seat === p.seat && view.phase === 'play',
      });
  const revenants = view.revenants.filter((r) => r.square === square).map((r) => r.seat);
  for (let i = 0; i < (view.zombies[square] ?? 0); i++) out.push({ kind: 'zombie', revenant: revenants[i] ?? null });
  for (const p of view.players) if (p.corpse === square) out.push({ kind: 'corpse', seat: p.seat });
  if (view.life[square] > 0) out.push({ kind: 'life', n: view.life[square] });
  if (view.bullets[square] > 0) out.push({ kind: 'bullets', n: view.bullets[square] });
  return out;
}

export function SquarePieces({ view, square }: { view: ZombiesView; square: number }): ReactElement | null {
  const pieces = piecesOn(view, square);
  if (pieces.length === 0) return null;
  const o = squareOrigin(view.geo, square);
  const shown = pieces.slice(0, pieces.length > 9 ? 8 : 9);
  const { at, scale } = layout(pieces.length);
  return (
    <g className="z-pieces" data-square={square} transform={`translate(${o.x} ${o.y})`}>
      {shown.map((p, i) => (
        <g key={i} transform={`translate(${at[i][0]} ${at[i][1]}) scale(${scale})`}>
          <PieceMark piece={p} x={0} y={0} />
        </g>
      ))}
      {pieces.length > 9 && (
        <text className="z-more" x={at[8][0]} y={at[8][1] + 4}>
          +{pieces.length - 8}
        </text>
      )}
    </g>
  );
}

function PieceMark({ piece, x, y }: { piece: Piece; x: number; y: number }): ReactElement {
  switch (piece.kind) {
    case 'pawn':
      return (
        <g className={`z-pawn${piece.active ? ' active' : ''}`} data-seat={piece.seat} data-role={piece.role}>
          <ellipse className="z-shadow" cx={x + 1.5} cy={y + 3} rx={10} ry={9} />
          {piece.active && <circle className="z-pawn-halo" cx={x} cy={y} r={12} />}
          <circle
            cx={x}
            cy={y}
            r={9}
            fill={piece.role === 'minion' ? '#7a8a6a' : seatColour(piece.seat, piece.role)}
            stroke={piece.role === 'minion' ? seatColour(piece.seat) : '#fff'}
            strokeWidth={2}
          />
          <text x={x} y={y + 4} fill={seatInk(piece.seat, piece.role)}>
            {piece.role === 'king' ? '♛' : piece.seat + 1}
          </text>
        </g>
      );
    case 'zombie':
      return (
        <g className="z-zombie" data-revenant={piece.revenant ?? undefined}>
          <ellipse className="z-shadow" cx={x + 1.5} cy={y + 2.5} rx={9} ry={8.5} />
          <circle
            cx={x}
            cy={y}
            r={8}
            fill="#7cb342"
            stroke={piece.revenant !== null ? seatColour(piece.revenant) : '#263d12'}
            strokeWidth={piece.revenant !== null ? 3 : 1.5}
          />
          <circle cx={x - 3} cy={y - 2} r={1.6} fill="#300" />
          <circle cx={x + 3} cy={y - 2} r={1.6} fill="#300" />
          <path d={`M${x - 3} ${y + 3.5} h6`} stroke="#300" strokeWidth={1.2} />
        </g>
      );
    case 'corpse':
      return (
        <text className="z-corpse" x={x} y={y + 5} fill={seatColour(piece.seat)}>
          ✝
        </text>
      );
    case 'life':
      return (
        <g className="z-life-token">
          <path
            d={`M${x} ${y + 6} l-7 -7 a4 4 0 0 1 7 -4 a4 4 0 0 1 7 4 z`}
            fill="#d32f2f"
            stroke="#fff"
            strokeWidth={1}
          />
          {piece.n > 1 && (
            <text x={x} y={y + 2}>
              {piece.n}
            </text>
          )}
        </g>
      );
    case 'bullets':
      return (
        <g className="z-bullet-token">
          <rect x={x - 4} y={y - 8} width={8} height={15} rx={4} fill="#c9a227" stroke="#5c4a0c" strokeWidth={1} />
          {piece.n > 1 && (
            <text x={x + 7} y={y + 8}>
              {piece.n}
            </text>
          )}
        </g>
      );
  }
}
