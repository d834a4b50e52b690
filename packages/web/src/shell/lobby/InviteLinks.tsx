/**
 * The links of an invite game: one per seat for people to send to the players (a server game's link is the
 * server's, built on its public address), the bot that plays each other seat, a warning when the links only work
 * on the server's own computer, and for the game's admin (the browser that created it) the hand-over of a seat to
 * a bot or back to people.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame, SeatLink, ShareInfo } from '../conn/types.ts';
import { botLabel } from './SeatPlayers.tsx';

/** A link as a person can send it: a '#/...' hash of this page becomes a whole address; a server's link is whole. */
export function absoluteUrl(url: string): string {
  return url.startsWith('#') ? `${location.origin}${location.pathname}${url}` : url;
}

/** The admin's hand-over of seats: the game's bots, and the change itself (resolves once the links are updated). */
export interface SeatHandOver {
  bots: readonly string[];
  onChange: (seat: number, bot: string | null) => Promise<void>;
}

export function InviteLinks({
  game,
  piecesLabel,
  onOpen,
  handOver,
  children,
}: {
  game: CreatedGame;
  /** What a seat plays, named by the game's table. */
  piecesLabel: (pieces: readonly string[]) => string;
  /** Opens a seat in this browser (its page on the server this screen talks to). */
  onOpen: (url: string) => void;
  /** Present for the game's admin when the game has bots. */
  handOver?: SeatHandOver;
  /** Under the links (what the last change did). */
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<number | null>(null);
  const people = game.seats.filter((s) => !s.bot).length;
  return (
    <div className="invites">
      <h1>{t('invite.heading')}</h1>
      <p>{t('invite.intro')}</p>
      {game.share?.loopbackOnly && <LoopbackWarning share={game.share} />}
      <ul>
        {game.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat}>
            <span className="invite-seat">
              <strong>{t('invite.seat', { seat: s.seat + 1 })}</strong> {piecesLabel(s.pieces)}
            </span>
            {s.bot || !s.url ? (
              <span className="invite-bot" data-seat-bot={s.seat}>
                {s.bot ? botLabel(t, game.game, s.bot) : null} <small>{t('invite.botNoLink')}</small>
              </span>
            ) : (
              <SeatLinkControls
                seat={s.seat}
                url={s.url}
                here={s.path ?? s.url}
                copied={copied === s.seat}
                onCopy={setCopied}
                onOpen={onOpen}
              />
            )}
            {handOver && handOver.bots.length > 0 && (
              <HandOverControls game={game.game} seat={s} lastPeople={!s.bot && people <= 1} handOver={handOver} />
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** The server answers only on its own machine: these links lead nowhere for a friend. What to do about it. */
function LoopbackWarning({ share }: { share: ShareInfo }): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="invite-loopback" role="note" aria-labelledby="invite-loopback-h">
      <h2 id="invite-loopback-h">{t('invite.loopback.heading')}</h2>
      <p>{t('invite.loopback.why', { address: share.publicUrl })}</p>
      <ul>
        <li>
          {t('invite.loopback.lan')} <code>HOST=0.0.0.0</code>
        </li>
        <li>
          {t('invite.loopback.public')} <code>PUBLIC_URL=https://…</code>
        </li>
      </ul>
      <p>{t('invite.loopback.then')}</p>
    </section>
  );
}

function SeatLinkControls({
  seat,
  url,
  here,
  copied,
  onCopy,
  onOpen,
}: {
  seat: number;
  /** The link to send. */
  url: string;
  /** The same seat on the server this page talks to (its address may differ from the public one). */
  here: string;
  copied: boolean;
  onCopy: (seat: number) => void;
  onOpen: (url: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const link = absoluteUrl(url);
  return (
    <>
      <input
        readOnly
        value={link}
        aria-label={t('invite.linkLabel', { seat: seat + 1 })}
        onFocus={(e) => e.currentTarget.select()}
        data-seat-link={seat}
      />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(link);
          onCopy(seat);
        }}
      >
        {copied ? t('invite.copied') : t('invite.copy')}
      </button>
      <button type="button" onClick={() => onOpen(here)}>
        {t('invite.playHere')}
      </button>
    </>
  );
}

/** A people's seat to a bot (chosen among the game's), or a bot's seat back to people. */
function HandOverControls({
  game,
  seat,
  lastPeople,
  handOver,
}: {
  game: string;
  seat: SeatLink;
  /** The only seat left for people: it cannot go to a bot. */
  lastPeople: boolean;
  handOver: SeatHandOver;
}): ReactElement {
  const { t } = useTranslation();
  // The game's best bot first, as the lobby chooses it (its first bot that is not "random").
  const [bot, setBot] = useState(handOver.bots.find((b) => b !== 'random') ?? handOver.bots[0]);
  const [busy, setBusy] = useState(false);
  const change = (to: string | null) => {
    setBusy(true);
    void handOver.onChange(seat.seat, to).finally(() => setBusy(false));
  };
  const n = seat.seat + 1;
  if (seat.bot)
    return (
      <span className="invite-handover">
        <button type="button" disabled={busy} onClick={() => change(null)} data-seat-people={seat.seat}>
          {t('invite.handOver.toPeople', { seat: n })}
        </button>
      </span>
    );
  return (
    <span className="invite-handover">
      {handOver.bots.length > 1 && (
        <select
          aria-label={t('invite.handOver.whichBot', { seat: n })}
          value={bot}
          disabled={busy || lastPeople}
          onChange={(e) => setBot(e.target.value)}
          data-seat-bot-choice={seat.seat}
        >
          {handOver.bots.map((name) => (
            <option key={name} value={name}>
              {botLabel(t, game, name)}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        disabled={busy || lastPeople}
        onClick={() => change(bot)}
        data-seat-to-bot={seat.seat}
        aria-describedby={lastPeople ? `invite-last-${seat.seat}` : undefined}
      >
        {t('invite.handOver.toBot', { seat: n })}
      </button>
      {lastPeople && (
        <small id={`invite-last-${seat.seat}`} className="invite-note">
          {t('invite.handOver.lastPeople')}
        </small>
      )}
    </span>
  );
}
