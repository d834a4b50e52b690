/**
 * Who plays each seat: people, or one of the game's bots (the catalog lists them). The server (or
 * this browser, without one) plays a bot's seat itself; at least one seat stays with people.
 */
import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The bots a new game starts with: none in a cooperative game; else, at every seat but the first, the bot
 * named after that seat's role when there is one (Seconds to Live's "zombie" for its "zombies" seat), or
 * the game's best (its first bot that is not "random").
 */
export function defaultBots(
  bots: readonly string[],
  seats: number,
  cooperative: boolean,
  roles: readonly string[] = [],
): (string | null)[] {
  const best = bots.find((b) => b !== 'random') ?? bots[0] ?? null;
  const forRole = (role: string | undefined) =>
    role ? bots.find((b) => b !== 'random' && role.startsWith(b)) : undefined;
  return Array.from({ length: seats }, (_, seat) =>
    cooperative || seat === 0 ? null : (forRole(roles[seat]) ?? best),
  );
}

/** A bot's name as a person reads it: the game's own words for it, else the shell's. */
export function botLabel(t: TFunction, game: string, name: string): string {
  return t([`${game}:bots.${name}`, `seatPlayers.bots.${name}`, 'seatPlayers.bots.other'], { name });
}

export function SeatPlayers({
  game,
  bots,
  value,
  onChange,
}: {
  game: string;
  /** The game's bots by name. */
  bots: readonly string[];
  /** The bot of each seat (null: people). */
  value: (string | null)[];
  onChange: (value: (string | null)[]) => void;
}): ReactElement | null {
  const { t } = useTranslation();
  if (bots.length === 0 || value.length < 2) return null;
  const people = value.filter((b) => b === null).length;
  return (
    <section className="seat-players" aria-labelledby="seat-players-h">
      <h2 id="seat-players-h">{t('seatPlayers.heading')}</h2>
      {value.map((bot, seat) => (
        <label key={seat}>
          {t('seatPlayers.seat', { seat: seat + 1 })}{' '}
          <select
            data-seat-player={seat}
            value={bot ?? ''}
            onChange={(e) => onChange(value.map((b, s) => (s === seat ? e.target.value || null : b)))}
          >
            <option value="">{t('seatPlayers.people')}</option>
            {bots.map((name) => (
              // The last seat for people cannot become a bot's.
              <option key={name} value={name} disabled={bot === null && people === 1}>
                {botLabel(t, game, name)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </section>
  );
}
