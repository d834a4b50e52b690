/**
 * Tents [RM] (seed 001 "Tents", lines 1742-1759; Search line 532; Line of Sight line 1084; cars line 636):
 * - Setup: the tent cards are shuffled and dealt face down, one to each of the mission's tent zones (line 1746).
 *   Which card lies where is hidden: the state keeps the deal apart (`tentDeal`), the open `tents` show a card
 *   only once it is face up (view.ts).
 * - A Survivor entering a tent for the first time reveals it: its card is turned face up and Zombies spawn inside
 *   (line 1748). A Zombie entering it does not.
 * - "Check the beds too!": the beds printed on a face-up tent card are beds for the Bed cards (line 955), the card
 *   drawn for the tent's own spawn included (decision tentBeds).
 * - Only the Administrative and Infirmary tents can be Searched (line 1751, search-places.ts); no Line of Sight
 *   through, into or out of a tent (board/tents.ts); no car crosses one (car-drive.ts).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { shuffleInPlace } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { activationTasks } from '../../zombie-phase.ts';
import { classicPart } from './state.ts';

/** Deals the tent cards face down to the mission's tents (nothing without tents, so no die is rolled then). */
export function setupTents(ctx: RulesContext, state: State): void {
  const part = classicPart(state);
  const zones = (ctx.mission.tents ?? []).map((l) => ctx.geo.byLabel[l]).filter((z) => z !== undefined);
  if (zones.length === 0) return;
  const deck: string[] = [];
  for (const card of Object.values(ctx.tentCards)) for (let i = 0; i < card.count; i++) deck.push(card.id);
  if (deck.length < zones.length)
    throw new Error(`Mission ${ctx.mission.id}: ${zones.length} tents but only ${deck.length} tent cards`);
  shuffleInPlace(state.rng, deck);
  part.tents = zones.map((zone) => ({ zone, card: null }));
  part.tentDeal = deck.slice(0, zones.length);
}

/** The tent standing in `zone` (its index in `classicPart(state).tents`), or -1. */
export function tentAt(state: State, zone: number): number {
  return classicPart(state).tents?.findIndex((t) => t.zone === zone) ?? -1;
}

/** The face-up card of the tent in `zone` (undefined: no tent, or still face down). */
export function revealedTent(
  ctx: RulesContext,
  state: State,
  zone: number,
): RulesContext['tentCards'][string] | undefined {
  const i = tentAt(state, zone);
  const card = i < 0 ? null : classicPart(state).tents![i].card;
  return card === null ? undefined : ctx.tentCards[card];
}

/** A survivor entered `zone`: a face-down tent there is revealed and its Zombies spawn (line 1748). */
export function enterTent(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void {
  const part = classicPart(state);
  const i = tentAt(state, zone);
  if (i < 0 || part.tents![i].card !== null) return;
  const card = part.tentDeal![i];
  part.tents![i].card = card;
  events.push({
    type: 'missionEvent',
    text: withParams(C.tentRevealed, { tent: card }),
    rule: C.tentRevealed,
  });
  ctx.ruleset.spawn.spawn(
    ctx,
    state,
    zone,
    (mask) => {
      state.zombiePhase ??= { tasks: [], halted: [], wounds: [] };
      state.zombiePhase.tasks.push(...activationTasks(ctx, mask));
    },
    events,
  );
}

/** The zones of face-up tents showing beds of a colour, once per bed, on the given tiles (Bed cards, line 955). */
export function tentBeds(
  ctx: RulesContext,
  state: State,
  colour: 'blueBed' | 'greenBed',
  tiles: Set<string>,
): number[] {
  const out: number[] = [];
  for (const t of classicPart(state).tents ?? []) {
    if (t.card === null || !tiles.has(ctx.geo.zones[t.zone].tile)) continue;
    const def = ctx.tentCards[t.card];
    const beds = colour === 'blueBed' ? (def?.blueBeds ?? 0) : (def?.greenBeds ?? 0);
    for (let b = 0; b < beds; b++) out.push(t.zone);
  }
  return out;
}
