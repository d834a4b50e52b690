/**
 * A Manhole or Bed card short of miniatures ([RM], seed 001 line 973, and the [RM] changes, line 77): "the first
 * player chooses the manholes or beds where the remaining Zombies appear". One zombie at a time, the players answer
 * a `modeChoice` decision naming a zone that still has room (a manhole takes as many as the card shows, a zone with
 * two manholes twice that); a single choice left is no choice and is placed at once. What still waits is kept in
 * the mission state as plain data.
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { addZombies } from '../../zombies.ts';
import type { RuleRef } from '../../rule-ref.ts';

/** The `modeChoice` mode of these decisions. */
export const MANHOLE_SPOT = 'manholeSpot';
const KEY = 'invasions';

/** A shortage still being placed: the type, how many are left in the box, each zone's room left. */
interface Invasion {
  type: number;
  left: number;
  room: Record<string, number>;
  rule: RuleRef;
}

function invasions(state: State): Invasion[] {
  const text = state.missionState[KEY];
  return typeof text === 'string' && text ? (JSON.parse(text) as Invasion[]) : [];
}

function save(state: State, list: Invasion[]): void {
  if (list.length === 0) delete state.missionState[KEY];
  else state.missionState[KEY] = JSON.stringify(list);
}

/** The box holds fewer of `type` than `count` on each spot: the players place what is left. */
export function queueShortfall(
  ctx: RulesContext,
  state: State,
  type: number,
  count: number,
  spots: number[],
  rule: RuleRef,
  events: GameEvent[],
): void {
  const room: Record<string, number> = {};
  for (const z of spots) room[z] = (room[z] ?? 0) + count;
  const list = invasions(state);
  list.push({ type, left: state.pool[type], room, rule });
  save(state, list);
  next(ctx, state, events);
}

/** Places what needs no choice, then asks where the next zombie goes (or is done). */
function next(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const list = invasions(state);
  while (list.length > 0) {
    const inv = list[0];
    const open = Object.keys(inv.room).filter((z) => inv.room[z] > 0);
    if (inv.left <= 0 || open.length === 0) {
      list.shift();
      continue;
    }
    if (open.length === 1) {
      // One manhole with room: no choice to make.
      place(state, inv, Number(open[0]), inv.left, events);
      list.shift();
      continue;
    }
    save(state, list);
    state.pending.push({
      kind: 'modeChoice',
      mode: MANHOLE_SPOT,
      survivor: -1,
      options: open.map((z) => ctx.geo.zones[Number(z)].label),
      why: withParams(C.manholeSpot, { type: inv.type }),
    });
    events.push({
      type: 'decisionOpened',
      decision: 'modeChoice',
    });
    return;
  }
  save(state, list);
}

function place(state: State, inv: Invasion, zone: number, n: number, events: GameEvent[]): void {
  addZombies(state, zone, inv.type, n);
  inv.left -= n;
  inv.room[zone] -= n;
  events.push({
    type: 'spawned',
    zone,
    zombie: inv.type,
    count: n,
    rule: withParams(C.manholeSpot, { type: inv.type }),
  });
}

/** The answer: one zombie in the chosen zone, then the next question. */
export function chooseManholeSpot(ctx: RulesContext, state: State, label: string, events: GameEvent[]): void {
  const list = invasions(state);
  const inv = list[0];
  const zone = ctx.geo.byLabel[label];
  if (!inv || zone === undefined) return;
  place(state, inv, zone, 1, events);
  save(state, list);
  next(ctx, state, events);
}
