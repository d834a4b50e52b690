/**
 * Every legal action, complete and exact: candidates are generated per
 * action type (a survivor's by the ruleset, from the helpers below) and kept
 * only when the same check `apply` uses accepts them.
 */
import type { Action } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { Rule } from './ruleset.ts';
import type { State } from './state.ts';
import { inExtraTurn, reflexAttacks } from './triggered-skills.ts';
import { canPlace, lockedInSlot } from './inventory.ts';
import { woundedAcross } from './trade.ts';
import { inPlay } from './survivors.ts';
import { isLed } from './companions.ts';
import { isOver } from './wounds.ts';
import { sightOf } from './attacks.ts';
import { cardDef } from './inventory.ts';
import { zombieTotal } from './zombies.ts';
import { actsAnytime } from './skills.ts';

export function legalActions(ctx: RulesContext, state: State): Action[] {
  if (isOver(state)) return [];
  const out: Action[] = [];
  const rules = ctx.ruleset.actions.rules;
  const slots = ctx.ruleset.inventory.slots;
  // Candidates are well-formed by construction: only the rule check remains.
  const push = (a: Action) => {
    if ((rules[a.type] as Rule<Action>).check(ctx, state, a) === null) out.push(a);
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
      case 'loseCard':
        for (const slot of d.slots) out.push({ type: 'loseCard', slot });
        break;
      case 'spawnRoom':
        for (const zone of d.rooms) out.push({ type: 'spawnRoom', zone });
        break;
      case 'modeChoice':
        for (const option of d.options) out.push({ type: 'modeChoice', option });
        break;
      case 'confirmTrade':
        out.push({ type: 'confirmTrade', accept: true }, { type: 'confirmTrade', accept: false });
        break;
      case 'keepFound':
        push({ type: 'keepFound', slot: null });
        for (let slot = 0; slot < slots; slot++)
          if (canPlace(ctx, state, d.survivor, slot, d.card) && !lockedInSlot(ctx, state, d.survivor, slot))
            out.push({ type: 'keepFound', slot });
        break;
      case 'reorganize': {
        const who = d.partner === null ? [d.survivor] : [d.survivor, d.partner];
        const places: [number, number][] = [];
        for (const w of who) for (let slot = 0; slot < slots; slot++) places.push([w, slot]);
        for (let i = 0; i < places.length; i++) {
          const [a, slotA] = places[i];
          const ca = state.survivors[a].inventory[slotA];
          for (let j = i + 1; j < places.length; j++) {
            const [b, slotB] = places[j];
            const cb = state.survivors[b].inventory[slotB];
            if (ca === null && cb === null) continue;
            if (!canPlace(ctx, state, b, slotB, ca) || !canPlace(ctx, state, a, slotA, cb)) continue;
            if (woundedAcross(ctx, state, a, ca, b, cb)) continue;
            out.push({ type: 'swap', a, slotA, b, slotB });
          }
        }
        for (const w of who) freeCardActions(ctx, state, w, push);
        if (d.partner !== null) {
          state.survivors.forEach((c, companion) => {
            if (c.companion && (c.leader === d.survivor || c.leader === d.partner))
              push({ type: 'giveCompanion', companion, to: c.leader === d.survivor ? d.partner! : d.survivor });
          });
          if (state.survivors[d.survivor].ammoTokens) push({ type: 'giveToken', from: d.survivor, to: d.partner });
          if (state.survivors[d.partner].ammoTokens) push({ type: 'giveToken', from: d.partner, to: d.survivor });
        }
        out.push({ type: 'doneReorganize' });
        break;
      }
    }
    return out;
  }
  const candidates = ctx.ruleset.actions.candidates;
  if (state.loan) {
    candidates(ctx, state, state.loan.to, push);
    return out;
  }
  if (inExtraTurn(state)) {
    candidates(ctx, state, state.active, push);
    return out;
  }
  if (state.phase !== 'players') return out;
  const actors =
    state.active >= 0
      ? [state.active]
      : state.survivors
          .map((_, i) => i)
          .filter((i) => {
            const survivor = state.survivors[i];
            // Tactician: also in another player's turn (skills.ts actsAnytime).
            return (
              (survivor.player === state.currentPlayer || actsAnytime(state, i)) && !survivor.done && inPlay(survivor)
            );
          });
  for (const s of actors) candidates(ctx, state, s, push);
  for (let s = 0; s < state.survivors.length; s++) if (inPlay(state.survivors[s])) freeCardActions(ctx, state, s, push);
  return out;
}

/** Free at any time: discarding a card, drinking Water. */
function freeCardActions(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const inv = state.survivors[s].inventory;
  for (let slot = 0; slot < inv.length; slot++) {
    const card = inv[slot];
    if (card === null) continue;
    push({ type: 'discard', s, slot });
    if (cardDef(ctx, state, card).traits.includes('water')) push({ type: 'drinkWater', s, slot });
  }
}

/** Moves: one zone, two with +1 Zone per Move, Sprint's two or three, Jump's two in sight. */
export function moveActions(
  ctx: RulesContext,
  state: State,
  s: number,
  skills: ReadonlySet<string>,
  push: (a: Action) => void,
): void {
  const geo = ctx.geo;
  const here = state.survivors[s].zone;
  for (const to of geo.neighbors[here]) {
    push({ type: 'move', s, to });
    if ((skills.has('plus1ZonePerMove') || skills.has('twoZonesPerMove')) && zombieTotal(state, to) === 0)
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
  if (skills.has('jump'))
    for (const seenZone of sightOf(ctx, state, s))
      if (seenZone.range === 2) push({ type: 'jump', s, to: seenZone.zone });
}

/** Trades with every other survivor in the zone. */
export function tradeActions(state: State, s: number, push: (a: Action) => void): void {
  const here = state.survivors[s].zone;
  for (let other = 0; other < state.survivors.length; other++)
    if (other !== s && state.survivors[other].zone === here) push({ type: 'trade', s, with: other });
}

/** Actions that exist only through a skill (Tinker, Improvised weapon, Shove, Lifesaver, Taunt). */
export function skillActions(
  ctx: RulesContext,
  state: State,
  s: number,
  skills: ReadonlySet<string>,
  push: (a: Action) => void,
): void {
  const surv = state.survivors[s];
  const geo = ctx.geo;
  if (skills.has('tinker'))
    for (let slot = 0; slot < surv.inventory.length; slot++)
      if (surv.inventory[slot] !== null) push({ type: 'tinker', s, slot });
  for (const attack of ['melee', 'ranged'] as const) {
    if (!skills.has(`improvisedWeapon(${attack})`)) continue;
    for (const seen of sightOf(ctx, state, s)) push({ type: 'improvised', s, attack, zone: seen.zone });
  }
  if (skills.has('shove')) for (const to of geo.neighbors[surv.zone]) push({ type: 'shove', s, to });
  if (skills.has('lifesaver')) {
    for (const from of geo.neighbors[surv.zone]) {
      const there = state.survivors
        .map((_, i) => i)
        .filter((i) => i !== s && state.survivors[i].zone === from && inPlay(state.survivors[i]) && !isLed(state, i));
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
