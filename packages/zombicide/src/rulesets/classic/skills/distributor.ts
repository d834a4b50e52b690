/**
 * Distributor [U] (seed 001 line 2402): "When resolving the Spawn step during the Zombies' Phase, draw as many
 * Zombie cards as there are active Spawn Zones. Assign 1 of them to each active Spawn Zone, then spawn Zombies as
 * indicated." Rules version 10 on.
 * - The player of the first Survivor in play holding the Skill assigns the cards (a `modeChoice` per Spawn Zone, in
 *   the spawn order: the first Spawn Zone, then clockwise; the last card goes to the last zone).
 * - Decision distributorDice: with the [RM] spawn dice the Skill still draws one card per active Spawn Zone, and
 *   no dice are rolled (the Skill says how many cards the step draws).
 * - The cards are drawn at once, then each is resolved in its zone as if just drawn there (a Seeker card still
 *   activates the Seekers first, a Lost card still leaves the game).
 */
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { withParams } from '../../../rule-ref.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { drawZombieCard } from '../../../zombie-deck.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { hasPlayedSkill } from './versions.ts';

/** The mode of the decision: which of the cards drawn goes to the next Spawn Zone (a card number). */
export const DISTRIBUTOR = 'distributor';
// The cards drawn and not yet assigned; the zones still waiting for one (spawn order); the cards given, zone:card.
const HAND = 'distributorHand';
const ZONES = 'distributorZones';
const GIVEN = 'distributorGiven';

const list = (value: unknown): number[] => (value ? String(value).split(',').map(Number) : []);

/** The first Survivor in play with the Skill, or -1. */
export function distributorOf(state: State): number {
  return state.survivors.findIndex((sv, s) => inPlay(sv) && !sv.companion && hasPlayedSkill(state, s, 'distributor'));
}

/**
 * The Spawn step begins with a Distributor in play: one card drawn per active Spawn Zone of `order` (spawn-zone
 * indexes, each once) and the first assignment asked. False when nobody has the Skill (the step draws as usual).
 */
export function distribute(ctx: RulesContext, state: State, order: number[], events: GameEvent[]): boolean {
  const s = distributorOf(state);
  if (s < 0 || order.length === 0) return false;
  const zones = order.map((i) => state.spawns[i].zone);
  const cards = zones.map(() => drawZombieCard(state, events));
  state.missionState[HAND] = cards.join(',');
  state.missionState[ZONES] = zones.join(',');
  state.missionState[GIVEN] = '';
  events.push({
    type: 'missionEvent',
    text: withParams(C.distributorDrawn, { who: s, cards: cards.join(', ') }),
    rule: C.distributor,
  });
  askNext(ctx, state, s, events);
  return true;
}

/** The next zone's card: asked while two or more are left, the last one given. */
function askNext(_ctx: RulesContext, state: State, s: number, events: GameEvent[]): void {
  const hand = list(state.missionState[HAND]);
  const zones = list(state.missionState[ZONES]);
  if (zones.length === 0) return;
  if (hand.length === 1 || new Set(hand).size === 1) {
    give(state, zones[0], hand[0]);
    askNext(_ctx, state, s, events);
    return;
  }
  state.pending.push({
    kind: 'modeChoice',
    mode: DISTRIBUTOR,
    survivor: s,
    options: [...new Set(hand)].map(String),
    why: withParams(C.distributor, { zone: zones[0] }),
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
}

function give(state: State, zone: number, card: number): void {
  const hand = list(state.missionState[HAND]);
  hand.splice(hand.indexOf(card), 1);
  state.missionState[HAND] = hand.join(',');
  state.missionState[ZONES] = list(state.missionState[ZONES]).slice(1).join(',');
  const given = String(state.missionState[GIVEN] ?? '');
  state.missionState[GIVEN] = given ? `${given},${zone}:${card}` : `${zone}:${card}`;
}

/** The player's answer: the card (its number) goes to the zone asked about; the next zone is asked. */
export function assignCard(ctx: RulesContext, state: State, s: number, option: string, events: GameEvent[]): void {
  const zones = list(state.missionState[ZONES]);
  if (zones.length === 0) return;
  give(state, zones[0], Number(option));
  askNext(ctx, state, s, events);
}

/** The card assigned to `zone` in this Spawn step, taken (undefined: none, the zone draws). */
export function takeDistributedCard(state: State, zone: number): number | undefined {
  const given = state.missionState[GIVEN];
  if (given === undefined) return undefined;
  const pairs = String(given)
    .split(',')
    .filter((p) => p !== '');
  const at = pairs.findIndex((p) => Number(p.split(':')[0]) === zone);
  if (at < 0) return undefined;
  const card = Number(pairs[at].split(':')[1]);
  pairs.splice(at, 1);
  if (pairs.length === 0 && list(state.missionState[ZONES]).length === 0) {
    delete state.missionState[HAND];
    delete state.missionState[ZONES];
    delete state.missionState[GIVEN];
  } else state.missionState[GIVEN] = pairs.join(',');
  return card;
}
