/**
 * What the Classic board shows, computed from a view: each door's state (open, closed, locked with
 * its colour) and where its edge lies, each zone's noise (its Noise tokens plus the survivors who
 * count as noise), the spawn zones (coloured, dormant, their [RM] locators). Pure, so the tests read
 * it without a DOM.
 */
import type { MissionDef, ObjectiveColor } from '@horde/zombicide';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';
import type { BoardGeometry, Door } from '@horde/zombicide/board/index';
import { U } from '../../uoa/board/layout.ts';

export type DoorState = 'open' | 'closed' | 'locked';

export interface DoorMark {
  id: number;
  label: string;
  state: DoorState;
  /** The colour of a coloured locked door (it opens once that Objective is taken). */
  color?: ObjectiveColor;
  /** The door's edge in board units, and its middle. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  cx: number;
  cy: number;
  /** True when the edge runs north-south (between two cells side by side). */
  vertical: boolean;
  /** A barbwire fence [PO], not a door: "open" is torn. */
  barbwire?: true;
  /** A side of a rotating security gate [PO], not a door: open or closed as its Switch turns it. */
  gate?: true;
}

/** The edge between a door's two cells. */
function edge(cells: [[number, number], [number, number]]) {
  const [[ax, ay], [bx, by]] = cells;
  if (ay === by) {
    const x = Math.max(ax, bx) * U;
    return { x1: x, y1: ay * U, x2: x, y2: (ay + 1) * U, vertical: true };
  }
  const y = Math.max(ay, by) * U;
  return { x1: ax * U, y1: y, x2: (ax + 1) * U, y2: y, vertical: false };
}

/** A door as drawn: its state, its colour when locked, its edge. */
export function doorMark(d: Door, state: DoorState, color?: ObjectiveColor): DoorMark {
  const e = edge(d.cells);
  return {
    id: d.id,
    label: d.label,
    state,
    ...(d.barbwire ? { barbwire: true as const } : {}),
    ...(d.gate !== undefined ? { gate: true as const } : {}),
    ...(state === 'locked' && color ? { color } : {}),
    ...e,
    cx: (e.x1 + e.x2) / 2,
    cy: (e.y1 + e.y2) / 2,
  };
}

/** A mission names a door by its label ("1B:c1|1B:c2"), as the rules' setup reads it. */
export const missionDoorLabel = (d: Door): string => d.label;

export function doorMarks(view: ClassicView, geo: BoardGeometry, mission: MissionDef): DoorMark[] {
  const open = new Set(view.doors ?? []);
  const locked = new Set(view.lockedDoors ?? []);
  const colorOf = new Map((mission.doors ?? []).filter((d) => d.locked && d.color).map((d) => [d.door, d.color!]));
  return geo.doors.map((d) =>
    doorMark(d, open.has(d.id) ? 'open' : locked.has(d.id) ? 'locked' : 'closed', colorOf.get(missionDoorLabel(d))),
  );
}

export interface ZoneNoise {
  tokens: number;
  /** Survivors in the zone who count as noise (a Ninja does not). */
  survivors: number;
  total: number;
}

/** Each zone's noise as the zombies count it: Noise tokens plus noisy survivors. */
export function zoneNoise(view: ClassicView, zones: number): ZoneNoise[] {
  const out: ZoneNoise[] = Array.from({ length: zones }, (_, z) => {
    const tokens = view.noiseTokens?.[z] ?? 0;
    return { tokens, survivors: 0, total: tokens };
  });
  // Survivors aboard a flying helicopter make no noise (decision helicopterAboard; its zone is the loudest anyway).
  const aboard = new Set((view.cars ?? []).filter((c) => c.flying).flatMap((c) => [...c.seats, ...(c.riders ?? [])]));
  for (const [i, s] of view.survivors.entries()) {
    if (s.eliminated || s.exited || !out[s.zone] || s.skills.includes('ninja') || aboard.has(i)) continue;
    out[s.zone].survivors++;
    out[s.zone].total++;
  }
  return out;
}

export interface SpawnMark {
  index: number;
  zone: number;
  active: boolean;
  color?: ObjectiveColor;
  locators: number[];
}

export function spawnMarks(view: ClassicView): SpawnMark[] {
  return view.spawns.map((sp, index) => ({
    index,
    zone: sp.zone,
    active: sp.active,
    ...(sp.color ? { color: sp.color } : {}),
    locators: sp.locators ?? [],
  }));
}
