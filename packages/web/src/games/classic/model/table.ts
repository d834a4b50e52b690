/**
 * The table's pure parts: which zones a decision's answers point at (split routes, rooms to spawn...),
 * the marks on the zones (what a click does there, in the language), and the last roll of the log.
 */
import type { Action, Choice, GameEvent, PlayerView } from '@horde/zombicide';
import type { ZoneMark } from '../../uoa/board/Board.tsx';
import type { Names } from '../text/names.ts';
import { describeAction } from './offers.ts';
import type { Roll } from '../../../kit/Dice.tsx';

/** The zones a decision's answer points at on the map (clicking one answers). */
export function decisionZones(a: Action): number[] {
  switch (a.type) {
    case 'splitRoute':
      return [a.route];
    case 'zombieTarget':
    case 'noiseZone':
    case 'spawnRoom':
    case 'stepAside':
      return [a.zone];
    default:
      return [];
  }
}

export function zoneMarks(
  decision: Choice | undefined,
  legal: readonly Action[],
  offersByZone: Map<number, Action[]>,
  view: PlayerView,
  n: Names,
): Map<number, ZoneMark> {
  const t = n.t;
  const marks = new Map<number, ZoneMark>();
  if (decision) {
    for (const a of legal)
      for (const z of decisionZones(a))
        marks.set(z, {
          badge: t(a.type === 'spawnRoom' ? 'board.spawnBadge' : 'board.pickBadge'),
          kind: 'choice',
          describe: t(a.type === 'spawnRoom' ? 'board.spawnDescribe' : 'board.pickDescribe'),
        });
    return marks;
  }
  for (const [zone, list] of offersByZone) {
    const kinds = new Set(list.map((a) => a.type));
    const parts: string[] = [];
    if (kinds.has('move') || kinds.has('sprint') || kinds.has('jump')) parts.push(t('classic:board.moveBadge'));
    if (kinds.has('ranged')) parts.push(t('classic:board.shootBadge'));
    if (kinds.has('charge')) parts.push(t('classic:board.chargeBadge'));
    if (kinds.has('shove') || kinds.has('taunt') || kinds.has('lifesaver')) parts.push(t('classic:board.skillBadge'));
    if (kinds.has('drive')) parts.push(t('classic:board.driveBadge'));
    if (kinds.has('fly')) parts.push(t('classic:board.flyBadge'));
    const attack = kinds.has('ranged') || kinds.has('charge') || kinds.has('drive');
    const offers = list.map((a) => describeAction(view, n, a));
    const risky = offers.some((o) => o.warning);
    marks.set(zone, {
      badge: `${parts.join(' · ')}${risky ? ' ⚠' : ''}`,
      kind: attack ? 'attack' : 'move',
      describe: offers.map((o) => o.label).join('; ') + (risky ? `. ${t('classic:board.riskDescribe')}` : ''),
    });
  }
  return marks;
}

/** The last roll (or reroll) among the events of this round, to show as dice. */
export function lastRoll(events: readonly GameEvent[], n: Names): Roll | null {
  for (let i = events.length - 1; i >= Math.max(0, events.length - 80); i--) {
    const e = events[i];
    if (e.type === 'diceRolled') return { who: n.survivor(e.s), rolls: e.rolls, accuracy: e.accuracy, hits: e.hits };
    if (e.type === 'rerolled') {
      const prev = events
        .slice(0, i)
        .reverse()
        .find((x) => x.type === 'diceRolled');
      const accuracy = prev?.type === 'diceRolled' ? prev.accuracy : 4;
      return {
        who: n.survivor(e.s),
        rolls: e.rolls,
        accuracy,
        hits: e.rolls.filter((r) => r >= accuracy).length,
        reroll: rerollName(n, e.source),
      };
    }
    if (e.type === 'roundStarted') return null;
  }
  return null;
}

/** A reroll's source: a Plenty Of Ammo card, or a skill. */
export function rerollName(n: Names, source: string): string {
  return n.t(`classic:reroll.${source}`, { defaultValue: source });
}
