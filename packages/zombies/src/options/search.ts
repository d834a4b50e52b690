/**
 * What's This? (seed 004 lines 29-36 and 203-214): instead of the movement roll, a player in a building
 * square with no zombies may search it, once per square: 1 a zombie (fight it out), 2-3 nothing, 4 a Bullet,
 * 5 a Bullet or draw and discard an event card, 6 either of those or a Life token. Thief +1 (never on a 1),
 * Unlucky -1 (never below 1) (lines 127, 139). No movement that turn.
 * DECISION search.five: "Draw and Discard an Action card" is draw one event card, then discard one card of
 * your choice from your hand (you may keep the new one); on a 5 you take that or the Bullet, on a 6 one of
 * the three.
 * DECISION search.base: searching is this rule's; without What's This? nobody searches (the quick reference
 * repeats the optional rules, as it does for shooting, dodging, wounds and time).
 * DECISION search.who: minions do not search (they cannot use what it finds).
 */
import type { RulesContext } from '../context.ts';
import { drawEvents } from '../events.ts';
import { setMovement } from '../movement-points.ts';
import { gainBullets, gainLife, takeZombies } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { Find, PlayerState, State } from '../state.ts';
import { roll } from '../dice.ts';

export function searchIssue(state: State, p: PlayerState): string | null {
  if (!state.config.whatsThis) return 'whatsThis.off';
  if (p.role === 'minion') return 'whatsThis.minion';
  if (state.geo.kind[p.square] !== 'building') return 'whatsThis.notInBuilding';
  if (state.zombies[p.square] > 0) return 'whatsThis.zombiesPresent';
  if (p.searched.includes(p.square)) return 'whatsThis.searchedHere';
  return null;
}

export function searchRoll(p: PlayerState, die: number): number {
  let v = die;
  if (p.traitsRevealed && p.schtick === 'thief' && die !== 1) v += 1;
  if (p.traitsRevealed && p.flaw === 'unlucky') v = Math.max(1, v - 1);
  return Math.min(6, v);
}

export function search(_ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[]): void {
  const t = state.turn;
  t.searched = true;
  t.die = null;
  t.step = 'move';
  setMovement(state, p, 0, ev, 'whatsThis');
  p.searched.push(p.square);
  const die = roll(state);
  const v = searchRoll(p, die);
  ev.push({
    type: 'diceRolled',
    seat: p.seat,
    purpose: 'search',
    dice: [die],
    modifier: v - die,
    need: null,
    rule: 'whatsThis',
  });
  if (v === 1) {
    ev.push({ type: 'searched', seat: p.seat, square: p.square, die: v, result: 'zombie' });
    if (takeZombies(state, 1) === 1) {
      state.zombies[p.square]++;
      ev.push({ type: 'zombiesPlaced', squares: [p.square], rule: 'whatsThis' });
    }
    return;
  }
  if (v <= 3) {
    ev.push({ type: 'searched', seat: p.seat, square: p.square, die: v, result: 'nothing' });
    return;
  }
  if (v === 4) {
    ev.push({ type: 'searched', seat: p.seat, square: p.square, die: v, result: 'bullet' });
    find(state, p, 'bullet', ev);
    return;
  }
  ev.push({ type: 'searched', seat: p.seat, square: p.square, die: v, result: 'choice' });
  const options: Find[] = v === 5 ? ['bullet', 'cycle'] : ['bullet', 'cycle', 'life'];
  state.pending.unshift({ kind: 'find', seat: p.seat, die: v, options });
}

export function find(state: State, p: PlayerState, what: Find, ev: GameEvent[]): void {
  ev.push({ type: 'found', seat: p.seat, find: what, rule: 'whatsThis' });
  if (what === 'bullet') {
    const got = gainBullets(state, p, 1);
    if (got) ev.push({ type: 'bulletsGained', seat: p.seat, amount: got, bullets: p.bullets, rule: 'whatsThis' });
  } else if (what === 'life') {
    const got = gainLife(state, p, 1);
    if (got) ev.push({ type: 'lifeGained', seat: p.seat, amount: got, life: p.life, rule: 'whatsThis' });
  } else {
    drawEvents(state, p, 1, ev, 'whatsThis');
    if (p.hand.length > 0) state.pending.unshift({ kind: 'cycleDiscard', seat: p.seat });
  }
}
