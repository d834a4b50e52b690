/**
 * Team Actions [RM] (seed 001 lines 1885-1936; setup line 415): each team holds 2 Team Action cards chosen at
 * setup (kept all game); once per Players' Phase a survivor may use one, free, with at least 1 teammate: every
 * chosen survivor must be able to resolve it; they resolve it one at a time, in the order the player chooses,
 * then the user resumes his Activation. It is not an Activation: the actions are free, the survivors' free
 * Action skills are not used, and a teammate who finished his turn still takes part.
 * - Move!: a Zone each chosen survivor reaches with one Move Action: they all move there.
 * - Charge!: a Zone with a Zombie each reaches with one Move Action (or stands in): they move there, then each
 *   resolves a free Melee Action (one who has no target left is skipped, line 1902).
 * - Shoot!: a Zone each can fire at with a Ranged Action: each resolves a free Ranged Action at it.
 * Decision teamsArePlayers: a team is a player (seat) and his survivors.
 * Decision teamActionWays: each card is played its first way (a selected Zone to reach or fire at); the second
 * way (out of the Zone they all stand in, each his own way) and the "+1 free Team Action" skill are not played.
 */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { checkActor, ruleError, spendActions } from '../../../rule-error.ts';
import type { Rule, RuleTable } from '../../../ruleset.ts';
import type { State } from '../../../state.ts';
import { inPlay, maxActions } from '../../../survivors.ts';
import { zombieTotal } from '../../../zombies.ts';

export const TEAM_CARDS = ['charge', 'move', 'shoot'] as const;
export type TeamCard = (typeof TEAM_CARDS)[number];
/** The setup choice of a team's cards (a `modeChoice` decision). */
export const TEAM_CARD = 'teamCard';
/** Cards each team holds (line 415: up to 2, the same number for every team). */
const CARDS_PER_TEAM = 2;

type TeamAction = Extract<Action, { type: 'teamAction' }>;
type TeamAttack = Extract<Action, { type: 'teamAttack' }>;

const cardsKey = (team: number) => `teamCards:${team}`;
const usedKey = (team: number) => `teamActionUsed:${team}`;

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
        why: 'Team Actions [RM]: each team chooses 2 Team Action cards, kept all game',
      });
      events.push({
        type: 'decisionOpened',
        decision: 'modeChoice',
        prompt: `Player ${team + 1}: choose a Team Action card`,
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

/** Can survivor `m` resolve this card toward `zone` (line 1894)? */
function canResolve(ctx: RulesContext, state: State, rules: RuleTable, card: TeamCard, m: number, zone: number) {
  const surv = state.survivors[m];
  if (!inPlay(surv) || surv.companion) return false;
  switch (card) {
    case 'move':
      return surv.zone !== zone && moveOk(ctx, state, rules, m, zone);
    case 'charge': {
      if (surv.zone !== zone && !moveOk(ctx, state, rules, m, zone)) return false;
      // Equipped with a Melee weapon (line 1894): checked as if he stood in the zone already.
      const there = { ...state, survivors: state.survivors.map((x, i) => (i === m ? { ...x, zone } : x)) };
      return attacks(ctx, there, rules, card, m, zone).length > 0;
    }
    case 'shoot':
      return attacks(ctx, state, rules, card, m, zone).length > 0;
  }
}

export function checkTeamAction(ctx: RulesContext, state: State, a: TeamAction, rules: RuleTable): RuleError | null {
  if (!state.options.teamActions) return ruleError('teamAction.off', 'Team Action: not played in this game');
  // Used during his Activation, after which he resumes it (line 1896): he still has an Action to resume with.
  const e = checkActor(state, a.s, 1, 'Team Action');
  if (e) return e;
  if (state.teamAction) return ruleError('teamAction.going', 'Team Action: one is being resolved');
  const team = state.survivors[a.s].player;
  const card = teamCards(state, team)[a.card];
  if (!card) return ruleError('teamAction.card', `Team Action: the team holds no card #${a.card}`);
  if (state.missionState[usedKey(team)] === state.round)
    return ruleError('teamAction.used', "Team Action: each team uses only 1 Team Action card per Players' Phase");
  if (!Array.isArray(a.with) || a.with.length === 0)
    return ruleError('teamAction.alone', 'Team Action: select at least 1 other teammate');
  const members = [a.s, ...a.with];
  if (new Set(members).size !== members.length) return ruleError('teamAction.twice', 'Team Action: a survivor twice');
  for (const m of a.with)
    if (state.survivors[m]?.player !== team)
      return ruleError('teamAction.team', `Team Action: survivor #${m} is not a teammate`);
  if (card === 'charge' && zombieTotal(state, a.zone) === 0)
    return ruleError('teamAction.noZombie', 'Charge!: the selected Zone holds no Zombie');
  for (const m of members)
    if (!canResolve(ctx, state, rules, card, m, a.zone))
      return ruleError(
        'teamAction.cannot',
        `${card === 'move' ? 'Move!' : card === 'charge' ? 'Charge!' : 'Shoot!'}: ${state.survivors[m].id} cannot resolve it toward this Zone`,
      );
  return null;
}

export function performTeamAction(
  ctx: RulesContext,
  state: State,
  a: TeamAction,
  events: GameEvent[],
  rules: RuleTable,
): void {
  const team = state.survivors[a.s].player;
  const card = teamCards(state, team)[a.card];
  state.missionState[usedKey(team)] = state.round;
  spendActions(state, a.s, 0, 'teamAction', events);
  const members = [a.s, ...a.with];
  events.push({
    type: 'missionEvent',
    text: `${card} Team Action: ${members.map((m) => state.survivors[m].id).join(', ')}`,
    rule: "Team Actions [RM]: free, once per team per Players' Phase",
  });
  if (card === 'move' || card === 'charge')
    for (const m of members)
      if (state.survivors[m].zone !== a.zone)
        freeAction(ctx, state, rules.move as Rule<Action>, { type: 'move', s: m, to: a.zone }, m, a.s, events);
  if (card !== 'move') state.teamAction = { user: a.s, card, zone: a.zone, members };
  pruneTeamAction(ctx, state, rules);
}

/** Members left who can no longer attack are skipped (no target left, line 1902); none left ends it. */
export function pruneTeamAction(ctx: RulesContext, state: State, rules: RuleTable): void {
  const t = state.teamAction;
  if (!t || state.combat || state.pending.length > 0) return;
  t.members = t.members.filter((m) => attacks(ctx, state, rules, t.card as TeamCard, m, t.zone).length > 0);
  if (t.members.length === 0) state.teamAction = null;
}

export function teamAttackCandidates(ctx: RulesContext, state: State, rules: RuleTable, push: (a: Action) => void) {
  const t = state.teamAction;
  if (!t) return;
  for (const m of t.members)
    for (const a of attacks(ctx, state, rules, t.card as TeamCard, m, t.zone))
      if (a.type === 'melee' || a.type === 'ranged') push({ type: 'teamAttack', s: m, slot: a.slot, dual: a.dual });
}

function attackOf(state: State, a: TeamAttack): Action {
  const t = state.teamAction!;
  return t.card === 'charge'
    ? { type: 'melee', s: a.s, slot: a.slot, dual: a.dual }
    : { type: 'ranged', s: a.s, slot: a.slot, dual: a.dual, zone: t.zone, fanning: false };
}

export function checkTeamAttack(ctx: RulesContext, state: State, a: TeamAttack, rules: RuleTable): RuleError | null {
  const t = state.teamAction;
  if (!t) return ruleError('teamAttack.none', 'Team Action: none is being resolved');
  if (state.pending.length > 0 || state.combat) return ruleError('pending', 'Team Action: a decision comes first');
  if (!t.members.includes(a.s))
    return ruleError('teamAttack.member', 'Team Action: not a survivor still to resolve it');
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
  const t = state.teamAction!;
  t.members = t.members.filter((m) => m !== a.s);
  const attack = attackOf(state, a);
  freeAction(ctx, state, rules[attack.type] as Rule<Action>, attack, a.s, t.user, events);
  if (t.members.length === 0) state.teamAction = null;
}

/** While a Team Action is resolved, its free attacks are the only actions (the user resumes afterwards). */
export function withTeamActions(rules: RuleTable): RuleTable {
  const out: Record<string, Rule<Action>> = {};
  for (const [type, rule] of Object.entries(rules) as [string, Rule<Action>][]) {
    out[type] = {
      ...rule,
      check: (ctx, state, a) =>
        state.teamAction && state.pending.length === 0 && type !== 'teamAttack'
          ? ruleError('teamAction.going', 'A Team Action is being resolved: its survivors attack first')
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
  out.teamAction = teamAction as unknown as Rule<Action>;
  out.teamAttack = teamAttack as unknown as Rule<Action>;
  return out as RuleTable;
}

/** Team Action candidates of survivor `s`: each card, each Zone, each group of teammates able to join. */
export function teamActionCandidates(
  ctx: RulesContext,
  state: State,
  s: number,
  rules: RuleTable,
  push: (a: Action) => void,
) {
  if (!state.options.teamActions || state.teamAction) return;
  const team = state.survivors[s].player;
  if (state.missionState[usedKey(team)] === state.round) return;
  const cards = teamCards(state, team);
  cards.forEach((card, index) => {
    if (cards.indexOf(card) !== index) return; // the same card twice: one set of candidates
    const here = state.survivors[s].zone;
    const zones =
      card === 'shoot'
        ? ctx.ruleset.survivors.sight(ctx, state, s).map((x) => x.zone)
        : [here, ...ctx.geo.neighbors[here]];
    for (const zone of zones) {
      if (!canResolve(ctx, state, rules, card, s, zone)) continue;
      if (card === 'charge' && zombieTotal(state, zone) === 0) continue;
      const mates = state.survivors
        .map((x, i) => i)
        .filter((i) => i !== s && state.survivors[i].player === team && canResolve(ctx, state, rules, card, i, zone));
      for (let mask = 1; mask < 1 << mates.length; mask++)
        push({ type: 'teamAction', s, card: index, zone, with: mates.filter((_, k) => mask & (1 << k)) });
    }
  });
}
