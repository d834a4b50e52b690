/**
 * Every legal action, complete and exact: candidates are generated per
 * action type and kept only when the same check `apply` uses accepts them.
 */
import type { Action } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { checkAction } from './apply.ts';
import { canPlace } from './inventory.ts';
import { inPlay } from './survivors.ts';
import { isOver } from './wounds.ts';
import { sightOf } from './attacks.ts';
import { activeSkills } from './skills.ts';
import { classActive } from './companions.ts';

export function legalActions(ctx: RulesContext, state: State): Action[] {
  if (isOver(state)) return [];
  const out: Action[] = [];
  const push = (a: Action) => { if (checkAction(ctx, state, a) === null) out.push(a); };
  const d = state.pending[0];
  if (d) {
    switch (d.kind) {
      case 'assignWound': for (const to of d.candidates) out.push({ type: 'assignWound', to }); break;
      case 'assignHit': for (const zombie of d.options) out.push({ type: 'assignHit', zombie }); break;
      case 'friendlyFire': for (const to of d.candidates) out.push({ type: 'friendlyFire', to }); break;
      case 'reroll': out.push({ type: 'reroll', source: null }); for (const source of d.sources) out.push({ type: 'reroll', source }); break;
      case 'splitRoute': for (const route of d.routes) out.push({ type: 'splitRoute', route }); break;
      case 'zombieTarget': for (const zone of d.options) out.push({ type: 'zombieTarget', zone }); break;
      case 'noiseZone': for (const zone of d.options) out.push({ type: 'noiseZone', zone }); break;
      case 'chooseRecipient': for (const s of d.candidates) out.push({ type: 'chooseRecipient', s }); break;
      case 'chooseLeader': for (const s of d.candidates) out.push({ type: 'chooseLeader', s }); break;
      case 'chooseSkill': for (const skill of d.options) out.push({ type: 'chooseSkill', skill }); break;
      case 'keepFound':
        out.push({ type: 'keepFound', slot: null });
        for (let slot = 0; slot < 6; slot++) if (canPlace(ctx, state, d.survivor, slot, d.card)) out.push({ type: 'keepFound', slot });
        break;
      case 'reorganize': {
        const who = d.partner === null ? [d.survivor] : [d.survivor, d.partner];
        const places: [number, number][] = [];
        for (const w of who) for (let slot = 0; slot < 6; slot++) places.push([w, slot]);
        for (let i = 0; i < places.length; i++) {
          for (let j = i + 1; j < places.length; j++) {
            push({ type: 'swap', a: places[i][0], slotA: places[i][1], b: places[j][0], slotB: places[j][1] });
          }
        }
        for (const w of who) freeCardActions(state, w, push);
        if (d.partner !== null) {
          state.survivors.forEach((c, companion) => {
            if (c.companion && (c.leader === d.survivor || c.leader === d.partner)) push({ type: 'giveCompanion', companion, to: c.leader === d.survivor ? d.partner! : d.survivor });
          });
        }
        out.push({ type: 'doneReorganize' });
        break;
      }
    }
    return out;
  }
  if (state.phase !== 'players') return out;
  const actors = state.active >= 0 ? [state.active] : state.survivors.map((_, i) => i).filter((i) => {
    const s = state.survivors[i];
    return s.player === state.currentPlayer && !s.done && inPlay(s);
  });
  for (const s of actors) survivorActions(ctx, state, s, push);
  for (let s = 0; s < state.survivors.length; s++) if (inPlay(state.survivors[s])) freeCardActions(state, s, push);
  return out;
}

function freeCardActions(state: State, s: number, push: (a: Action) => void): void {
  const inv = state.survivors[s].inventory;
  for (let slot = 0; slot < 6; slot++) {
    if (inv[slot] === null) continue;
    push({ type: 'discard', s, slot });
    push({ type: 'drinkWater', s, slot });
  }
}

function survivorActions(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const surv = state.survivors[s];
  const skills = new Set(activeSkills(state, s));
  const geo = ctx.geo;
  for (const to of geo.neighbors[surv.zone]) {
    push({ type: 'move', s, to });
    if (skills.has('plus1ZonePerMove')) for (const to2 of geo.neighbors[to]) if (to2 !== surv.zone) push({ type: 'move', s, to: to2, via: to });
    if (skills.has('sprint')) {
      for (const to2 of geo.neighbors[to]) {
        if (to2 === surv.zone) continue;
        push({ type: 'sprint', s, path: [to, to2] });
        for (const to3 of geo.neighbors[to2]) if (to3 !== to && to3 !== surv.zone) push({ type: 'sprint', s, path: [to, to2, to3] });
      }
    }
  }
  if (skills.has('jump')) for (const seenZone of sightOf(ctx, state, s)) if (seenZone.range === 2) push({ type: 'jump', s, to: seenZone.zone });
  state.survivors.forEach((c, companion) => { if (c.companion && c.leader === -1 && c.zone === surv.zone) push({ type: 'rally', s, companion }); });
  skillActions(ctx, state, s, skills, push);
  push({ type: 'search', s });
  const seen = sightOf(ctx, state, s);
  for (let slot = 0; slot < 6; slot++) {
    if (surv.inventory[slot] === null) continue;
    push({ type: 'reload', s, slot });
    for (const seenZone of seen) {
      push({ type: 'dynamite', s, slot, zone: seenZone.zone });
    }
    for (let spawn = 0; spawn < state.spawns.length; spawn++) push({ type: 'holyWater', s, slot, spawn });
    if (slot > 2) continue;
    for (const dual of [false, true]) {
      push({ type: 'melee', s, slot, dual });
      for (const seenZone of seen) {
        push({ type: 'ranged', s, slot, dual, zone: seenZone.zone, fanning: false });
        if (!dual) push({ type: 'ranged', s, slot, dual, zone: seenZone.zone, fanning: true });
      }
      if (classActive(state, s, 'brawler')) {
        for (const to of geo.neighbors[surv.zone]) {
          push({ type: 'charge', s, to, via: [], slot, dual });
          for (const to2 of geo.neighbors[to]) {
            if (to2 === surv.zone) continue;
            push({ type: 'charge', s, to: to2, via: [to], slot, dual });
            if (skills.has('chargePlus1Zone')) for (const to3 of geo.neighbors[to2]) if (to3 !== to && to3 !== surv.zone) push({ type: 'charge', s, to: to3, via: [to, to2], slot, dual });
          }
        }
      }
    }
  }
  for (let other = 0; other < state.survivors.length; other++) if (other !== s) push({ type: 'trade', s, with: other });
  push({ type: 'reorganize', s });
  push({ type: 'objective', s });
  push({ type: 'makeNoise', s });
  for (const seenZone of seen) {
    push({ type: 'vadeRetro', s, zone: seenZone.zone, replace: -1 });
    for (const replace of state.vadeRetro) push({ type: 'vadeRetro', s, zone: seenZone.zone, replace });
  }
  push({ type: 'exit', s });
  push({ type: 'endTurn', s });
}

/** Actions that exist only through a skill (Tinker, Improvised weapon, Shove, Lifesaver, Taunt). */
function skillActions(ctx: RulesContext, state: State, s: number, skills: Set<string>, push: (a: Action) => void): void {
  const surv = state.survivors[s];
  const geo = ctx.geo;
  if (skills.has('tinker')) for (let slot = 0; slot < 6; slot++) if (surv.inventory[slot] !== null) push({ type: 'tinker', s, slot });
  for (const attack of ['melee', 'ranged'] as const) {
    if (!skills.has(`improvisedWeapon(${attack})`)) continue;
    for (const seen of sightOf(ctx, state, s)) push({ type: 'improvised', s, attack, zone: seen.zone });
  }
  if (skills.has('shove')) for (const to of geo.neighbors[surv.zone]) push({ type: 'shove', s, to });
  if (skills.has('lifesaver')) {
    for (const from of geo.neighbors[surv.zone]) {
      const there = state.survivors.map((_, i) => i).filter((i) => i !== s && state.survivors[i].zone === from && inPlay(state.survivors[i]));
      // Every non-empty choice of survivors to drag (a survivor may decline the rescue).
      for (let mask = 1; mask < 1 << there.length; mask++) push({ type: 'lifesaver', s, from, who: there.filter((_, k) => mask & (1 << k)) });
    }
  }
  if (skills.has('taunt')) for (let zone = 0; zone < geo.zones.length; zone++) { const d = geo.distance[surv.zone][zone]; if (d === 1 || d === 2) push({ type: 'taunt', s, zone }); }
}
