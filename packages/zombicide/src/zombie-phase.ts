/**
 * The Zombies' Phase (EN "Zombie phase"): every zombie attacks if it shares
 * a zone with survivors, else moves one zone toward its destination; all
 * attacks first, then all moves; Runners then act a second time; then the
 * Spawn step; then the End Phase. The phase is a queue of tasks stored in
 * the state, so it pauses for a player's decision and resumes exactly.
 */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State, ZombieTask, ZombiePhaseState } from './state.ts';
import { RUNNER, ZOMBIE_TYPES } from './state.ts';
import { skillParams } from './skills.ts';
import { ALL_TYPES, TYPE_NAMES, zombiesIn } from './zombies.ts';
import { survivorsInZone } from './survivors.ts';
import { isOver, woundSurvivor } from './wounds.ts';
import { relocateNoise } from './noise.ts';
import { cleanVadeRetro } from './vade-retro.ts';
import { resolveZombieCard, spawnOrder } from './spawn.ts';
import { endPhase } from './end-phase.ts';
import { grantZombieLinkTurns, offerCombatReflexes } from './triggered-skills.ts';

const RUNNER_MASK = 1 << RUNNER;

export function activationTasks(mask: number): ZombieTask[] {
  const tasks: ZombieTask[] = [
    { t: 'startActivation', mask, cursor: 0 },
    { t: 'attack', mask, cursor: 0 },
    { t: 'move', mask, cursor: 0, plan: [], target: -1, typeCursor: 0 },
  ];
  // Runners have 2 Actions: after everyone's first Action they activate again (EN "Playing Runners").
  if (mask & RUNNER_MASK) {
    tasks.push(
      { t: 'attack', mask: RUNNER_MASK, cursor: 0 },
      { t: 'move', mask: RUNNER_MASK, cursor: 0, plan: [], target: -1, typeCursor: 0 },
    );
  }
  tasks.push({ t: 'endActivation', mask, cursor: 0 });
  return tasks;
}

export function startZombiePhase(ctx: RulesContext, state: State, events: GameEvent[]): void {
  state.phase = 'zombies';
  state.active = -1;
  events.push({ type: 'phase', phase: 'zombies' });
  state.zombiePhase = {
    tasks: [...activationTasks(ALL_TYPES), { t: 'spawn', mask: 0, cursor: 0 }, { t: 'endPhase', mask: 0, cursor: 0 }],
    halted: [],
    wounds: [],
  };
  runZombiePhase(ctx, state, events);
}

type TaskResult = 'done' | 'wait' | 'yield';

/** Runs queued tasks until the phase ends, a decision is needed, or the game is over. */
export function runZombiePhase(ctx: RulesContext, state: State, events: GameEvent[]): void {
  while (state.zombiePhase && state.pending.length === 0 && state.extraTurns.length === 0 && !isOver(state)) {
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
      haltByVadeRetro(state, zp, task.mask, events);
      return 'done';
    case 'attack':
      return runAttacks(ctx, state, zp, task, events);
    case 'move':
      return runMoves(ctx, state, zp, task, events);
    case 'endActivation':
      zp.halted = [];
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

/** Survivors the zombies of a zone attack: everyone there, or only the taunting survivor (EN "Taunt"). */
function victimsIn(state: State, task: ZombieTask, zone: number): number[] {
  if (!task.taunt) return survivorsInZone(state, zone);
  return state.survivors[task.taunt.survivor].zone === zone ? [task.taunt.survivor] : [];
}

/** Zombies of the activation's types in a zone that have not lost their activation. */
function activeZombies(
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

/** Vade Retro: zombies in a zone holding tokens lose their whole activation; the tokens are removed. */
function haltByVadeRetro(state: State, zp: ZombiePhaseState, mask: number, events: GameEvent[]): void {
  const remaining: number[] = [];
  for (const zone of state.vadeRetro) {
    const halted: number[] = [];
    for (let t = 0; t < 4; t++) {
      const n = activeZombies(state, zp, zone, t, mask);
      if (n > 0) {
        zp.halted.push(zone, t, n);
        halted.push(t);
      }
    }
    if (halted.length > 0) {
      events.push({
        type: 'vadeRetroHalted',
        zone,
        zombies: halted,
        rule: 'Vade Retro: the zombies in this zone lose their whole activation; the tokens are removed',
      });
    } else remaining.push(zone);
  }
  state.vadeRetro = remaining;
}

function runAttacks(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  task: ZombieTask,
  events: GameEvent[],
): TaskResult {
  const zones = ctx.geo.zones.length;
  for (let z = task.cursor; z < zones; z++) {
    task.cursor = z;
    if (zp.wounds.length === 0) {
      const victims = victimsIn(state, task, z);
      if (victims.length === 0) continue;
      let attackers = 0;
      for (let t = 0; t < 4; t++) {
        const n = activeZombies(state, zp, z, t, task.mask, task);
        if (n > 0) {
          attackers += n;
          for (let i = 0; i < n; i++) zp.wounds.push(t);
          events.push({
            type: 'zombieAttacked',
            zone: z,
            zombie: t,
            count: n,
            rule: `${n} ${TYPE_NAMES[t]}(s) share a zone with Survivors: each attacks for 1 Wound, always hitting`,
          });
        }
      }
      if (attackers === 0) continue;
    }
    while (zp.wounds.length > 0) {
      const victims = victimsIn(state, task, z);
      if (victims.length > 1) {
        state.pending.push({
          kind: 'assignWound',
          zone: z,
          remaining: zp.wounds.length,
          zombie: zp.wounds[0],
          candidates: victims,
          why: 'Zombie attack: players share the Wounds as they like',
        });
        events.push({
          type: 'decisionOpened',
          decision: 'assignWound',
          prompt: `Assign a Wound from a ${TYPE_NAMES[zp.wounds[0]]} (${zp.wounds.length} left)`,
        });
        return 'wait';
      }
      zombieWound(state, victims[0], zp.wounds.shift()!, 'Zombie attack: 1 Wound', events);
      if (isOver(state)) return 'wait';
    }
  }
  return 'done';
}

/** Answer to an assignWound decision. */
export function assignZombieWound(ctx: RulesContext, state: State, target: number, events: GameEvent[]): void {
  state.pending.shift();
  const zp = state.zombiePhase!;
  zombieWound(state, target, zp.wounds.shift()!, 'Zombie attack: 1 Wound, shared as the players chose', events);
  if (zp.wounds.length === 0) zp.tasks[0].cursor++;
}

/** One zombie Wound; Ironclad: [type] ignores Wounds from that type (EN "Ironclad"). */
function zombieWound(state: State, s: number, type: number, rule: string, events: GameEvent[]): void {
  if (skillParams(state, s, 'ironclad').includes(ZOMBIE_TYPES[type])) {
    events.push({
      type: 'woundIgnored',
      s,
      zombie: type,
      rule: `Ironclad: the survivor ignores Wounds from ${TYPE_NAMES[type]}s`,
    });
    return;
  }
  woundSurvivor(state, s, 1, 'zombie', rule, events);
}

/**
 * Destination (EN "Zombies select their destination Zone"): the zone in sight
 * with Survivors and the Noise token; else the visible zone with the most
 * Survivors (players choose on a tie); else the Noise token. Distance never matters.
 */
export function zombieDestination(
  ctx: RulesContext,
  state: State,
  zone: number,
): { targets: number[]; reason: string } {
  let most = 0;
  let best: number[] = [];
  for (const { zone: seen } of ctx.geo.sight[zone]) {
    const n = survivorsInZone(state, seen).length;
    if (n === 0) continue;
    if (seen === state.noise.zone) return { targets: [seen], reason: MOVE_REASONS[0] };
    if (n > most) {
      most = n;
      best = [seen];
    } else if (n === most) best.push(seen);
  }
  if (best.length > 0) return { targets: best, reason: MOVE_REASONS[1] };
  return { targets: [state.noise.zone], reason: MOVE_REASONS[2] };
}

function runMoves(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  task: ZombieTask,
  events: GameEvent[],
): TaskResult {
  const zones = ctx.geo.zones.length;
  const plan = task.plan!;
  for (let z = task.cursor; z < zones; z++) {
    task.cursor = z;
    if (victimsIn(state, task, z).length > 0) continue; // these zombies attacked instead
    let movers = 0;
    for (let t = 0; t < 4; t++) movers += activeZombies(state, zp, z, t, task.mask, task);
    if (movers === 0) continue;
    if (task.target === -1) {
      const dest = task.taunt
        ? { targets: [state.survivors[task.taunt.survivor].zone], reason: MOVE_REASONS[3] }
        : zombieDestination(ctx, state, z);
      if (dest.targets.length > 1) {
        state.pending.push({ kind: 'zombieTarget', zone: z, options: dest.targets });
        events.push({
          type: 'decisionOpened',
          decision: 'zombieTarget',
          prompt: `Zombies in ${ctx.geo.zones[z].label}: choose between zones with as many Survivors`,
        });
        task.reason = dest.reason;
        return 'wait';
      }
      task.target = dest.targets[0];
      task.reason = dest.reason;
    }
    const routes = ctx.geo.nextHops[task.target!][z];
    if (routes.length > 0) {
      for (let t = task.typeCursor!; t < 4; t++) {
        task.typeCursor = t;
        const n = activeZombies(state, zp, z, t, task.mask, task);
        if (n === 0) continue;
        const base = Math.floor(n / routes.length);
        const extra = n % routes.length;
        // Equal groups go down every shortest route; the odd ones are the players' choice (EN "split").
        if (base > 0) for (const r of routes) plan.push(z, r, t, base, task.target!, reasonCode(task.reason!));
        if (extra > 0) {
          state.pending.push({ kind: 'splitRoute', zone: z, type: t, routes: [...routes], assigned: [], extra });
          events.push({
            type: 'decisionOpened',
            decision: 'splitRoute',
            prompt: `${extra} ${TYPE_NAMES[t]}(s) in ${ctx.geo.zones[z].label} can take ${routes.length} routes of equal length: choose`,
          });
          task.typeCursor = t + 1;
          return 'wait';
        }
      }
    }
    task.target = -1;
    task.typeCursor = 0;
  }
  task.cursor = zones;
  applyMovePlan(ctx, state, task, events);
  return 'done';
}

/** Answer to a splitRoute decision: one odd zombie goes down the chosen route. */
export function chooseSplitRoute(ctx: RulesContext, state: State, route: number, events: GameEvent[]): void {
  const d = state.pending[0];
  if (d.kind !== 'splitRoute') return;
  state.pending.shift();
  const task = state.zombiePhase!.tasks[0];
  task.plan!.push(d.zone, route, d.type, 1);
  task.plan!.push(task.target!, reasonCode(task.reason!));
  const assigned = [...d.assigned, route];
  if (assigned.length < d.extra) state.pending.unshift({ ...d, routes: d.routes.filter((r) => r !== route), assigned });
}

/** Answer to a zombieTarget decision. */
export function chooseZombieTarget(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void {
  state.pending.shift();
  state.zombiePhase!.tasks[0].target = zone;
}

/** Move plan entries: from, to, type, count, destination, reason code. */
const PLAN_STRIDE = 6;
const MOVE_REASONS = [
  'toward the noisiest zone in sight (Survivors with the Noise token)',
  'toward the zone in sight with the most Survivors',
  'toward the Noise token: no Survivor in sight',
  'toward the taunting Survivor (Taunt)',
];
function reasonCode(reason: string): number {
  const i = MOVE_REASONS.findIndex((r) => reason.startsWith(r));
  return i < 0 ? 1 : i;
}

function applyMovePlan(ctx: RulesContext, state: State, task: ZombieTask, events: GameEvent[]): void {
  const plan = task.plan!;
  let reachedNoise = false;
  for (let i = 0; i < plan.length; i += PLAN_STRIDE) {
    const [from, to, type, count, target, reason] = plan.slice(i, i + PLAN_STRIDE);
    state.zombies[from * 4 + type] -= count;
    state.zombies[to * 4 + type] += count;
    if (to === state.noise.zone) reachedNoise = true;
    events.push({
      type: 'zombieMoved',
      from,
      to,
      zombie: type,
      count,
      target,
      rule: `Zombie Move: 1 zone along the shortest path ${MOVE_REASONS[reason]}`,
    });
  }
  // Taunted Runners act again from where their first Action took them.
  if (task.taunt) {
    const reached = [...new Set(plan.filter((_, i) => i % PLAN_STRIDE === 1))];
    for (const next of state.zombiePhase?.tasks ?? [])
      if (next.taunt && next !== task) next.taunt = { ...next.taunt, zones: [...next.taunt.zones, ...reached] };
  }
  task.plan = [];
  cleanVadeRetro(state, events);
  if (reachedNoise) {
    const tie = relocateNoise(
      ctx,
      state,
      'Zombies reached the Noise token: it goes to the zone with the most Survivors, on its Bang side',
      events,
    );
    if (tie) {
      state.pending.push({ kind: 'noiseZone', options: tie, boom: false });
      events.push({
        type: 'decisionOpened',
        decision: 'noiseZone',
        prompt: 'Zombies reached the Noise token: choose among the zones with the most Survivors',
      });
    }
  }
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
    task.order = spawnOrder(ctx, state);
  }
  while (task.cursor < task.order.length) {
    const sp = state.spawns[task.order[task.cursor]];
    task.cursor++;
    if (!sp.active || sp.safe) continue;
    let queued = false;
    const onBoard = state.pool.reduce((a, b) => a + b, 0);
    resolveZombieCard(
      ctx,
      state,
      sp.zone,
      (mask, extraActivationCard) => {
        zp.tasks.unshift(...activationTasks(mask));
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
