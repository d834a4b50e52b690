/**
 * Stay Puft [G3] and the Proton Pack (seed 001 lines 1190, 1262, 1607-1611; table lines 3071, 3085), played with
 * the `stayPuft` switch from rules version 10: the box's Abomination miniature is Stay Puft (as for Zuul, zuul.ts),
 * with the general Abominations' rules and Marshmallow: "The only way to eliminate Stay Puft is to cross the
 * streams. To cross the streams, 2 different Survivors must deal 1 or more Damage 3 hits with a Proton Pack (using
 * the Roll 6: +1 Damage: Ranged Skill) in the same game round. 5 experience points are provided to each Survivor
 * that score the kill."
 * - No hit but a Proton Pack's kills it; a Proton Pack's hit below Damage 3 is lost as on any Abomination; a Damage 3
 *   one is a stream: the first of the round is absorbed (noted), a second Survivor's crosses the streams and kills
 *   it, every Survivor who streamed it this round gaining 5 experience (decision crossingTheStreams). A Molotov
 *   does not kill it (line 1262: the only way). The streams are forgotten at the end of the round.
 * - Decision protonPack: the Proton Pack (designed, packages/content): Ranged, Range 0-2, Dice 3 (line 2213's
 *   example), Accuracy 4+, Damage 2, noisy, with its own Roll 6: +1 Damage, so a Damage 3 hit comes of a 6. In a
 *   Stay Puft game 4 of them (the four Ghostbusters) are shuffled into the Equipment deck at setup, and in a Gozer
 *   game too (Gozer may gain Stay Puft's abilities).
 * - Gozer with Stay Puft's abilities (gozer.ts) is killed the same way.
 */
import { shuffleInPlace } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { withParams, type RuleRef } from '../../rule-ref.ts';
import type { CombatState, State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { ABOMINATION, CLASSIC_ROSTER } from './roster.ts';
import { gozerHas } from './gozer.ts';
import { classicPart } from './state.ts';

export const PROTON_PACK = 'protonPack';
/** Proton Packs shuffled into the Equipment deck of a Stay Puft game (designed: the four Ghostbusters). */
export const PROTON_PACK_COPIES = 4;

/** Zombie `type` is Stay Puft, or Gozer with its abilities. */
export function isMarshmallow(state: State, type: number): boolean {
  return (type === ABOMINATION && state.options.uniqueAbomination === 'stayPuft') || gozerHas(state, type, 'stayPuft');
}

/**
 * Setup: the Proton Packs of a Stay Puft game join the Equipment deck (after every card of the box); so do they in
 * a Gozer game, whose Gozer may gain Stay Puft's abilities (gozer.ts).
 */
export function setupProtonPacks(state: State): void {
  const unique = state.options.uniqueAbomination;
  if (unique !== 'stayPuft' && unique !== 'gozer') return;
  for (let i = 0; i < PROTON_PACK_COPIES; i++) {
    state.cards.push({ def: PROTON_PACK, loaded: true });
    state.equipmentDeck.push(state.cards.length - 1);
  }
  shuffleInPlace(state.rng, state.equipmentDeck);
}

/** The combat's weapon is a Proton Pack. */
function protonPackHit(state: State, c: CombatState): boolean {
  return !c.melee && c.car === undefined && c.weapons.some((w) => state.cards[w]?.def === PROTON_PACK);
}

/** Marshmallow: any hit but a Proton Pack's cannot eliminate Stay Puft. */
export function stayPuftImmune(state: State, c: CombatState, type: number): RuleRef | null {
  return isMarshmallow(state, type) && !protonPackHit(state, c) ? C.marshmallow : null;
}

/**
 * A Proton Pack hit strong enough (Damage 3) on Stay Puft: a stream. True when it is absorbed (the first
 * Survivor's stream of the round); false when a second Survivor's crosses the streams and the hit kills it.
 */
export function streamAbsorbs(
  ctx: RulesContext,
  state: State,
  zone: number,
  type: number,
  events: GameEvent[],
): boolean {
  const part = classicPart(state);
  const c = state.combat;
  if (!c || !isMarshmallow(state, type)) return false;
  const streams = part.streams ?? [];
  if (!streams.includes(c.survivor)) streams.push(c.survivor);
  part.streams = streams;
  if (streams.length >= 2) return false;
  events.push({
    type: 'missionEvent',
    text: withParams(C.streamHit, { who: c.survivor, zone }),
    rule: C.crossTheStreams,
  });
  void ctx;
  return true;
}

/**
 * Stay Puft killed by crossing the streams: its killer's 5 experience are the kill's; every other Survivor who
 * streamed it this round gains 5 too (line 1611).
 */
export function streamsCrossed(ctx: RulesContext, state: State, s: number, type: number, events: GameEvent[]): void {
  const part = classicPart(state);
  if (!isMarshmallow(state, type)) return;
  for (const other of part.streams ?? [])
    if (other !== s && inPlay(state.survivors[other]))
      ctx.ruleset.survivors.gainExperience(
        ctx,
        state,
        other,
        CLASSIC_ROSTER.experience[type],
        withParams(C.crossTheStreams, { type }),
        events,
      );
  delete part.streams;
}

/** The end of the round: the streams of this round are forgotten (line 1611: "in the same game round"). */
export function endStreams(state: State): void {
  delete classicPart(state).streams;
}
