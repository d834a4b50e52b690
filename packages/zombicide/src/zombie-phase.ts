/**
 * The Zombies' Phase (EN "Zombie phase"): every zombie attacks if it shares
 * a zone with survivors, else moves one zone toward its destination; all
 * attacks first, then all moves; the ruleset's later passes (Runners act a
 * second time); then the Spawn step; then the End Phase. The phase is a queue
 * of tasks stored in the state, so it pauses for a player's decision and
 * resumes exactly. Destinations, spawns and the halting of zombies are the
 * ruleset's.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State, ZombieTask, ZombiePhaseState } from './state.ts';
import { skillParams } from './skills.ts';
import { moveZombies, zombieTotal, zombiesIn } from './zombies.ts';
import { survivorsInZone } from './survivors.ts';
import { isOver, woundSurvivor } from './wounds.ts';
import { endPhase } from './end-phase.ts';
import { grantZombieLinkTurns, offerCombatReflexes } from './triggered-skills.ts';
import type { RuleRef } from './rule-ref.ts';

/**
 * The tasks of an activation of `mask`'s types: each pass attacks then moves (a type with more Actions acts
 * again after everyone's first Action, EN "Playing Runners").
 */
export function activationTasks(ctx: RulesContext, mask: number): ZombieTask[] {
  const passes = ctx.ruleset.zombies.passes(mask);
  const tasks: ZombieTask[] = [{ t: 'startActivation', mask, cursor: 0 }];
  for (const pass of passes)
    tasks.push(
      { t: 'attack', mask: pass, cursor: 0 },
      { t: 'move', mask: pass, cursor: 0, plan: [], target: -1, typeCursor: 0 },
    );
  tasks.push({ t: 'endActivation', mask, cursor: 0 });
  return tasks;
}

export function startZombiePhase(ctx: RulesContext, state: State, events: GameEvent[]): void {
  state.phase = 'zombies';
  state.active = -1;
  events.push({ type: 'phase', phase: 'zombies' });
  state.zombiePhase = {
    tasks: [
      ...activationTasks(ctx, ctx.ruleset.roster.all),
      { t: 'spawn', mask: 0, cursor: 0 },
      { t: 'endPhase', mask: 0, cursor: 0 },
    ],
    halted: [],
    wounds: [],
  };
  runZombiePhase(ctx, state, events);
}

type TaskResult = 'done' | 'wait' | 'yield';

/** Runs queued tasks until the phase ends, a decision is needed, or the game is over. */
export function runZombiePhase(ctx: RulesContext, state: State, events: GameEvent[]): void {
  while (state.zombiePhase && state.pending.length === 0 && state.extraTurns.length === 0 && !isOver(state)) {
    // A zombie changed the board (an Abomination tore a barbwire fence): the rest of the phase reads the new one
    // (a cached look-up; resume() clears the flag once the phase hands back).
    if (state.missionState.boardChanged) ctx = ctx.refresh(state);
    const zp = state.zombiePhase;
    const task = zp.tasks[0];
    if (!task) {
      state.zombiePhase = null;
      break;
    }
    const result = runTask(ctx, state, zp, task, events);
    if (result === 'wait') return;
    if (result === 'done' && state.zombiePhase) zp.tasks.splice(zp.tasks.indexOf(task), 1);
  }
}

function runTask(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  task: ZombieTask,
  events: GameEvent[],
): TaskResult {
  switch (task.t) {
    case 'startActivation':
      ctx.ruleset.zombies.activationStarts(ctx, state, zp, task.mask, events);
      return 'done';
    case 'attack':
      return runAttacks(ctx, state, zp, task, events);
    case 'move':
      return runMoves(ctx, state, zp, task, events);
    case 'endActivation':
      zp.halted = [];
      ctx.ruleset.zombies.activationEnds?.(ctx, state, task.mask, events);
      return 'done';
    case 'spawn':
      return runSpawn(ctx, state, zp, task, events);
    case 'endPhase':
      return endPhase(ctx, state, task, events);
  }
}

function haltedCount(zp: ZombiePhaseState, zone: number, type: number): number {
  for (let i = 0; i < zp.halted.length; i += 3)
    if (zp.halted[i] === zone && zp.halted[i + 1] === type) return zp.halted[i + 2];
  return 0;
}

/**
 * Survivors the zombies of a zone attack: everyone there, or only the taunting survivor (EN "Taunt"); never one
 * the ruleset puts out of their reach.
 */
function victimsIn(ctx: RulesContext, state: State, task: ZombieTask, zone: number): number[] {
  const out = !task.taunt
    ? survivorsInZone(state, zone)
    : state.survivors[task.taunt.survivor].zone === zone
      ? [task.taunt.survivor]
      : [];
  const unreachable = ctx.ruleset.zombies.unreachable;
  return unreachable ? out.filter((s) => !unreachable(state, s)) : out;
}

/** Zombies of the activation's types in a zone that have not lost their activation. */
export function activeZombies(
  state: State,
  zp: ZombiePhaseState,
  zone: number,
  type: number,
  mask: number,
  task?: ZombieTask,
): number {
  if (!(mask & (1 << type))) return 0;
  if (task?.taunt && !task.taunt.zones.includes(zone)) return 0;
  return zombiesIn(state, zone, type) - haltedCount(zp, zone, type);
}

function runAttacks(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  task: ZombieTask,
  events: GameEvent[],
): TaskResult {
  const zones = ctx.geo.zones.length;
  const roster = ctx.ruleset.roster;
  for (let z = task.cursor; z < zones; z++) {
    task.cursor = z;
    if (zp.wounds.length === 0) {
      if (zombieTotal(state, z) === 0) continue; // most zones: nobody attacks, no list of victims to build
      const victims = victimsIn(ctx, state, task, z);
      if (victims.length === 0) continue;
      let attackers = 0;
      for (let t = 0; t < roster.size; t++) {
        const n = activeZombies(state, zp, z, t, task.mask, task);
        if (n > 0) {
          attackers += n;
          for (let i = 0; i < n; i++) zp.wounds.push(t);
          events.push({
            type: 'zombieAttacked',
            zone: z,
            zombie: t,
            count: n,
            rule: withParams(R.zombieAttack, { count: n, type: t }),
          });
        }
      }
      if (attackers === 0) continue;
      // These zombies spent their Action attacking: they do not move in this pass, even if nobody is left here.
      const move = zp.tasks[zp.tasks.indexOf(task) + 1];
      if (move?.t === 'move') (move.attacked ??= []).push(z);
    }
    while (zp.wounds.length > 0) {
      const victims = victimsIn(ctx, state, task, z);
      // Everyone here is down: the Wounds left are lost (seed 001 line 787; a ruleset where a death loses ends first).
      if (victims.length === 0) {
        zp.wounds.length = 0;
        break;
      }
      if (victims.length > 1) {
        state.pending.push({
          kind: 'assignWound',
          zone: z,
          remaining: zp.wounds.length,
          zombie: zp.wounds[0],
          candidates: victims,
          why: R.shareWounds,
        });
        events.push({
          type: 'decisionOpened',
          decision: 'assignWound',
        });
        return 'wait';
      }
      zombieWound(ctx, state, victims[0], zp.wounds.shift()!, R.zombieWound, events);
      if (isOver(state)) return 'wait';
      // A Wound that asks the player something (which card it costs): go on from here once answered.
      if (state.pending.length > 0) {
        if (zp.wounds.length === 0) task.cursor = z + 1;
        return 'wait';
      }
    }
  }
  return 'done';
}

/** Answer to an assignWound decision. */
export function assignZombieWound(ctx: RulesContext, state: State, target: number, events: GameEvent[]): void {
  state.pending.shift();
  const zp = state.zombiePhase!;
  zombieWound(ctx, state, target, zp.wounds.shift()!, R.zombieWoundShared, events);
  if (zp.wounds.length === 0) zp.tasks[0].cursor++;
}

/** One zombie Wound; Ironclad: [type] ignores Wounds from that type (EN "Ironclad"). */
function zombieWound(
  ctx: RulesContext,
  state: State,
  s: number,
  type: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  const roster = ctx.ruleset.roster;
  const names = roster.skillNames?.[type] ?? [roster.ids[type]];
  if (skillParams(state, s, 'ironclad').some((p) => names.includes(p))) {
    events.push({
      type: 'woundIgnored',
      s,
      zombie: type,
      rule: withParams(R.ironclad, { type }),
    });
    return;
  }
  woundSurvivor(ctx, state, s, 1, 'zombie', rule, events);
}

function runMoves(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  task: ZombieTask,
  events: GameEvent[],
): TaskResult {
  const zones = ctx.geo.zones.length;
  const roster = ctx.ruleset.roster;
  const plan = task.plan!;
  for (let z = task.cursor; z < zones; z++) {
    task.cursor = z;
    if (task.onward && !task.onward.includes(z)) continue; // the rest of a Move Action: only those who moved go on
    let movers = 0;
    for (let t = 0; t < roster.size; t++) movers += activeZombies(state, zp, z, t, task.mask, task);
    if (movers === 0) continue;
    // These zombies attacked instead (going on with a Move Action, they pass survivors who are not their target).
    if (!task.onward && (victimsIn(ctx, state, task, z).length > 0 || task.attacked?.includes(z))) continue;
    if (task.target === -1) {
      const dest = task.taunt
        ? { targets: [state.survivors[task.taunt.survivor].zone], reason: TAUNT_REASON }
        : ctx.ruleset.noise.destination(ctx, state, z);
      if (dest.targets.length > 1 && dest.split) {
        task.targets = dest.targets;
      } else if (dest.targets.length > 1) {
        state.pending.push({ kind: 'zombieTarget', zone: z, options: dest.targets });
        events.push({
          type: 'decisionOpened',
          decision: 'zombieTarget',
        });
        task.reason = dest.reason;
        return 'wait';
      }
      task.target = dest.targets[0];
      task.reason = dest.reason;
    }
    const reason = reasonIndex(ctx, task.reason!);
    for (let t = task.typeCursor!; t < roster.size; t++) {
      task.typeCursor = t;
      const n = activeZombies(state, zp, z, t, task.mask, task);
      if (n === 0) continue;
      // The routes are the type's: a ruleset may fly some zombies over obstacles.
      const routes = routesOf(ctx, state, task, z, t);
      if (routes.length > 0) {
        let base = Math.floor(n / routes.length);
        let extra = n % routes.length;
        // A ruleset may add zombies from the box so the groups come out even.
        if (extra > 0 && ctx.ruleset.zombies.topUpSplit(ctx, state, z, t, extra, routes.length, events)) {
          base++;
          extra = 0;
        }
        // Equal groups go down every shortest route; the odd ones are the players' choice (EN "split").
        if (base > 0)
          for (let i = 0; i < routes.length; i++) plan.push(z, routes[i], t, base, routeTarget(task, i), reason);
        if (extra > 0) {
          state.pending.push({ kind: 'splitRoute', zone: z, type: t, routes: [...routes], assigned: [], extra });
          events.push({
            type: 'decisionOpened',
            decision: 'splitRoute',
          });
          task.typeCursor = t + 1;
          return 'wait';
        }
      }
    }
    task.target = -1;
    task.typeCursor = 0;
    delete task.targets;
  }
  task.cursor = zones;
  // The ruleset may clear the way first (an Abomination tearing a fence): then every group of the step plans again.
  if (ctx.ruleset.zombies.clearWay?.(ctx, state, plan, events)) {
    task.plan = [];
    task.cursor = 0;
    task.typeCursor = 0;
    task.target = -1;
    delete task.targets;
    return 'yield';
  }
  applyMovePlan(ctx, state, task, events);
  return 'done';
}

/** With several tied targets: the target each route of the last `routesOf` leads to. */
const splitTargets: number[] = [];

/**
 * The routes out of zone `z` toward the task's destination: one target's shortest routes, or with several
 * tied targets (`task.targets`) every route toward any of them (see `routeTarget`).
 */
function routesOf(ctx: RulesContext, state: State, task: ZombieTask, z: number, type: number): readonly number[] {
  if (!task.targets) return ctx.ruleset.zombies.routes(ctx, state, z, task.target!, type);
  const routes: number[] = [];
  splitTargets.length = 0;
  for (const target of task.targets)
    for (const r of ctx.ruleset.zombies.routes(ctx, state, z, target, type))
      if (!routes.includes(r)) {
        routes.push(r);
        splitTargets.push(target);
      }
  return routes;
}

/** The target route `i` of the last `routesOf` leads to. */
function routeTarget(task: ZombieTask, i: number): number {
  return task.targets ? splitTargets[i] : task.target!;
}

/** Answer to a splitRoute decision: one odd zombie goes down the chosen route. */
export function chooseSplitRoute(ctx: RulesContext, state: State, route: number, events: GameEvent[]): void {
  const d = state.pending[0];
  if (d.kind !== 'splitRoute') return;
  state.pending.shift();
  const task = state.zombiePhase!.tasks[0];
  const routes = routesOf(ctx, state, task, d.zone, d.type);
  task.plan!.push(d.zone, route, d.type, 1);
  task.plan!.push(routeTarget(task, Math.max(0, routes.indexOf(route))), reasonIndex(ctx, task.reason!));
  const assigned = [...d.assigned, route];
  if (assigned.length < d.extra) state.pending.unshift({ ...d, routes: d.routes.filter((r) => r !== route), assigned });
}

/** Answer to a zombieTarget decision. */
export function chooseZombieTarget(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void {
  state.pending.shift();
  state.zombiePhase!.tasks[0].target = zone;
}

/** Move plan entries: from, to, type, count, destination, reason code. */
export const PLAN_STRIDE = 6;
/** The reason of a taunted move; its index follows the ruleset's destination reasons. */
const TAUNT_REASON = 'moveTaunt';

/** A destination's reason as an index among the ruleset's reasons (a Taunt's comes after them). */
function reasonIndex(ctx: RulesContext, reason: string): number {
  const reasons = ctx.ruleset.noise.reasons;
  for (let i = 0; i < reasons.length; i++) if (reason === reasons[i]) return i;
  return reason === TAUNT_REASON ? reasons.length : 1;
}

/** The rule of a zombie move (a step or a flight) and its reason, made once per reason: moves are many. */
const MOVE_REFS = new Map<string, RuleRef>();
function moveRef(ctx: RulesContext, index: number, flight: boolean): RuleRef {
  const reasons = ctx.ruleset.noise.reasons;
  const reason = index === reasons.length ? TAUNT_REASON : reasons[index];
  const key = `${flight ? 'f' : 's'}${reason}`;
  let ref = MOVE_REFS.get(key);
  if (!ref) MOVE_REFS.set(key, (ref = withParams(flight ? R.zombieFlight : R.zombieMove, { reason })));
  return ref;
}

function applyMovePlan(ctx: RulesContext, state: State, task: ZombieTask, events: GameEvent[]): void {
  const plan = task.plan!;
  for (let i = 0; i < plan.length; i += PLAN_STRIDE) {
    const [from, to, type, count, target, reason] = plan.slice(i, i + PLAN_STRIDE);
    moveZombies(state, from, to, type, count);
    events.push({
      type: 'zombieMoved',
      from,
      to,
      zombie: type,
      count,
      target,
      // A ruleset's flying zombies land further on, over obstacles, with one Move.
      rule: moveRef(ctx, reason, !ctx.geo.neighbors[from].includes(to)),
    });
  }
  // Taunted Runners act again from where their first Action took them.
  if (task.taunt) {
    const reached = [...new Set(plan.filter((_, i) => i % PLAN_STRIDE === 1))];
    for (const next of state.zombiePhase?.tasks ?? [])
      if (next.taunt && next !== task) next.taunt = { ...next.taunt, zones: [...next.taunt.zones, ...reached] };
  }
  task.plan = [];
  if (ctx.ruleset.roster.moves) queueOnward(ctx, state, task, plan);
  ctx.ruleset.zombies.changed(state, events);
  ctx.ruleset.noise.zombiesMoved(ctx, state, plan, events);
}

/**
 * Zombies covering more than one zone with a Move Action (the roster's `moves`) go on from where this step took
 * them: the next step is queued right after this one, for their types and the zones they reached.
 */
function queueOnward(ctx: RulesContext, state: State, task: ZombieTask, plan: readonly number[]): void {
  const moves = ctx.ruleset.roster.moves!;
  // A game may change a type's zones per Move (a ruleset's unique zombie gaining another's abilities).
  const per = ctx.ruleset.zombies.zonesPerMove;
  const step = (task.step ?? 1) + 1;
  let mask = 0;
  for (let i = 0; i < plan.length; i += PLAN_STRIDE)
    if ((per ? per(state, plan[i + 2]) : moves[plan[i + 2]]) >= step) mask |= 1 << plan[i + 2];
  const zp = state.zombiePhase;
  if (mask === 0 || !zp) return;
  const onward: number[] = [];
  for (let i = 0; i < plan.length; i += PLAN_STRIDE)
    if (mask & (1 << plan[i + 2]) && !onward.includes(plan[i + 1])) onward.push(plan[i + 1]);
  zp.tasks.splice(zp.tasks.indexOf(task) + 1, 0, {
    t: 'move',
    mask,
    cursor: 0,
    plan: [],
    target: -1,
    typeCursor: 0,
    onward,
    step,
    ...(task.taunt ? { taunt: { ...task.taunt, zones: [...task.taunt.zones, ...onward] } } : {}),
  });
}

function runSpawn(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  task: ZombieTask,
  events: GameEvent[],
): TaskResult {
  if (!task.order) {
    events.push({ type: 'phase', phase: 'spawn' });
    task.order = ctx.ruleset.spawn.order(ctx, state, events);
    // The order may ask the players first (a ruleset's cards assigned to the Spawn Zones).
    if (state.pending.length > 0) return 'yield';
  }
  while (task.cursor < task.order.length) {
    const sp = state.spawns[task.order[task.cursor]];
    task.cursor++;
    if (!sp.active || sp.safe) continue;
    let queued = false;
    const onBoard = state.pool.reduce((a, b) => a + b, 0);
    ctx.ruleset.spawn.spawn(
      ctx,
      state,
      sp.zone,
      (mask, extraActivationCard) => {
        zp.tasks.unshift(...activationTasks(ctx, mask));
        queued = true;
        if (extraActivationCard) grantZombieLinkTurns(state, events);
      },
      events,
    );
    if (isOver(state)) return 'wait';
    if (state.pool.reduce((a, b) => a + b, 0) < onBoard) offerCombatReflexes(ctx, state, sp.zone, events);
    if (queued || state.pending.length > 0) return 'yield';
  }
  return 'done';
}
