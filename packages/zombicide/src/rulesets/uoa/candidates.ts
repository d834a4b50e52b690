/**
 * The actions a survivor may try in Undead or Alive, in a stable order: moves,
 * rallies, skill actions, the Wagon and the Gatling, Search, each card's uses
 * (Reload, Dynamite, Holy Water, attacks with Charge and Fanning), trades,
 * Reorganize, Objective, Make Noise, Vade Retro, Exit, the mission's actions.
 */
import type { Action } from '../../actions.ts';
import { dualCapable, dualPartner, equippedSlot, sightOf } from '../../attacks.ts';
import type { RulesContext } from '../../context.ts';
import { cardDef } from '../../inventory.ts';
import { moveActions, skillActions, tradeActions } from '../../legal.ts';
import { activeSkills } from '../../skills.ts';
import type { State } from '../../state.ts';
import { zombieTotal } from '../../zombies.ts';
import { chargeActions, classActive } from './classes.ts';
import { uoaPart } from './state.ts';

const SINGLE: readonly boolean[] = [false];
const SINGLE_AND_DUAL: readonly boolean[] = [false, true];

export function survivorCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const part = uoaPart(state);
  const surv = state.survivors[s];
  const skills = new Set(activeSkills(state, s));
  const here = surv.zone;
  moveActions(ctx, state, s, skills, push);
  for (let companion = 0; companion < state.survivors.length; companion++) {
    const c = state.survivors[companion];
    if (!c.companion || c.leader !== -1 || c.zone !== here) continue;
    push({ type: 'rally', s, companion });
    // M4: a rally paid with an ammo token or a Plenty of Ammo card.
    push({ type: 'rally', s, companion, pay: -1 });
    for (let slot = 0; slot < surv.inventory.length; slot++)
      if (surv.inventory[slot] !== null) push({ type: 'rally', s, companion, pay: slot });
  }
  skillActions(ctx, state, s, skills, push);
  machineActions(ctx, state, s, push);
  push({ type: 'search', s });
  // Zones in sight holding zombies: the only sensible targets of attacks and Vade Retro.
  const seen = sightOf(ctx, state, s);
  const targets = seen.filter((z) => zombieTotal(state, z.zone) > 0);
  const brawler = classActive(state, s, 'brawler');
  const gunslinger = classActive(state, s, 'gunslinger');
  for (let slot = 0; slot < surv.inventory.length; slot++) {
    const card = surv.inventory[slot];
    if (card === null) continue;
    const def = cardDef(ctx, state, card);
    if (!state.cards[card].loaded) push({ type: 'reload', s, slot });
    if (def.traits.includes('dynamite'))
      for (const seenZone of seen) push({ type: 'dynamite', s, slot, zone: seenZone.zone });
    if (def.traits.includes('holyWater') || def.traits.includes('water'))
      for (let spawn = 0; spawn < state.spawns.length; spawn++) push({ type: 'holyWater', s, slot, spawn });
    const w = def.weapon;
    if (!w || def.traits.includes('dynamite') || !equippedSlot(ctx, state, s, slot) || !state.cards[card].loaded)
      continue;
    const duals = dualCapable(state, s, def) && dualPartner(ctx, state, s, slot) >= 0 ? SINGLE_AND_DUAL : SINGLE;
    for (const dual of duals) {
      if (w.attack === 'melee') {
        if (zombieTotal(state, here) > 0) push({ type: 'melee', s, slot, dual });
        if (brawler) chargeActions(ctx, state, s, slot, dual, skills.has('chargePlus1Zone'), push);
      } else {
        for (const seenZone of targets) {
          push({ type: 'ranged', s, slot, dual, zone: seenZone.zone, fanning: false });
          if (!dual && gunslinger && w.family === 'pistol')
            push({ type: 'ranged', s, slot, dual, zone: seenZone.zone, fanning: true });
        }
      }
    }
  }
  tradeActions(state, s, push);
  push({ type: 'reorganize', s });
  push({ type: 'objective', s });
  push({ type: 'makeNoise', s });
  if (classActive(state, s, 'faithful')) {
    for (const seenZone of targets) {
      push({ type: 'vadeRetro', s, zone: seenZone.zone, replace: -1 });
      for (const replace of part.vadeRetro) push({ type: 'vadeRetro', s, zone: seenZone.zone, replace });
    }
  }
  push({ type: 'exit', s });
  if (ctx.mission.goals.some((g) => g.kind === 'blowMine')) push({ type: 'blowMine', s });
  if (part.wagon) push({ type: 'loadWagon', s });
  if (part.train) push({ type: 'startTrain', s });
  push({ type: 'loadCoal', s });
  push({ type: 'endTurn', s });
}

/** Wagon and Gatling Gun actions when the survivor stands with them. */
function machineActions(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const part = uoaPart(state);
  const here = state.survivors[s].zone;
  if (part.wagon?.zone === here) {
    push({ type: 'boardWagon', s });
    push({ type: 'leaveWagon', s });
    for (const to of ctx.geo.neighbors[here]) push({ type: 'moveWagon', s, to });
  }
  if (part.gatling?.zone === here) {
    for (const to of ctx.geo.neighbors[here]) push({ type: 'moveGatling', s, to });
    for (const seen of ctx.geo.sight[here])
      if (zombieTotal(state, seen.zone) > 0) push({ type: 'fireGatling', s, zone: seen.zone });
  }
}
