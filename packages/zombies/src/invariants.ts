/**
 * Rules every reachable state keeps (checked by the conformance battery and the property tests): the box
 * conserves zombies, Life and Bullets; no square holds more zombies than allowed; Life stays within limits;
 * the 50 cards are all somewhere; pawns stand on open squares.
 */
import type { Ctx } from './context.ts';
import { capacity } from './combat.ts';
import { maxLife } from './players.ts';
import type { State } from './state.ts';

export function invariantViolations(s: State, cx: Ctx): string[] {
  const out: string[] = [];
  const tokens = cx.content.tokens;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const onBoard = sum(s.zombies);
  const kills = s.players.reduce((a, p) => a + p.kills, 0);
  if (s.supply.zombies >= 0 && s.supply.zombies + onBoard + kills !== tokens.zombies)
    out.push(`zombies: box ${s.supply.zombies} + map ${onBoard} + kills ${kills} != ${tokens.zombies}`);
  const life = s.supply.life + sum(s.life) + s.players.reduce((a, p) => a + p.life, 0);
  if (life !== tokens.life) out.push(`Life tokens: ${life} != ${tokens.life}`);
  const bullets = s.supply.bullets + sum(s.bullets) + s.players.reduce((a, p) => a + p.bullets, 0);
  if (bullets !== tokens.bullets) out.push(`Bullet tokens: ${bullets} != ${tokens.bullets}`);
  const cards =
    s.eventDeck.length + s.eventDiscard.length + s.players.reduce((a, p) => a + p.hand.length + p.items.length, 0);
  const deck = cx.content.events.reduce((a, e) => a + e.count, 0);
  if (cards !== deck) out.push(`event cards: ${cards} != ${deck}`);
  const cap = capacity(s);
  s.zombies.forEach((z, sq) => {
    if (z < 0 || z > cap) out.push(`square ${sq}: ${z} zombies`);
  });
  for (const r of s.revenants)
    if (s.zombies[r.square] <= 0) out.push(`revenant of seat ${r.seat} on square ${r.square} without a zombie`);
  for (const p of s.players) {
    if (p.life < 0 || p.life > maxLife(p)) out.push(`seat ${p.seat}: Life ${p.life} of ${maxLife(p)}`);
    if (p.bullets < 0) out.push(`seat ${p.seat}: ${p.bullets} Bullets`);
    if (p.status === 'playing' && p.square >= 0 && p.life < 1 && s.phase !== 'over')
      out.push(`seat ${p.seat} is playing with no Life`);
    if (p.square >= s.zombies.length) out.push(`seat ${p.seat} on square ${p.square}, not on the map`);
    if (p.status === 'playing' && p.square >= 0 && s.geo.links[p.square].length === 0)
      out.push(`seat ${p.seat} on a closed square ${p.square}`);
    if (p.status === 'playing' && p.square < 0 && p.role !== 'king' && s.phase === 'play')
      out.push(`seat ${p.seat} is playing off the map`);
  }
  if (s.supply.life < 0 || s.supply.bullets < 0) out.push('the box holds a negative count');
  return out;
}
