/**
 * Rules every reachable state keeps (checked by the conformance battery and the property tests): the box
 * conserves zombies, Life and Bullets; no square holds more zombies than allowed; Life stays within limits;
 * the 50 cards are all somewhere; pawns stand on open squares.
 */
import type { RulesContext } from './context.ts';
import { capacity } from './combat.ts';
import { maxLife } from './players.ts';
import type { State } from './state.ts';

export function invariantViolations(ctx: RulesContext, state: State): string[] {
  const out: string[] = [];
  const tokens = ctx.content.tokens;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const onBoard = sum(state.zombies);
  const kills = state.players.reduce((a, p) => a + p.kills, 0);
  if (state.supply.zombies >= 0 && state.supply.zombies + onBoard + kills !== tokens.zombies)
    out.push(`zombies: box ${state.supply.zombies} + map ${onBoard} + kills ${kills} != ${tokens.zombies}`);
  const life = state.supply.life + sum(state.life) + state.players.reduce((a, p) => a + p.life, 0);
  if (life !== tokens.life) out.push(`Life tokens: ${life} != ${tokens.life}`);
  const bullets = state.supply.bullets + sum(state.bullets) + state.players.reduce((a, p) => a + p.bullets, 0);
  if (bullets !== tokens.bullets) out.push(`Bullet tokens: ${bullets} != ${tokens.bullets}`);
  const cards =
    state.eventDeck.length +
    state.eventDiscard.length +
    state.players.reduce((a, p) => a + p.hand.length + p.items.length, 0);
  const deck = ctx.content.events.reduce((a, e) => a + e.count, 0);
  if (cards !== deck) out.push(`event cards: ${cards} != ${deck}`);
  const cap = capacity(state);
  state.zombies.forEach((z, sq) => {
    if (z < 0 || z > cap) out.push(`square ${sq}: ${z} zombies`);
  });
  for (const r of state.revenants)
    if (state.zombies[r.square] <= 0) out.push(`revenant of seat ${r.seat} on square ${r.square} without a zombie`);
  for (const p of state.players) {
    if (p.life < 0 || p.life > maxLife(p)) out.push(`seat ${p.seat}: Life ${p.life} of ${maxLife(p)}`);
    if (p.bullets < 0) out.push(`seat ${p.seat}: ${p.bullets} Bullets`);
    if (p.status === 'playing' && p.square >= 0 && p.life < 1 && state.phase !== 'over')
      out.push(`seat ${p.seat} is playing with no Life`);
    if (p.square >= state.zombies.length) out.push(`seat ${p.seat} on square ${p.square}, not on the map`);
    if (p.status === 'playing' && p.square >= 0 && state.geo.links[p.square].length === 0)
      out.push(`seat ${p.seat} on a closed square ${p.square}`);
    if (p.status === 'playing' && p.square < 0 && p.role !== 'king' && state.phase === 'play')
      out.push(`seat ${p.seat} is playing off the map`);
  }
  if (state.supply.life < 0 || state.supply.bullets < 0) out.push('the box holds a negative count');
  return out;
}
