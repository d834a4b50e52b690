/** A message in the middle of the screen (loading, or a problem with a way back). */
import type { ReactElement } from 'react';

export function Message({
  text,
  alert = false,
  action,
}: {
  text: string;
  alert?: boolean;
  action?: { label: string; onClick: () => void };
}): ReactElement {
  return (
    <div className="center-message" role={alert ? 'alert' : 'status'}>
      <p>{text}</p>
      {action && (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
