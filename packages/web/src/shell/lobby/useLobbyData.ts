/** The lobby's data from the service: the catalog of games and the saved games (reloaded on demand). */
import { useCallback, useEffect, useState } from 'react';
import type { Catalog, SavedGame, TableService } from '../conn/types.ts';

export function useCatalog(service: TableService): { catalog: Catalog | null; error: unknown } {
  const [state, setState] = useState<{ catalog: Catalog | null; error: unknown }>({ catalog: null, error: null });
  useEffect(() => {
    let live = true;
    service.catalog().then(
      (catalog) => live && setState({ catalog, error: null }),
      (error: unknown) => live && setState({ catalog: null, error }),
    );
    return () => {
      live = false;
    };
  }, [service]);
  return state;
}

export function useSavedGames(service: TableService): [SavedGame[], (id: string) => void] {
  const [saved, setSaved] = useState<SavedGame[]>([]);
  useEffect(() => {
    service.saved().then(setSaved, () => setSaved([]));
  }, [service]);
  const forget = useCallback(
    (id: string) => {
      service.forget?.(id);
      setSaved((s) => s.filter((g) => g.gameId !== id));
    },
    [service],
  );
  return [saved, forget];
}
