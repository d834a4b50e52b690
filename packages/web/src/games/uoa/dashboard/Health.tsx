/** Wounds against health: hearts (full = alive, broken = wound) and a text. */
import type { ReactElement } from 'react';

export function Health({ wounds, health }: { wounds: number; health: number }): ReactElement {
  const left = Math.max(0, health - wounds);
  return (
    <div
      className="health"
      role="group"
      aria-label={`${wounds} wound${wounds === 1 ? '' : 's'} of ${health}: ${left} left`}
    >
      <span className="label">Health</span>
      <span aria-hidden="true" className="hearts">
        {Array.from({ length: health }, (_, i) => (
          <span key={i} className={i < left ? 'heart' : 'heart wound'}>
            {i < left ? '♥' : '✗'}
          </span>
        ))}
      </span>
      <span className="value">
        {wounds} wound{wounds === 1 ? '' : 's'}
      </span>
    </div>
  );
}
