/** A mission's doors before play: its board with the doors (and gate sides) open at setup, the locked ones in their colour. */
import type { MissionDef, ObjectiveColor } from '@horde/zombicide';
import { gateOpenDoors, type BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { type DoorMark, doorMark, missionDoorLabel } from './board.ts';

export function previewDoors(
  mission: MissionDef,
  geometryOf: (m: MissionDef, open?: readonly number[]) => BoardGeometryWithGrid,
): { geo: BoardGeometryWithGrid; doors: DoorMark[] } {
  const closed = geometryOf(mission);
  const set = mission.doors ?? [];
  const idsOf = (label: string) => closed.doors.filter((d) => missionDoorLabel(d) === label).map((d) => d.id);
  const open = set.filter((d) => d.open).flatMap((d) => idsOf(d.door));
  // [PO] Rotating security gates stand as their tiles draw them (rotation 0).
  for (const gate of closed.gates ?? []) open.push(...gateOpenDoors(gate, 0));
  const locked = new Map<number, ObjectiveColor | undefined>(
    set.filter((d) => d.locked).flatMap((d) => idsOf(d.door).map((id) => [id, d.color] as const)),
  );
  const geo = geometryOf(mission, open);
  const doors = geo.doors.map((d) =>
    doorMark(d, open.includes(d.id) ? 'open' : locked.has(d.id) ? 'locked' : 'closed', locked.get(d.id)),
  );
  return { geo, doors };
}
