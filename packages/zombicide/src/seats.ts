/**
 * Which seats may act. A survivor's actions belong to the seat controlling
 * it; a decision belongs to the seat of the survivor it is about; choices the
 * rulebook gives to "the players" together (zombie split routes, destinations,
 * the Noise zone on a tie, a lone Companion's Leader, who plays the extra Turn)
 * may be answered by any seat. Everything here is computed from the state.
 */
import type { Action } from './actions.ts';
import type { State } from './state.ts';
import { isOver } from './wounds.ts';

export type Owners = number[] | 'any';

/** Decisions the rulebook gives to "the players" together; each is answered by the action of the same name. */
const PLAYERS_CHOOSE: ReadonlySet<string> = new Set([
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'chooseLeader',
  'chooseExtraTurn',
]);

/** The seat controlling a survivor; none for a lone Companion (player -1: no Leader yet, EN "Companions"). */
function ownerOf(state: State, s: number | null | undefined): number[] {
  if (s === null || s === undefined) return [];
  const survivor = state.survivors[s];
  return survivor && survivor.player >= 0 ? [survivor.player] : [];
}

/** The seats controlling any of `survivors`, each once (a plain loop: it runs for every decision step). */
function ownersOfAll(state: State, survivors: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of survivors) {
    const player = state.survivors[i]?.player;
    if (player !== undefined && player >= 0 && !out.includes(player)) out.push(player);
  }
  return out;
}

/** The seats that may answer the open decision. */
function decisionOwners(state: State, d: State['pending'][number]): Owners {
  if (PLAYERS_CHOOSE.has(d.kind)) return state.options.competitive ? [state.firstPlayer] : 'any';
  const owners = ownersOfSurvivorsIn(state, d);
  // Rival teams do not agree: what several seats would choose together, the first player decides.
  if (state.options.competitive && d.kind === 'assignWound' && owners.length > 1) return [state.firstPlayer];
  // A decision about lone Companions only (no seat controls them): the players take it together (rivals: the first).
  return owners.length > 0 ? owners : state.options.competitive ? [state.firstPlayer] : 'any';
}

function ownersOfSurvivorsIn(state: State, d: State['pending'][number]): number[] {
  switch (d.kind) {
    case 'reorganize':
      return ownersOfAll(state, d.partner === null ? [d.survivor] : [d.survivor, d.partner]);
    case 'assignWound':
    case 'chooseRecipient':
      return ownersOfAll(state, d.candidates);
    default:
      return 'survivor' in d ? ownerOf(state, d.survivor) : [];
  }
}

export function actionOwners(state: State, action: Action): Owners {
  if (PLAYERS_CHOOSE.has(action.type)) return state.options.competitive ? [state.firstPlayer] : 'any';
  const d = state.pending[0];
  switch (action.type) {
    case 'swap':
    case 'giveCompanion':
    case 'giveToken':
      return d?.kind === 'reorganize' ? decisionOwners(state, d) : [];
    case 'doneReorganize':
      // A trade waiting for the other seat's consent is closed by the seat that opened it (the other answers).
      if (d?.kind === 'reorganize' && d.consent) return ownerOf(state, d.survivor);
      return d?.kind === 'reorganize' ? decisionOwners(state, d) : [];
    case 'confirmTrade':
      return d?.kind === 'confirmTrade' ? decisionOwners(state, d) : [];
    case 'assignWound':
    case 'chooseRecipient':
    case 'stepAside':
      return d?.kind === action.type ? decisionOwners(state, d) : [];
    case 'reflex':
      return d?.kind === 'combatReflexes' ? decisionOwners(state, d) : [];
    case 'assignHit':
    case 'friendlyFire':
    case 'reroll':
    case 'keepFound':
    case 'chooseSkill':
    case 'loseCard':
    case 'spawnRoom':
    case 'modeChoice':
      return d && 'survivor' in d ? decisionOwners(state, d) : [];
    default:
      // Survivor actions; an action type this table does not know belongs to no one (refused).
      return 's' in action ? ownerOf(state, action.s) : [];
  }
}

export function mayAct(state: State, action: Action, seat: number): boolean {
  // A survivor's own action: its seat (the common case, without building an owner list).
  if (!ANSWERS.has(action.type) && 's' in action) return state.survivors[action.s]?.player === seat;
  const owners = actionOwners(state, action);
  return owners === 'any' || owners.includes(seat);
}

const NOBODY: readonly number[] = Object.freeze([]);
/** [0], [1], ... [5] and [0..n-1], shared: asked at every step, never changed. */
const ONE_SEAT: readonly (readonly number[])[] = Array.from({ length: 6 }, (_, i) => Object.freeze([i]));
const ALL_SEATS: readonly (readonly number[])[] = Array.from({ length: 7 }, (_, n) =>
  Object.freeze(Array.from({ length: n }, (_, i) => i)),
);

/** The seats the game waits on: the open decision's owners, else the seat whose turn it is. */
export function awaitedSeats(state: State): readonly number[] {
  if (isOver(state)) return NOBODY;
  const d = state.pending[0];
  if (!d) return state.phase === 'players' ? (ONE_SEAT[state.currentPlayer] ?? [state.currentPlayer]) : NOBODY;
  // A trade awaiting consent waits on the seat that opened it (the other may still move cards, off-turn).
  if (d.kind === 'reorganize' && d.consent) return ownerOf(state, d.survivor);
  const owners = decisionOwners(state, d);
  return owners === 'any' ? (ALL_SEATS[state.players] ?? NOBODY) : owners;
}

/** Action types that answer the open decision (the others are survivors' own actions). */
const ANSWERS: ReadonlySet<string> = new Set([
  ...PLAYERS_CHOOSE,
  'swap',
  'doneReorganize',
  'giveCompanion',
  'assignWound',
  'chooseRecipient',
  'stepAside',
  'reflex',
  'assignHit',
  'friendlyFire',
  'reroll',
  'keepFound',
  'chooseSkill',
  'confirmTrade',
  'loseCard',
  'spawnRoom',
  'modeChoice',
]);

/**
 * The legal actions `seat` may send, without an owner lookup per action (a hot path for bots and the
 * simulator): every legal answer answers the one open decision, so one owner check covers them all; any
 * other legal action is a survivor's own, owned by that survivor's seat. Equal to filtering by mayAct.
 */
export function legalFor(state: State, legal: Action[], seat: number): Action[] {
  // One seat plays everything: every survivor is its own (a lone Companion takes no action) and every decision its.
  if (state.players === 1) return seat === 0 ? legal : [];
  const d = state.pending[0];
  const owners = d ? decisionOwners(state, d) : [];
  const answers = owners === 'any' || owners.includes(seat);
  const out: Action[] = [];
  const consent = d?.kind === 'reorganize' && d.consent !== undefined;
  for (const a of legal) {
    // A trade awaiting consent: its closing belongs to one seat only (the rare path asks the owner).
    if (consent && a.type === 'doneReorganize') {
      if (mayAct(state, a, seat)) out.push(a);
    } else if (ANSWERS.has(a.type) ? answers : 's' in a && state.survivors[a.s]?.player === seat) out.push(a);
  }
  return out;
}

/** Splits the legal actions by seat (an action open to any seat goes to every seat). */
export function legalBySeat(state: State, legal: Action[], seats: number): Action[][] {
  const out: Action[][] = Array.from({ length: seats }, () => []);
  for (const a of legal) {
    const owners = actionOwners(state, a);
    if (owners === 'any') for (const list of out) list.push(a);
    else for (const seat of owners) out[seat]?.push(a);
  }
  return out;
}
