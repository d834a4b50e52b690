/** A game's table for a component: undefined while it loads, then the module or the error. */
import { startTransition, useEffect, useState } from 'react';
import type { TableModule } from './table-module.ts';
import { loadTable } from './tables.ts';

export type TableState = { module?: TableModule; error?: unknown };

export function useTableModule(game: string | null): TableState {
  const [state, setState] = useState<TableState & { game: string | null }>({ game: null });
  useEffect(() => {
    if (!game) return;
    let live = true;
    loadTable(game).then(
      // A transition: the table's first render is sliced rather than one long task (see GameScreen).
      (module) => live && startTransition(() => setState({ game, module })),
      (error: unknown) => live && setState({ game, error }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return state.game === game ? state : {};
}
