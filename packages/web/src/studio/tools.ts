/**
 * The studio's tools: what a click on the map does. Tiles are placed, selected and dragged; the others put a
 * mission's piece in the clicked zone (a second click on the same piece takes it away), or set a door.
 */
import type { Command } from './model/commands.ts';
import { tileOfLabel, type MissionDoc, type StudioGame } from './model/mission.ts';
import {
  barricadeCommand,
  stairsCommand,
  switchCommand,
  switchDoorCommand,
  switchGateCommand,
  trackCommand,
} from './links.ts';
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
  | { kind: 'special'; what: SpecialKind; car: CarKind; companion: ClassName }
  /**
   * Classic's Switches (links.ts): a zone clicked gets a Switch (with the Objective of `objective`); while `linking`
   * names a Switch's zone, a door clicked is opened and closed by it, a zone clicked is the security gate it turns.
   */
  | { kind: 'switch'; objective: Color | null; linking: string | null }
  /** Classic's stair tokens: the zone clicked first (`from`), then the one across the fence. */
  | { kind: 'stairs'; from: string | null }
  /** Classic's barricade spots [TCM]: the zone clicked first (`from`), then the one across the border. */
  | { kind: 'barricade'; from: string | null }
  /** Undead or Alive's train: a zone clicked adds its tile to the track. */
  | { kind: 'train' };

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
  switch: { kind: 'switch', objective: null, linking: null },
  stairs: { kind: 'stairs', from: null },
  barricade: { kind: 'barricade', from: null },
  train: { kind: 'train' },
};

/** The tools of each game: its pieces are the mission schema's (Switches and stairs are Classic's, the train UoA's). */
export const GAME_TOOLS: Record<StudioGame, readonly ToolKind[]> = {
  uoa: ['tiles', 'start', 'exit', 'spawn', 'objective', 'zombies', 'door', 'special', 'train'],
  classic: [
    'tiles',
    'start',
    'exit',
    'spawn',
    'objective',
    'zombies',
    'door',
    'special',
    'switch',
    'stairs',
    'barricade',
  ],
};

/**
 * A click of `tool` on zone `zone`: the command it makes, and the tool as it is after (a stair token's first zone is
 * kept by the tool until the second is clicked).
 */
export function zoneClick(tool: Tool, doc: MissionDoc, zone: string): { command: Command | null; tool?: Tool } {
  if (tool.kind === 'stairs' || tool.kind === 'barricade') {
    if (tool.from === null) return { command: null, tool: { ...tool, from: zone } };
    const command =
      tool.kind === 'stairs' ? stairsCommand(doc, tool.from, zone) : barricadeCommand(doc, tool.from, zone);
    return { command, tool: { ...tool, from: null } };
  }
  return { command: zoneCommand(tool, doc, zone) };
}

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
    case 'switch':
      return tool.linking ? switchGateCommand(doc, tool.linking, zone) : switchCommand(doc, zone, tool.objective);
    case 'train':
      return trackCommand(doc, tileOfLabel(zone));
    default:
      return null;
  }
}

/**
 * The command a click on door `door` makes: the door tool sets its state (or takes it back when it already has it); the
 * Switch tool, linking a Switch, has the door opened and closed by it (or no longer).
 */
export function doorCommand(tool: Tool, doc: MissionDoc, door: string): Command | null {
  if (tool.kind === 'switch' && tool.linking) return switchDoorCommand(doc, tool.linking, door);
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
