/**
 * The zombies' phase step by step: Undead or Alive's event replay onto a view (zombies moving,
 * spawning, survivors wounded...) plus what only Classic has: Noise tokens made and cleared, doors
 * opened and closed, rotating security gates turned [PO], the Wounded cards that take a slot. Each
 * visible step becomes a frame, its board drawn from that frame's open doors and gates.
 */
import type { GameEvent } from '@horde/zombicide';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';
import { gateOpenDoors } from '@horde/zombicide/board/index';
import { geometryOf, missionById } from '../data.ts';
import { applyEvent as applyShared, eventZones } from '../../uoa/model/frames.ts';
import type { Frame } from '../../uoa/table/playback.ts';
import { isZombieStep } from '../text/events.ts';

export function applyEvent(view: ClassicView, e: GameEvent): ClassicView {
  const v = applyShared(view, e);
  switch (e.type) {
    case 'noiseMade': {
      const tokens = [...(view.noiseTokens ?? [])];
      tokens[e.zone] = e.tokens;
      return { ...v, noiseTokens: tokens };
    }
    case 'noiseCleared':
      return { ...v, noiseTokens: [] };
    case 'doorOpened':
      return { ...v, doors: [...new Set([...(view.doors ?? []), e.door])].sort((a, b) => a - b) };
    case 'doorClosed':
      return { ...v, doors: (view.doors ?? []).filter((d) => d !== e.door) };
    case 'gateTurned':
      return turnGate(v, e.zone, e.turn);
    default:
      // Cards won and lost show as the authoritative view gives them once the playback is over.
      return v;
  }
}

/**
 * A gate turned by its Switch [PO] (seed 001 line 1726): its quarter turns, and its sides among the open doors, as
 * the engine turns them (rulesets/classic/gates.ts). The gates and door ids depend on the board shape only.
 */
function turnGate(view: ClassicView, zone: number, turn: 1 | -1): ClassicView {
  const gates = geometryOf(missionById(view.mission)).gates ?? [];
  const g = gates.findIndex((x) => x.zone === zone);
  if (g < 0) return view;
  const rotations = [...(view.gates ?? gates.map(() => 0))];
  const before = gateOpenDoors(gates[g], rotations[g]);
  rotations[g] = (((rotations[g] + turn) % 4) + 4) % 4;
  const doors = new Set((view.doors ?? []).filter((d) => !before.includes(d)));
  for (const d of gateOpenDoors(gates[g], rotations[g])) doors.add(d);
  return { ...view, gates: rotations, doors: [...doors].sort((a, b) => a - b) };
}

/** Zones an event points at, to outline during its step. */
export function zonesOf(e: GameEvent): number[] {
  if (e.type === 'noiseMade') return [e.zone];
  return eventZones(e);
}

export function buildFrames(start: ClassicView, events: GameEvent[]): Frame[] {
  const frames: Frame[] = [];
  let v = start;
  let inZombies = false;
  for (const e of events) {
    v = applyEvent(v, e);
    if (e.type === 'phase') inZombies = e.phase !== 'players';
    if (inZombies && isZombieStep(e)) frames.push({ view: v, event: e, zones: zonesOf(e) });
  }
  return frames;
}
