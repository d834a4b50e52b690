/** After creating an invite game: one link per seat to send to the players. */
import { useState, type ReactElement } from 'react';
import type { CreatedGame } from '../conn/types.ts';
import { survivorName } from '../text/names.ts';

export function absoluteUrl(url: string): string {
  return url.startsWith('#') ? `${location.origin}${location.pathname}${url}` : url;
}

export function InviteLinks({ game, onOpen }: { game: CreatedGame; onOpen: (url: string) => void }): ReactElement {
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <div className="invites">
      <h1>Invite your players</h1>
      <p>Send each player the link of their seat. Anyone with a link plays that seat; keep them private.</p>
      <ul>
        {game.seats.map((s) => (
          <li key={s.seat}>
            <strong>Seat {s.seat + 1}</strong>: {s.survivors.map(survivorName).join(', ')}
            <input
              readOnly
              value={absoluteUrl(s.url)}
              aria-label={`Link for seat ${s.seat + 1}`}
              onFocus={(e) => e.currentTarget.select()}
              data-seat-link={s.seat}
            />
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(absoluteUrl(s.url));
                setCopied(s.seat);
              }}
            >
              {copied === s.seat ? 'Copied' : 'Copy'}
            </button>
            <button type="button" onClick={() => onOpen(s.url)}>
              Play this seat here
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
