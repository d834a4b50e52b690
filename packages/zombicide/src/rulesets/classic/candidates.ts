/**
 * The actions a Classic survivor may try, in a stable order: moves, skill
 * actions, doors, Search, each card's uses (Reload, Melee and Ranged attacks,
 * alone or Dual), trades, Reorganize, Objective, Make Some Noise, Exit, End
 * Turn. Each is kept only if legal (legal.ts).
 */
import { skillPlayed } from './skills/versions.ts';
import { actorDiceVariant } from './skills/actor-dice.ts';
import { tauntZones } from './skills/taunt.ts';
import type { Action } from '../../actions.ts';
import { dualCapable, dualPartner, equippedSlot, sightOf } from '../../attacks.ts';
import type { RulesContext } from '../../context.ts';
import type { RuleTable } from '../../ruleset.ts';
import { cardDef, isHandSlot } from '../../inventory.ts';
import { moveActions, skillActions, tradeActions } from '../../legal.ts';
import { activeSkills } from '../../skills.ts';
import type { State } from '../../state.ts';
import { zombieTotal } from '../../zombies.ts';
import { carCandidates } from './cars.ts';
import { helicopterCandidates } from './helicopter.ts';
import { stashCandidates } from './stash.ts';
import { switchCandidates } from './gates.ts';
import { barricadeCandidates } from './barricades.ts';
import { improvedWeapon, isIngredient } from './improved.ts';
import { doorOpen } from './doors.ts';
import { lockableDoors } from './lock-it-down.ts';
import { chargeCandidates } from './charge.ts';
import { teamActionCandidates, teamAttackCandidates } from './modes/team-actions.ts';
import { rivalCandidates } from './modes/competitive.ts';
import { companionCandidates } from './companions/rules.ts';
import { classicPart } from './state.ts';

/** `rules`: the Classic table of rules (ruleset.ts hands it in: imported, it would close a circle). */
export function classicCandidates(
  ctx: RulesContext,
  state: State,
  s: number,
  rules: RuleTable,
  push: (a: Action) => void,
): void {
  // A Team Action being resolved: its free attacks only (modes/team-actions.ts).
  if (classicPart(state).teamAction) {
    teamAttackCandidates(ctx, state, rules, push);
    return;
  }
  teamActionCandidates(ctx, state, s, rules, push);
  const surv = state.survivors[s];
  // Only the Skills this game's rules version plays (skills/versions.ts).
  const skills = new Set(activeSkills(state, s).filter((k) => skillPlayed(state, k)));
  const here = surv.zone;
  moveActions(ctx, state, s, skills, push);
  skillActions(ctx, state, s, skills, push);
  // Doors: only the closed ones and the hands holding a door opener; every other candidate would be refused
  // by checkOpenDoor for one of these reasons (doors.ts).
  for (const door of ctx.geo.doors) {
    if (!door.zones.includes(here) || door.barbwire || door.gate !== undefined || doorOpen(state, door.id)) continue;
    if (skills.has('breakIn')) push({ type: 'openDoor', s, door: door.id, slot: -1 });
    for (let slot = 0; slot < surv.inventory.length; slot++) {
      const card = surv.inventory[slot];
      if (card !== null && isHandSlot(ctx, slot) && cardDef(ctx, state, card).door)
        push({ type: 'openDoor', s, door: door.id, slot });
    }
  }
  if (skills.has('charge')) chargeCandidates(ctx, state, s, push);
  for (const type of ['combat', 'melee', 'ranged'] as const)
    if (skills.has(`bloodlust(${type})`)) chargeCandidates(ctx, state, s, push, type);
  if (skills.has('loud')) push({ type: 'loud', s });
  if (skills.has('tauntClassic')) for (const zone of tauntZones(ctx, state, s)) push({ type: 'taunt', s, zone });
  if (skills.has('lockItDown')) for (const door of lockableDoors(ctx, state, s)) push({ type: 'lockDoor', s, door });
  push({ type: 'search', s });
  carCandidates(ctx, state, s, push);
  helicopterCandidates(ctx, state, s, push);
  stashCandidates(ctx, state, s, push);
  switchCandidates(ctx, state, s, push);
  barricadeCandidates(ctx, state, s, push);
  if (skills.has('bornLeaderClassic'))
    for (let to = 0; to < state.survivors.length; to++) if (to !== s) push({ type: 'bornLeader', s, to });
  if (skills.has('medicClassic'))
    for (let who = 0; who < state.survivors.length; who++)
      if (state.survivors[who].zone === here) push({ type: 'heal', s, who });
  const targets = sightOf(ctx, state, s).filter((z) => zombieTotal(state, z.zone) > 0);
  for (let slot = 0; slot < surv.inventory.length; slot++) {
    const card = surv.inventory[slot];
    if (card === null) continue;
    const def = cardDef(ctx, state, card);
    if (!state.cards[card].loaded) push({ type: 'reload', s, slot });
    const w = def.weapon;
    if (!w || !equippedSlot(ctx, state, s, slot) || !state.cards[card].loaded) continue;
    const duals = dualCapable(state, s, def) && dualPartner(ctx, state, s, slot) >= 0 ? [false, true] : [false];
    for (const dual of duals) {
      // Barbarian, Full auto: the same attack rolling the Actors of the zone (skills/actor-dice.ts).
      const actors = actorDiceVariant(skills, w.attack);
      if (w.attack === 'melee') {
        if (zombieTotal(state, here) > 0) {
          push({ type: 'melee', s, slot, dual });
          if (actors) push({ type: 'melee', s, slot, dual, actorDice: true });
        }
      } else
        for (const seen of targets) {
          push({ type: 'ranged', s, slot, dual, zone: seen.zone, fanning: false });
          if (actors) push({ type: 'ranged', s, slot, dual, zone: seen.zone, fanning: false, actorDice: true });
          // Trick shot: the twin weapon at another zone in sight (skills/trick-shot.ts).
          if (dual && skills.has('trickShot'))
            for (const other of targets)
              if (other.zone !== seen.zone)
                push({ type: 'ranged', s, slot, dual, zone: seen.zone, fanning: false, trickShot: other.zone });
        }
    }
  }
  // Competitive: attacks on rival survivors (modes/competitive.ts).
  if (state.options.competitive) rivalCandidates(ctx, state, s, push);
  for (let a = 0; a < surv.inventory.length; a++) {
    if (!isIngredient(ctx, state, surv.inventory[a])) continue;
    for (let b = 0; b < surv.inventory.length; b++)
      if (a !== b && improvedWeapon(ctx, state, s, a, b)) push({ type: 'combine', s, a, b });
  }
  tradeActions(state, s, push);
  companionCandidates(ctx, state, s, push);
  push({ type: 'reorganize', s });
  push({ type: 'objective', s });
  push({ type: 'makeNoise', s });
  push({ type: 'exit', s });
  push({ type: 'endTurn', s });
}
