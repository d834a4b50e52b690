/**
 * Edits of a mission as small commands: each is plain data, `applyCommand` makes the new document from the old one
 * (never changing it), so undo and redo are a stack of commands and the documents before them (history.ts).
 */
import type { Rotation } from '@horde/zombicide/board/index';
import {
  placedName,
  tileOfLabel,
  type DoorDoc,
  type MissionDoc,
  type ObjectiveDoc,
  type SpawnDoc,
  type ZombiesDoc,
} from './mission.ts';

/** The top-level fields a form edits as a whole (texts, lists picked from the game's own, options). */
export type FieldKey = Exclude<keyof MissionDoc, 'tiles' | 'start' | 'exits' | 'spawns' | 'objectives' | 'doors'>;

export type Command =
  | { kind: 'placeTile'; tile: string; col: number; row: number; rotation?: Rotation }
  | { kind: 'moveTile'; index: number; col: number; row: number }
  | { kind: 'rotateTile'; index: number }
  /** Removes the tile and whatever the mission put on its zones and doors. */
  | { kind: 'removeTile'; index: number }
  | { kind: 'setStart'; zone: string }
  | { kind: 'toggleExit'; zone: string }
  /** The spawn zone of `zone` (null: none there). */
  | { kind: 'setSpawn'; zone: string; spawn: Omit<SpawnDoc, 'zone'> | null }
  /** The Objective of `zone` (null: none there). */
  | { kind: 'setObjective'; zone: string; objective: Omit<ObjectiveDoc, 'zone'> | null }
  /** What the mission says of a door (null: nothing, it starts closed). */
  | { kind: 'setDoor'; door: string; state: Omit<DoorDoc, 'door'> | null }
  /** The zombies standing in `zone` at setup (null: none). */
  | { kind: 'setZombies'; zone: string; zombies: Omit<ZombiesDoc, 'zone'> | null }
  /** A whole top-level field (undefined: removed). */
  | { kind: 'setField'; key: FieldKey; value: unknown }
  /** Another document altogether (a file opened, a shipped mission to start from). */
  | { kind: 'replace'; doc: MissionDoc };

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Sets or removes the one item of `list` at `zone` (kept in place when it is replaced). */
function setAt<T extends { zone: string }>(list: readonly T[], zone: string, item: T | null): T[] {
  const i = list.findIndex((x) => x.zone === zone);
  if (item === null) return list.filter((x) => x.zone !== zone);
  if (i < 0) return [...list, item];
  return list.map((x, k) => (k === i ? item : x));
}

/** An optional list field: absent when empty, as a hand-written file leaves it out. */
function optional<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

function withField<K extends keyof MissionDoc>(doc: MissionDoc, key: K, value: MissionDoc[K] | undefined): MissionDoc {
  const next = { ...doc };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** What is left of a mission once the placed tile `name` is gone: nothing of it stays on the other tiles' lists. */
function withoutTile(doc: MissionDoc, name: string): MissionDoc {
  const on = (label: string) => tileOfLabel(label) === name;
  const onDoor = (label: string) => label.split('|').some(on);
  let next: MissionDoc = {
    ...doc,
    start: on(doc.start) ? '' : doc.start,
    exits: doc.exits.filter((z) => !on(z)),
    spawns: doc.spawns.filter((s) => !on(s.zone)),
    objectives: doc.objectives.filter((o) => !on(o.zone)),
    zombies: doc.zombies.filter((z) => !on(z.zone)),
  };
  if (doc.doors) next = withField(next, 'doors', optional(doc.doors.filter((d) => !onDoor(d.door))));
  for (const key of ['extraStarts', 'landingZones', 'covered', 'rubble', 'tents'] as const) {
    const list = doc[key];
    if (list) next = withField(next, key, optional(list.filter((z) => !on(z))));
  }
  if (doc.stairs) next = withField(next, 'stairs', optional(doc.stairs.filter((s) => !onDoor(s))));
  if (doc.cars) next = withField(next, 'cars', optional(doc.cars.filter((c) => !on(c.zone))));
  if (doc.wagon && on(doc.wagon.zone)) next = withField(next, 'wagon', undefined);
  if (doc.gatling && on(doc.gatling.zone)) next = withField(next, 'gatling', undefined);
  if (doc.companions) {
    const companions = doc.companions
      .map((c) => ({ ...c, zones: c.zones.filter((z) => !on(z)) }))
      .filter((c) => c.zones.length > 0);
    next = withField(next, 'companions', optional(companions));
  }
  if (doc.switches) {
    // A Switch on the tile goes; one elsewhere loses the doors and the gate it had there.
    const switches = doc.switches
      .filter((s) => !on(s.zone))
      .map(({ doors, gate, ...s }) => {
        const kept = doors?.filter((d) => !onDoor(d)) ?? [];
        return { ...s, ...(gate && !on(gate) ? { gate } : {}), ...(kept.length ? { doors: kept } : {}) };
      });
    next = withField(next, 'switches', optional(switches));
  }
  if (doc.train) {
    // The track loses the tile, and the cars its tiles no longer turn into (12V's car is 12R: tile 12).
    const track = doc.train.track.filter((t) => t !== name);
    const tileNumber = (id: string) => id.replace(/#\d+$/, '').replace(/[A-Z]$/, '');
    const { cars, ...train } = doc.train;
    const kept = cars?.filter((c) => track.some((t) => tileNumber(t) === tileNumber(c))) ?? [];
    const rest = { ...train, track, ...(kept.length ? { cars: kept } : {}) };
    next = withField(next, 'train', track.length ? rest : undefined);
  }
  return next;
}

export function applyCommand(doc: MissionDoc, cmd: Command): MissionDoc {
  switch (cmd.kind) {
    case 'placeTile':
      return {
        ...doc,
        tiles: [...doc.tiles, { tile: cmd.tile, rotation: cmd.rotation ?? 0, col: cmd.col, row: cmd.row }],
      };
    case 'moveTile':
      return {
        ...doc,
        tiles: doc.tiles.map((t, i) => (i === cmd.index ? { ...t, col: cmd.col, row: cmd.row } : t)),
      };
    case 'rotateTile':
      return {
        ...doc,
        tiles: doc.tiles.map((t, i) =>
          i === cmd.index ? { ...t, rotation: ROTATIONS[(ROTATIONS.indexOf(t.rotation) + 1) % 4] } : t,
        ),
      };
    case 'removeTile': {
      const gone = doc.tiles[cmd.index];
      if (!gone) return doc;
      return withoutTile({ ...doc, tiles: doc.tiles.filter((_, i) => i !== cmd.index) }, placedName(gone));
    }
    case 'setStart':
      return { ...doc, start: cmd.zone };
    case 'toggleExit':
      return {
        ...doc,
        exits: doc.exits.includes(cmd.zone) ? doc.exits.filter((z) => z !== cmd.zone) : [...doc.exits, cmd.zone],
      };
    case 'setSpawn':
      return { ...doc, spawns: setAt(doc.spawns, cmd.zone, cmd.spawn && { zone: cmd.zone, ...cmd.spawn }) };
    case 'setObjective':
      return {
        ...doc,
        objectives: setAt(doc.objectives, cmd.zone, cmd.objective && { zone: cmd.zone, ...cmd.objective }),
      };
    case 'setZombies':
      return { ...doc, zombies: setAt(doc.zombies, cmd.zone, cmd.zombies && { zone: cmd.zone, ...cmd.zombies }) };
    case 'setDoor': {
      const doors = (doc.doors ?? []).filter((d) => d.door !== cmd.door);
      const at = (doc.doors ?? []).findIndex((d) => d.door === cmd.door);
      if (cmd.state) doors.splice(at < 0 ? doors.length : at, 0, { door: cmd.door, ...cmd.state });
      return withField(doc, 'doors', optional(doors));
    }
    case 'setField':
      return withField(doc, cmd.key, cmd.value as MissionDoc[FieldKey]);
    case 'replace':
      return cmd.doc;
  }
}
