/**
 * The studio's tools: what a click on the map does. Tiles are placed, selected and dragged; the others put a
 * mission's piece in the clicked zone (a second click on the same piece takes it away), or set a door.
 */
import type { Command } from './model/commands.ts';
import type { MissionDoc } from './model/mission.ts';
import { specialCommand, type CarKind, type ClassName, type SpecialKind } from './special.ts';

type Color = 'red' | 'blue' | 'green';

export type Tool =
  | { kind: 'tiles' }
  | { kind: 'start' }
  | { kind: 'exit' }
  /** `locators`: a Classic spawn zone's dice faces ([RM] spawn locators), empty for none. */
  | {
      kind: 'spawn';
      spawn: 'starting' | 'mobile' | 'abomination' | 'spawn';
      color: Color | null;
      locators: number[];
    }
  | { kind: 'objective'; color: Color; hidden: boolean }
  | { kind: 'zombies'; zombie: 'walker' | 'runner' | 'fatty' }
  | { kind: 'door'; state: 'open' | 'locked'; color: Color | null }
  /** A piece or token of the game's own (special.ts): `car` and `companion` say which. */
  | { kind: 'special'; what: SpecialKind; car: CarKind; companion: ClassName };

export type ToolKind = Tool['kind'];

/** Each tool with its default options. */
export const TOOLS: Record<ToolKind, Tool> = {
  tiles: { kind: 'tiles' },
  start: { kind: 'start' },
  exit: { kind: 'exit' },
  spawn: { kind: 'spawn', spawn: 'starting', color: null, locators: [] },
  objective: { kind: 'objective', color: 'red', hidden: false },
  zombies: { kind: 'zombies', zombie: 'walker' },
  door: { kind: 'door', state: 'open', color: null },
  special: { kind: 'special', what: 'extraStart', car: 'police', companion: 'townsfolk' },
};

/** The command a click of `tool` on zone `zone` makes, or null when it changes nothing. */
export function zoneCommand(tool: Tool, doc: MissionDoc, zone: string): Command | null {
  switch (tool.kind) {
    case 'start':
      return doc.start === zone ? null : { kind: 'setStart', zone };
    case 'exit':
      return { kind: 'toggleExit', zone };
    case 'spawn': {
      const here = doc.spawns.find((s) => s.zone === zone);
      const spawn = {
        kind: tool.spawn,
        ...(tool.color ? { color: tool.color } : {}),
        ...(tool.locators.length ? { locators: tool.locators } : {}),
      };
      const same =
        here &&
        here.kind === spawn.kind &&
        here.color === spawn.color &&
        JSON.stringify(here.locators ?? []) === JSON.stringify(tool.locators);
      return { kind: 'setSpawn', zone, spawn: same ? null : spawn };
    }
    case 'objective': {
      const here = doc.objectives.find((o) => o.zone === zone);
      const objective = { color: tool.color, ...(tool.hidden ? { hidden: true } : {}) };
      const same = here && here.color === objective.color && !!here.hidden === tool.hidden;
      return { kind: 'setObjective', zone, objective: same ? null : objective };
    }
    case 'zombies': {
      // Each click adds one zombie of the kind; the group goes with a click on a zone whose count is already 4.
      const here = doc.zombies.find((z) => z.zone === zone);
      const n = here?.[tool.zombie] ?? 0;
      const next = { ...here, [tool.zombie]: n >= 4 ? 0 : n + 1 };
      delete (next as { zone?: string }).zone;
      for (const k of ['walker', 'runner', 'fatty', 'abomination'] as const) if (!next[k]) delete next[k];
      return { kind: 'setZombies', zone, zombies: Object.keys(next).length ? next : null };
    }
    case 'special':
      return specialCommand(tool, doc, zone);
    default:
      return null;
  }
}

/** The command a click of the door tool on `door` makes: its state set, or taken back when it already has it. */
export function doorCommand(tool: Tool, doc: MissionDoc, door: string): Command | null {
  if (tool.kind !== 'door') return null;
  const here = doc.doors?.find((d) => d.door === door);
  const color = tool.state === 'locked' ? (tool.color ?? undefined) : undefined;
  const state = tool.state === 'open' ? { open: true } : { locked: true, ...(color ? { color } : {}) };
  const same =
    here &&
    !!here.open === (tool.state === 'open') &&
    !!here.locked === (tool.state === 'locked') &&
    here.color === color;
  return { kind: 'setDoor', door, state: same ? null : state };
}
