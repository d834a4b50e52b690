/**
 * What the map offers from the legal actions: which squares are marked and what a click on each does (send an
 * action, open a menu of several, walk several steps, or pick a zombie to move). The rules' legal list is
 * the only source of actions; walking sends each step only once the rules list it (Table's walker).
 */
import type { TFunction } from 'i18next';
import type { Action, ZombiesView } from '@horde/zombies';
import type { SquareMark } from '../board/MapBoard.tsx';
import { pathTo, squaresWithin } from '../board/layout.ts';
import { actionSquare, describeAction } from '../text/actions.ts';
import type { Names } from '../text/names.ts';

export type SquareClick = { actions: Action[] } | { walk: number[] } | { pick: number | null };

export interface MapPlan {
  marks: Map<number, SquareMark>;
  clicks: Map<number, SquareClick>;
}

export interface PlanInput {
  view: ZombiesView;
  legal: readonly Action[];
  names: Names;
  t: TFunction;
  /** The zombie square picked to move (the zombies' move), or null. */
  zombieFrom: number | null;
  /** The card whose play needs a square, chosen in the hand, or null. */
  armedCard: string | null;
}

export function planMap({ view, legal, names, t, zombieFrom, armedCard }: PlanInput): MapPlan {
  const marks = new Map<number, SquareMark>();
  const clicks = new Map<number, SquareClick>();
  const say = (a: Action) => describeAction(a, names, t);

  if (armedCard) {
    for (const a of legal)
      if (a.type === 'playEvent' && a.card === armedCard && a.square !== undefined) {
        marks.set(a.square, { kind: 'card', label: say(a) });
        clicks.set(a.square, { actions: [a] });
      }
    return { marks, clicks };
  }

  const zombieMoves = legal.filter((a): a is Extract<Action, { type: 'moveZombie' }> => a.type === 'moveZombie');
  if (zombieMoves.length) {
    const froms = [...new Set(zombieMoves.map((a) => a.from))];
    const picked = zombieFrom !== null && froms.includes(zombieFrom) ? zombieFrom : null;
    for (const from of froms) {
      const selected = from === picked;
      marks.set(from, {
        kind: selected ? 'selected' : 'zombie',
        label: t(selected ? 'zombies:map.unpickZombie' : 'zombies:map.pickZombie', { place: names.place(from) }),
      });
      clicks.set(from, { pick: selected ? null : from });
    }
    if (picked !== null)
      for (const a of zombieMoves)
        if (a.from === picked) {
          marks.set(a.to, { kind: 'choice', label: say(a) });
          clicks.set(a.to, { actions: [a] });
        }
    return { marks, clicks };
  }

  const bySquare = new Map<number, Action[]>();
  for (const a of legal) {
    const sq = actionSquare(a);
    if (sq === null) continue;
    const list = bySquare.get(sq) ?? [];
    list.push(a);
    bySquare.set(sq, list);
  }
  for (const [sq, list] of bySquare) {
    const kind = list.some((a) => a.type === 'move')
      ? 'step'
      : list.some((a) => a.type === 'shoot')
        ? 'shoot'
        : 'choice';
    marks.set(sq, { kind, label: list.map(say).join('; ') });
    clicks.set(sq, { actions: list });
  }

  // Farther squares within the movement left: walked one legal step at a time.
  const me = view.seat === null ? null : view.players[view.seat];
  const steps = new Set(legal.flatMap((a) => (a.type === 'move' && !a.weave ? [a.to] : [])));
  if (me && me.square !== null && steps.size && view.turn.seat === me.seat && view.turn.moveLeft > 1) {
    const within = squaresWithin(view.geo, view.zombies, me.square, view.turn.moveLeft, steps);
    for (const [sq, d] of within) {
      if (d < 2 || marks.has(sq)) continue;
      const path = pathTo(view.geo, view.zombies, me.square, sq, steps);
      if (!path) continue;
      marks.set(sq, {
        kind: 'reach',
        label: t('zombies:map.walk', { place: names.place(sq), count: d }),
        badge: `${d}`,
      });
      clicks.set(sq, { walk: path });
    }
  }
  return { marks, clicks };
}
