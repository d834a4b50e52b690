/**
 * Team Actions [RM] (seed 001 lines 1885-1936; setup line 415): each team holds 2 Team Action cards chosen at
 * setup (kept all game); once per Players' Phase a survivor may use one, free, with at least 1 teammate: every
 * chosen survivor must be able to resolve it; they resolve it one at a time, in the order the player chooses,
 * then the user resumes his Activation. It is not an Activation: the actions are free, the survivors' free
 * Action skills are not used, and a teammate who finished his turn still takes part.
 * Each card "can be used in 2 ways" (lines 1910, 1922, 1934):
 * - Move!: 1) a Zone each chosen survivor reaches with one Move Action: they all move there; 2) out of the Zone
 *   they all stand in: each moves out with a free Move Action, to the adjacent Zone the player chooses for him.
 * - Charge!: 1) a Zone with a Zombie each reaches with one Move Action (or stands in): they move there; 2) out of
 *   the Zone they all stand in: each may move to an adjacent Zone with a Zombie (or stay); then each resolves a
 *   free Melee Action (one who has no target left is skipped, line 1902).
 * - Shoot!: 1) a Zone each can fire at with a Ranged Action: each resolves a free Ranged Action at it; 2) from
 *   the Zone they all stand in: each resolves a free Ranged Action at a Zone of his own within Range.
 * The "+1 free Team Action" skill (line 2145): one more Team Action in the survivor's Activation, even when the
 * team used its own, with a card not used yet this round (team-action-uses.ts).
 * Decision teamsArePlayers: a team is a player (seat) and his survivors.
 * Decision teamActionWays: the second way's Moves go one Zone, each survivor's in the order the player chooses,
 * all of them before any attack (as in the example of line 1902).
 */
import { withParams } from '../../../rule-ref.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { checkActor, ruleError, spendActions } from '../../../rule-error.ts';
import type { Rule, RuleTable } from '../../../ruleset.ts';
import type { State } from '../../../state.ts';
import { inPlay, maxActions } from '../../../survivors.ts';
import { zombieTotal } from '../../../zombies.ts';
import { recordUse, teamActionLeft, useRefused } from './team-action-uses.ts';
import { classicPart } from '../state.ts';

export const TEAM_CARDS = ['charge', 'move', 'shoot'] as const;
export type TeamCard = (typeof TEAM_CARDS)[number];
/** The setup choice of a team's cards (a `modeChoice` decision). */
export const TEAM_CARD = 'teamCard';
/** Cards each team holds (line 415: up to 2, the same number for every team). */
const CARDS_PER_TEAM = 2;

type TeamAction = Extract<Action, { type: 'teamAction' }>;
type TeamAttack = Extract<Action, { type: 'teamAttack' }>;
type TeamMove = Extract<Action, { type: 'teamMove' }>;
type Way = 1 | 2;

const cardsKey = (team: number) => `teamCards:${team}`;

/** The cards team `team` holds, in the order chosen. */
export function teamCards(state: State, team: number): TeamCard[] {
  const held = state.missionState[cardsKey(team)];
  return typeof held === 'string' && held ? (held.split(',') as TeamCard[]) : [];
}

/** Setup: each team chooses its 2 cards (one decision per card, answered by the team's seat). */
export function setupTeamActions(state: State, events: GameEvent[]): void {
  if (!state.options.teamActions) return;
  for (let team = 0; team < state.players; team++) {
    const member = state.survivors.findIndex((s) => s.player === team && !s.companion);
    if (member < 0) continue;
    state.missionState[cardsKey(team)] = '';
    for (let i = 0; i < CARDS_PER_TEAM; i++) {
      state.pending.push({
        kind: 'modeChoice',
        mode: TEAM_CARD,
        survivor: member,
        options: [...TEAM_CARDS],
        why: C.teamAction,
      });
      events.push({
        type: 'decisionOpened',
        decision: 'modeChoice',
      });
    }
  }
}

export function chooseTeamCard(state: State, survivor: number, card: string): void {
  const team = state.survivors[survivor].player;
  const held = teamCards(state, team);
  state.missionState[cardsKey(team)] = [...held, card].join(',');
}

/**
 * The state as survivor `m` would see it acting on his own with exactly one Action left (a Team Action lends
 * him one free Action of its kind): the rules' own checks then say whether he can resolve it.
 */
function asLoneActor(state: State, m: number): State {
  const survivors = state.survivors.slice();
  const surv = state.survivors[m];
  survivors[m] = { ...surv, done: false, actionsUsed: maxActions(surv) - 1, used: {} };
  return { ...state, survivors, active: -1, loan: null, extraTurns: [], currentPlayer: surv.player, pending: [] };
}

/** The state with survivor `m` standing in `zone` (what he could do once moved there). */
function standingIn(state: State, m: number, zone: number): State {
  return { ...state, survivors: state.survivors.map((x, i) => (i === m ? { ...x, zone } : x)) };
}

/** Runs a rule of `rules` for survivor `m` as a free action of the Team Action: what it spent is given back. */
function freeAction(
  ctx: RulesContext,
  state: State,
  rule: Rule<Action>,
  a: Action,
  m: number,
  user: number,
  events: GameEvent[],
): void {
  const surv = state.survivors[m];
  const { actionsUsed, used, done } = surv;
  rule.perform(ctx, state, a, events);
  surv.actionsUsed = actionsUsed;
  surv.used = used;
  surv.done = done;
  state.active = user;
}

function moveOk(ctx: RulesContext, state: State, rules: RuleTable, m: number, zone: number): boolean {
  return (rules.move as Rule<Action>).check(ctx, asLoneActor(state, m), { type: 'move', s: m, to: zone }) === null;
}

/** The adjacent Zones survivor `m` can leave his own for with one Move Action (lines 1926, 1930). */
function exits(ctx: RulesContext, state: State, rules: RuleTable, m: number): number[] {
  return ctx.geo.neighbors[state.survivors[m].zone].filter((z) => moveOk(ctx, state, rules, m, z));
}

/** The free attacks survivor `m` could make at `zone` for this card: melee or ranged actions. */
function attacks(ctx: RulesContext, state: State, rules: RuleTable, card: TeamCard, m: number, zone: number): Action[] {
  const out: Action[] = [];
  const lone = asLoneActor(state, m);
  const slots = ctx.ruleset.inventory.equipped;
  for (let slot = 0; slot < slots.length; slot++) {
    if (!slots[slot] || state.survivors[m].inventory[slot] === null) continue;
    for (const dual of [false, true]) {
      const a: Action =
        card === 'charge'
          ? { type: 'melee', s: m, slot, dual }
          : { type: 'ranged', s: m, slot, dual, zone, fanning: false };
      if ((rules[a.type] as Rule<Action>).check(ctx, lone, a) === null) out.push(a);
    }
  }
  return out;
}

/** The Zones survivor `m` could fire at (Shoot!'s second way: each his own Zone within Range). */
function shotZones(ctx: RulesContext, state: State, rules: RuleTable, m: number): number[] {
  return ctx.ruleset.survivors
    .sight(ctx, state, m)
    .map((x) => x.zone)
    .filter((z) => attacks(ctx, state, rules, 'shoot', m, z).length > 0);
}

/** Can survivor `m` melee a Zombie once he stands in `zone` (Charge!: "equipped with a Melee weapon", line 1894)? */
function chargeAt(ctx: RulesContext, state: State, rules: RuleTable, m: number, zone: number): boolean {
  return zombieTotal(state, zone) > 0 && attacks(ctx, standingIn(state, m, zone), rules, 'charge', m, zone).length > 0;
}

/** Can survivor `m` resolve this card toward `zone` (line 1894), played its first or second way? */
function canResolve(
  ctx: RulesContext,
  state: State,
  rules: RuleTable,
  card: TeamCard,
  m: number,
  zone: number,
  way: Way = 1,
) {
  const surv = state.survivors[m];
  if (!inPlay(surv) || surv.companion) return false;
  if (way === 2) {
    // The selected Zone is the one they all stand in (lines 1914, 1926, 1936).
    if (surv.zone !== zone) return false;
    switch (card) {
      case 'move':
        return exits(ctx, state, rules, m).length > 0;
      case 'charge':
        return [zone, ...exits(ctx, state, rules, m)].some((z) => chargeAt(ctx, state, rules, m, z));
      case 'shoot':
        return shotZones(ctx, state, rules, m).length > 0;
    }
  }
  switch (card) {
    case 'move':
      return surv.zone !== zone && moveOk(ctx, state, rules, m, zone);
    case 'charge':
      if (surv.zone !== zone && !moveOk(ctx, state, rules, m, zone)) return false;
      return chargeAt(ctx, state, rules, m, zone);
    case 'shoot':
      return attacks(ctx, state, rules, card, m, zone).length > 0;
  }
}

export function checkTeamAction(ctx: RulesContext, state: State, a: TeamAction, rules: RuleTable): RuleError | null {
  if (!state.options.teamActions) return ruleError('teamAction.off');
  // Used during his Activation, after which he resumes it (line 1896): he still has an Action to resume with.
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (classicPart(state).teamAction) return ruleError('teamAction.going');
  if (a.way !== undefined && a.way !== 2) return ruleError('teamAction.way');
  const team = state.survivors[a.s].player;
  const card = teamCards(state, team)[a.card];
  if (!card) return ruleError('teamAction.card');
  const refused = useRefused(state, a.s, a.card);
  if (refused) return refused;
  if (!Array.isArray(a.with) || a.with.length === 0) return ruleError('teamAction.alone');
  const members = [a.s, ...a.with];
  if (new Set(members).size !== members.length) return ruleError('teamAction.twice');
  for (const m of a.with) if (state.survivors[m]?.player !== team) return ruleError('teamAction.team');
  const way: Way = a.way ?? 1;
  if (way === 2 && members.some((m) => state.survivors[m].zone !== a.zone)) return ruleError('teamAction.together');
  if (way === 1 && card === 'charge' && zombieTotal(state, a.zone) === 0) return ruleError('teamAction.noZombie');
  for (const m of members)
    if (!canResolve(ctx, state, rules, card, m, a.zone, way)) return ruleError('teamAction.cannot');
  return null;
}

export function performTeamAction(
  ctx: RulesContext,
  state: State,
  a: TeamAction,
  events: GameEvent[],
  rules: RuleTable,
): void {
  const part = classicPart(state);
  const team = state.survivors[a.s].player;
  const card = teamCards(state, team)[a.card];
  recordUse(state, a.s, a.card);
  spendActions(state, a.s, 0, 'teamAction', events);
  const members = [a.s, ...a.with];
  events.push({
    type: 'missionEvent',
    text: withParams(C.teamAction, { card, survivors: members.map((m) => state.survivors[m].id) }),
    rule: C.teamAction,
  });
  if (a.way === 2) {
    // Second way: each his own Move out (Move!, Charge!) or his own target (Shoot!), the player choosing.
    part.teamAction = { user: a.s, card, zone: a.zone, members, way: 2 };
    if (card !== 'shoot') part.teamAction.moving = [...members];
    pruneTeamAction(ctx, state, rules);
    return;
  }
  if (card === 'move' || card === 'charge')
    for (const m of members)
      if (state.survivors[m].zone !== a.zone)
        freeAction(ctx, state, rules.move as Rule<Action>, { type: 'move', s: m, to: a.zone }, m, a.s, events);
  if (card !== 'move') part.teamAction = { user: a.s, card, zone: a.zone, members };
  pruneTeamAction(ctx, state, rules);
}

/** Where survivor `m` may go with the free Move of a second way: Move! out, Charge! to a Zombie (or stay). */
function teamMoveTargets(ctx: RulesContext, state: State, rules: RuleTable, m: number): number[] {
  const t = classicPart(state).teamAction!;
  const out = exits(ctx, state, rules, m);
  if (t.card !== 'charge') return out;
  // Charge!'s Move is optional (line 1914): his own Zone stands for staying.
  return [state.survivors[m].zone, ...out.filter((z) => zombieTotal(state, z) > 0)];
}

/** The attacks member `m` may still make: at the Team Action's Zone, or (Shoot!'s second way) at any in Range. */
function memberAttacks(ctx: RulesContext, state: State, rules: RuleTable, m: number): Action[] {
  const t = classicPart(state).teamAction!;
  const card = t.card as TeamCard;
  if (card === 'shoot' && t.way === 2)
    return shotZones(ctx, state, rules, m).flatMap((z) => attacks(ctx, state, rules, card, m, z));
  return attacks(ctx, state, rules, card, m, t.zone);
}

/**
 * Members who can no longer act are skipped (no target left, line 1902; no way out left); none left ends it.
 * A Team Action is not cancelled when a condition fails (line 1900): the others go on.
 */
export function pruneTeamAction(ctx: RulesContext, state: State, rules: RuleTable): void {
  const part = classicPart(state);
  const t = part.teamAction;
  if (!t || state.combat || state.pending.length > 0) return;
  if (t.moving) {
    t.moving = t.moving.filter((m) => teamMoveTargets(ctx, state, rules, m).length > 0);
    if (t.moving.length > 0) return;
    delete t.moving;
    if (t.card === 'move') {
      part.teamAction = null;
      return;
    }
  }
  t.members = t.members.filter((m) => memberAttacks(ctx, state, rules, m).length > 0);
  if (t.members.length === 0) part.teamAction = null;
}

/** The free Moves, then the free attacks, of the Team Action being resolved. */
export function teamAttackCandidates(ctx: RulesContext, state: State, rules: RuleTable, push: (a: Action) => void) {
  const t = classicPart(state).teamAction;
  if (!t) return;
  if (t.moving) {
    for (const m of t.moving)
      for (const to of teamMoveTargets(ctx, state, rules, m)) push({ type: 'teamMove', s: m, to });
    return;
  }
  const ownZone = t.card === 'shoot' && t.way === 2;
  for (const m of t.members)
    for (const a of memberAttacks(ctx, state, rules, m))
      if (a.type === 'melee' || a.type === 'ranged')
        push({
          type: 'teamAttack',
          s: m,
          slot: a.slot,
          dual: a.dual,
          ...(ownZone && a.type === 'ranged' ? { zone: a.zone } : {}),
        });
}

function attackOf(state: State, a: TeamAttack): Action {
  const t = classicPart(state).teamAction!;
  return t.card === 'charge'
    ? { type: 'melee', s: a.s, slot: a.slot, dual: a.dual }
    : { type: 'ranged', s: a.s, slot: a.slot, dual: a.dual, zone: t.way === 2 ? a.zone! : t.zone, fanning: false };
}

export function checkTeamAttack(ctx: RulesContext, state: State, a: TeamAttack, rules: RuleTable): RuleError | null {
  const t = classicPart(state).teamAction;
  if (!t) return ruleError('teamAttack.none');
  if (state.pending.length > 0 || state.combat) return ruleError('pending');
  if (t.moving) return ruleError('teamAttack.moving');
  if (!t.members.includes(a.s)) return ruleError('teamAttack.member');
  const ownZone = t.card === 'shoot' && t.way === 2;
  if (ownZone && !Number.isInteger(a.zone)) return ruleError('teamAttack.zone');
  if (!ownZone && a.zone !== undefined && a.zone !== t.zone) return ruleError('teamAttack.zone');
  const attack = attackOf(state, a);
  return (rules[attack.type] as Rule<Action>).check(ctx, asLoneActor(state, a.s), attack);
}

export function performTeamAttack(
  ctx: RulesContext,
  state: State,
  a: TeamAttack,
  events: GameEvent[],
  rules: RuleTable,
): void {
  const part = classicPart(state);
  const t = part.teamAction!;
  t.members = t.members.filter((m) => m !== a.s);
  const attack = attackOf(state, a);
  freeAction(ctx, state, rules[attack.type] as Rule<Action>, attack, a.s, t.user, events);
  if (t.members.length === 0) part.teamAction = null;
}

export function checkTeamMove(ctx: RulesContext, state: State, a: TeamMove, rules: RuleTable): RuleError | null {
  const t = classicPart(state).teamAction;
  if (!t?.moving) return ruleError('teamMove.none');
  if (state.pending.length > 0 || state.combat) return ruleError('pending');
  if (!t.moving.includes(a.s)) return ruleError('teamMove.member');
  if (!teamMoveTargets(ctx, state, rules, a.s).includes(a.to)) return ruleError('teamMove.zone');
  return null;
}

export function performTeamMove(
  ctx: RulesContext,
  state: State,
  a: TeamMove,
  events: GameEvent[],
  rules: RuleTable,
): void {
  const t = classicPart(state).teamAction!;
  t.moving = t.moving!.filter((m) => m !== a.s);
  if (a.to !== state.survivors[a.s].zone)
    freeAction(ctx, state, rules.move as Rule<Action>, { type: 'move', s: a.s, to: a.to }, a.s, t.user, events);
  pruneTeamAction(ctx, state, rules);
}

/** While a Team Action is resolved, its free Moves and attacks are the only actions (the user resumes after). */
export function withTeamActions(rules: RuleTable): RuleTable {
  const out: Record<string, Rule<Action>> = {};
  for (const [type, rule] of Object.entries(rules) as [string, Rule<Action>][]) {
    out[type] = {
      ...rule,
      check: (ctx, state, a) =>
        classicPart(state).teamAction && state.pending.length === 0 && type !== 'teamAttack' && type !== 'teamMove'
          ? ruleError('teamAction.going')
          : rule.check(ctx, state, a),
    };
  }
  const teamAction: Rule<TeamAction> = {
    fields: ['s', 'card', 'zone'],
    check: (ctx, state, a) => checkTeamAction(ctx, state, a, rules),
    perform: (ctx, state, a, events) => performTeamAction(ctx, state, a, events, rules),
  };
  const teamAttack: Rule<TeamAttack> = {
    fields: ['s', 'slot'],
    check: (ctx, state, a) => checkTeamAttack(ctx, state, a, rules),
    perform: (ctx, state, a, events) => performTeamAttack(ctx, state, a, events, rules),
  };
  const teamMove: Rule<TeamMove> = {
    fields: ['s', 'to'],
    check: (ctx, state, a) => checkTeamMove(ctx, state, a, rules),
    perform: (ctx, state, a, events) => performTeamMove(ctx, state, a, events, rules),
  };
  out.teamAction = teamAction as unknown as Rule<Action>;
  out.teamAttack = teamAttack as unknown as Rule<Action>;
  out.teamMove = teamMove as unknown as Rule<Action>;
  return out as RuleTable;
}

/** Team Action candidates of survivor `s`: each card, each way, each Zone, each group of teammates able to join. */
export function teamActionCandidates(
  ctx: RulesContext,
  state: State,
  s: number,
  rules: RuleTable,
  push: (a: Action) => void,
) {
  if (!state.options.teamActions || classicPart(state).teamAction || !teamActionLeft(state, s)) return;
  const team = state.survivors[s].player;
  const cards = teamCards(state, team);
  const offered = new Set<TeamCard>();
  cards.forEach((card, index) => {
    // The same card twice: one set of candidates, the first card not used this round.
    if (offered.has(card) || useRefused(state, s, index)) return;
    offered.add(card);
    const here = state.survivors[s].zone;
    const firstWay =
      card === 'shoot'
        ? ctx.ruleset.survivors.sight(ctx, state, s).map((x) => x.zone)
        : [here, ...ctx.geo.neighbors[here]];
    const ways: [Way, number][] = [...firstWay.map((z): [Way, number] => [1, z]), [2, here]];
    for (const [way, zone] of ways) {
      if (!canResolve(ctx, state, rules, card, s, zone, way)) continue;
      if (way === 1 && card === 'charge' && zombieTotal(state, zone) === 0) continue;
      const mates = state.survivors
        .map((x, i) => i)
        .filter(
          (i) => i !== s && state.survivors[i].player === team && canResolve(ctx, state, rules, card, i, zone, way),
        );
      for (let mask = 1; mask < 1 << mates.length; mask++) {
        const group = mates.filter((_, k) => mask & (1 << k));
        push(
          way === 2
            ? { type: 'teamAction', s, card: index, zone, with: group, way: 2 }
            : { type: 'teamAction', s, card: index, zone, with: group },
        );
      }
    }
  });
}
