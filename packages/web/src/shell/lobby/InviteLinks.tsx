/** After creating an invite game: one link per seat to send to the players. */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame } from '../conn/types.ts';

export function absoluteUrl(url: string): string {
  return url.startsWith('#') ? `${location.origin}${location.pathname}${url}` : url;
}

export function InviteLinks({
  game,
  piecesLabel,
  onOpen,
}: {
  game: CreatedGame;
  /** What a seat plays, named by the game's table. */
  piecesLabel: (pieces: readonly string[]) => string;
  onOpen: (url: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <div className="invites">
      <h1>{t('invite.heading')}</h1>
      <p>{t('invite.intro')}</p>
      <ul>
        {game.seats.map((s) => (
          <li key={s.seat}>
            <span className="invite-seat">
              <strong>{t('invite.seat', { seat: s.seat + 1 })}</strong> {piecesLabel(s.pieces)}
            </span>
            {s.bot ? (
              <span className="invite-bot" data-seat-bot={s.seat}>
                {t('invite.bot')}
              </span>
            ) : (
              <SeatLinkControls
                seat={s.seat}
                url={s.url}
                copied={copied === s.seat}
                onCopy={setCopied}
                onOpen={onOpen}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SeatLinkControls({
  seat,
  url,
  copied,
  onCopy,
  onOpen,
}: {
  seat: number;
  url: string;
  copied: boolean;
  onCopy: (seat: number) => void;
  onOpen: (url: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const s = { seat, url };
  return (
    <>
      <input
        readOnly
        value={absoluteUrl(s.url)}
        aria-label={t('invite.linkLabel', { seat: s.seat + 1 })}
        onFocus={(e) => e.currentTarget.select()}
        data-seat-link={s.seat}
      />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(absoluteUrl(s.url));
          onCopy(s.seat);
        }}
      >
        {copied ? t('invite.copied') : t('invite.copy')}
      </button>
      <button type="button" onClick={() => onOpen(s.url)}>
        {t('invite.playHere')}
      </button>
    </>
  );
}
