/** Where a browser keeps games: localStorage, or a map in memory (tests, private windows). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** The page's localStorage when there is one (and it may be used), else a store in memory. */
/** The player's name, given to every online game this browser joins. */
export const PLAYER_NAME = 'horde.playerName';

export function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage disabled by the browser's settings
  }
  return memoryStore();
}

/** The ids of the entries under a key prefix. */
export function keysUnder(store: KeyValueStore, prefix: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) out.push(key.slice(prefix.length));
  }
  return out;
}
