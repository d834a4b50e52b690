/**
 * The player names of an online table's seats (issue 14, "Players": names instead of "seat N"), for any
 * table: the connection's `talk` gives them (shell/conn/types.ts, TableTalk) and says when they change.
 * A game played in this browser has no talk: every name is null and a table says "seat N" as before.
 *
 *   const names = useSeatNames(conn);
 *   const who = (seat: number) => seatName(names, seat) ?? `seat ${seat + 1}`; // (a table's own words)
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { TableTalk } from '../shell/conn/types.ts';

const NONE: readonly (string | null)[] = [];

/** Each seat's player name (null: none given), re-rendering the component when a name changes. */
export function useSeatNames(conn: { readonly talk?: TableTalk } | null | undefined): readonly (string | null)[] {
  const talk = conn?.talk;
  // One array per distinct list of names: useSyncExternalStore wants the same value while nothing changed.
  const last = useRef<{ key: string; names: readonly (string | null)[] }>({ key: '[]', names: NONE });
  const subscribe = useCallback((onChange: () => void) => (talk ? talk.subscribe(onChange) : () => {}), [talk]);
  const read = useCallback((): readonly (string | null)[] => {
    if (!talk) return NONE;
    const names = talk.names();
    const key = JSON.stringify(names);
    if (key !== last.current.key) last.current = { key, names: [...names] };
    return last.current.names;
  }, [talk]);
  return useSyncExternalStore(subscribe, read, read);
}

/** A seat's player name (0-based seat), trimmed; null when it has none. */
export function seatName(names: readonly (string | null)[], seat: number): string | null {
  const name = names[seat]?.trim();
  return name ? name : null;
}
