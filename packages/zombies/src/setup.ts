/**
 * A new game (published base game): the Town Square laid, the tile and event decks shuffled, every player
 * on the Town Square's centre with 3 Life, 3 Bullets and 3 event cards; then the optional rules' setups
 * (Character Traits, the 3x3 start, the Kings, the Target). Setup returns issues, never throws prose.
 */
import { rulesVersionOf } from './version.ts';
import { createRng, randomInt, shuffleInPlace, type SetupOptions, type SetupResult } from '@horde/core';
import { parseConfig } from './config-schema.ts';
import type { RulesContext } from './context.ts';
import { TOWN_SQUARE_CENTRE } from './death.ts';
import { emptyGeo } from './geometry.ts';
import { kingSeats } from './options/kings.ts';
import { layGrid } from './options/last-man.ts';
import { HAND_SIZE, START_BULLETS, START_LIFE } from './players.ts';
import { buildTileDeck, layTile } from './tiles.ts';
import type { GameEvent } from './actions.ts';
import type { PlayerState, State } from './state.ts';
import { advance, freshTurn } from './turn.ts';

export function setupGame(ctx: RulesContext, input: unknown, options: SetupOptions): SetupResult<State> {
  const parsed = parseConfig(input);
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const c = parsed.config;
  const tokens = ctx.content.tokens;
  const kings = c.catchAsCatchCan ? kingSeats(c.seats, c.kings) : [];
  const state: State = {
    config: c,
    rng: createRng(options.seed),
    phase: 'setup',
    round: 1,
    turns: 0,
    geo: emptyGeo(),
    zombies: [],
    life: [],
    bullets: [],
    revenants: [],
    players: [],
    kings,
    target: -1,
    tileDeck: [],
    eventDeck: [],
    eventDiscard: [],
    supply: { zombies: c.fahsands ? -1 : tokens.zombies, life: tokens.life, bullets: tokens.bullets },
    deaths: 0,
    frozenUntil: -1,
    turn: freshTurn(0),
    pending: [],
    finish: null,
    // Version 1 games keep their rules (no field, so their states hash as they did).
    ...(rulesVersionOf(options.rulesVersion) >= 2 ? { version: rulesVersionOf(options.rulesVersion) } : {}),
  };
  const ev: GameEvent[] = [];
  layTile(ctx, state, 0, { tile: ctx.townSquare.id, x: 0, y: 0, rotation: 0 }, ev);
  state.tileDeck = buildTileDeck(ctx, state);
  const deck: string[] = [];
  for (const e of ctx.content.events) for (let i = 0; i < e.count; i++) deck.push(e.id);
  state.eventDeck = shuffleInPlace(state.rng, deck);

  const grid = c.lastManStanding && c.lastManStart === 'grid';
  for (let seat = 0; seat < c.seats; seat++) {
    const king = kings.includes(seat);
    const p: PlayerState = {
      seat,
      role: king ? 'king' : 'survivor',
      status: 'playing',
      square: king || grid ? -1 : TOWN_SQUARE_CENTRE,
      life: Math.min(START_LIFE, state.supply.life),
      bullets: Math.min(START_BULLETS, state.supply.bullets),
      kills: 0,
      revenantKills: 0,
      hand: state.eventDeck.splice(state.eventDeck.length - HAND_SIZE, HAND_SIZE),
      items: [],
      schtick: null,
      flaw: null,
      wantsSchtick: false,
      traitsRevealed: !c.characterTraits,
      eventRound: 0,
      searched: [],
      corpse: -1,
      deathOrder: 0,
      entered: !king,
    };
    state.supply.life -= p.life;
    state.supply.bullets -= p.bullets;
    state.players.push(p);
  }
  if (c.catchAsCatchCan && c.kingTarget) {
    const candidates = state.players.filter((p) => p.role === 'survivor');
    state.target = candidates[randomInt(state.rng, candidates.length)].seat;
  }
  ev.push({ type: 'setupDone', first: 0, kings: [...kings] });
  if (state.target >= 0) ev.push({ type: 'targetChosen', target: state.target });
  if (grid) layGrid(ctx, state, ev);
  if (c.characterTraits) state.pending.unshift({ kind: 'schtick', seats: state.players.map((p) => p.seat) });
  advance(ctx, state, ev, options.now ?? 0);
  return { ok: true, state: state };
}
