/**
 * Bulletproof Vests [RM] (seed 001 lines 2707-2725, setup lines 380 and 399), played in Competitive mode only:
 * - setup: rival teams receive an equal number of vests besides their starting Equipment; the excess goes back to
 *   the box. Each team's player chooses which of his survivors wears each of his vests (a `modeChoice`).
 * - a survivor may hold several; a vest needs no Hand to protect.
 * - the first Wound another Survivor's attack inflicts turns an upright vest upside down (`flipped`): the Wound is
 *   ignored and no Equipment card is lost; the next one sets the flipped vest aside (not in the discard pile),
 *   ignored too; every Wound after that is played normally. Zombies' Wounds are never stopped.
 * Decision vestBoxCount: the box holds 6 vests (designed: the seed prints no count).
 * Decision vestOrder: with several vests, a flipped vest takes the next Wound before an upright one is turned
 * (each vest absorbs two Wounds whatever the order: the order only says which card leaves first).
 * Decision vestOrder (too): a Molotov eliminates everything in its zone (line 1389): a vest does not stop it.
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { EquipmentDef } from '../../../defs.ts';
import type { State } from '../../../state.ts';
import { CLASSIC_INVENTORY } from '../inventory.ts';
import { teamsOf } from './competitive.ts';

export const BULLETPROOF_VEST = 'bulletproofVest';
/** Vests in the box (decision vestBoxCount). */
export const VESTS_IN_THE_BOX = 6;
/** The choice of the survivor wearing a team's next vest (a `modeChoice` decision). */
export const VEST_WEARER = 'vestWearer';

/** The vest card: out of every deck, dealt only by the Competitive setup (its instances are made there). */
export const BULLETPROOF_VEST_CARD: EquipmentDef & { text: string } = {
  id: BULLETPROOF_VEST,
  name: 'Bulletproof Vest',
  deck: 'setAside',
  count: 0,
  traits: [],
  text: "Protects from other Survivors' attacks, not from zombies', from any slot: the first Wound from a Survivor turns it over, the second sets it aside; both are ignored.",
  provenance: { designed: true, note: 'seed 001 lines 2707-2725; 6 in the box (the seed prints no count)' },
};

export function isVest(state: State, card: number | null): boolean {
  return card !== null && state.cards[card]?.def === BULLETPROOF_VEST;
}

/** Vests each team receives: as many for every team, the rest back in the box (line 2709). */
export function vestsPerTeam(teams: number): number {
  return teams > 0 ? Math.floor(VESTS_IN_THE_BOX / teams) : 0;
}

/**
 * Setup: each team's vests, one `modeChoice` per vest asking the team's player which survivor wears it (a team
 * of one survivor gets them at once).
 */
export function setupVests(state: State, events: GameEvent[]): void {
  const teams = teamsOf(state);
  const each = vestsPerTeam(teams.length);
  for (const members of teams)
    for (let k = 0; k < each; k++) {
      const card = state.cards.push({ def: BULLETPROOF_VEST, loaded: true }) - 1;
      if (members.length === 1) {
        wearVest(state, members[0], card, events);
        continue;
      }
      state.missionState[`vest:${card}`] = true;
      state.pending.push({
        kind: 'modeChoice',
        mode: VEST_WEARER,
        survivor: members[0],
        options: members.map((m) => state.survivors[m].id),
        why: C.vestWhy,
      });
      events.push({
        type: 'decisionOpened',
        decision: 'modeChoice',
      });
    }
}

/** The answer to a `vestWearer` choice: the team's next undealt vest goes to the survivor named. */
export function chooseVestWearer(state: State, survivorId: string, events: GameEvent[]): void {
  const s = state.survivors.findIndex((sv) => sv.id === survivorId);
  const card = state.cards.findIndex((_c, i) => state.missionState[`vest:${i}`] === true);
  if (s < 0 || card < 0) return;
  delete state.missionState[`vest:${card}`];
  wearVest(state, s, card, events);
}

/**
 * The vest goes into the first empty reserve slot (it protects from there, line 2713), else an empty Hand; a full
 * inventory sends it back to the box. Hoard's fourth reserve slot is left alone (the inventory layout's).
 */
function wearVest(state: State, s: number, card: number, events: GameEvent[]): void {
  const inv = state.survivors[s].inventory;
  const order = [...CLASSIC_INVENTORY.reserve.slice(0, 3), 0, 1];
  const slot = order.find((k) => k < inv.length && inv[k] === null) ?? -1;
  if (slot < 0) return;
  inv[slot] = card;
  events.push({
    type: 'cardGained',
    s,
    card: BULLETPROOF_VEST,
    slot,
    rule: C.vestGiven,
  });
}

/**
 * A Wound from another survivor's attack reaches survivor `s`: true when one of his vests takes it (flipped, or
 * set aside when already flipped; decision vestOrder), and the Wound is ignored with its Equipment loss.
 */
export function vestAbsorbs(_ctx: RulesContext, state: State, s: number, events: GameEvent[]): boolean {
  const inv = state.survivors[s].inventory;
  let upright = -1;
  for (let slot = 0; slot < inv.length; slot++) {
    const card = inv[slot];
    if (!isVest(state, card)) continue;
    if (state.cards[card!].flipped) {
      inv[slot] = null;
      delete state.cards[card!].flipped;
      events.push({
        type: 'woundIgnored',
        s,
        zombie: -1,
        rule: C.vestSetAside,
      });
      return true;
    }
    if (upright < 0) upright = slot;
  }
  if (upright < 0) return false;
  state.cards[inv[upright]!].flipped = true;
  events.push({
    type: 'woundIgnored',
    s,
    zombie: -1,
    rule: C.vestTurned,
  });
  return true;
}
