/** The keyboard shortcuts both Zombicide tables answer, after each table's own (its words under `help.*`). */
export const ZOMBICIDE_SHORTCUTS = ['melee', 'end', 'survivors', 'undo', 'skip', 'map', 'log', 'help'] as const;
