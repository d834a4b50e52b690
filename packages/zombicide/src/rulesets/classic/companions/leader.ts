/**
 * The Leader (seed 001 "Companions", lines 1970-1985; dogs' Handler, lines 2053-2069): "A Companion recognizes
 * the Survivor who has his card in his inventory as his Leader". The card is the truth: after every action the
 * miniatures follow the cards (`syncCompanions`). A card in an inventory with no miniature brings its miniature
 * into the holder's zone (a dog chosen at setup); a card that changed hands changes the Leader; a card
 * discarded or lost removes the miniature (line 1974); a Companion defeated (its first Wound, line 1982)
 * discards its card. The Searcher takes no slot (line 2028): his card leaves any slot and he is led by the
 * `leader` field, handed over in a Trade like an ID card.
 * Losses: with the Companions option a dead Companion loses the mission (line 1948); a lost dog fails a
 * mission where every survivor must exit (line 2087).
 */
import { withParams } from '../../../rule-ref.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { CompanionDef } from '../../../defs.ts';
import { discardCard } from '../../../inventory.ts';
import type { State, SurvivorState } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { isOver, loseGame } from '../../../wounds.ts';
import { bringBack } from './stashed.ts';
import type { RuleRef } from '../../../rule-ref.ts';

/** What the card `card` brings as a Companion (undefined: an ordinary card). */
export function companionDef(ctx: RulesContext, state: State, card: number): CompanionDef | undefined {
  return ctx.equipment[state.cards[card].def]?.companion;
}

/** The survivor holding `card` in his inventory, or -1. */
export function holderOf(state: State, card: number): number {
  for (let i = 0; i < state.survivors.length; i++) if (state.survivors[i].inventory.includes(card)) return i;
  return -1;
}

/** The Companion miniature of the card `card`, or -1. */
export function miniatureOf(state: State, card: number): number {
  for (let i = 0; i < state.survivors.length; i++) if (state.survivors[i].card === card) return i;
  return -1;
}

/** Card Companions (in play) led by survivor `s`, human or dog. */
export function ledBy(ctx: RulesContext, state: State, s: number, kind?: CompanionDef['kind']): number[] {
  const out: number[] = [];
  state.survivors.forEach((c, i) => {
    if (c.card === undefined || c.leader !== s || !inPlay(c)) return;
    if (kind && companionDef(ctx, state, c.card)?.kind !== kind) return;
    out.push(i);
  });
  return out;
}

/** Who gains the experience of survivor `s`'s kills: a Companion's Leader (line 2085), else `s`. */
export function experienceTo(state: State, s: number): number {
  const c = state.survivors[s];
  return c.card !== undefined && c.leader !== undefined && c.leader >= 0 ? c.leader : s;
}

/** A Companion miniature for `card`, lone (`leader` -1) or led, in `zone`. Returns its survivor index. */
export function placeCompanion(
  ctx: RulesContext,
  state: State,
  card: number,
  zone: number,
  leader: number,
  events: GameEvent[],
): number {
  const def = ctx.equipment[state.cards[card].def];
  const comp = def.companion!;
  const taken = new Set(state.survivors.map((x) => x.id));
  let id = def.id;
  for (let n = 2; taken.has(id); n++) id = `${def.id}#${n}`;
  const miniature: SurvivorState = {
    id,
    player: leader >= 0 ? state.survivors[leader].player : -1,
    zone,
    classes: [],
    // Defeated by the first Wound it receives (line 1982).
    health: 1,
    wounds: 0,
    ap: 0,
    apTotal: 0,
    level: 'blue',
    skills: [...comp.skills],
    picked: [],
    inventory: new Array(ctx.ruleset.inventory.slots).fill(null),
    actionsUsed: 0,
    used: {},
    done: true,
    eliminated: false,
    exited: false,
    companion: true,
    leader,
    card,
    ...(comp.gives.length > 0 ? { gives: [...comp.gives] } : {}),
    ...(comp.kind === 'dog' ? { roams: true } : {}),
  };
  state.survivors.push(miniature);
  const index = state.survivors.length - 1;
  events.push({
    type: 'missionEvent',
    text: withParams(C.companionOnBoard, { card: def.id }),
    rule: leader >= 0 ? withParams(C.companionJoins, { card: def.id, leader }) : C.companionRevealed,
  });
  return index;
}

/** The Companion leaves the board (its card gone, or its Leader's; `cause` says how, for the losses). */
function removeCompanion(
  ctx: RulesContext,
  state: State,
  c: number,
  cause: Loss,
  rule: RuleRef,
  events: GameEvent[],
): void {
  const comp = state.survivors[c];
  comp.eliminated = true;
  dropHeld(ctx, state, c);
  events.push({ type: 'survivorEliminated', s: c, rule });
  companionLost(ctx, state, c, cause, events);
}

/** How a Companion left: killed by a Wound, left behind by his exiting Leader, or his card gone. */
type Loss = 'wound' | 'leftBehind' | 'cardGone';

/** A dog's held card is discarded (line 2083: "It can also freely discard the Equipment card"). */
export function dropHeld(ctx: RulesContext, state: State, c: number): void {
  const held = state.survivors[c].holds;
  if (held === undefined) return;
  discardCard(ctx, state, held);
  delete state.survivors[c].holds;
}

/**
 * What losing Companion `c` costs the game: a human Companion killed by a Wound loses a mission played with the
 * Companions option (line 1948); a dog killed or left behind fails a mission where every survivor must exit (line
 * 2087). Decision dogLeftBehind: a Companion card discarded or lost with a Wound of its holder sends the Companion
 * away without failing the mission. Judged again after every action: it only ever ends the game once.
 */
function companionLost(ctx: RulesContext, state: State, c: number, cause: Loss, events: GameEvent[]): void {
  if (isOver(state) || cause === 'cardGone') return;
  const card = state.survivors[c].card;
  const kind = card === undefined ? undefined : companionDef(ctx, state, card)?.kind;
  const name = state.survivors[c].id;
  if (kind === 'human' && cause === 'wound' && state.options.humanCompanions)
    loseGame(state, 'companionLost', withParams(C.companionDied, { card: name }), events);
  else if (kind === 'dog' && ctx.mission.goals.some((g) => g.kind === 'allExit'))
    loseGame(state, 'companionLost', withParams(C.companionLeft, { card: name }), events);
}

/**
 * The miniatures follow the cards (called after every action and zombie step, cheap when nothing changed).
 * Returns nothing: every change is made at once.
 */
export function syncCompanions(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const survivors = state.survivors;
  // Cards held that have no miniature yet, or a new holder.
  for (let h = 0; h < survivors.length; h++) {
    const holder = survivors[h];
    if (holder.companion || !inPlay(holder)) continue;
    for (let slot = 0; slot < holder.inventory.length; slot++) {
      const card = holder.inventory[slot];
      if (card === null) continue;
      const comp = companionDef(ctx, state, card);
      if (!comp) continue;
      let c = miniatureOf(state, card);
      // A Companion stashed in a vehicle comes back with his card (stashed.ts).
      if (c >= 0 && survivors[c].stashed) bringBack(ctx, state, c, holder.zone, events);
      else if (c < 0 || !inPlay(survivors[c])) c = placeCompanion(ctx, state, card, holder.zone, h, events);
      const mini = survivors[c];
      if (mini.leader !== h) {
        mini.leader = h;
        mini.player = holder.player;
        events.push({
          type: 'companionLed',
          companion: c,
          leader: h,
          rule: C.companionHolder,
        });
      }
      // The Searcher takes no slot (line 2028): his card leaves it, he stays led.
      if (comp.noSlot) holder.inventory[slot] = null;
    }
  }
  // Miniatures whose card or Leader is gone, and Companions defeated (their card is discarded).
  for (let c = 0; c < survivors.length; c++) {
    const mini = survivors[c];
    if (mini.card === undefined || mini.exited || mini.stashed) continue;
    if (mini.eliminated) {
      // Defeated by a Wound (line 1982): its card leaves the Leader's inventory, the loss is judged.
      const h = holderOf(state, mini.card);
      if (h >= 0) survivors[h].inventory[survivors[h].inventory.indexOf(mini.card)] = null;
      dropHeld(ctx, state, c);
      if (mini.wounds > 0) companionLost(ctx, state, c, 'wound', events);
      continue;
    }
    if (mini.leader === undefined || mini.leader < 0) continue;
    const leader = survivors[mini.leader];
    const noSlot = companionDef(ctx, state, mini.card)?.noSlot ?? false;
    // A dog left on the board when its Handler exits is lost (decision dogLeftBehind).
    if (leader.exited) removeCompanion(ctx, state, c, 'leftBehind', C.companionLeftBehind, events);
    else if (!inPlay(leader)) removeCompanion(ctx, state, c, 'cardGone', C.companionLeaderGone, events);
    else if (!noSlot && holderOf(state, mini.card) < 0)
      removeCompanion(ctx, state, c, 'cardGone', C.companionCardGone, events);
  }
}
