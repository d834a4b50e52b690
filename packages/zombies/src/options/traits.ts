/**
 * Character Traits (seed 004 lines 113-141). Every player who wants a Schtick writes it down in secret; the
 * player opposite then names a Flaw for them; then both are revealed and apply for the rest of the game.
 * DECISION traits.opposite: "the player opposite" is the seat half the table away, (seat + floor(n/2)) mod n
 * (with an odd number of seats, the one just past half-way).
 * DECISION traits.who: whether a player asked for a Schtick is known once every Schtick is written (the Flaw
 * namers are asked then); which Schtick, and which Flaw, only at the reveal.
 * DECISION traits.offered: Schticks and Flaws whose rule is off do nothing, so they are not offered: Sneak and
 * Clumsy need Duck 'n' Weave, Deadeye and Shakes Come to Papa, Sixth Sense Where in Hell Did They Come From?,
 * Unlucky What's This?, Coward It's Zombie a Go-Go.
 * DECISION traits.oneEach: one Schtick and one Flaw at most (line 115's "unless you decide otherwise" has no switch).
 */
import type { Seat } from '@horde/core';
import { gainLife, START_LIFE } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { ZombiesConfig } from '../config-schema.ts';
import type { Flaw, Schtick, State } from '../state.ts';

export const SCHTICKS: Schtick[] = [
  'quick',
  'bruiser',
  'sneak',
  'deadeye',
  'tough',
  'brawler',
  'thief',
  'sixthSense',
  'arcaneLore',
];
export const FLAWS: Flaw[] = [
  'slow',
  'weak',
  'clumsy',
  'shakes',
  'puny',
  'triggerHappy',
  'unlucky',
  'coward',
  'troubleMagnet',
];

export function schticksOffered(c: ZombiesConfig): Schtick[] {
  return SCHTICKS.filter(
    (x) =>
      (x !== 'sneak' || c.duckNWeave) &&
      (x !== 'deadeye' || c.comeToPapa) &&
      (x !== 'sixthSense' || c.whereDidTheyComeFrom),
  );
}

export function flawsOffered(c: ZombiesConfig): Flaw[] {
  return FLAWS.filter(
    (x) =>
      (x !== 'clumsy' || c.duckNWeave) &&
      (x !== 'shakes' || c.comeToPapa) &&
      (x !== 'unlucky' || c.whatsThis) &&
      (x !== 'coward' || c.zombieAGoGo),
  );
}

/** The seat opposite `seat` (who names its Flaw). */
export function opposite(n: number, seat: Seat): Seat {
  return (seat + Math.floor(n / 2)) % n;
}

/** Whom a namer names a Flaw for. */
export function namedFor(n: number, namer: Seat): Seat {
  return (namer - Math.floor(n / 2) + n) % n;
}

export function chooseSchtick(state: State, seat: Seat, schtick: Schtick | null, ev: GameEvent[]): void {
  const p = state.players[seat];
  p.schtick = schtick;
  p.wantsSchtick = schtick !== null;
  const top = state.pending[0];
  if (top?.kind === 'schtick') top.seats = top.seats.filter((x) => x !== seat);
  ev.push({ type: 'schtickWritten', seat, wants: p.wantsSchtick });
}

/** Every Schtick written: the namers of Flaws are asked (or, nobody wanting one, the reveal). */
export function settleSchticks(state: State, ev: GameEvent[]): void {
  const n = state.players.length;
  const namers = state.players.filter((p) => p.wantsSchtick).map((p) => opposite(n, p.seat));
  if (namers.length) state.pending.unshift({ kind: 'flaw', seats: namers.sort((a, b) => a - b) });
  else settleFlaws(state, ev);
}

export function nameFlaw(state: State, namer: Seat, flaw: Flaw, ev: GameEvent[]): void {
  const n = state.players.length;
  const p = state.players[namedFor(n, namer)];
  p.flaw = flaw;
  const top = state.pending[0];
  if (top?.kind === 'flaw') top.seats = top.seats.filter((x) => x !== namer);
  ev.push({ type: 'flawNamed', seat: p.seat, by: namer });
}

/** Every Flaw named: the reveal; Tough's extra Life (seed 004 line 125). */
export function settleFlaws(state: State, ev: GameEvent[]): void {
  for (const p of state.players) p.traitsRevealed = true;
  ev.push({
    type: 'traitsRevealed',
    traits: state.players.map((p) => ({ seat: p.seat, schtick: p.schtick, flaw: p.flaw })),
  });
  for (const p of state.players)
    if (p.schtick === 'tough' && p.life >= START_LIFE) {
      const got = gainLife(state, p, 1);
      if (got) ev.push({ type: 'lifeGained', seat: p.seat, amount: got, life: p.life, rule: 'characterTraits' });
    }
}
