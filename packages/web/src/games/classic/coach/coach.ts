/**
 * The coach of the Classic tutorial (C0), as M0's coach does for Undead or Alive: one sentence that says what to do
 * next and why, from what this screen knows (the view, its legal actions, the zombies' step on screen), never from
 * hidden state. In the players' phase it follows C0's goals: take the Objective here, fight what shares the zone
 * (with a weapon that can hurt it), open the door of a house with an Objective, walk toward the nearest Objective
 * left (else the exit), leave, end the turn. A question gets a word on what it decides. Texts: `classic:coach.*`.
 */
import { type Action, type GameEvent, type PlayerView, zombiesIn } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { actingSurvivors, futileWarning } from '../model/offers.ts';
import type { Names } from '../text/names.ts';

export interface CoachInput {
  view: PlayerView;
  /** What this screen may do now (empty during the zombies' playback or another seat's turn). */
  legal: readonly Action[];
  geo: BoardGeometry;
  names: Names;
  exits: readonly number[];
  /** The survivor whose dashboard the table shows. */
  selected: number | null;
  /** The zombies' phase step on screen (playback). */
  step?: GameEvent | null;
}

export interface Hint {
  /** Which advice (its message key under `coach.`): tests and the page's data-hint read it. */
  id: string;
  text: string;
  /** The zones it asks to click, brought into view on the map. */
  zones?: number[];
}

/** The zombies of a zone, counted over every type of the view. */
function zombieCount(view: PlayerView, zone: number): number {
  let n = 0;
  for (let type = 0; type < 16; type++) n += zombiesIn(view, zone, type) ?? 0;
  return n;
}

export function coachHint(c: CoachInput): Hint | null {
  const { view, names: n } = c;
  const hint = (id: string, values: Record<string, unknown> = {}, zones?: number[]): Hint => ({
    id,
    text: n.t(`classic:coach.${id}`, values),
    ...(zones ? { zones } : {}),
  });
  if (view.phase === 'won' || view.phase === 'lost') return hint(view.phase);
  // C0 from rules version 9 on holds no Abomination card (tutorial-deck.ts): the coach says so.
  const phaseHint = view.options.abominationCardsAside ? 'zombiesPhaseTutorial' : 'zombiesPhase';
  if (c.step) return hint(c.step.type === 'survivorWounded' ? 'wounded' : phaseHint);
  const d = view.pending[0];
  if (d) {
    if (c.legal.length === 0) return hint('waitingAnswer');
    if (d.kind === 'keepFound') return hint(d.reason === 'setup' ? 'keepStarting' : 'keepFound');
    if (d.kind === 'loseCard' || d.kind === 'spawnRoom' || d.kind === 'reorganize' || d.kind === 'chooseSkill')
      return hint(d.kind);
    return hint('decision');
  }
  if (c.legal.length === 0) return view.phase === 'zombies' ? hint(phaseHint) : null;
  if (view.phase !== 'players') return null;
  return playerHint(c, hint);
}

type Say = (id: string, values?: Record<string, unknown>, zones?: number[]) => Hint;

/** The next thing the acting survivor should do, by C0's goals. */
function playerHint(c: CoachInput, hint: Say): Hint | null {
  const { view, geo, names: n } = c;
  const legal = c.legal as Action[];
  const actors = actingSurvivors(view, legal);
  const s = c.selected !== null && actors.includes(c.selected) ? c.selected : actors[0];
  if (s === undefined) return null;
  const here = view.survivors[s].zone;
  const who = n.survivor(s);
  const mine = legal.filter((a) => 's' in a && a.s === s);
  const has = (type: Action['type']) => mine.some((a) => a.type === type);

  if (has('exit')) return hint('exit', { who });
  if (has('objective')) return hint('objective', { who });
  const zombies = zombieCount(view, here);
  const useful = (a: Action) => !futileWarning(view, n, a);
  if (zombies > 0) {
    if (mine.some((a) => a.type === 'melee' && useful(a))) return hint('melee', { who, count: zombies });
    if (mine.some((a) => a.type === 'melee')) return hint('tooTough', { who });
  }
  // A Walker next door walks in during the zombies' phase: shoot it first (when a gun can hurt it).
  const shot = mine.find((a) => a.type === 'ranged' && a.zone !== here && useful(a));
  if (shot?.type === 'ranged' && zombies === 0) return hint('shoot', { who, zone: n.zone(shot.zone) }, [shot.zone]);
  if (has('search') && geo.zones[here]?.kind === 'building') return hint('search', { who });

  // Where to go: the nearest Objective left, else the exit; a closed door in the way is opened first.
  const open = view.objectives.filter((o) => !o.taken).map((o) => o.zone);
  const targets = open.length ? open : [...c.exits];
  const dist = (a: number, b: number) => {
    const d = geo.distance[a]?.[b] ?? -1;
    return d < 0 ? Number.POSITIVE_INFINITY : d;
  };
  const reachable = targets.filter((z) => dist(here, z) < Number.POSITIVE_INFINITY);
  const door = mine.find((a) => a.type === 'openDoor');
  if (reachable.length === 0 && door) return hint('door', { who });
  const target = reachable.reduce<number | null>(
    (best, z) => (best === null || dist(here, z) < dist(here, best) ? z : best),
    null,
  );
  const step = mine.find(
    (a): a is Extract<Action, { type: 'move' }> =>
      a.type === 'move' && target !== null && dist(a.to, target) < dist(here, target),
  );
  if (step && target !== null)
    return hint(open.length ? 'moveObjective' : 'moveExit', { who, target: n.zone(target), to: n.zone(step.to) }, [
      step.to,
    ]);
  if (door) return hint('door', { who });
  return has('endTurn') ? hint('endTurn', { who }) : null;
}
