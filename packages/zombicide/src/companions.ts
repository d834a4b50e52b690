/**
 * Companions (EN "Companions", FR p. 42): survivors placed by a mission, lone
 * (rallied in their zone, a ruleset's action) or linked to a survivor at
 * setup. The Leader holds the ID card (no slot, tradeable like Equipment);
 * Companions follow their Leader and have no Actions nor cards.
 */
import { CORE_REFS as R } from './rule-refs.ts';
import { randomInt, type RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import { zoneId } from './context.ts';
import { type ClassName, classOf } from './defs.ts';
import type { State, SurvivorState } from './state.ts';
import { ruleError } from './rule-error.ts';
import { inPlay } from './survivors.ts';
import type { RuleRef } from './rule-ref.ts';

export function companionsOf(state: State, s: number): number[] {
  const out: number[] = [];
  state.survivors.forEach((c, i) => {
    if (c.companion && c.leader === s && inPlay(c)) out.push(i);
  });
  return out;
}

/** A Companion following a Leader (who moves it along): it never moves on its own (EN 1556). */
export function isLed(state: State, s: number): boolean {
  const c = state.survivors[s];
  return !!c.companion && c.leader !== undefined && c.leader >= 0;
}

/** Companions move with their Leader (EN: they "always stay together with their Leader"). */
export function followLeader(
  ctx: RulesContext,
  state: State,
  s: number,
  from: number,
  to: number,
  events: GameEvent[],
): void {
  // A roaming Companion (a ruleset's dog) follows only if it stood with its Leader when the action began: it is
  // not picked up on the way (seed 001 line 2067, Wanda's example).
  const led = companionsOf(state, s);
  const record = state.action?.s === s && led.some((c) => state.survivors[c].roams) ? state.action : null;
  if (record && record.followers === undefined)
    record.followers = led.filter((c) => state.survivors[c].roams && state.survivors[c].zone === from);
  for (const c of led) {
    if (state.survivors[c].zone !== from) continue;
    if (state.survivors[c].roams && record && !record.followers?.includes(c)) continue;
    state.survivors[c].zone = to;
    events.push({ type: 'survivorMoved', s: c, from, to, rule: R.companionFollows });
  }
}

/** Places the mission's companions: lone ones in their zones (random ones by the RNG), linked ones pending a Leader choice. */
export function setupCompanions(ctx: RulesContext, state: State): void {
  const taken = new Set(state.survivors.map((survivor) => survivor.id));
  for (const entry of ctx.mission.companions ?? []) {
    // Random zones are drawn without putting them back while any is left: "2 of the 3 balconies" (M5, FR 2987).
    const unusedZones = [...entry.zones];
    const ofClass = Object.values(ctx.survivors).filter((d) => d.class === entry.class);
    if (ofClass.length === 0)
      throw new Error(`mission ${ctx.mission.id}: no ${entry.class} survivor exists for its companions`);
    for (let i = 0; i < entry.count; i++) {
      // Companions are unused survivors of the class; when players already chose them all (M7 allows
      // Townsfolk players and 4 Townsfolk companions), a second copy of an ID card is used, named "id#2".
      const unused = ofClass.find((d) => !taken.has(d.id));
      const def = unused ?? ofClass[i % ofClass.length];
      let id = def.id;
      for (let n = 2; taken.has(id); n++) id = `${def.id}#${n}`;
      taken.add(id);
      if (entry.random && unusedZones.length === 0) unusedZones.push(...entry.zones);
      // Games of the first servers drew each zone from all of them, so two Townsfolk could share a balcony (the
      // ruleset's `options` rules which games: state.ts).
      const label = !entry.random
        ? entry.zones[Math.min(i, entry.zones.length - 1)]
        : state.options.companionZonesPutBack
          ? entry.zones[randomInt(state.rng, entry.zones.length)]
          : unusedZones.splice(randomInt(state.rng, unusedZones.length), 1)[0];
      const index = addCompanion(
        ctx,
        state,
        id,
        classOf(def),
        zoneId(ctx.geo, label, `mission ${ctx.mission.id} companions`),
      );
      if (entry.mode === 'linked') {
        state.pending.push({
          kind: 'chooseLeader',
          companion: index,
          candidates: state.survivors.map((survivor, j) => j).filter((j) => !state.survivors[j].companion),
        });
      }
    }
  }
}

/** A Companion miniature on the board, lone until rallied. Returns its survivor index. */
export function addCompanion(ctx: RulesContext, state: State, id: string, cls: ClassName, zone: number): number {
  const companion: SurvivorState = {
    id,
    player: -1,
    zone,
    classes: [cls],
    health: 1,
    wounds: 0,
    ap: 0,
    apTotal: 0,
    level: 'blue',
    skills: [],
    picked: [],
    inventory: new Array(ctx.ruleset.inventory.slots).fill(null),
    actionsUsed: 0,
    used: {},
    done: true,
    eliminated: false,
    exited: false,
    companion: true,
    leader: -1,
  };
  state.survivors.push(companion);
  return state.survivors.length - 1;
}

/** A new Companion of a class, with the first unused survivor ID of that class (a second copy, "id#2", when all are taken). */
export function companionId(ctx: RulesContext, state: State, cls: ClassName): string {
  const taken = new Set(state.survivors.map((survivor) => survivor.id));
  const ofClass = Object.values(ctx.survivors).filter((d) => d.class === cls);
  const def = ofClass.find((d) => !taken.has(d.id)) ?? ofClass[0];
  let id = def.id;
  for (let n = 2; taken.has(id); n++) id = `${def.id}#${n}`;
  return id;
}

export function setLeader(state: State, companion: number, leader: number, rule: RuleRef, events: GameEvent[]): void {
  const c = state.survivors[companion];
  c.leader = leader;
  c.player = state.survivors[leader].player;
  events.push({ type: 'companionLed', companion, leader, rule });
}

/** Inside a trade: the Companion's ID card changes hands (EN Companions, example 2). */
export function checkGiveCompanion(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'giveCompanion' }>,
): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'reorganize' || d.partner === null) return ruleError('giveCompanion.noTrade');
  const c = state.survivors[a.companion];
  const from = c?.leader;
  if (!c?.companion || from === undefined || ![d.survivor, d.partner].includes(from))
    return ruleError('giveCompanion.notHeld');
  if (![d.survivor, d.partner].includes(a.to) || a.to === from) return ruleError('giveCompanion.to');
  return null;
}

export function performGiveCompanion(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'giveCompanion' }>,
  events: GameEvent[],
): void {
  setLeader(state, a.companion, a.to, R.companionTraded, events);
}
