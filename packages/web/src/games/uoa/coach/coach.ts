/**
 * The coach of the tutorial mission (M0): one sentence that says what to do next and why, computed from
 * what this screen knows (the view, its legal actions, the events it received), never from hidden state.
 * In the players' phase it follows the mission's goals: take the Objective here, deal with the zombies in
 * the zone or next to it, walk toward the nearest Objective left (else the exit), end the turn. During the
 * zombies' phase it says why each step happened (a zombie heads for the zone it sees with survivors, else
 * for the noise). A question on the map gets a word on what it decides. Texts: `coach.*`, both languages.
 */
import { type Action, type GameEvent, type PlayerView, zombiesIn } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { i18n } from '../../../i18n/index.ts';
import { actingSurvivors } from '../model/actions.ts';
import { actionsLeftOf, costOf } from '../model/rules-view.ts';
import { uselessAttack } from '../model/warnings.ts';
import { cardName, levelName, zombies, type Namer } from '../text/names.ts';
import { ruleKey } from '../text/rule-text.ts';

export interface CoachInput {
  view: PlayerView;
  /** What this screen may do now (empty during the zombies' playback or another seat's turn). */
  legal: readonly Action[];
  geo: BoardGeometry;
  names: Namer;
  /** The exit zones of the mission. */
  exits: readonly number[];
  /** The survivor whose dashboard the table shows. */
  selected: number | null;
  /** The zombies' phase step on screen (playback). */
  step?: GameEvent | null;
  /** The events of the last change, when it was not played back (a corpse pile woken by a Move). */
  recent?: readonly GameEvent[];
  /** Whom the table waits for, when this screen may not act ("seat 2", a player's name). */
  waitingFor?: string | null;
}

export interface Hint {
  /** Which advice (its message key under `coach.`): tests and the page's data-hint read it. */
  id: string;
  text: string;
  /** The zone it asks to click, outlined on the map. */
  zones?: number[];
}

const hint = (id: string, values: Record<string, unknown> = {}, zones?: number[]): Hint => ({
  id,
  text: i18n.t(`uoa:coach.${id}`, values) as string,
  ...(zones ? { zones } : {}),
});

const TYPES = [0, 1, 2, 3];

/** The zombies of a zone in words ("1 Walker, 2 Runners") and their number. */
function zombiesOf(view: PlayerView, zone: number): { text: string; count: number } {
  const parts: string[] = [];
  let count = 0;
  for (const t of TYPES) {
    const n = zombiesIn(view, zone, t) ?? 0;
    if (n > 0) {
      parts.push(zombies(t, n));
      count += n;
    }
  }
  return { text: parts.join(', '), count };
}

const inPlay = (s: PlayerView['survivors'][number]) => !s.eliminated && !s.exited;

export function coachHint(c: CoachInput): Hint | null {
  const { view } = c;
  if (view.phase === 'won' || view.phase === 'lost') return hint(view.phase);
  if (c.step) return stepHint(c, c.step);
  const decision = view.pending[0];
  if (decision) return decisionHint(c, decision);
  if (c.legal.length === 0) {
    if (view.phase === 'zombies') return hint('zombiesPhase');
    return c.waitingFor ? hint('waiting', { who: c.waitingFor }) : null;
  }
  if (view.phase !== 'players') return null;
  const woke = (c.recent ?? []).find((e) => e.type === 'spawnZoneChanged' && e.active);
  if (woke && woke.type === 'spawnZoneChanged' && view.spawns[woke.index]?.kind === 'corpsePile')
    return hint('corpsePile', { zone: c.names.zone(woke.zone) });
  return playerHint(c);
}

/** Why a step of the zombies' phase happened. */
function stepHint(c: CoachInput, e: GameEvent): Hint {
  const n = c.names;
  switch (e.type) {
    case 'zombieMoved': {
      const values = {
        zombies: zombies(e.zombie, e.count),
        count: e.count,
        from: n.zone(e.from),
        to: n.zone(e.to),
        target: n.zone(e.target),
      };
      const key = ruleKey(e.rule);
      if (key === 'moveNoisiestInSight') return hint('whyNoisiest', values);
      if (key === 'moveMostSurvivors') return hint('whySurvivors', values);
      if (key === 'moveNoise') return hint('whyNoise', values);
      if (key === 'moveTaunt') return hint('whyTaunt', values);
      return hint('whyMove', values);
    }
    case 'zombieAttacked':
      return hint('whyAttack', { zombies: zombies(e.zombie, e.count), count: e.count, zone: n.zone(e.zone) });
    case 'survivorWounded': {
      const s = c.view.survivors[e.s];
      return hint('wounded', { who: n.survivor(e.s), count: s?.wounds ?? e.wounds, health: s?.health ?? 2 });
    }
    case 'survivorEliminated':
      return hint('eliminated', { who: n.survivor(e.s) });
    case 'zombieCardDrawn':
      return hint('card', { zone: n.zone(e.zone), level: levelName(e.level) });
    case 'spawned':
      return hint('spawned', { zone: n.zone(e.zone) });
    case 'extraActivation':
      return hint('extraActivation');
    case 'spawnZoneChanged':
      return hint(e.active ? 'spawnActive' : 'spawnInactive', { zone: n.zone(e.zone) });
    case 'gameLost':
      return hint('lost');
    default:
      return hint('zombiesPhase');
  }
}

/** What a question on the map decides. */
function decisionHint(c: CoachInput, d: PlayerView['pending'][number]): Hint {
  const n = c.names;
  if (c.legal.length === 0) return hint('waitingAnswer');
  switch (d.kind) {
    case 'chooseRecipient':
      // The Holy Water's own advice only for the Holy Water (issue 33: it was given for every card handed out).
      return c.view.cards[d.card]?.def === 'holyWater'
        ? hint('holyWater', { card: n.card(d.card) })
        : hint('chooseRecipient', { card: n.card(d.card) });
    case 'keepFound':
      return hint('keepFound', { who: n.survivor(d.survivor), card: cardName(c.view.cards[d.card]?.def ?? '?') });
    case 'reorganize':
      return hint('reorganize', { who: n.survivor(d.survivor) });
    case 'assignWound':
      return hint('assignWound', { zone: n.zone(d.zone) });
    case 'assignHit':
      return hint('assignHit');
    case 'friendlyFire':
      return hint('friendlyFire');
    case 'reroll':
      return hint('reroll', { who: n.survivor(d.survivor) });
    case 'splitRoute':
      return hint('splitRoute');
    case 'zombieTarget':
      return hint('zombieTarget');
    case 'noiseZone':
      return hint('noiseZone');
    case 'chooseSkill':
      return hint('chooseSkill', { who: n.survivor(d.survivor), level: levelName(d.level) });
    default:
      return hint('decision');
  }
}

/** The next thing the acting survivor should do, by the mission's goals. */
function playerHint(c: CoachInput): Hint | null {
  const { view, geo, names: n } = c;
  const legal = c.legal as Action[];
  const actors = actingSurvivors(view, legal);
  const s = c.selected !== null && actors.includes(c.selected) ? c.selected : actors[0];
  if (s === undefined) return null;
  const surv = view.survivors[s];
  const who = n.survivor(s);
  const mine = legal.filter((a) => 's' in a && a.s === s);
  const find = <T extends Action['type']>(type: T) =>
    mine.find((a): a is Extract<Action, { type: T }> => a.type === type);
  const left = actionsLeftOf(view, s);
  // A survivor whose Actions are spent ends its turn by itself; one with nothing useful left is told to end it.
  const endTurn = () => (find('endTurn') ? hint('endTurnLeft', { who }) : null);

  if (find('exit')) return hint('exit', { who });
  if (find('objective')) return hint('objective', { who });

  // Zombies in the survivor's zone: fight them there, or walk away.
  const here = zombiesOf(view, surv.zone);
  const useful = (a: Action) => uselessAttack(view, a) === undefined;
  if (here.count > 0) {
    if (mine.some((a) => a.type === 'melee' && useful(a)))
      return hint('melee', { who, zombies: here.text, count: here.count });
    if (mine.some((a) => a.type === 'ranged' && a.zone === surv.zone && useful(a)))
      return hint('shootHere', { who, zombies: here.text, count: here.count });
  }

  // Zombies next door will walk in during the zombies' phase: shoot them first (no survivor in their zone).
  const others = (zone: number) => view.survivors.some((x, i) => i !== s && inPlay(x) && x.zone === zone);
  const shot = mine.find(
    (a) =>
      a.type === 'ranged' &&
      a.zone !== surv.zone &&
      geo.distance[surv.zone][a.zone] === 1 &&
      !others(a.zone) &&
      useful(a),
  );
  if (shot && shot.type === 'ranged' && here.count === 0) {
    const there = zombiesOf(view, shot.zone);
    return hint('shoot', { who, zombies: there.text, count: there.count, zone: n.zone(shot.zone) }, [shot.zone]);
  }

  // A room whose Objective was just taken: Search it.
  const zone = geo.zones[surv.zone];
  if (find('search') && zone?.kind === 'building' && view.objectives.some((o) => o.taken && o.zone === surv.zone))
    return hint('search', { who });

  // Where to go: the nearest Objective nobody else stands on, else any left, else the exit.
  const open = view.objectives.filter((o) => !o.taken);
  const free = open.filter((o) => o.zone === surv.zone || !others(o.zone));
  const goals = (free.length ? free : open).map((o) => o.zone);
  const toExit = goals.length === 0;
  const targets = toExit ? [...c.exits] : goals;
  const dist = (a: number, b: number) => {
    const d = geo.distance[a]?.[b] ?? -1;
    return d < 0 ? Number.POSITIVE_INFINITY : d;
  };
  const target = targets.reduce<number | null>(
    (best, z) => (best === null || dist(surv.zone, z) < dist(surv.zone, best) ? z : best),
    null,
  );
  const moves = mine.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  if (target !== null && left > 0 && moves.length) {
    const closer = moves.filter((a) => dist(a.to, target) < dist(surv.zone, target));
    const calm = closer.filter((a) => zombiesOf(view, a.to).count === 0);
    const step = calm[0] ?? closer[0];
    if (here.count > 0 && step) {
      const cost = costOf(view, step) ?? 1;
      return hint('flee', { who, zombies: here.text, count: cost, to: n.zone(step.to) }, [step.to]);
    }
    if (step) {
      const values = { who, count: left, target: n.zone(target), to: n.zone(step.to) };
      if (toExit) return hint('moveExit', values, [step.to]);
      return hint(calm.length ? 'moveObjective' : 'moveInto', values, [step.to]);
    }
  }
  return endTurn() ?? (here.count > 0 && moves.length ? hint('fleeAnywhere', { who, zombies: here.text }) : null);
}
