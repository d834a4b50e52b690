/**
 * The board contract the rules use. A board is assembled from tiles (see
 * tile-format docs); everything here is precomputed once per board shape and
 * cached, so the zombie phase is table look-ups. Zone ids are dense integers
 * 0..zones.length-1; `label` is the stable human name ("2R:b2").
 */
export type ZoneKind = 'street' | 'building' | 'balcony' | 'train' | 'railroad' | 'impassable';

/** Features printed on tiles (mission-placed things such as objectives live in the mission). */
export type TileFeature =
  | 'corpsePile'
  | 'cemetery'
  | 'mine'
  | 'crate'
  | 'stairs'
  /** A manhole (where a Manhole card's zombies come out); a zone may show two. */
  | 'manhole'
  /** Hospital beds of two colours (where a Bed card's Crawlers appear). */
  | 'blueBed'
  | 'greenBed';

export interface Zone {
  id: number;
  /** Stable, unique, human-readable: `${tileId}:${localName}`. */
  label: string;
  kind: ZoneKind;
  /** Id of the placed tile this zone belongs to (e.g. "2R"). */
  tile: string;
  /** Zones of one building share a building id; -1 outside buildings. */
  building: number;
  /** Global cell coordinates [x, y] (x to the right, y down). */
  cells: [number, number][];
  /** For a balcony: the stairs room (building zone) it is reached from. */
  stairs?: number;
  /** For a balcony: the street zones it straddles. */
  straddles?: number[];
  features: TileFeature[];
  /** When street zones of several tiles merge into one (tile borders marked "continue"): their labels. */
  parts?: string[];
}

export interface Sight {
  zone: number;
  /** Range in zones along the sight line (0 = same zone). */
  range: number;
}

/**
 * A door (rulebook «Open a Door»): a wall while closed, an opening once open. Doors are found
 * from the tiles alone, so ids and labels are the same whatever doors are open.
 */
export interface Door {
  /** Dense index 0..doors.length-1, stable for a board shape whatever doors are open. */
  id: number;
  /** "<zoneLabelA>|<zoneLabelB>" with the two labels sorted, plus "#2", "#3" when two doors join the same two zones. */
  label: string;
  /** The two zones it joins (sorted ascending). */
  zones: [number, number];
  /** The cell on each side of the door edge, [x, y] global cells, for drawing; cells[i] lies in zones[i]. */
  cells: [[number, number], [number, number]];
}

export interface BoardGeometry {
  /** Key of the board shape (tiles, rotations, positions): equal keys share one geometry. */
  key: string;
  /** Size in cells. */
  width: number;
  height: number;
  zones: Zone[];
  /** Label to zone id. */
  byLabel: Record<string, number>;
  /** Every door of the board, open or closed, ordered by cell (row by row, east side before south side). */
  doors: Door[];
  /** Movement adjacency (openings and open doors between building and street; balconies only via their stairs room). */
  neighbors: number[][];
  /** Zones seen from each zone (EN "Line Of Sight"), with range, including itself at range 0. */
  sight: Sight[][];
  /** The same for a Townsfolk survivor (indoor sight through aligned openings). */
  sightTownsfolk: Sight[][];
  /** Shortest movement distance in zones; -1 when unreachable. distance[a][b]. */
  distance: Int16Array[];
  /**
   * nextHops[target][from]: every neighbour of `from` that lies on a shortest path to `target`
   * (empty when from === target or unreachable). Zombie splitting needs all of them.
   */
  nextHops: number[][][];
}
