/** The last roll of an Undead or Alive (or Classic) game, for the kit's dice tray. */
import type { GameEvent } from '@horde/zombicide';
import type { Roll } from '../../../kit/Dice.tsx';
import { rerollSource, type Namer } from '../text/names.ts';

/** The last roll (or reroll) among the events shown, back to the round's start. */
export function lastRoll(events: readonly GameEvent[], names: Namer): Roll | null {
  for (let i = events.length - 1; i >= Math.max(0, events.length - 60); i--) {
    const e = events[i];
    if (e.type === 'diceRolled')
      return { who: names.survivor(e.s), rolls: e.rolls, accuracy: e.accuracy, hits: e.hits };
    if (e.type === 'rerolled') {
      const prev = events
        .slice(0, i)
        .reverse()
        .find((x) => x.type === 'diceRolled');
      const acc = prev && prev.type === 'diceRolled' ? prev.accuracy : 4;
      return {
        who: names.survivor(e.s),
        rolls: e.rolls,
        accuracy: acc,
        hits: e.rolls.filter((r) => r >= acc).length,
        reroll: rerollSource(e.source),
      };
    }
    if (e.type === 'roundStarted') return null;
  }
  return null;
}
