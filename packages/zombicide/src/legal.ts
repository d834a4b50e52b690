/**
 * Every legal action, complete and exact: candidates are generated per
 * action type and kept only when the same check `apply` uses accepts them.
 */
import type { Action } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { RULES } from './apply.ts';
import { inExtraTurn, reflexAttacks } from './triggered-skills.ts';
import { canPlace } from './inventory.ts';
import { inPlay } from './survivors.ts';
import { isOver } from './wounds.ts';
import { dualCapable, dualPartner, equippedSlot, sightOf } from './attacks.ts';
import { cardDef } from './inventory.ts';
import { zombieTotal } from './zombies.ts';
import { activeSkills } from './skills.ts';
import { classActive } from './companions.ts';

export function legalActions(ctx: RulesContext, state: State): Action[] {
  if (isOver(state)) return [];
  const out: Action[] = [];
  // Candidates are well-formed by construction: only the rule check remains.
  const push = (a: Action) => {
    if ((RULES[a.type] as { check(c: RulesContext, st: State, x: Action): unknown }).check(ctx, state, a) === null)
      out.push(a);
  };
  const d = state.pending[0];
  if (d) {
    switch (d.kind) {
      case 'assignWound':
        for (const to of d.candidates) out.push({ type: 'assignWound', to });
        break;
      case 'assignHit':
        for (const zombie of d.options) out.push({ type: 'assignHit', zombie });
        break;
      case 'friendlyFire':
        for (const to of d.candidates) out.push({ type: 'friendlyFire', to });
        break;
      case 'reroll':
        out.push({ type: 'reroll', source: null });
        for (const source of d.sources) out.push({ type: 'reroll', source });
        break;
      case 'splitRoute':
        for (const route of d.routes) out.push({ type: 'splitRoute', route });
        break;
      case 'zombieTarget':
        for (const zone of d.options) out.push({ type: 'zombieTarget', zone });
        break;
      case 'noiseZone':
        for (const zone of d.options) out.push({ type: 'noiseZone', zone });
        break;
      case 'chooseRecipient':
        for (const s of d.candidates) out.push({ type: 'chooseRecipient', s });
        break;
      case 'chooseLeader':
        for (const s of d.candidates) out.push({ type: 'chooseLeader', s });
        break;
      case 'chooseExtraTurn':
        for (const s of d.candidates) out.push({ type: 'chooseExtraTurn', s });
        break;
      case 'stepAside':
        for (const zone of d.options) out.push({ type: 'stepAside', zone });
        break;
      case 'combatReflexes':
        out.push({ type: 'reflex', slot: -1, dual: false });
        for (const [slot, dual] of reflexAttacks(ctx, state, d.survivor, d.zone))
          out.push({ type: 'reflex', slot, dual });
        break;
      case 'chooseSkill':
        for (const skill of d.options) out.push({ type: 'chooseSkill', skill });
        break;
      case 'confirmTrade':
        out.push({ type: 'confirmTrade', accept: true }, { type: 'confirmTrade', accept: false });
        break;
      case 'keepFound':
        push({ type: 'keepFound', slot: null });
        for (let slot = 0; slot < 6; slot++)
          if (canPlace(ctx, state, d.survivor, slot, d.card)) out.push({ type: 'keepFound', slot });
        break;
      case 'reorganize': {
        const who = d.partner === null ? [d.survivor] : [d.survivor, d.partner];
        const places: [number, number][] = [];
        for (const w of who) for (let slot = 0; slot < 6; slot++) places.push([w, slot]);
        for (let i = 0; i < places.length; i++) {
          const [a, slotA] = places[i];
          const ca = state.survivors[a].inventory[slotA];
          for (let j = i + 1; j < places.length; j++) {
            const [b, slotB] = places[j];
            const cb = state.survivors[b].inventory[slotB];
            if (ca === null && cb === null) continue;
            if (!canPlace(ctx, state, b, slotB, ca) || !canPlace(ctx, state, a, slotA, cb)) continue;
            out.push({ type: 'swap', a, slotA, b, slotB });
          }
        }
        for (const w of who) freeCardActions(ctx, state, w, push);
        if (d.partner !== null) {
          state.survivors.forEach((c, companion) => {
            if (c.companion && (c.leader === d.survivor || c.leader === d.partner))
              push({ type: 'giveCompanion', companion, to: c.leader === d.survivor ? d.partner! : d.survivor });
          });
        }
        out.push({ type: 'doneReorganize' });
        break;
      }
    }
    return out;
  }
  if (state.loan) {
    survivorActions(ctx, state, state.loan.to, push);
    return out;
  }
  if (inExtraTurn(state)) {
    survivorActions(ctx, state, state.active, push);
    return out;
  }
  if (state.phase !== 'players') return out;
  const actors =
    state.active >= 0
      ? [state.active]
      : state.survivors
          .map((_, i) => i)
          .filter((i) => {
            const s = state.survivors[i];
            return s.player === state.currentPlayer && !s.done && inPlay(s);
          });
  for (const s of actors) survivorActions(ctx, state, s, push);
  for (let s = 0; s < state.survivors.length; s++) if (inPlay(state.survivors[s])) freeCardActions(ctx, state, s, push);
  return out;
}

function freeCardActions(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const inv = state.survivors[s].inventory;
  for (let slot = 0; slot < 6; slot++) {
    const card = inv[slot];
    if (card === null) continue;
    push({ type: 'discard', s, slot });
    if (cardDef(ctx, state, card).traits.includes('water')) push({ type: 'drinkWater', s, slot });
  }
}

function survivorActions(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const surv = state.survivors[s];
  const skills = new Set(activeSkills(state, s));
  const geo = ctx.geo;
  const here = surv.zone;
  for (const to of geo.neighbors[here]) {
    push({ type: 'move', s, to });
    if (skills.has('plus1ZonePerMove') && zombieTotal(state, to) === 0)
      for (const to2 of geo.neighbors[to]) if (to2 !== here) push({ type: 'move', s, to: to2, via: to });
    if (skills.has('sprint') && zombieTotal(state, to) === 0) {
      for (const to2 of geo.neighbors[to]) {
        if (to2 === here) continue;
        push({ type: 'sprint', s, path: [to, to2] });
        if (zombieTotal(state, to2) === 0)
          for (const to3 of geo.neighbors[to2])
            if (to3 !== to && to3 !== here) push({ type: 'sprint', s, path: [to, to2, to3] });
      }
    }
  }
  const seen = sightOf(ctx, state, s);
  if (skills.has('jump'))
    for (const seenZone of seen) if (seenZone.range === 2) push({ type: 'jump', s, to: seenZone.zone });
  state.survivors.forEach((c, companion) => {
    if (!c.companion || c.leader !== -1 || c.zone !== here) return;
    push({ type: 'rally', s, companion });
    // M4: a rally paid with an ammo token or a Plenty of Ammo card.
    push({ type: 'rally', s, companion, pay: -1 });
    for (let slot = 0; slot < 6; slot++)
      if (surv.inventory[slot] !== null) push({ type: 'rally', s, companion, pay: slot });
  });
  skillActions(ctx, state, s, skills, push);
  machineActions(ctx, state, s, push);
  push({ type: 'search', s });
  // Zones in sight holding zombies: the only sensible targets of attacks and Vade Retro.
  const targets = seen.filter((z) => zombieTotal(state, z.zone) > 0);
  const brawler = classActive(state, s, 'brawler');
  const gunslinger = classActive(state, s, 'gunslinger');
  for (let slot = 0; slot < 6; slot++) {
    const card = surv.inventory[slot];
    if (card === null) continue;
    const def = cardDef(ctx, state, card);
    if (!state.cards[card].loaded) push({ type: 'reload', s, slot });
    if (def.traits.includes('dynamite'))
      for (const seenZone of seen) push({ type: 'dynamite', s, slot, zone: seenZone.zone });
    if (def.traits.includes('holyWater') || def.traits.includes('water'))
      for (let spawn = 0; spawn < state.spawns.length; spawn++) push({ type: 'holyWater', s, slot, spawn });
    const w = def.weapon;
    if (!w || def.traits.includes('dynamite') || !equippedSlot(state, s, slot) || !state.cards[card].loaded) continue;
    const duals = dualCapable(state, s, def) && dualPartner(ctx, state, s, slot) >= 0 ? [false, true] : [false];
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
  for (let other = 0; other < state.survivors.length; other++)
    if (other !== s && state.survivors[other].zone === here) push({ type: 'trade', s, with: other });
  push({ type: 'reorganize', s });
  push({ type: 'objective', s });
  push({ type: 'makeNoise', s });
  if (classActive(state, s, 'faithful')) {
    for (const seenZone of targets) {
      push({ type: 'vadeRetro', s, zone: seenZone.zone, replace: -1 });
      for (const replace of state.vadeRetro) push({ type: 'vadeRetro', s, zone: seenZone.zone, replace });
    }
  }
  push({ type: 'exit', s });
  if (ctx.mission.goals.some((g) => g.kind === 'blowMine')) push({ type: 'blowMine', s });
  if (state.wagon) push({ type: 'loadWagon', s });
  if (state.train) push({ type: 'startTrain', s });
  push({ type: 'loadCoal', s });
  push({ type: 'endTurn', s });
}

/** Charge destinations: zones with zombies 1 or 2 zones away (3 with Charge: +1 Zone), through zones without zombies. */
function chargeActions(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  dual: boolean,
  plus1Zone: boolean,
  push: (a: Action) => void,
): void {
  const geo = ctx.geo;
  const here = state.survivors[s].zone;
  for (const to of geo.neighbors[here]) {
    if (zombieTotal(state, to) > 0) {
      push({ type: 'charge', s, to, via: [], slot, dual });
      continue;
    }
    for (const to2 of geo.neighbors[to]) {
      if (to2 === here) continue;
      if (zombieTotal(state, to2) > 0) {
        push({ type: 'charge', s, to: to2, via: [to], slot, dual });
        continue;
      }
      if (plus1Zone)
        for (const to3 of geo.neighbors[to2])
          if (to3 !== to && to3 !== here && zombieTotal(state, to3) > 0)
            push({ type: 'charge', s, to: to3, via: [to, to2], slot, dual });
    }
  }
}

/** Actions that exist only through a skill (Tinker, Improvised weapon, Shove, Lifesaver, Taunt). */
function skillActions(
  ctx: RulesContext,
  state: State,
  s: number,
  skills: Set<string>,
  push: (a: Action) => void,
): void {
  const surv = state.survivors[s];
  const geo = ctx.geo;
  if (skills.has('tinker'))
    for (let slot = 0; slot < 6; slot++) if (surv.inventory[slot] !== null) push({ type: 'tinker', s, slot });
  for (const attack of ['melee', 'ranged'] as const) {
    if (!skills.has(`improvisedWeapon(${attack})`)) continue;
    for (const seen of sightOf(ctx, state, s)) push({ type: 'improvised', s, attack, zone: seen.zone });
  }
  if (skills.has('shove')) for (const to of geo.neighbors[surv.zone]) push({ type: 'shove', s, to });
  if (skills.has('lifesaver')) {
    for (const from of geo.neighbors[surv.zone]) {
      const there = state.survivors
        .map((_, i) => i)
        .filter((i) => i !== s && state.survivors[i].zone === from && inPlay(state.survivors[i]));
      // Every non-empty choice of survivors to drag (a survivor may decline the rescue).
      for (let mask = 1; mask < 1 << there.length; mask++)
        push({ type: 'lifesaver', s, from, who: there.filter((_, k) => mask & (1 << k)) });
    }
  }
  if (skills.has('bornLeader'))
    for (let to = 0; to < state.survivors.length; to++) if (to !== s) push({ type: 'bornLeader', s, to });
  if (skills.has('taunt'))
    for (let zone = 0; zone < geo.zones.length; zone++) {
      const d = geo.distance[surv.zone][zone];
      if (d === 1 || d === 2) push({ type: 'taunt', s, zone });
    }
}

/** Wagon and Gatling Gun actions when the survivor stands with them. */
function machineActions(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const here = state.survivors[s].zone;
  if (state.wagon?.zone === here) {
    push({ type: 'boardWagon', s });
    push({ type: 'leaveWagon', s });
    for (const to of ctx.geo.neighbors[here]) push({ type: 'moveWagon', s, to });
  }
  if (state.gatling?.zone === here) {
    for (const to of ctx.geo.neighbors[here]) push({ type: 'moveGatling', s, to });
    for (const seen of ctx.geo.sight[here])
      if (zombieTotal(state, seen.zone) > 0) push({ type: 'fireGatling', s, zone: seen.zone });
  }
}
