/**
 * Competitive [RM] (seed 001 lines 2687-2705; teams at setup, lines 341-343): the teams are rivals. At the end
 * of the game each team adds up the experience of its survivors, the dead included; the most experienced team
 * wins. Killing a survivor earns no experience (wounds never give any).
 * - Only on a Competitive mission (line 2697): the mission says `competitive: true`; elsewhere setup refuses.
 * - Every team has as many survivors (line 341), and there are at least two teams.
 * - The choices the players would agree on (which survivor a zombie's Wound goes to, where odd zombies go when
 *   splitting, a tied destination or Noise zone) belong to the first player (line 2701, decision
 *   firstPlayerDecides; seats.ts reads `options.competitive`). Targeting Priority is the exception: the
 *   attacking survivor chooses among victims of the same level (the `friendlyFire` decision is the shooter's).
 * - Movement is not hindered by rival survivors (line 2705): no survivor ever hinders a Move in these rules.
 * - Survivors attack rivals (line 2693 "slice and shoot rival teams"): a Melee Action aimed at a rival in the
 *   zone (`meleeRival`), and a Ranged Action at a zone holding a rival even without a zombie (Survivors come
 *   first in the Targeting Priority Order); each hit inflicts the weapon's Damage in Wounds (line 2721).
 * Decision teamsArePlayers (Team Actions): a team is a seat and its survivors.
 * Decision competitiveEnd: the game ends as the mission says (won, or lost with nobody left); either way the
 * teams are then ranked by experience, equal totals sharing the rank (a draw when they share the first).
 * Decision rivalAttacks: a Melee Action is aimed at a rival only (the mode's "slice rival teams"), never a
 * teammate; Melee hits on a survivor lost when he is gone (eliminated).
 */
import type { RuleError, SeatResult } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import { checkMeleeWeapon, combatUse, sightOf, startAttack, type AttackSpec } from '../../../attacks.ts';
import type { RulesContext } from '../../../context.ts';
import { checkActor, ruleError, spendActions } from '../../../rule-error.ts';
import type { Rule } from '../../../ruleset.ts';
import { SetupError } from '../../../setup.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { zombieTotal } from '../../../zombies.ts';
import { aboardFlying } from '../helicopter.ts';

type MeleeRival = Extract<Action, { type: 'meleeRival' }>;
type Ranged = Extract<Action, { type: 'ranged' }>;

/** The teams: for each seat with survivors, its survivors' indexes (Companions excepted), by seat. */
export function teamsOf(state: State): number[][] {
  const teams: number[][] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const members: number[] = [];
    state.survivors.forEach((sv, i) => {
      if (sv.player === seat && !sv.companion) members.push(i);
    });
    if (members.length > 0) teams.push(members);
  }
  return teams;
}

/** Are survivors `a` and `b` of rival teams? */
export function areRivals(state: State, a: number, b: number): boolean {
  return !!state.options.competitive && state.survivors[a].player !== state.survivors[b].player;
}

/** Setup: refused off a Competitive mission, with fewer than two teams, or teams of unequal size. */
export function checkCompetitiveSetup(ctx: RulesContext, state: State): void {
  if (!state.options.competitive) return;
  if (!ctx.mission.competitive)
    // seed 001 line 2697
    throw new SetupError('setup.competitiveMission', ['competitive'], { mission: ctx.mission.id });
  // The codes and their values are said again in the table's language (web classic i18n, `issues.<code>`).
  const teams = teamsOf(state);
  if (teams.length < 2) throw new SetupError('setup.competitiveTeams', ['survivors'], { teams: teams.length });
  if (teams.some((t) => t.length !== teams[0].length))
    // seed 001 line 341
    throw new SetupError('setup.competitiveTeamSizes', ['survivors'], { sizes: teams.map((t) => t.length).join(', ') });
}

/** A team's experience: every survivor of the seat, the dead included (line 2691). */
export function teamExperience(state: State, seat: number): number {
  let xp = 0;
  for (const sv of state.survivors) if (sv.player === seat && !sv.companion) xp += sv.apTotal;
  return xp;
}

/** The results of an ended Competitive game: each seat's team experience and rank; null out of the mode. */
export function competitiveResults(state: State): SeatResult[] | null {
  if (!state.options.competitive) return null;
  const scores = Array.from({ length: state.players }, (_, seat) => teamExperience(state, seat));
  const best = Math.max(...scores);
  const winners = scores.filter((x) => x === best).length;
  return scores.map((score, seat) => ({
    seat,
    score,
    rank: 1 + scores.filter((x) => x > score).length,
    result: score < best ? 'loss' : winners > 1 ? 'draw' : 'win',
  }));
}

export function checkMeleeRival(ctx: RulesContext, state: State, a: MeleeRival): RuleError | null {
  if (!state.options.competitive) return ruleError('meleeRival.mode');
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  const w = checkMeleeWeapon(ctx, state, a.s, a.slot, a.dual);
  if (w) return w;
  const e = checkActor(state, a.s, 1, combatUse(ctx, state, meleeSpec(state, a)));
  if (e) return e;
  const who = state.survivors[a.who];
  if (!who || a.who === a.s || !inPlay(who) || who.zone !== surv.zone || aboardFlying(state, a.who))
    return ruleError('meleeRival.notHere');
  if (!areRivals(state, a.s, a.who)) return ruleError('meleeRival.teammate');
  return null;
}

function meleeSpec(state: State, a: MeleeRival): AttackSpec {
  const zone = state.survivors[a.s].zone;
  return { s: a.s, slot: a.slot, dual: a.dual, attack: 'melee', zone, fanning: false, charge: false, rival: a.who };
}

/** A Melee Action at a rival: the dice are rolled as usual, each hit wounds him (combat.ts `rival`). */
export function performMeleeRival(ctx: RulesContext, state: State, a: MeleeRival, events: GameEvent[]): void {
  const spec = meleeSpec(state, a);
  spendActions(state, a.s, 1, 'melee', events, combatUse(ctx, state, spec));
  startAttack(ctx, state, spec, events);
}

export const MELEE_RIVAL_RULE: Rule<MeleeRival> = {
  fields: ['s', 'slot', 'who'],
  check: checkMeleeRival,
  perform: performMeleeRival,
};

/** A rival of survivor `s` stands in `zone` (out of a flying helicopter). */
function rivalIn(state: State, s: number, zone: number): boolean {
  for (let i = 0; i < state.survivors.length; i++) {
    const sv = state.survivors[i];
    if (sv.zone === zone && inPlay(sv) && areRivals(state, s, i) && !aboardFlying(state, i)) return true;
  }
  return false;
}

/** The Ranged rule, also aimed at a zone where rivals stand without zombies (they are hit first anyway). */
export function rangedAtRivals(rule: Rule<Ranged>): Rule<Ranged> {
  return {
    fields: rule.fields,
    check(ctx, state, a) {
      const e = rule.check(ctx, state, a);
      if (e?.code === 'ranged.noZombies' && state.options.competitive && rivalIn(state, a.s, a.zone)) return null;
      return e;
    },
    perform: rule.perform,
  };
}

/** Attacks on rivals to offer: Melee at each rival in the zone, Ranged at zones with rivals and no zombie. */
export function rivalCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  if (!state.options.competitive) return;
  const zonesInSight = sightOf(ctx, state, s).map((z) => z.zone);
  const surv = state.survivors[s];
  for (let slot = 0; slot < surv.inventory.length; slot++) {
    const card = surv.inventory[slot];
    if (card === null) continue;
    const w = ctx.equipment[state.cards[card].def]?.weapon;
    if (!w) continue;
    if (w.attack === 'melee') {
      for (let who = 0; who < state.survivors.length; who++)
        if (state.survivors[who].zone === surv.zone && areRivals(state, s, who))
          for (const dual of [false, true]) push({ type: 'meleeRival', s, slot, dual, who });
    } else
      for (const zone of zonesInSight)
        if (zombieTotal(state, zone) === 0 && rivalIn(state, s, zone))
          for (const dual of [false, true]) push({ type: 'ranged', s, slot, dual, zone, fanning: false });
  }
}
