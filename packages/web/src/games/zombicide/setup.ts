/** What both Zombicide setups share: the missions the catalog offers, the one chosen, and dense seats. */
import type { MissionDef } from '@horde/zombicide';
import { useMemo, useState } from 'react';
import type { CatalogGame } from '../../shell/conn/types.ts';

/** The missions the catalog lists (all the table bundles when it lists none) and the one chosen (the first at first). */
export function useOfferedMission(game: CatalogGame, missions: readonly MissionDef[]) {
  const offered = useMemo(() => {
    const ids = game.entries.map((e) => e.id);
    const listed = missions.filter((m) => ids.includes(m.id));
    return listed.length ? listed : [...missions];
  }, [game.entries, missions]);
  const [missionId, setMissionId] = useState(offered[0]?.id ?? '');
  const mission: MissionDef | undefined = offered.find((m) => m.id === missionId) ?? offered[0];
  return { offered, mission, setMissionId };
}

/** The picks with their seats renumbered densely (1, 3 → 1, 2) so no seat is left empty, and how many seats. */
export function denseSeats<P extends { player: number }>(picks: readonly P[]): { survivors: P[]; seats: number } {
  const order = [...new Set(picks.map((p) => p.player))].sort((a, b) => a - b);
  return { survivors: picks.map((p) => ({ ...p, player: order.indexOf(p.player) })), seats: Math.max(1, order.length) };
}
