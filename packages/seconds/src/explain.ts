/**
 * A seat's question about an action, answered from its view (the contract's `explain`): may it be taken now, and if
 * not, the rule's reason. The view lacks what is hidden (the decks' order, the other side's hand, face-down Alley
 * cards and Warehouse zombies, the RNG), so it is read as a state with placeholders there: the rules' one check
 * (`checkAction`) reads the board, the timer, the decisions waiting and the seat's own cards, never a hidden one, and
 * the conformance battery checks that the answer agrees with `apply` in every position of its random games.
 * The clock is not asked: an action sent after its deadline is refused by `apply` alone (it knows the time).
 */
import { SEAT_NOT_YOURS, type Explanation, type RuleError, type Seat } from '@horde/core';
import { printedUses, type RulesContext } from './cards.ts';
import { checkAction } from './apply.ts';
import type { SecondsAction } from './actions.ts';
import type { Choice, Piles, SecondsState } from './state.ts';
import type { PendingView, SecondsView } from './view.ts';

/** One state per view (a table asks about many actions of the same view): read, never changed. */
const states = new WeakMap<SecondsView, SecondsState>();

/** A card nobody but its holder knows. */
const HIDDEN = '?';

function hidden(n: number): string[] {
  return Array.from({ length: n }, () => HIDDEN);
}

/** The wear of a card with `uses` left (cards without a printed count wear nothing). */
function wearOf(ctx: RulesContext, card: string, uses: number | null, wear: Record<string, number>): void {
  const def = ctx.supply.get(card);
  const printed = def ? printedUses(def) : null;
  if (printed !== null && uses !== null && printed > uses) wear[card] = printed - uses;
}

/** The choice the view shows, as the state's queue (at most one waits in this game). */
function pendingOf(v: SecondsView): Choice[] {
  const p = v.pending;
  if (!p) return [];
  return [choiceOf(p)];
}

function choiceOf(p: PendingView): Choice {
  const base = { kind: p.kind, side: p.side, endsAt: p.endsAt };
  switch (p.kind) {
    case 'scavenge':
      return { ...base, cards: p.cards ? [...p.cards] : [] } as Choice;
    case 'chooseWeapon':
      // The effect only matters once a weapon is chosen: the check reads the offered cards.
      return { ...base, endsAt: null, effect: 'destroyMelee', cards: [...(p.cards ?? [])] } as Choice;
    case 'handLimit':
      return { ...base, limit: p.limit ?? 0 } as Choice;
    case 'chooseZombie':
      return { ...base, zombies: [...(p.zombies ?? [])] } as Choice;
    default:
      return base as Choice;
  }
}

/** The view read as a state, for questions that read what the view shows; never to play on. */
export function stateFromView(ctx: RulesContext, v: SecondsView): SecondsState {
  let state = states.get(v);
  if (state) return state;
  const wear: Record<string, number> = {};
  const sv = v.survivor;
  for (const e of sv.equipped) wearOf(ctx, e.card, e.uses, wear);
  for (const [card, uses] of Object.entries(sv.handUses ?? {})) wearOf(ctx, card, uses, wear);
  for (const r of v.rows) for (const x of r.supply) if (x.card) wearOf(ctx, x.card, x.uses, wear);
  const decks = {} as Piles;
  for (const k of Object.keys(v.deckSizes) as (keyof Piles)[]) decks[k] = hidden(v.deckSizes[k]);
  const { held, lengthMs: _length, ...timer } = v.timer;
  state = {
    config: { ...v.options },
    rng: { s: [1, 2, 3, 4] },
    mode: v.mode,
    phase: v.phase,
    active: v.active,
    turn: v.turn,
    survivor: {
      kind: sv.kind,
      row: sv.row,
      health: sv.health,
      down: sv.down,
      energy: sv.energy,
      energyTokens: sv.energyTokens,
      abilityTokens: sv.abilityTokens,
      concussion: sv.concussion,
      desperationUsed: sv.desperationUsed,
      desperate: sv.desperate,
      hand: sv.hand ? [...sv.hand] : hidden(sv.handCount),
      equipped: sv.equipped.map((e) => e.card),
      abilityUsed: sv.abilityUsed,
      freePickupUsed: sv.freePickupUsed,
      discardDraws: sv.discardDraws,
      discount: sv.discount,
      steadyAim: sv.steadyAim,
      noMove: sv.noMove,
      noAttack: sv.noAttack,
      nextNoMove: sv.nextNoMove,
      nextNoAttack: sv.nextNoAttack,
    },
    zombies: {
      energy: v.zombieSide.energy,
      hand: v.zombieSide.hand ? [...v.zombieSide.hand] : hidden(v.zombieSide.handCount),
      attackedSurvivor: v.zombieSide.attackedSurvivor,
    },
    // rows[0] and rows[11] stay empty in a state; the view lists rows 1 to 10.
    rows: [
      { zombies: [], supply: [], abilityTokens: 0 },
      ...v.rows.map((r) => ({
        zombies: r.zombies.map((z) => ({
          id: z.id,
          health: z.health,
          knockdown: z.knockdown,
          attacked: z.attacked,
          summoned: z.summoned,
          shrieked: z.shrieked,
        })),
        supply: r.supply.map((x) => ({ card: x.card ?? HIDDEN, faceUp: x.faceUp })),
        abilityTokens: r.abilityTokens,
      })),
      { zombies: [], supply: [], abilityTokens: 0 },
    ],
    warehouse: v.warehouse.cards ? [...v.warehouse.cards] : hidden(v.warehouse.count),
    timeTokens: v.timeTokens,
    decks,
    discards: structuredClone(v.discards),
    box: [],
    wear,
    reshuffleSurvivorAttack: v.reshuffleSurvivorAttack,
    timer: { ...structuredClone(timer), ...(held === null ? {} : { held, paused: null }) },
    pending: pendingOf(v),
    attack: v.attack ? structuredClone(v.attack) : null,
    zombieAttack: v.zombieAttack ? structuredClone(v.zombieAttack) : null,
    opportunity: v.opportunity ? { queue: [...v.opportunity.queue], to: v.opportunity.to } : null,
    automaton: v.automaton ? { ...v.automaton } : null,
    result: v.result ? { ...v.result } : null,
    stats: structuredClone(v.stats),
  } as SecondsState;
  states.set(v, state);
  return state;
}

const NOT_YOURS: RuleError = { code: SEAT_NOT_YOURS };

/** The contract's `explain` for Seconds to Live: the rules' one check, asked of the seat's view read as a state. */
export function explain(ctx: RulesContext, v: SecondsView, seat: Seat, a: SecondsAction): Explanation {
  if (v.seat !== seat) return { ok: false, refusal: NOT_YOURS };
  const refusal = checkAction(ctx, stateFromView(ctx, v), seat, a);
  return refusal ? { ok: false, refusal } : { ok: true };
}
