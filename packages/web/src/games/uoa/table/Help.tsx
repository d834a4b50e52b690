/** Keyboard shortcuts. */
import type { ReactElement } from 'react';

export const SHORTCUTS: [string, string][] = [
  ['Click / Enter on a marked zone', 'Move there, shoot it, charge… (a menu when several actions fit)'],
  ['1–9', 'Pick an answer in a prompt or a zone menu'],
  ['S N O R T G X', 'Search, make Noise, take Objective, Reload, Trade, reorGanise, eXit'],
  ['F', 'Melee attack with the first weapon'],
  ['E', 'End the survivor’s turn'],
  ['[ ]', 'Previous / next survivor'],
  ['U', 'Undo (when nothing random was revealed)'],
  ['Space', "Skip the zombies' phase animation"],
  ['+ − 0, Shift+arrows', 'Zoom, fit, pan the map'],
  ['L', 'Show or hide the log'],
  ['?', 'This help'],
];

export function Help({ onClose }: { onClose: () => void }): ReactElement {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside closes; Escape and the Close button are the keyboard ways
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops a click from reaching the overlay */}
      <div className="help" onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title">Keyboard shortcuts</h2>
        <dl>
          {SHORTCUTS.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="primary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </div>
  );
}
