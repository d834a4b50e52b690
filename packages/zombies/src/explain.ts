/**
 * A seat's question about an action, answered from its view (the contract's `explain`): may it be taken now, and if
 * not, the rule's reason. The view lacks what is hidden (the decks' order, the other hands, the Target, the RNG), so
 * it is read as a state with placeholders there: the rules' check reads the map, the turn, the decisions waiting and
 * the seat's own hand, never a hidden card, and the conformance battery checks that the answer agrees with `apply`
 * in every position of its random games.
 */
import { SEAT_NOT_YOURS, type Explanation, type RuleError, type Seat } from '@horde/core';
import type { RulesContext } from './context.ts';
import { check } from './apply.ts';
import type { Action } from './actions.ts';
import type { Choice, PlayerState, State } from './state.ts';
import type { ZombiesView } from './view.ts';

/** One state per view (a table asks about many actions of the same view): read, never changed. */
const states = new WeakMap<ZombiesView, State>();

/** A card nobody but its holder knows. */
const HIDDEN = '?';

function hidden(n: number): string[] {
  return Array.from({ length: n }, () => HIDDEN);
}

/** The view read as a state, for questions that read what the view shows; never to play on. */
export function stateFromView(v: ZombiesView): State {
  let state = states.get(v);
  if (state) return state;
  const players = v.players.map(
    (p): PlayerState => ({
      seat: p.seat,
      role: p.role,
      status: p.status,
      square: p.square ?? -1,
      life: p.life,
      bullets: p.bullets,
      kills: p.kills,
      revenantKills: p.revenantKills,
      hand: p.seat === v.seat && v.hand ? [...v.hand] : hidden(p.handSize),
      items: p.items.map((x) => ({ ...x })),
      schtick: p.schtick,
      flaw: p.flaw,
      wantsSchtick: p.wantsSchtick ?? false,
      traitsRevealed: p.traitsRevealed,
      eventRound: p.playedEventThisRound ? v.round : 0,
      searched: [...p.searched],
      corpse: p.corpse ?? -1,
      deathOrder: p.deathOrder,
      entered: p.entered,
    }),
  );
  const pending = v.pending.map((x): Choice => {
    if (x.kind === 'swap') return { ...x, seats: [...x.seats] } as unknown as Choice;
    return structuredClone(x) as Choice;
  });
  // A swap's dead hand is shown only to the one choosing; the others never answer the swap.
  for (const x of v.pending)
    if (x.kind === 'swap') players[x.dead].hand = x.hand ? [...x.hand] : hidden(v.players[x.dead].handSize);
  state = {
    config: { ...v.config },
    ...(v.version === undefined ? {} : { version: v.version }),
    rng: { s: [1, 2, 3, 4] },
    phase: v.phase,
    round: v.round,
    turns: v.turns,
    geo: v.geo,
    zombies: [...v.zombies],
    life: [...v.life],
    bullets: [...v.bullets],
    revenants: v.revenants.map((r) => ({ ...r })),
    players,
    kings: [...v.kings],
    target: v.target ?? -1,
    tileDeck: hidden(v.tileDeckSize),
    eventDeck: hidden(v.eventDeckSize),
    eventDiscard: [...v.eventDiscard],
    supply: { ...v.supply },
    deaths: v.players.filter((p) => p.deathOrder > 0).length,
    frozenUntil: v.frozenUntil,
    turn: structuredClone(v.turn),
    pending,
    finish: v.finish ? { reason: v.finish.reason, winners: [...v.finish.winners] } : null,
  } as State;
  states.set(v, state);
  return state;
}

const NOT_YOURS: RuleError = { code: SEAT_NOT_YOURS };

/** The contract's `explain` for Zombies!!!: the rules' one check, asked of the seat's view read as a state. */
export function explain(ctx: RulesContext, v: ZombiesView, seat: Seat, a: Action): Explanation {
  if (v.seat !== seat) return { ok: false, refusal: NOT_YOURS };
  const refusal = check(ctx, stateFromView(v), seat, a);
  return refusal ? { ok: false, refusal } : { ok: true };
}
