/**
 * The zombies' phase step by step: Undead or Alive's event replay onto a view (zombies moving,
 * spawning, survivors wounded...) plus what only Classic has: Noise tokens made and cleared, doors
 * opened, the Wounded cards that take a slot. Each visible step becomes a frame.
 */
import type { GameEvent, PlayerView } from '@horde/zombicide';
import { applyEvent as applyShared, eventZones } from '../../uoa/model/frames.ts';
import type { Frame } from '../../uoa/table/usePlayback.ts';
import { isZombieStep } from '../text/events.ts';

export function applyEvent(view: PlayerView, e: GameEvent): PlayerView {
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
    default:
      // Cards won and lost show as the authoritative view gives them once the playback is over.
      return v;
  }
}

/** Zones an event points at, to outline during its step. */
export function zonesOf(e: GameEvent): number[] {
  if (e.type === 'noiseMade') return [e.zone];
  return eventZones(e);
}

export function buildFrames(start: PlayerView, events: GameEvent[]): Frame[] {
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
