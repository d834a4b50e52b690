/**
 * A mission's map before play, either Zombicide table: the table's board (children) with labelled marks on its
 * zones (start, exits, spawn zones, objectives, the zombies of the setup), several in one zone stacked.
 */
import type { ReactElement, ReactNode } from 'react';

/** A mark: its zone's label, a short text on the map, its colour, and what it is said as. */
export interface PreviewMark {
  zone: string;
  text: string;
  fill: string;
  title: string;
}

/** A mission's setup zombies in a zone as "2W 1R" (the letters in the table's words). */
export function zombiesText(
  z: { walker?: number; runner?: number; fatty?: number },
  letter: (kind: 'walker' | 'runner' | 'fatty') => string,
): string {
  return (['walker', 'runner', 'fatty'] as const)
    .flatMap((kind) => (z[kind] ? [`${z[kind]}${letter(kind)}`] : []))
    .join(' ');
}

export function PreviewMap({
  width,
  height,
  label,
  centre,
  marks,
  children,
}: {
  width: number;
  height: number;
  /** The whole map said (the mission and every mark). */
  label: string;
  /** A zone's centre by its label (undefined: not on this map). */
  centre: (zone: string) => { cx: number; cy: number } | undefined;
  marks: readonly PreviewMark[];
  /** The board drawn under the marks. */
  children: ReactNode;
}): ReactElement {
  const perZone = new Map<string, number>();
  return (
    <svg className="map-preview" viewBox={`-6 -6 ${width + 12} ${height + 12}`} role="img" aria-label={label}>
      {children}
      {marks.map((m, i) => {
        const b = centre(m.zone);
        if (b === undefined) return null;
        const k = perZone.get(m.zone) ?? 0;
        perZone.set(m.zone, k + 1);
        const w = Math.max(22, m.text.length * 8 + 8);
        const cx = Math.min(Math.max(b.cx, w / 2), width - w / 2);
        return (
          <g key={i}>
            <title>{m.title}</title>
            <rect x={cx - w / 2} y={b.cy - 22 + k * 20} width={w} height={17} rx={4} fill={m.fill} stroke="#fff" />
            <text x={cx} y={b.cy - 9 + k * 20} textAnchor="middle" fontSize={11} fontWeight="bold" fill="#fff">
              {m.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
