/**
 * A determinization (for bots and the conformance redaction check): deals again what `seat` cannot see.
 * The event deck and the other seats' hands are pooled and dealt back in the same sizes; the tile deck is
 * reshuffled (the Helipad at the bottom under the published rules, anywhere it may be under the variants that
 * hide it: helipadPlace); Schticks and Flaws not yet revealed (and not known to the seat) are drawn again; a
 * King's view of the Target is redrawn; the RNG is reseeded unless `keepChance`. Everything public stays. Two states the seat cannot tell apart give the same
 * worlds (the hidden cards are sorted before they are dealt).
 */
import { clonePlain, createRng, nextUint32, randomInt, shuffleInPlace, type RngState, type Seat } from '@horde/core';
import type { RulesContext } from './context.ts';
import { flawsOffered, namedFor, schticksOffered } from './options/traits.ts';
import type { State } from './state.ts';
import { knowsTarget } from './view.ts';

/**
 * Where the Helipad, still in the tile deck of `size` tiles (index 0 the bottom), may lie as far as the players know.
 * Published rules: the bottom, public. Where in Hell Are We? (seed 004 lines 70-74, tiles.ts): anywhere in what is
 * left of the bottom pile (the ordinary tiles' lower half and the Helipad). Last Man Standing with the Helipad kept as
 * an ordinary tile: anywhere.
 */
function helipadPlace(ctx: RulesContext, state: State, size: number, rng: RngState): number {
  const c = state.config;
  if (c.lastManStanding) return randomInt(rng, size);
  if (!c.whereInHellAreWe) return 0;
  let ordinary = 0;
  for (const t of ctx.content.tiles) if (t.kind !== 'townSquare' && t.kind !== 'helipad') ordinary += t.copies;
  const bottomPile = Math.floor(ordinary / 2) + 1;
  return randomInt(rng, Math.min(size, bottomPile));
}

export function determinize(
  ctx: RulesContext,
  state: State,
  seat: Seat | null,
  rng: RngState,
  keepChance = false,
): State {
  const world = clonePlain(state);
  const n = world.players.length;
  const swap = world.pending.find((x) => x.kind === 'swap');
  const visible = (i: number) => i === seat || (swap?.kind === 'swap' && swap.dead === i && swap.seats[0] === seat);
  const hidden = world.players.filter((p) => !visible(p.seat));
  const pool = [...world.eventDeck];
  for (const p of hidden) pool.push(...p.hand);
  // Sorted before the shuffle (here and for the tiles): the deal depends on which cards are hidden, never on the
  // order they truly lie in, so a bot'world look-ahead never reads it.
  shuffleInPlace(rng, pool.sort());
  for (const p of hidden) p.hand = pool.splice(0, p.hand.length);
  world.eventDeck = pool;

  const others = world.tileDeck.filter((id) => id !== ctx.helipad.id);
  shuffleInPlace(rng, others.sort());
  if (others.length < world.tileDeck.length)
    others.splice(helipadPlace(ctx, world, others.length + 1, rng), 0, ctx.helipad.id);
  world.tileDeck = others;

  if (world.config.characterTraits) {
    const allWritten = !world.pending.some((x) => x.kind === 'schtick');
    const schticks = schticksOffered(world.config);
    const flaws = flawsOffered(world.config);
    for (const p of world.players) {
      if (p.traitsRevealed || p.seat === seat) continue;
      const written = !world.pending.some((x) => x.kind === 'schtick' && x.seats.includes(p.seat));
      if (written && !allWritten) p.wantsSchtick = randomInt(rng, 2) === 0;
      if (written) p.schtick = p.wantsSchtick ? schticks[randomInt(rng, schticks.length)] : null;
      const namer = (p.seat + Math.floor(n / 2)) % n;
      if (p.flaw !== null && namer !== seat && namedFor(n, namer) === p.seat)
        p.flaw = flaws[randomInt(rng, flaws.length)];
    }
  }

  if (world.target >= 0 && !knowsTarget(world, seat)) {
    const candidates = world.players.filter(
      (p) => p.role === 'survivor' && p.status === world.players[world.target].status,
    );
    world.target = candidates[randomInt(rng, candidates.length)].seat;
  }
  if (!keepChance) world.rng = createRng(nextUint32(rng));
  return world;
}
