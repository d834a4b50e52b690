/**
 * How the Classic table names a seat: its player's name at an online table (ui/useSeatNames.ts), else "seat 2"
 * ("place 2"; in a sentence "la place 2"), as Undead or Alive does. Seats are 0-based here, numbered from 1 for
 * people.
 */
import { i18n } from '../../../i18n/index.ts';
import { seatName } from '../../../ui/useSeatNames.ts';

export interface SeatWords {
  /** As a label ("seat 2", "Ana"). */
  label(seat: number): string;
  /** Inside a sentence ("Waiting for seat 2", "En attente de la place 2"). */
  said(seat: number): string;
}

export function seatWords(names: readonly (string | null)[] = []): SeatWords {
  const say = (key: string, seat: number) => i18n.t(`classic:players.${key}`, { seat: seat + 1 }) as string;
  return {
    label: (seat) => seatName(names, seat) ?? say('seat', seat),
    said: (seat) => seatName(names, seat) ?? say('theSeat', seat),
  };
}

/** A text with its first letter in capital ("La place 2 joue."). */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
