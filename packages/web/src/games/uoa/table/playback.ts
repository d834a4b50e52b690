/**
 * The zombies' phase as frames for the kit's playback: each visible step becomes a frame (the board as it
 * was after that step). Batches without zombie steps show at once.
 */
import type { GameEvent, PlayerView } from '@horde/zombicide';
import { applyEvent, eventZones } from '../model/frames.ts';
import { isZombieStep } from '../text/events.ts';

export interface Frame {
  view: PlayerView;
  event: GameEvent;
  zones: number[];
}

/**
 * A batch may start inside the zombies' phase: the answer to a decision taken in the middle of it
 * (a split route, a wound to allocate, where the Noise goes) brings the rest of the phase with no
 * `phase` event, so the view the batch starts from says where it starts. A new round ends it.
 */
export function buildFrames(start: PlayerView, events: readonly GameEvent[]): Frame[] {
  const frames: Frame[] = [];
  let v = start;
  let inZombies = start.phase === 'zombies';
  for (const e of events) {
    v = applyEvent(v, e);
    if (e.type === 'phase') inZombies = e.phase !== 'players';
    if (e.type === 'roundStarted') inZombies = false;
    if (inZombies && isZombieStep(e)) frames.push({ view: v, event: e, zones: eventZones(e) });
  }
  return frames;
}
