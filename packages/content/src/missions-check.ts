/**
 * Parsing and checking mission files given as texts (docs/missions.md): no file system, so the browser's
 * mission studio runs the very checks `horde validate` runs (missions.ts adds reading folders and files).
 * Every problem is one line naming the file, the YAML line, the mission and the field, like the content
 * loader (`missions/M0.yaml:12: entry "M0": field objectives.1.zone: ...`). A file that fails its schema
 * reports those problems only; the semantic checks (tiles, map, zones, reachability, box counts, goals)
 * run once it parses.
 */
import { LineCounter, parseDocument, type Document } from 'yaml';
import { documentData, lineOfPath, valueAtPath, type YamlPath } from './yaml-paths.ts';
import { reportIssue } from './value-names.ts';
import type { ClassName, MissionGoal, ObjectiveColor } from '@horde/zombicide/defs';
import {
  allDoorsOpen,
  buildGeometry,
  placeStairs,
  spotNeed,
  type BoardGeometry,
  type BoardGeometryWithGrid,
  type TileLibrary,
} from '@horde/zombicide/board/index';
import { contentTiles } from '../tiles/library.ts';
import { BOX, formatProblem, type MissionProblemCode, type ProblemParams } from './problems.ts';
import { missionSchema, type MissionEntry } from './missions-schema.ts';
import type { ContentProblem, MapPlace } from './types.ts';

export { ENGINE_GOAL_KINDS, missionSchema, type MissionEntry } from './missions-schema.ts';
export { MISSION_PROBLEM_CODES, type MissionProblemCode, type ProblemParams } from './problems.ts';

/** Mission tokens and pieces in the box (EN 47-230: tokens; the digest, section 1). */
export const MISSION_BOX = {
  /** 7 red Objective tokens + 1 red/blue + 1 red/green (two-sided: the blue and green are red on their back). */
  objectiveTokens: { red: 7, redBlue: 1, redGreen: 1 },
  spawnTokens: { starting: 1, mobile: 2, abomination: 2, corpsePile: 9 },
  zombies: { walker: BOX.miniatures.walker, runner: BOX.miniatures.runner, fatty: BOX.miniatures.fatty },
  classes: BOX.classes,
  survivors: BOX.survivors,
  /** Train tiles: 10 (locomotive), 11 (1-zone car), 12 (2-zone car); their V side is track. */
  trainTiles: ['10', '11', '12'],
} as const;

type Path = YamlPath;

/** A file path's last part (the checks name the file as given; no node:path in the browser). */
const basename = (file: string): string => file.slice(file.lastIndexOf('/') + 1);

/** One mission file: its YAML document (for line numbers), plain data, and its problems. */
class MissionReport {
  readonly doc: Document | undefined;
  readonly data: unknown;
  private readonly lines = new LineCounter();

  constructor(
    readonly file: string,
    source: string,
    readonly problems: ContentProblem[],
  ) {
    const doc = parseDocument(source, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    this.doc = doc;
    for (const e of doc.errors) {
      const detail = e.message.split('\n')[0];
      this.push({
        line: this.lines.linePos(e.pos[0]).line,
        code: 'yamlSyntax',
        params: { detail },
        message: `YAML syntax: ${detail}`,
      });
    }
    const { data, error } = documentData(doc);
    if (error) this.push({ line: 1, code: 'yaml', params: { detail: error.replace(/^YAML: /, '') }, message: error });
    this.data = data;
    if (this.data !== undefined && (this.data === null || typeof this.data !== 'object' || Array.isArray(this.data))) {
      this.push({ line: 1, code: 'notAMap', params: {}, message: 'expected a map (one mission per file)' });
      this.data = undefined;
    }
  }

  /** The entry label: the mission id when the file gives one, else the file's base name. */
  get entry(): string {
    const id = (this.data as Record<string, unknown> | undefined)?.id;
    return typeof id === 'string' && id !== '' ? id : basename(this.file).replace(/\.ya?ml$/, '');
  }

  private push(p: {
    line?: number;
    field?: string;
    code: MissionProblemCode;
    params: ProblemParams;
    message: string;
    at?: MapPlace[];
  }): void {
    const { at, code, params, ...where } = p;
    const base = { file: this.file, entry: this.entry, ...where };
    this.problems.push({ ...base, code, params, ...(at?.length ? { at } : {}), text: formatProblem(base) });
  }

  lineOf(path: Path): number | undefined {
    return lineOfPath(this.doc, this.lines, path);
  }

  valueAt(path: Path): unknown {
    return valueAtPath(this.data, path);
  }

  /** A problem of the value at `path`; `at`: its places on the map, when they are not the value's own (placesOf). */
  add(path: Path, code: MissionProblemCode, params: ProblemParams, message: string, at?: MapPlace[]): void {
    this.push({
      line: this.lineOf(path),
      field: path.length ? path.join('.') : undefined,
      code,
      params,
      message,
      at: at ?? this.placesOf(path),
    });
  }

  /**
   * The places on the map of the value at `path`: a placed tile (`tiles.2...`), a zone or door label the value is, or
   * the `zone` or `door` of the list item it is part of (`spawns.0.color` is about that spawn's zone).
   */
  placesOf(path: Path): MapPlace[] {
    if (path[0] === 'tiles' && typeof path[1] === 'number') return [{ tile: path[1] }];
    const own = placeOfLabel(this.valueAt(path));
    if (own) return [own];
    for (let n = path.length - 1; n >= 1; n--) {
      const item = this.valueAt(path.slice(0, n));
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        const record = item as Record<string, unknown>;
        const place = placeOfLabel(record.zone) ?? placeOfLabel(record.door);
        if (place) return [place];
      }
    }
    return [];
  }

  parse(): MissionEntry | undefined {
    if (this.data === undefined) return undefined;
    const r = missionSchema.safeParse(this.data);
    if (r.success) return r.data;
    for (const issue of r.error.issues)
      reportIssue(
        issue,
        [],
        (p) => this.valueAt(p),
        (p, m, coded) => this.add(p, coded?.code ?? 'schema', coded?.params ?? { detail: m }, m),
        'goal kind',
      );
    return undefined;
  }
}

const ZONE_LABEL = /^[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}$/;
const DOOR_LABEL = /^[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}\|[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}(#[0-9]+)?$/;

/** A zone or door label as a place on the map; anything else is none. */
function placeOfLabel(value: unknown): MapPlace | undefined {
  if (typeof value !== 'string') return undefined;
  if (ZONE_LABEL.test(value)) return { zone: value };
  if (DOOR_LABEL.test(value)) return { door: value };
  return undefined;
}

const streetLike = (kind: string) => kind === 'street' || kind === 'railroad';

/** The semantic checks of one parsed mission against the tile library. */
function checkMission(r: MissionReport, m: MissionEntry, library: TileLibrary): BoardGeometry | undefined {
  const fileId = basename(r.file).replace(/\.ya?ml$/, '');
  if (fileId !== m.id)
    r.add(
      ['id'],
      'idNotFileName',
      { id: m.id, file: basename(r.file) },
      `is "${m.id}" but the file is named ${basename(r.file)} (one mission per file, named by its id)`,
    );

  // Provenance: field keys must name values the mission has.
  for (const [key, p] of Object.entries(m.provenance.fields ?? {})) {
    if (getField(m, key) === undefined)
      r.add(
        ['provenance', 'fields', key],
        'provenanceUnknownField',
        { key },
        `names "${key}", which the mission does not have`,
      );
    if (p.designed && !m.provenance.designed)
      r.add(['provenance', 'designed'], 'provenanceNotDesigned', { key }, `is false but field "${key}" is designed`);
  }

  // Tiles: known, each physical tile once, no overlap.
  let tilesOk = true;
  const physical = new Map<string, number>();
  const cells = new Map<string, number>();
  m.tiles.forEach((t, i) => {
    if (!library.has(t.tile)) {
      tilesOk = false;
      r.add(
        ['tiles', i, 'tile'],
        'unknownTile',
        { tile: t.tile, known: [...library.keys()].sort().join(', ') },
        `unknown tile "${t.tile}" (not in packages/content/tiles; known: ${[...library.keys()].sort().join(', ') || 'none'})`,
      );
    }
    const number = t.tile.replace(/[A-Z]$/, ''); // a tile's two sides share its number (2R/2V, 1B/1C)
    const firstPhys = physical.get(number);
    if (firstPhys !== undefined && !t.name)
      r.add(
        ['tiles', i, 'tile'],
        'tileTwice',
        { number, first: firstPhys, firstTile: m.tiles[firstPhys].tile },
        `tile ${number} is already placed (tiles.${firstPhys}: ${m.tiles[firstPhys].tile}); the box has one of each double-sided tile`,
      );
    else physical.set(number, i);
    const key = `${t.col},${t.row}`;
    const firstCell = cells.get(key);
    if (firstCell !== undefined) {
      tilesOk = false;
      r.add(
        ['tiles', i],
        'tilesOverlap',
        { first: firstCell, firstTile: m.tiles[firstCell].tile, col: t.col, row: t.row },
        `overlaps tiles.${firstCell} (${m.tiles[firstCell].tile}) at col ${t.col}, row ${t.row}`,
      );
    } else cells.set(key, i);
  });
  // Tiles must touch: every tile shares an edge with another one.
  if (m.tiles.length > 1) {
    const seen = new Set<string>([`${m.tiles[0].col},${m.tiles[0].row}`]);
    const queue = [m.tiles[0]];
    while (queue.length) {
      const t = queue.pop()!;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const k = `${t.col + dx},${t.row + dy}`;
        const i = cells.get(k);
        if (i !== undefined && !seen.has(k)) {
          seen.add(k);
          queue.push(m.tiles[i]);
        }
      }
    }
    m.tiles.forEach((t, i) => {
      if (!seen.has(`${t.col},${t.row}`))
        r.add(
          ['tiles', i],
          'tileAlone',
          { tile: t.tile, col: t.col, row: t.row },
          `tile ${t.tile} at col ${t.col}, row ${t.row} touches no other tile of the map`,
        );
    });
  }
  checkCounts(r, m);
  if (!tilesOk) return undefined;

  let geo: BoardGeometry;
  try {
    geo = buildGeometry(m.tiles, library);
  } catch (e) {
    r.add(
      ['tiles'],
      'mapNotAssembled',
      { detail: (e as Error).message },
      `the map cannot be assembled: ${(e as Error).message}`,
    );
    return undefined;
  }
  const placedNames = new Set(geo.zones.map((z) => z.tile));
  /** An unknown door's label and the doors the map has (none: unknownDoorNone). */
  const doorsParams = (label: string): ProblemParams =>
    geo.doors.length ? { label, doors: geo.doors.map((g) => g.label).join(', ') } : { label };

  // Every zone label used must exist on the assembled map.
  const zonesOfTile = (tile: string) =>
    geo.zones
      .filter((z) => z.tile === tile)
      .map(
        (z) =>
          z.label
            .split('+')
            .find((p) => p.startsWith(`${tile}:`))!
            .split(':')[1],
      )
      .sort()
      .join(' ');
  const zoneOf = (path: Path, label: string) => {
    const id = geo.byLabel[label];
    if (id === undefined) {
      const tile = label.split(':')[0];
      const known = placedNames.has(tile);
      r.add(
        path,
        known ? 'unknownZone' : 'unknownZoneTile',
        known ? { label, tile, zones: zonesOfTile(tile) } : { label, tile },
        known
          ? `unknown zone "${label}" (tile ${tile} has ${zonesOfTile(tile)})`
          : `unknown zone "${label}" (no placed tile "${tile}" in tiles)`,
      );
      return undefined;
    }
    return geo.zones[id];
  };

  const start = zoneOf(['start'], m.start);
  (m.extraStarts ?? []).forEach((z, i) => {
    zoneOf(['extraStarts', i], z);
  });
  m.exits.forEach((label, i) => {
    const z = zoneOf(['exits', i], label);
    if (z && !streetLike(z.kind))
      r.add(
        ['exits', i],
        'exitNotStreet',
        { label, kind: z.kind },
        `exit "${label}" is a ${z.kind} zone; the Exit token goes on a street zone`,
      );
  });
  for (const [path, label] of [
    [['start'], m.start],
    ...(m.extraStarts ?? []).map((z, i) => [['extraStarts', i], z] as const),
  ] as const) {
    const z = geo.byLabel[label] !== undefined ? geo.zones[geo.byLabel[label]] : undefined;
    if (z && (z.kind === 'impassable' || z.kind === 'balcony'))
      r.add(path, 'startZoneKind', { label, kind: z.kind }, `start zone "${label}" is a ${z.kind} zone`);
  }

  m.spawns.forEach((sp, i) => {
    const z = zoneOf(['spawns', i, 'zone'], sp.zone);
    if (!z) return;
    const special = z.features.includes('mine') || z.features.includes('cemetery');
    // Spawn tokens go on streets; a train car may carry one (M2, M9: the zombie train); the Mine or Cemetery holds the Abomination's.
    if (!streetLike(z.kind) && z.kind !== 'train' && !(sp.kind === 'abomination' && special)) {
      r.add(
        ['spawns', i, 'zone'],
        'spawnNotStreet',
        { spawnKind: sp.kind, label: sp.zone, kind: z.kind },
        `a ${sp.kind} spawn zone must be a street zone (a train car, or the Mine/Cemetery for an Abomination spawn); "${sp.zone}" is a ${z.kind} zone`,
      );
    }
  });

  const noObj = new Set(m.noObjectivesOn ?? []);
  (m.noObjectivesOn ?? []).forEach((t, i) => {
    if (!placedNames.has(t))
      r.add(['noObjectivesOn', i], 'notPlacedTile', { tile: t }, `"${t}" is not a placed tile of the map`);
  });
  const crateTiles = new Set(geo.zones.filter((z) => z.features.includes('crate')).map((z) => z.tile));
  m.objectives.forEach((o, i) => {
    const z = zoneOf(['objectives', i, 'zone'], o.zone);
    if (!z) return;
    if (z.kind === 'impassable')
      r.add(['objectives', i, 'zone'], 'impassable', { label: o.zone }, `"${o.zone}" is impassable`);
    const tileOfLabel = o.zone.split(':')[0];
    if (noObj.has(tileOfLabel))
      r.add(
        ['objectives', i, 'zone'],
        'noObjectiveOnTile',
        { tile: tileOfLabel },
        `the mission puts no Objective on tile ${tileOfLabel}`,
      );
    const inMine = z.features.includes('mine');
    if (crateTiles.has(tileOfLabel) && !z.features.includes('crate') && !inMine) {
      const crates = geo.zones
        .filter((q) => q.tile === tileOfLabel && q.features.includes('crate'))
        .map((q) => q.label)
        .join(', ');
      r.add(
        ['objectives', i, 'zone'],
        'objectiveNotOnCrate',
        { label: o.zone, crates },
        `"${o.zone}" has no crate; on a tile with crates, Objectives go on crates (${crates})`,
      );
    }
  });

  m.zombies.forEach((zb, i) => {
    const z = zoneOf(['zombies', i, 'zone'], zb.zone);
    if (z && (z.kind === 'impassable' || z.kind === 'balcony'))
      r.add(['zombies', i, 'zone'], 'zombiesZoneKind', { kind: z.kind }, `zombies cannot stand in a ${z.kind} zone`);
    if (!zb.walker && !zb.runner && !zb.fatty && !zb.abomination)
      r.add(['zombies', i], 'zombiesNone', {}, 'places no zombie');
  });

  (m.companions ?? []).forEach((c, i) => {
    c.zones.forEach((label, k) => {
      const z = zoneOf(['companions', i, 'zones', k], label);
      if (z && z.kind === 'impassable')
        r.add(['companions', i, 'zones', k], 'impassable', { label }, `"${label}" is impassable`);
    });
    if (!c.random && c.zones.length !== 1 && c.zones.length !== c.count) {
      r.add(
        ['companions', i, 'zones'],
        'companionZones',
        { count: c.count, zones: c.zones.length },
        `${c.count} companions in ${c.zones.length} zones: give 1 zone, ${c.count} zones (one each) or "random: true"`,
      );
    }
    if (c.random && c.zones.length < 2)
      r.add(['companions', i, 'random'], 'companionRandomZones', {}, 'a random placement needs at least 2 zones');
  });

  // Cars (seed 001 line 630): parked and driven on street zones only.
  (m.cars ?? []).forEach((c, i) => {
    const z = zoneOf(['cars', i, 'zone'], c.zone);
    if (z && z.kind !== 'street')
      r.add(
        ['cars', i, 'zone'],
        'carNotStreet',
        { label: c.zone, kind: z.kind },
        `a car stands on a street zone; "${c.zone}" is a ${z.kind} zone`,
      );
  });
  // A crashed helicopter's zones (seed 001 line 1682), rubble's (line 1738): nothing starts, spawns or waits there.
  const coveredZones = new Map<string, 'helicopter' | 'rubble'>();
  (m.covered ?? []).forEach((label, i) => {
    zoneOf(['covered', i], label);
    coveredZones.set(label, 'helicopter');
  });
  (m.rubble ?? []).forEach((label, i) => {
    zoneOf(['rubble', i], label);
    coveredZones.set(label, 'rubble');
  });
  const onCovered = (path: (string | number)[], label: string) => {
    const by = coveredZones.get(label);
    if (by)
      r.add(
        path,
        by === 'helicopter' ? 'coveredByHelicopter' : 'coveredByRubble',
        { label },
        `"${label}" is covered by ${by === 'helicopter' ? 'the crashed helicopter' : 'rubble'}: nobody enters it`,
      );
  };
  onCovered(['start'], m.start);
  m.spawns.forEach((sp, i) => {
    onCovered(['spawns', i, 'zone'], sp.zone);
  });
  m.objectives.forEach((o, i) => {
    onCovered(['objectives', i, 'zone'], o.zone);
  });
  m.exits.forEach((e, i) => {
    onCovered(['exits', i], e);
  });
  m.zombies.forEach((z, i) => {
    onCovered(['zombies', i, 'zone'], z.zone);
  });
  (m.cars ?? []).forEach((c, i) => {
    onCovered(['cars', i, 'zone'], c.zone);
  });
  // Tents (seed 001 lines 1746, 1787): street zones of the camp, each once; nothing starts, spawns or waits inside.
  const tentZones = new Set<string>();
  (m.tents ?? []).forEach((label, i) => {
    const z = zoneOf(['tents', i], label);
    if (z && z.kind !== 'street')
      r.add(
        ['tents', i],
        'tentNotStreet',
        { label, kind: z.kind },
        `a tent stands on a street zone; "${label}" is a ${z.kind} zone`,
      );
    if (tentZones.has(label)) r.add(['tents', i], 'tentTwice', { label }, `"${label}" has two tents`);
    tentZones.add(label);
  });
  const onTent = (path: (string | number)[], label: string) => {
    if (tentZones.has(label)) r.add(path, 'onTent', { label }, `"${label}" is a tent: the mission puts nothing there`);
  };
  onTent(['start'], m.start);
  m.spawns.forEach((sp, i) => {
    onTent(['spawns', i, 'zone'], sp.zone);
  });
  m.exits.forEach((e, i) => {
    onTent(['exits', i], e);
  });
  (m.cars ?? []).forEach((c, i) => {
    onTent(['cars', i, 'zone'], c.zone);
  });
  // Stair tokens (seed 001 line 1809): over a fence between the two zones they name.
  (m.stairs ?? []).forEach((stair, i) => {
    const [a, b] = stair.split('|');
    const za = zoneOf(['stairs', i], a);
    const zb = zoneOf(['stairs', i], b);
    if (za && zb && !(geo.acrossFence?.[za.id] ?? []).includes(zb.id))
      r.add(['stairs', i], 'stairNoFence', { a, b }, `no fence between "${a}" and "${b}" for a stair token`);
  });
  // Barricade spots [TCM] (seed 001 lines 722, 1014): on a border the two zones share (not a wall), as many spots
  // as the border takes barricades: 1 on a door or a half street, 2 on a standard street.
  const spotsPerBorder = new Map<string, number>();
  (m.barricades ?? []).forEach((spot, i) => {
    const [a, b] = spot.split('|');
    const za = zoneOf(['barricades', i], a);
    const zb = zoneOf(['barricades', i], b);
    if (!za || !zb) return;
    const need = spotNeed(geo as BoardGeometryWithGrid, za.id, zb.id);
    if (need === 0) {
      r.add(['barricades', i], 'barricadeNoBorder', { a, b }, `"${a}" and "${b}" share no border for a barricade`);
      return;
    }
    const key = [za.id, zb.id].sort((x, y) => x - y).join(',');
    const count = (spotsPerBorder.get(key) ?? 0) + 1;
    spotsPerBorder.set(key, count);
    if (count > need)
      r.add(
        ['barricades', i],
        'barricadeTooMany',
        { a, b, need },
        `the border of "${a}" and "${b}" takes ${need} barricade${need > 1 ? 's' : ''}: one spot too many`,
      );
  });
  // Planks [AN] (seed 001 line 1830): put through a Hole Zone, so both ends border one same Hole Zone.
  (m.planks ?? []).forEach((plank, i) => {
    const [a, b] = plank.split('|');
    const za = zoneOf(['planks', i], a);
    const zb = zoneOf(['planks', i], b);
    if (!za || !zb) return;
    const across = geo.zones.some(
      (h) =>
        h.features.includes('hole') &&
        spotNeed(geo as BoardGeometryWithGrid, h.id, za.id) > 0 &&
        spotNeed(geo as BoardGeometryWithGrid, h.id, zb.id) > 0,
    );
    if (!across || za.id === zb.id)
      r.add(['planks', i], 'plankNoHole', { a, b }, `a plank between "${a}" and "${b}" crosses no Hole Zone`);
  });
  // Hole Zones [AN] (seed 001 line 963): no Spawn Zone in one.
  m.spawns.forEach((sp, i) => {
    const id = geo.byLabel[sp.zone];
    if (id !== undefined && geo.zones[id].features.includes('hole'))
      r.add(
        ['spawns', i, 'zone'],
        'spawnInHole',
        { label: sp.zone },
        `"${sp.zone}" is a Hole Zone: nothing spawns there`,
      );
  });
  // Switches [PO] (seed 001 lines 748-758, 1726): each turns a rotating security gate, a zone marked gate, or opens
  // and closes doors of the map (each door answering one Switch); a linked Objective stands alone in its zone.
  const switchDoors = new Set<string>();
  (m.switches ?? []).forEach((sw, i) => {
    const at = zoneOf(['switches', i, 'zone'], sw.zone);
    if (sw.gate !== undefined && sw.doors !== undefined)
      r.add(
        ['switches', i],
        'switchGateAndDoors',
        {},
        'a Switch turns a gate or opens doors, not both (give `gate` or `doors`)',
      );
    else if (sw.gate === undefined && sw.doors === undefined)
      r.add(['switches', i], 'switchNothing', {}, 'a Switch needs a `gate` to turn or `doors` to open and close');
    if (sw.gate !== undefined) {
      const gate = zoneOf(['switches', i, 'gate'], sw.gate);
      if (gate && !gate.features.includes('gate'))
        r.add(
          ['switches', i, 'gate'],
          'switchNoGate',
          { label: sw.gate },
          `"${sw.gate}" is no rotating security gate (a zone marked gate)`,
        );
    }
    (sw.doors ?? []).forEach((label, j) => {
      const door = geo.doors.find((g) => g.label === label);
      if (!door)
        r.add(
          ['switches', i, 'doors', j],
          geo.doors.length ? 'unknownDoor' : 'unknownDoorNone',
          doorsParams(label),
          `no door "${label}" on the map (doors: ${geo.doors.map((g) => g.label).join(', ') || 'none'})`,
        );
      else if (door.gate !== undefined || door.barbwire)
        r.add(
          ['switches', i, 'doors', j],
          'switchDoorNotDoor',
          { label },
          `"${label}" is no door a Switch opens (a gate's side or a barbwire fence)`,
        );
      if (switchDoors.has(label))
        r.add(
          ['switches', i, 'doors', j],
          'switchDoorTwice',
          { label },
          `the door "${label}" already answers a Switch`,
        );
      switchDoors.add(label);
      if ((m.doors ?? []).some((d) => d.door === label && d.locked))
        r.add(
          ['switches', i, 'doors', j],
          'switchDoorLocked',
          { label },
          `the door "${label}" answers its Switch: it cannot also be locked`,
        );
    });
    if (sw.objective && at) {
      const here = m.objectives.filter((o) => o.zone === sw.zone);
      if (!here.some((o) => o.color === sw.objective && !o.hidden))
        r.add(
          ['switches', i, 'objective'],
          'switchNoObjective',
          { color: sw.objective, label: sw.zone },
          `no face-up ${sw.objective} Objective in the Switch's zone "${sw.zone}" to link to it`,
        );
      else if (here.length > 1)
        r.add(
          ['switches', i, 'objective'],
          'switchObjectiveNotAlone',
          { label: sw.zone, count: here.length },
          `the linked Objective stands alone in "${sw.zone}"; it has ${here.length}`,
        );
    }
  });
  // A helicopter takes off and lands in the mission's landing zones (seed 001 line 680); it starts landed in one.
  (m.landingZones ?? []).forEach((label, i) => {
    zoneOf(['landingZones', i], label);
  });
  (m.cars ?? []).forEach((c, i) => {
    if (c.kind === 'helicopter' && !(m.landingZones ?? []).includes(c.zone))
      r.add(
        ['cars', i, 'zone'],
        'helicopterNotLanding',
        { label: c.zone },
        `a helicopter starts landed in one of the mission's landingZones; "${c.zone}" is not one`,
      );
  });
  if (m.wagon) {
    const z = zoneOf(['wagon', 'zone'], m.wagon.zone);
    if (z && !streetLike(z.kind))
      r.add(
        ['wagon', 'zone'],
        'wagonNotStreet',
        { label: m.wagon.zone, kind: z.kind },
        `the Wagon stands on a street zone; "${m.wagon.zone}" is a ${z.kind} zone`,
      );
  }
  if (m.gatling) {
    const z = zoneOf(['gatling', 'zone'], m.gatling.zone);
    const mounted = z?.kind === 'train' && (m.gatling.fixed || m.gatling.withTrain);
    if (z && !streetLike(z.kind) && !mounted)
      r.add(
        ['gatling', 'zone'],
        'gatlingIndoors',
        { label: m.gatling.zone, kind: z.kind },
        `the Gatling is never indoors (only mounted on the train); "${m.gatling.zone}" is a ${z.kind} zone`,
      );
  }
  if (m.train) {
    m.train.track.forEach((t, i) => {
      if (!placedNames.has(t))
        r.add(['train', 'track', i], 'notPlacedTile', { tile: t }, `"${t}" is not a placed tile of the map`);
      else if (!MISSION_BOX.trainTiles.includes(t.replace(/[RV](#\d+)?$/, '') as '10'))
        r.add(['train', 'track', i], 'notTrainTile', { tile: t }, `"${t}" is not a train tile (10, 11, 12)`);
    });
    if (m.train.mobile && !m.train.trigger)
      r.add(
        ['train', 'trigger'],
        'trainNoTrigger',
        {},
        'missing (a mobile train needs what brings it in or starts it)',
      );
  }

  // Reachability: every zone but impassable ones can be reached from the start (through every door, opened).
  if (start) {
    const doorsOpen = geo.doors.length > 0 ? buildGeometry(m.tiles, library, allDoorsOpen(geo)) : geo;
    // Over the mission's stair tokens too (a fence is crossed there, seed 001 line 1809).
    const open = m.stairs?.length ? placeStairs(doorsOpen as BoardGeometryWithGrid, m.stairs) : doorsOpen;
    const unreachable = open.zones.filter((z) => z.kind !== 'impassable' && open.distance[start.id][z.id] < 0);
    if (unreachable.length) {
      r.add(
        ['start'],
        'unreachable',
        { count: unreachable.length, start: m.start, zones: unreachable.map((z) => z.label).join(', ') },
        `${unreachable.length} zone${unreachable.length > 1 ? 's' : ''} cannot be reached from "${m.start}": ${unreachable.map((z) => z.label).join(', ')}`,
        unreachable.map((z) => ({ zone: z.label.split('+')[0] })),
      );
    }
  }

  // Corpse piles printed on the map, against the 9 tokens.
  const piles = geo.zones.filter((z) => z.features.includes('corpsePile')).length;
  if (piles > MISSION_BOX.spawnTokens.corpsePile)
    r.add(
      ['tiles'],
      'corpsePilesCount',
      { count: piles, max: MISSION_BOX.spawnTokens.corpsePile },
      `the map has ${piles} Corpse Piles, the box holds ${MISSION_BOX.spawnTokens.corpsePile} Corpse Pile tokens`,
    );

  // Doors the mission names: on the map; a locked coloured door needs an Objective of its colour to open it.
  (m.doors ?? []).forEach((d, i) => {
    if (!geo.doors.some((g) => g.label === d.door))
      r.add(
        ['doors', i, 'door'],
        geo.doors.length ? 'unknownDoor' : 'unknownDoorNone',
        doorsParams(d.door),
        `no door "${d.door}" on the map (doors: ${geo.doors.map((g) => g.label).join(', ') || 'none'})`,
      );
    if (d.locked && d.color && !m.objectives.some((o) => o.color === d.color))
      r.add(
        ['doors', i, 'color'],
        'lockedDoorNoObjective',
        { color: d.color },
        `a locked ${d.color} door needs a ${d.color} Objective to unlock it`,
      );
    if (d.locked && d.open) r.add(['doors', i], 'doorLockedOpen', {}, 'a door cannot be both locked and open at setup');
  });
  m.spawns.forEach((sp, i) => {
    if (sp.color && !m.objectives.some((o) => o.color === sp.color))
      r.add(
        ['spawns', i, 'color'],
        'spawnColorNoObjective',
        { color: sp.color },
        `a ${sp.color} spawn zone needs a ${sp.color} Objective to wake it`,
      );
  });

  checkGoals(r, m, geo);
  return geo;
}

/** Box counts: spawn tokens, objective tokens, zombies, companions and classes. */
function checkCounts(r: MissionReport, m: MissionEntry): void {
  const spawnCount = (k: string) => m.spawns.filter((s) => s.kind === k).length;
  // A Classic mission's Spawn Zones are plain ones (the first listed spawns first); else exactly one Starting zone.
  if (spawnCount('spawn') === 0 && spawnCount('starting') !== 1)
    r.add(
      ['spawns'],
      'startingSpawnCount',
      { count: spawnCount('starting') },
      `expected exactly 1 starting spawn zone (the box has 1 Starting token), got ${spawnCount('starting')}`,
    );
  // Expansion Zombie decks bring Classic's zombie species: a mission of plain Spawn Zones (seed 001 line 331).
  if (m.zombieDecks?.length && spawnCount('spawn') === 0)
    r.add(
      ['zombieDecks'],
      'zombieDecksNotClassic',
      {},
      'expansion Zombie decks are for a Zombicide Classic mission (plain "spawn" zones)',
    );
  if (m.zombieDecks && new Set(m.zombieDecks).size !== m.zombieDecks.length)
    r.add(['zombieDecks'], 'zombieDeckTwice', {}, 'a Zombie deck is listed twice');
  for (const k of ['mobile', 'abomination'] as const) {
    if (spawnCount(k) > MISSION_BOX.spawnTokens[k])
      r.add(
        ['spawns'],
        'spawnTokensCount',
        { count: spawnCount(k), spawnKind: k, max: MISSION_BOX.spawnTokens[k] },
        `${spawnCount(k)} ${k} spawn zones, the box holds ${MISSION_BOX.spawnTokens[k]} ${k} Spawn tokens`,
      );
  }

  const colors = (c: ObjectiveColor) => m.objectives.filter((o) => o.color === c).length;
  const { red, redBlue, redGreen } = MISSION_BOX.objectiveTokens;
  if (colors('blue') > redBlue)
    r.add(
      ['objectives'],
      'blueObjectivesCount',
      { count: colors('blue'), max: redBlue },
      `${colors('blue')} blue Objectives, the box holds ${redBlue} (the red/blue token)`,
    );
  if (colors('green') > redGreen)
    r.add(
      ['objectives'],
      'greenObjectivesCount',
      { count: colors('green'), max: redGreen },
      `${colors('green')} green Objectives, the box holds ${redGreen} (the red/green token)`,
    );
  const redMax = red + (colors('blue') ? 0 : redBlue) + (colors('green') ? 0 : redGreen);
  if (colors('red') > redMax)
    r.add(
      ['objectives'],
      colors('blue')
        ? colors('green')
          ? 'redObjectivesCount'
          : 'redObjectivesCountGreen'
        : colors('green')
          ? 'redObjectivesCountBlue'
          : 'redObjectivesCountBoth',
      { count: colors('red'), max: redMax },
      `${colors('red')} red Objectives, the box holds ${redMax} red faces here (7 red tokens${colors('blue') ? '' : ' + the red/blue'}${colors('green') ? '' : ' + the red/green'})`,
    );
  const hiddenColored = m.objectives.filter((o) => o.hidden && o.color !== 'red').length;
  if (m.rules.shuffleHiddenObjectives && hiddenColored === 0)
    r.add(['rules', 'shuffleHiddenObjectives'], 'shuffleNoHidden', {}, 'no hidden blue or green Objective to shuffle');
  m.objectives.forEach((o, i) => {
    if (o.hidden && o.color !== 'red' && !m.rules.shuffleHiddenObjectives)
      r.add(
        ['objectives', i, 'hidden'],
        'hiddenNeedsShuffle',
        {},
        'a hidden blue/green token is placed at random among the red ones: set rules.shuffleHiddenObjectives',
      );
  });
  m.rules.objectiveBounty.forEach((c, i) => {
    if (!colors(c))
      r.add(['rules', 'objectiveBounty', i], 'noObjectiveOfColor', { color: c }, `no ${c} Objective in this mission`);
  });
  (m.rules.untakeableObjectives ?? []).forEach((c, i) => {
    if (!colors(c))
      r.add(
        ['rules', 'untakeableObjectives', i],
        'noObjectiveOfColor',
        { color: c },
        `no ${c} Objective in this mission`,
      );
  });

  const zombies = { walker: 0, runner: 0, fatty: 0 };
  for (const z of m.zombies) for (const k of ['walker', 'runner', 'fatty'] as const) zombies[k] += z[k] ?? 0;
  // The box's one Abomination (a Classic mission's A-Bomb, say) stands in one zone at most.
  const abominations = m.zombies.reduce((n, z) => n + (z.abomination ?? 0), 0);
  if (abominations > 1)
    r.add(
      ['zombies'],
      'abominationsCount',
      { count: abominations },
      `${abominations} Abominations at setup, the box holds 1`,
    );
  for (const k of ['walker', 'runner', 'fatty'] as const) {
    if (zombies[k] > MISSION_BOX.zombies[k])
      r.add(
        ['zombies'],
        'zombiesCount',
        { count: zombies[k], zombie: k, max: MISSION_BOX.zombies[k] },
        `${zombies[k]} ${k}s at setup, the box holds ${MISSION_BOX.zombies[k]}`,
      );
  }

  const forbidden = new Set<ClassName>();
  m.forbiddenClasses.forEach((c, i) => {
    if (forbidden.has(c)) r.add(['forbiddenClasses', i], 'classTwice', { cls: c }, `"${c}" listed twice`);
    forbidden.add(c);
  });
  if (forbidden.size >= 4)
    r.add(['forbiddenClasses'], 'everyClassForbidden', {}, 'forbids every class: no survivor could be chosen');

  const companions: Record<ClassName, number> = { brawler: 0, faithful: 0, gunslinger: 0, townsfolk: 0 };
  for (const c of m.companions ?? []) companions[c.class] += c.count;
  for (const oc of m.rules.objectiveCompanions ?? []) companions[oc.class] += 1;
  for (const [cls, n] of Object.entries(companions) as [ClassName, number][]) {
    if (n > MISSION_BOX.classes[cls])
      r.add(
        ['companions'],
        'companionsCount',
        { count: n, cls, max: MISSION_BOX.classes[cls] },
        `${n} ${cls} companions, the box has ${MISSION_BOX.classes[cls]} ${cls} survivors`,
      );
  }
  // Companions come from the survivors nobody plays: the playable classes must still leave at least one survivor to play.
  const totalCompanions = Object.values(companions).reduce((a, b) => a + b, 0);
  const playable = (Object.keys(MISSION_BOX.classes) as ClassName[])
    .filter((c) => !forbidden.has(c))
    .reduce((n, c) => n + MISSION_BOX.classes[c] - companions[c], 0);
  if (playable < 1)
    r.add(
      ['companions'],
      'noSurvivorLeft',
      { count: totalCompanions },
      `the companions (${totalCompanions}) and forbidden classes leave no survivor to play`,
    );
  (m.rules.objectiveCompanions ?? []).forEach((oc, i) => {
    if (!colors(oc.color))
      r.add(
        ['rules', 'objectiveCompanions', i, 'color'],
        'noObjectiveOfColor',
        { color: oc.color },
        `no ${oc.color} Objective in this mission`,
      );
  });
}

function checkGoals(r: MissionReport, m: MissionEntry, geo: BoardGeometry): void {
  const has = (k: MissionGoal['kind']) => m.goals.some((g) => g.kind === k);
  const mobile = m.spawns.filter((s) => s.kind === 'mobile').length;
  const companionClasses = new Set<ClassName>([
    ...(m.companions ?? []).map((c) => c.class),
    ...(m.rules.objectiveCompanions ?? []).map((c) => c.class),
  ]);
  const mineZones = geo.zones.filter((z) => z.features.includes('mine'));
  m.goals.forEach((g, i) => {
    const at = (...f: (string | number)[]) => ['goals', i, ...f];
    switch (g.kind) {
      case 'takeAllObjectives':
        if (m.objectives.length === 0) r.add(at('kind'), 'goalNoObjective', {}, 'the mission has no Objective to take');
        break;
      case 'takeObjectives':
        g.colors.forEach((c, k) => {
          if (!m.objectives.some((o) => o.color === c))
            r.add(at('colors', k), 'noObjectiveOfColor', { color: c }, `no ${c} Objective in this mission`);
        });
        break;
      case 'allExit':
        if (m.exits.length === 0) r.add(at('kind'), 'goalNoExit', {}, 'an exit goal needs exits');
        if (g.withWagon && !m.wagon) r.add(at('withWagon'), 'goalNoWagon', {}, 'the mission has no Wagon');
        break;
      case 'rallyCompanions':
        if (companionClasses.size === 0) r.add(at('kind'), 'goalNoCompanions', {}, 'the mission has no companions');
        (g.classes ?? []).forEach((c, k) => {
          if (!companionClasses.has(c))
            r.add(at('classes', k), 'goalNoCompanionOfClass', { cls: c }, `no ${c} companion in this mission`);
        });
        break;
      case 'gatherMobileSpawns':
      case 'dynamiteMobileSpawns':
        if (mobile === 0) r.add(at('kind'), 'goalNoMobileSpawn', {}, 'the mission has no Mobile spawn zone');
        break;
      case 'leaveOnTrain':
        if (!m.train) r.add(at('kind'), 'goalNoTrain', {}, 'the mission has no train');
        break;
      case 'destroyWagon':
      case 'objectivesInWagon':
      case 'wagonOffTrack':
        if (!m.wagon) r.add(at('kind'), 'goalNoWagon', {}, 'the mission has no Wagon');
        break;
      case 'blowMine':
        if (mineZones.length === 0) r.add(at('kind'), 'goalNoMine', {}, 'the map has no Mine');
        break;
      case 'setAsideBounty':
        if (!m.rules.setAsideBounty) r.add(at('kind'), 'goalNeedsSetAsideBounty', {}, 'needs rules.setAsideBounty');
        else if (m.objectives.length < m.rules.setAsideBounty)
          r.add(
            at('kind'),
            'setAsideBountyCount',
            { count: m.rules.setAsideBounty, objectives: m.objectives.length },
            `${m.rules.setAsideBounty} set-aside Bounty cards but only ${m.objectives.length} Objectives`,
          );
        break;
      case 'loadCoal': {
        const inMine = m.objectives.filter((o) => mineZones.some((z) => geo.byLabel[o.zone] === z.id)).length;
        if (inMine < g.count)
          r.add(
            at('count'),
            'coalSacksCount',
            { count: g.count, inMine },
            `${g.count} coal sacks to load but ${inMine} Objectives in the Mine`,
          );
        break;
      }
      case 'secureCorpsePiles':
        if (!geo.zones.some((z) => z.features.includes('corpsePile')))
          r.add(at('kind'), 'goalNoCorpsePile', {}, 'the map has no Corpse Pile');
        break;
      case 'bountyPerSurvivor':
        break;
    }
  });
  if (has('allExit') && has('leaveOnTrain'))
    r.add(['goals'], 'exitAndTrain', {}, 'a mission ends by the exit or by the train, not both');
  if (m.rules.setAsideBounty && !has('setAsideBounty') && m.rules.setAsideBounty > 0) {
    // Set-aside Bounty cards are only meaningful with their goal.
    r.add(
      ['rules', 'setAsideBounty'],
      'setAsideBountyNoGoal',
      {},
      'set aside Bounty cards but no "setAsideBounty" goal',
    );
  }
  const ids = new Set<string>();
  (m.specialRules ?? []).forEach((s, i) => {
    if (ids.has(s.id))
      r.add(['specialRules', i, 'id'], 'specialRuleTwice', { id: s.id }, `duplicate special rule id "${s.id}"`);
    ids.add(s.id);
  });
}

function getField(entry: unknown, dotted: string): unknown {
  let v: unknown = entry;
  for (const k of dotted.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

export interface MissionsResult {
  missions: MissionEntry[];
  problems: ContentProblem[];
}

/**
 * Parses and checks mission files given as texts (`{ "missions/M0.yaml": text }`). Missions with
 * problems are left out of `missions`. `library` defaults to the shipped tiles.
 */
export function parseMissions(sources: Record<string, string>, library?: TileLibrary): MissionsResult {
  const problems: ContentProblem[] = [];
  const missions: MissionEntry[] = [];
  let lib = library;
  if (!lib) {
    try {
      lib = contentTiles();
    } catch (e) {
      problems.push({
        file: 'packages/content/tiles',
        code: 'tilesNotLoaded',
        params: { detail: (e as Error).message },
        message: `the tiles do not load: ${(e as Error).message}`,
        text: `packages/content/tiles: the tiles do not load: ${(e as Error).message}`,
      });
      return { missions, problems };
    }
  }
  const seen = new Map<string, string>();
  for (const [file, text] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const before = problems.length;
    const r = new MissionReport(file, text, problems);
    const m = r.parse();
    if (!m) continue;
    const other = seen.get(m.id);
    if (other) r.add(['id'], 'missionIdTwice', { other }, `duplicate mission id (also ${other})`);
    seen.set(m.id, file);
    checkMission(r, m, lib);
    if (problems.length === before) missions.push(m);
  }
  return { missions, problems };
}

/**
 * Whether a YAML text is a mission (a designer's file) rather than a scenario or content data: a map with
 * the keys every mission has (`id`, `tiles`, `start`, `goals`). Text that is not YAML is not a mission.
 */
export function isMissionText(text: string): boolean {
  try {
    const data = parseDocument(text).toJS() as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
    return ['id', 'tiles', 'start', 'goals'].every((k) => k in data);
  } catch {
    return false;
  }
}

/** The geometry of a mission's map (cached per map shape). */
export function missionGeometry(m: Pick<MissionEntry, 'tiles'>, library: TileLibrary = contentTiles()): BoardGeometry {
  return buildGeometry(m.tiles, library);
}
