/** Actions left this turn, as pips and as text. */
import type { ReactElement } from 'react';

export function ActionsLeft({ used, max, done }: { used: number; max: number; done: boolean }): ReactElement {
  const left = done ? 0 : Math.max(0, max - used);
  return (
    <div className="actions-left" role="group" aria-label={done ? 'Turn over' : `${left} of ${max} actions left`}>
      <span className="label">Actions</span>
      <span className="pips" aria-hidden="true">
        {Array.from({ length: max }, (_, i) => (
          <span key={i} className={i < left ? 'pip on' : 'pip'}>
            {i < left ? '●' : '○'}
          </span>
        ))}
      </span>
      <span className="value">{done ? 'done' : `${left}/${max}`}</span>
    </div>
  );
}
