/**
 * The board contract the rules use. A board is assembled from tiles (see
 * tile-format docs); everything here is precomputed once per board shape and
 * cached, so the zombie phase is table look-ups. Zone ids are dense integers
 * 0..zones.length-1; `label` is the stable human name ("2R:b2").
 */
export type ZoneKind =
  | 'street'
  | 'building'
  | 'balcony'
  | 'train'
  | 'railroad'
  | 'impassable'
  /** An observation tower [PO] (seed 001 lines 1712-1724): neither street nor building; survivors climb its ladders. */
  | 'tower';

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
  | 'greenBed'
  /** A hospital room (seed 001 lines 1836-1844): a building zone of a hospital tile, never Searched... */
  | 'hospital'
  /** ...but for a locker room (also a hospital room). */
  | 'lockerRoom'
  /** The tile shows an Event trigger [RM] (lines 1690-1698): its building zones spawn when a survivor first stands in one. */
  | 'eventTrigger'
  /** A security zone [PO] (a building zone, lines 1865-1872): only Moves there, nobody ends an Activation there. */
  | 'security'
  /** A prison cell [PO] (a building zone, lines 1789-1797): entered through doors only, never Searched. */
  | 'cell'
  /** An indoor alley [PO] (a street zone, lines 1846-1853): never Searched, no spawn but a Spawn Zone. */
  | 'alley'
  /**
   * A rotating security gate [PO] (a one-cell building zone, lines 1726-1730): its sides as drawn are its openings
   * at rotation 0; a Switch turns it a quarter turn (gates.ts).
   */
  | 'gate'
  /**
   * A Hole Zone [AN] (a building zone, seed 001 lines 1815-1826): a street for Lines of Sight, never Searched, no
   * spawn; getting out costs 2 more Actions and zombies are trapped in it (a ruleset's).
   */
  | 'hole';

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
  /**
   * A barbwire fence [PO], not a door (seed 001 lines 1763-1779): nobody opens it; "open" means torn by an
   * Abomination, and it then links its two zones for everyone.
   */
  barbwire?: true;
  /** A side of a rotating security gate [PO] (the gate's index in `gates`): open or closed as the gate turns. */
  gate?: number;
}

/**
 * A rotating security gate [PO] (seed 001 lines 1726-1730): a one-cell zone whose sides are listed with the doors,
 * open or closed by its rotation (board/gates.ts).
 */
export interface Gate {
  /** The gate's zone. */
  zone: number;
  /** The door id of each side (N, E, S, W; -1 where no zone lies beyond). */
  sides: [number, number, number, number];
  /** The sides open at rotation 0 (as the tile draws them), a bit per direction (1 << N ...). */
  open: number;
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
  /**
   * Zones across a fence from each zone (the helipad's fence, seed 001 line 1807): not neighbours for Moves, but
   * an A-Bomb grabs through it (line 1591). Absent on a board without fences.
   */
  acrossFence?: number[][];
  /** The rotating security gates [PO] (gates.ts); absent on a board without one. */
  gates?: Gate[];
}
