/** What a simulation report adds for either Zombicide ruleset: kills by type, the Danger Level reached, wounds by zone. */
import { dangerReached } from '@horde/bots/zombicide/heuristic';
import type { State, ZombicideGame } from '@horde/zombicide';
import type { SimFigures } from '../module.ts';

export function zombicideSimFigures(game: ZombicideGame, state: State): SimFigures {
  // Wounds by zone label ("2R:s2"): readable in a report, and found again on the map by heatMap.
  const zones = game.context(state).geo.zones;
  const woundsByZone: Record<string, number> = {};
  for (const [id, n] of Object.entries(state.stats.woundsByZone))
    woundsByZone[zones[Number(id)]?.label ?? `#${id}`] = n;
  return {
    kills: [...state.stats.kills],
    danger: dangerReached(state),
    woundsByZone,
    spawnCards: state.stats.spawnCards,
  };
}
