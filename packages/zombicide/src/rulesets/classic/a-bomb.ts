/**
 * The A-Bomb Abomination [RM] (seed 001 lines 1579-1593, 860-862, 1186, 1258-1260; table line 3067), played with
 * the `aBomb` switch:
 * - Impervious: no Damage kills it; only an effect destroying every Actor in its zone does (the Molotov, which
 *   eliminates without a hit). Point-blank, a Sniper Rifle or a car attack change nothing (line 1587).
 * - Grabbing: at the end of each of its Activations it drags every Survivor of the adjacent zones into its zone,
 *   without penalty; not a Move. A Survivor in a car is pulled out of it; one aboard a flying helicopter is out of
 *   reach (line 706). A Survivor several A-Bombs could grab chooses the one that grabs him (line 1591).
 * - 1 Action, the standard Abomination's targeting tier, 5 experience (line 1593).
 * Decision aBombIsTheAbomination: the switch makes the box's Abomination miniature Rue Morgue's A-Bomb: the
 * Abomination lines of the Zombie cards spawn it, and a missing miniature is replaced by a Fatty and its 2
 * Walkers (line 1163), as for the standard one. The seed never says which Abomination a card spawns when a game
 * has several kinds; with one miniature, one A-Bomb at most is on the board.
 * Decision aBombAdjacent: "adjacent" (undefined in the seed) is a zone the A-Bomb could enter with one Move: it
 * shares an opening or an open border with the A-Bomb's zone, not a closed door or a wall.
 */
import { unbarricaded } from './barricades.ts';
import type { RuleRef } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { CombatState, State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { zombiesIn } from '../../zombies.ts';
import { leaveVehicles } from './cars.ts';
import { aboardFlying } from './helicopter.ts';
import { ABOMINATION } from './roster.ts';
import { gozerHas } from './gozer.ts';

/** The choice of the A-Bomb grabbing a survivor several could grab (a `modeChoice` decision). */
export const A_BOMB_GRAB = 'aBombGrab';

const IMPERVIOUS = C.aBombImpervious;

export function isABomb(state: State, type: number): boolean {
  // Gozer with the A-Bomb's abilities is impervious and grabs too (gozer.ts).
  return type === ABOMINATION && (!!state.options?.aBomb || gozerHas(state, type, 'aBomb'));
}

/** No hit eliminates an A-Bomb, whatever its Damage (its Molotov death needs no hit). */
export function aBombImmune(state: State, _c: CombatState, type: number): RuleRef | null {
  return isABomb(state, type) ? IMPERVIOUS : null;
}

/** Zones holding an A-Bomb. */
function aBombZones(ctx: RulesContext, state: State): number[] {
  const out: number[] = [];
  for (let z = 0; z < ctx.geo.zones.length; z++) if (zombiesIn(state, z, ABOMINATION) > 0) out.push(z);
  return out;
}

/**
 * The end of an activation of `mask`'s types: each A-Bomb that took part grabs the survivors of its adjacent
 * zones (decision aBombAdjacent); a survivor next to several A-Bombs chooses (a `modeChoice` of their zones).
 */
export function aBombActivationEnds(ctx: RulesContext, state: State, mask: number, events: GameEvent[]): void {
  if (!isABomb(state, ABOMINATION) || !(mask & (1 << ABOMINATION))) return;
  const bombs = aBombZones(ctx, state);
  if (bombs.length === 0) return;
  // Across barricades [TCM] and through the helipad's fence too (line 1591, decision aBombAdjacent).
  const { neighbors } = unbarricaded(ctx, state).geo;
  state.survivors.forEach((sv, s) => {
    if (!inPlay(sv) || aboardFlying(state, s) || bombs.includes(sv.zone)) return;
    const grabbers = bombs.filter(
      (z) => neighbors[z].includes(sv.zone) || (ctx.geo.acrossFence?.[z].includes(sv.zone) ?? false),
    );
    if (grabbers.length === 1) grab(ctx, state, s, grabbers[0], events);
    else if (grabbers.length > 1) {
      state.pending.push({
        kind: 'modeChoice',
        mode: A_BOMB_GRAB,
        survivor: s,
        options: grabbers.map((z) => ctx.geo.zones[z].label),
        why: C.aBombGrabWhy,
      });
      events.push({
        type: 'decisionOpened',
        decision: 'modeChoice',
      });
    }
  });
}

/** The answer to an `aBombGrab` choice: the A-Bomb of that zone drags the survivor in. */
export function chooseGrabber(ctx: RulesContext, state: State, s: number, label: string, events: GameEvent[]): void {
  const zone = ctx.geo.byLabel[label];
  if (zone !== undefined) grab(ctx, state, s, zone, events);
}

/** Survivor `s` is dragged into the A-Bomb's zone: not a Move; out of any car he sat in. */
function grab(_ctx: RulesContext, state: State, s: number, zone: number, events: GameEvent[]): void {
  const sv = state.survivors[s];
  leaveVehicles(state, s);
  const from = sv.zone;
  sv.zone = zone;
  events.push({
    type: 'survivorMoved',
    s,
    from,
    to: zone,
    rule: C.aBombGrabbed,
  });
}
