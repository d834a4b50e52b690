/**
 * Give an Instruction to a Companion (seed 001 lines 760-764, 1989-1996, 2075-2085): "At the cost of 1 Action
 * from his Leader or Handler", a Companion uses an active effect; a dog Moves up to 3 Zones, attacks in Melee
 * with its card's profile, Makes some Noise or Searches (holding the card found). Instructions are standard
 * Actions only: no free Action pays for them (line 2075), and "Active Actions do not benefit from the Leader's
 * Skills" (line 1987): the Companion's own profile and skills are used.
 * - Gunman, Sniper (lines 2009, 2032): the instructed one and every teammate of the same kind in his zone fire
 *   together at one zone, one Ranged Action rolled at once, 1 Noise token per shooter; the Sniper picks targets.
 *   Decision companionVolley: one roll of every shooter's dice; the kills' experience goes to the instructing
 *   Leader.
 * - Handyman (line 2018): opens a door of his zone silently; a locked door stays locked (its prerequisites); breaks a
 *   barricade [TCM] of his zone silently (barricades.ts).
 * - A dog's held card (line 2083): given to its Handler in its zone or discarded, free (`give`, `drop`).
 */
import type { ActionUse } from '../../../skills.ts';
import { withParams } from '../../../rule-ref.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import { rangeTo, sightOf } from '../../../attacks.ts';
import { startCombat } from '../../../combat.ts';
import type { RulesContext } from '../../../context.ts';
import type { CompanionDef } from '../../../defs.ts';
import { cardDef, discardCard } from '../../../inventory.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../../rule-error.ts';
import { isSearchable, offerCard } from '../../../search.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { addZombies, zombieTotal } from '../../../zombies.ts';
import { doorOpen, openDoorBy } from '../doors.ts';
import { barricadeOn, breakBarricadeBy, spotZones } from '../barricades.ts';
import { switchDoor } from '../switch-doors.ts';
import { makeNoise } from '../noise.ts';
import { WALKER } from '../roster.ts';
import { carOf } from '../cars.ts';
import { drawEquipment } from '../search.ts';
import { companionDef, dropHeld } from './leader.ts';
import {
  checkCompanionGetIn,
  checkCompanionGetOut,
  performCompanionGetIn,
  performCompanionGetOut,
} from './vehicles.ts';
import { classicPart } from '../state.ts';

type Instruct = Extract<Action, { type: 'instruct' }>;

/** The mode of the decision a dog's second find opens: its Handler keeps the card held or the card found. */
export const DOG_KEEP = 'dogKeep';
const FOUND_KEY = 'dogFound';

/** A dog Moves up to 3 Zones per Move Action (line 2070). */
export const DOG_MOVE = 3;

const refuse = (code: string): RuleError => ruleError(`instruct.${code}`);

function led(ctx: RulesContext, state: State, a: Instruct): CompanionDef | RuleError {
  const c = state.survivors[a.companion];
  if (!c || c.card === undefined || c.leader !== a.s || !inPlay(c)) return refuse('notLed');
  return companionDef(ctx, state, c.card) ?? refuse('notLed');
}

/** An Instruction to a dog is a Dog Action: +1 free Dog Action pays it (seed 001 line 2135). */
function instructionUse(ctx: RulesContext, state: State, a: Instruct): ActionUse | undefined {
  const c = state.survivors[a.companion];
  const def = c?.card === undefined ? undefined : companionDef(ctx, state, c.card);
  return def?.kind === 'dog' ? { kind: 'dog' } : undefined;
}

/** The Companions that fire with `companion`: the same kind of card, led, in his zone (line 2009). */
export function volley(state: State, companion: number): number[] {
  const c = state.survivors[companion];
  const def = state.cards[c.card!].def;
  const out: number[] = [];
  state.survivors.forEach((o, i) => {
    if (o.card === undefined || !inPlay(o) || o.zone !== c.zone || o.leader === undefined || o.leader < 0) return;
    if (state.cards[o.card].def !== def) return;
    // "Teammate" Gunmen: in a game of rival teams, those of the same seat only.
    if (state.options.competitive && o.player !== c.player) return;
    out.push(i);
  });
  return out;
}

export function checkInstruct(ctx: RulesContext, state: State, a: Instruct): RuleError | null {
  const free = a.order === 'give' || a.order === 'drop';
  const e = checkActor(state, a.s, free ? 0 : 1, instructionUse(ctx, state, a));
  if (e) return e;
  const def = led(ctx, state, a);
  if ('code' in def) return def;
  const c = state.survivors[a.companion];
  const here = c.zone;
  switch (a.order) {
    case 'shoot': {
      if (def.active !== 'shoot' || !def.weapon) return refuse('noShot');
      const range = rangeTo(ctx, state, a.companion, a.target);
      if (range < def.weapon.minRange || range > def.weapon.maxRange) return refuse('range');
      if (zombieTotal(state, a.target) === 0) return refuse('noTarget');
      return null;
    }
    case 'openDoor': {
      if (def.active !== 'openDoor') return refuse('noDoor');
      const door = ctx.geo.doors[a.target];
      if (!door?.zones.includes(here)) return refuse('door');
      // seed 001 line 1774
      if (door.barbwire) return refuse('door');
      if (door.gate !== undefined) return refuse('door');
      if (doorOpen(state, a.target)) return refuse('door');
      if (switchDoor(ctx, a.target))
        // seed 001 line 756
        return refuse('door');
      if (classicPart(state).lockedDoors?.includes(a.target))
        // seed 001 line 2018
        return refuse('locked');
      return null;
    }
    case 'move': {
      // seed 001 line 1983
      if (def.kind !== 'dog') return refuse('noMove');
      // Aboard, it gets out first, with its Handler (decision dogVehicles).
      if (carOf(state, a.companion) >= 0) return refuse('aboard');
      const d = ctx.geo.distance[here]?.[a.target] ?? -1;
      // seed 001 line 2077
      if (d < 1 || d > DOG_MOVE) return refuse('move');
      return ctx.ruleset.mission.entryRefused(ctx, state, a.target);
    }
    case 'melee':
      if (def.kind !== 'dog' || !def.weapon) return refuse('noMelee');
      return zombieTotal(state, here) > 0 ? null : refuse('noTarget');
    case 'noise':
      return def.kind === 'dog' ? null : refuse('noNoise');
    case 'search':
      // seed 001 line 2081
      if (def.kind !== 'dog' || def.noSearch) return refuse('noSearch');
      if (!isSearchable(ctx, here)) return refuse('search');
      if (zombieTotal(state, here) > 0) return refuse('search');
      if (usedThisTurn(state, a.companion, 'search') > 0) return refuse('search');
      return null;
    case 'give':
      if (c.holds === undefined) return refuse('nothing');
      return here === state.survivors[a.s].zone ? null : refuse('give');
    case 'drop':
      return c.holds === undefined ? refuse('nothing') : null;
    case 'breakBarricade': {
      if (def.active !== 'openDoor') return refuse('noDoor');
      if (!spotZones(ctx, a.target)?.includes(here)) return refuse('barricade');
      if (!barricadeOn(state, a.target)) return refuse('barricade');
      return null;
    }
    case 'getIn':
      return checkCompanionGetIn(ctx, state, a);
    case 'getOut':
      return checkCompanionGetOut(ctx, state, a);
  }
  return refuse('order');
}

export function performInstruct(ctx: RulesContext, state: State, a: Instruct, events: GameEvent[]): void {
  const free = a.order === 'give' || a.order === 'drop';
  spendActions(state, a.s, free ? 0 : 1, `instruct:${a.order}`, events, instructionUse(ctx, state, a));
  const c = state.survivors[a.companion];
  const def = companionDef(ctx, state, c.card!)!;
  switch (a.order) {
    case 'shoot':
      shoot(ctx, state, a, def, events);
      return;
    case 'openDoor':
      openDoorBy(ctx, state, a.s, a.target, withParams(C.handymanDoor, { who: a.companion }), events);
      return;
    case 'breakBarricade':
      breakBarricadeBy(ctx, state, a.target, a.companion, events);
      return;
    case 'move': {
      let at = c.zone;
      while (at !== a.target) {
        const next = ctx.geo.nextHops[a.target][at][0];
        events.push({ type: 'survivorMoved', s: a.companion, from: at, to: next, rule: C.dogMoves });
        at = next;
        c.zone = next;
        ctx.ruleset.spawn.entered(ctx, state, next, events);
      }
      return;
    }
    case 'melee':
      startCombat(ctx, state, combatOf(a.companion, c.zone, def, 1, true), events);
      return;
    case 'noise':
      makeNoise(state, c.zone, false, withParams(C.dogBarks, { who: a.companion }), events);
      return;
    case 'search':
      dogSearch(ctx, state, a.companion, events);
      return;
    case 'give': {
      const card = c.holds!;
      delete c.holds;
      offerCard(ctx, state, a.s, card, 'setup', events);
      return;
    }
    case 'drop': {
      const name = state.cards[c.holds!].def;
      dropHeld(ctx, state, a.companion);
      events.push({ type: 'cardDiscarded', s: a.companion, card: name, rule: C.dogDrops });
      return;
    }
    case 'getIn': {
      const car = performCompanionGetIn(state, a);
      events.push({
        type: 'carBoarded',
        s: a.companion,
        car,
        seat: a.target,
        rule: C.companionGetIn,
      });
      return;
    }
    case 'getOut': {
      const car = performCompanionGetOut(state, a);
      events.push({
        type: 'carLeft',
        s: a.companion,
        car,
        rule: C.companionGetOut,
      });
    }
  }
}

function combatOf(shooter: number, zone: number, def: CompanionDef, shooters: number, melee: boolean) {
  const w = def.weapon!;
  return {
    survivor: shooter,
    zone,
    melee,
    damage: w.damage,
    accuracy: w.accuracy,
    weapons: [],
    noise: w.noise,
    fanning: false,
    ammo: [],
    dice: w.dice * shooters,
    rollBonus: 0,
    skillRerolls: [],
    reaper: false,
    roll6Die: false,
    roll6Damage: false,
    // The Sniper picks her targets (the Sniper Skill, line 2032).
    freeTargeting: !melee && def.skills.includes('marksman'),
    ...(!melee && def.skills.includes('marksman') ? { marksman: true } : {}),
  };
}

function shoot(ctx: RulesContext, state: State, a: Instruct, def: CompanionDef, events: GameEvent[]): void {
  const shooters = volley(state, a.companion);
  const zone = state.survivors[a.companion].zone;
  // 1 Noise token for each shooter (lines 2009, 2032).
  for (const s of shooters) makeNoise(state, zone, false, withParams(C.companionShot, { who: s }), events);
  startCombat(
    ctx,
    state,
    {
      ...combatOf(a.companion, a.target, def, shooters.length, false),
      range: rangeTo(ctx, state, a.companion, a.target),
    },
    events,
  );
}

/** A dog's Search (line 2081): one card held under its card; a second find, the Handler keeps one of the two. */
function dogSearch(ctx: RulesContext, state: State, dog: number, events: GameEvent[]): void {
  markUsed(state, dog, 'search');
  const d = state.survivors[dog];
  const card = drawEquipment(state, events);
  if (card === null) return;
  const found = cardDef(ctx, state, card);
  events.push({ type: 'searched', s: dog, card: found.id });
  if (found.traits.includes('aaahh')) {
    discardCard(ctx, state, card);
    if (state.pool[WALKER] > 0) {
      addZombies(state, d.zone, WALKER, 1);
      events.push({ type: 'spawned', zone: d.zone, zombie: WALKER, count: 1, rule: C.aaahh });
    }
    return;
  }
  if (d.holds === undefined) {
    d.holds = card;
    return;
  }
  state.missionState[FOUND_KEY] = `${dog}:${card}`;
  state.pending.push({
    kind: 'modeChoice',
    mode: DOG_KEEP,
    survivor: d.leader!,
    options: ['held', 'found'],
    why: withParams(C.dogKeep, { found: found.id, card: cardDef(ctx, state, d.holds).id }),
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
}

/** The Handler's answer: the dog keeps the card it held or the one it found; the other is discarded. */
export function chooseDogCard(ctx: RulesContext, state: State, option: string): void {
  const [dog, found] = String(state.missionState[FOUND_KEY]).split(':').map(Number);
  delete state.missionState[FOUND_KEY];
  const d = state.survivors[dog];
  if (!d || d.holds === undefined) return;
  if (option === 'found') {
    discardCard(ctx, state, d.holds);
    d.holds = found;
  } else discardCard(ctx, state, found);
}

/** The instructions survivor `s` may try (each kept only if legal). */
export function instructCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  state.survivors.forEach((c, companion) => {
    if (c.card === undefined || c.leader !== s || !inPlay(c)) return;
    const def = companionDef(ctx, state, c.card);
    if (!def) return;
    const tell = (order: Instruct['order'], target = -1) => push({ type: 'instruct', s, companion, order, target });
    if (def.active === 'shoot')
      for (const seen of sightOf(ctx, state, companion))
        if (zombieTotal(state, seen.zone) > 0) tell('shoot', seen.zone);
    if (def.active === 'openDoor') {
      for (const door of ctx.geo.doors) if (door.zones.includes(c.zone)) tell('openDoor', door.id);
      for (const spot of state.barricades ?? [])
        if (spotZones(ctx, spot.spot)?.includes(c.zone)) tell('breakBarricade', spot.spot);
    }
    // A human takes a passenger seat, a dog none (-1, companions/vehicles.ts).
    for (let seat = def.kind === 'dog' ? -1 : 1; seat < (def.kind === 'dog' ? 0 : 4); seat++) tell('getIn', seat);
    tell('getOut');
    if (def.kind !== 'dog') return;
    for (let z = 0; z < ctx.geo.zones.length; z++) {
      const d = ctx.geo.distance[c.zone]?.[z] ?? -1;
      if (d >= 1 && d <= DOG_MOVE) tell('move', z);
    }
    tell('melee');
    tell('noise');
    tell('search');
    tell('give');
    tell('drop');
  });
}
