/**
 * The sign painted on a named building's roof (issue 33, part 3): a light disc with a shape that says what the
 * building is (a cross for the Hospital, a shield for the Police Station, a flame for the Fire Station…), so the
 * special buildings are told apart by shape as well as by roof colour. Our own simple drawings, centred on 0,0
 * within a radius of about 13.
 */
import type { ReactElement } from 'react';

/** Five-pointed star of outer radius r. */
function star(r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.42;
    pts.push(`${(Math.cos(a) * k).toFixed(1)} ${(Math.sin(a) * k).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

const SHAPES: Record<string, (ink: string) => ReactElement> = {
  hospital: () => <path d="M-4 -12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#c62828" />,
  'police-station': (ink) => (
    <>
      <path d="M0 -13L11 -9V0C11 7 5 11 0 13C-5 11 -11 7 -11 0V-9Z" fill={ink} />
      <path d={star(6)} fill="#f3e7b0" />
    </>
  ),
  'army-surplus': (ink) => <path d={star(13)} fill={ink} />,
  'fire-station': () => (
    <path d="M0 -13C7 -6 11 0 9 6C7 12 -7 12 -9 6C-11 0 -5 -3 -3 -9C-1 -4 3 -4 0 -13Z" fill="#d84315" />
  ),
  'sporting-goods': (ink) => (
    <>
      <circle r={11} fill={ink} />
      <path
        d="M-11 0H11M0 -11V11M-8 -8C-3 -3 -3 3 -8 8M8 -8C3 -3 3 3 8 8"
        fill="none"
        stroke="#f4efe4"
        strokeWidth={1.5}
      />
    </>
  ),
  hardware: (ink) => (
    <>
      <rect x={-11} y={-12} width={18} height={7} rx={1} fill={ink} />
      <rect x={-2} y={-6} width={5} height={18} rx={1} fill="#6d4c2f" />
    </>
  ),
  'drug-store': (ink) => (
    <g transform="rotate(45)">
      <rect x={-5} y={-13} width={10} height={26} rx={5} fill="#f4efe4" stroke={ink} strokeWidth={2} />
      <path d="M-5 0V-8A5 5 0 0 1 5 -8V0Z" fill={ink} />
    </g>
  ),
  'gas-station': (ink) => <path d="M0 -13C5 -6 9 -1 9 4A9 9 0 0 1 -9 4C-9 -1 -5 -6 0 -13Z" fill={ink} />,
  'toy-store': (ink) => (
    <>
      <ellipse cx={0} cy={-4} rx={8} ry={9} fill={ink} />
      <path d="M-2 5H2L0 7ZM0 7C-4 10 4 11 0 13" fill="none" stroke={ink} strokeWidth={1.5} />
    </>
  ),
  'skate-shop': (ink) => (
    <>
      <rect x={-13} y={-5} width={26} height={7} rx={3.5} fill={ink} />
      <circle cx={-7} cy={5} r={2.5} fill="#333" />
      <circle cx={7} cy={5} r={2.5} fill="#333" />
    </>
  ),
  florist: (ink) => (
    <>
      {[0, 1, 2, 3, 4].map((i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return <circle key={i} cx={Math.cos(a) * 6.5} cy={Math.sin(a) * 6.5} r={5} fill={ink} />;
      })}
      <circle r={3.5} fill="#f9c81e" />
    </>
  ),
  'lawn-and-garden': (ink) => (
    <>
      <path d="M-10 10C-11 -5 1 -12 12 -12C12 -1 5 10 -10 10Z" fill={ink} />
      <path d="M-10 10L7 -7" stroke="#f4efe4" strokeWidth={1.5} />
    </>
  ),
};

/** Whether a tile has a roof sign of its own. */
export const hasEmblem = (tile: string): boolean => tile in SHAPES;

export function Emblem({ tile, x, y, ink }: { tile: string; x: number; y: number; ink: string }): ReactElement | null {
  const shape = SHAPES[tile];
  if (!shape) return null;
  return (
    <g className="z-emblem" data-emblem={tile} transform={`translate(${x} ${y})`}>
      <circle r={17} className="z-emblem-disc" />
      {shape(ink)}
    </g>
  );
}
