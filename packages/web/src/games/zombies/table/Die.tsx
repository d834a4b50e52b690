/** A six-sided die showing its value in pips (the value also in text for screen readers). */
import type { ReactElement } from 'react';
import { PIPS } from '../../../ui/pips.ts';

export function Die({
  value,
  tone = 'plain',
  size = 34,
}: {
  value: number;
  tone?: 'plain' | 'hit' | 'miss';
  size?: number;
}): ReactElement {
  return (
    <svg className={`z-die ${tone}`} width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={`${value}`}>
      <rect x={2} y={2} width={36} height={36} rx={7} />
      {(PIPS[value] ?? []).map(([c, r], i) => (
        <circle key={i} cx={c * 10} cy={r * 10} r={3.6} />
      ))}
      {!PIPS[value] && (
        <text x={20} y={26}>
          {value}
        </text>
      )}
    </svg>
  );
}
