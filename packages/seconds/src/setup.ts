/**
 * Game setup (lines 80-98; solo, lines 678-692): the alley, the Survivor with
 * its Ability tokens and unique weapon, the Supply deck without the unused
 * Katana and Ice Axe, two Supply cards with the firearm redraw, two Tactics
 * cards, six Supply cards in the alley (face up; face down in solo), the
 * Attack decks, four Time tokens, and the zombies: three face down in row one
 * and two face up in rows six and eight (solo line 688; the same in the
 * two-player game, designed), without a face-up Boss under the easier rules
 * (line 560).
 */
import { createRng, schemaIssues, shuffleInPlace, type Issue, type SetupOptions, type SetupResult } from '@horde/core';
import { putZombie } from './alley.ts';
import type { RulesContext } from './cards.ts';
import { secondsConfigSchema, type SecondsConfig } from './config-schema.ts';
import { startSurvivorTurn } from './turn.ts';
import { choiceEndsAt } from './timer.ts';
import { rulesVersionOf } from './version.ts';
import { zombieType } from './zombie-attack.ts';
import type { SecondsEvent } from './actions.ts';
import type { Piles, RowState, SecondsState } from './state.ts';

export const TIME_TOKENS = 4;
export const START_SUPPLY = 2;
export const START_TACTICS = 2;

const emptyPiles = (): Piles => ({
  supply: [],
  tactics: [],
  survivorAttack: [],
  zombie: [],
  zombieTactics: [],
  zombieAttack: [],
});

/** Cross-field checks of a config against the content. */
export function validateConfig(ctx: RulesContext, config: SecondsConfig): Issue[] {
  const parsed = secondsConfigSchema.safeParse(config);
  if (!parsed.success) return schemaIssues(parsed.error.issues);
  const issues: Issue[] = [];
  if (!ctx.survivors.has(parsed.data.survivor))
    issues.push({
      code: 'config.unknownSurvivor',
      path: ['survivor'],
      params: { id: parsed.data.survivor },
    });
  if (!ctx.automata.has(parsed.data.automaton))
    issues.push({
      code: 'config.unknownAutomaton',
      path: ['automaton'],
      params: { id: parsed.data.automaton },
    });
  return issues;
}

export function setupGame(ctx: RulesContext, config: SecondsConfig, options: SetupOptions): SetupResult<SecondsState> {
  const issues = validateConfig(ctx, config);
  if (issues.length) return { ok: false, issues };
  const opts = secondsConfigSchema.parse(config);
  const solo = opts.mode === 'solo';
  // The timer is off in solo (line 586), whatever the config says.
  if (solo) opts.timer = 'off';
  const def = ctx.survivors.get(opts.survivor)!;
  const rng = createRng(options.seed);
  const rows: RowState[] = Array.from({ length: 12 }, () => ({ zombies: [], supply: [], abilityTokens: 0 }));
  for (const r of def.tokenRows) rows[r].abilityTokens++;
  const state: SecondsState = {
    config: opts,
    rng,
    mode: opts.mode,
    phase: 'setup',
    active: 'survivor',
    turn: 1,
    survivor: {
      kind: def.id,
      row: 1,
      health: def.health,
      down: false,
      energy: 0,
      energyTokens: 4,
      abilityTokens: def.abilityTokens,
      concussion: 0,
      desperationUsed: false,
      desperate: false,
      hand: [],
      equipped: [],
      abilityUsed: false,
      freePickupUsed: false,
      discardDraws: 0,
      discount: false,
      steadyAim: false,
      noMove: false,
      noAttack: false,
      nextNoMove: false,
      nextNoAttack: false,
    },
    zombies: { energy: 0, hand: [], attackedSurvivor: false },
    rows,
    warehouse: [],
    timeTokens: TIME_TOKENS,
    decks: emptyPiles(),
    discards: emptyPiles(),
    box: [],
    wear: {},
    reshuffleSurvivorAttack: false,
    timer: { endsAt: null, timeUp: false, paused: null, pausesLeft: 0 },
    // Rules version 1 judged time only through the server's timeouts; a game set up under it keeps those rules.
    ...(rulesVersionOf(options.rulesVersion) >= 2 ? { strictTime: true as const } : {}),
    // Versions 1 and 2 let the opponent's windows run the active player's clock.
    ...(rulesVersionOf(options.rulesVersion) >= 3 ? { windowsHoldClock: true as const } : {}),
    pending: [],
    attack: null,
    zombieAttack: null,
    opportunity: null,
    automaton: null,
    result: null,
    stats: {
      kills: {},
      survivorAttacks: 0,
      survivorHits: 0,
      zombieAttacks: 0,
      zombieHits: 0,
      damageTaken: 0,
      summoned: 0,
      diceRolls: 0,
    },
  };
  // Step 2: the unique weapon in a weapon slot; step 4: the other unique weapons back in the box.
  for (const card of ctx.instances.supply) {
    const sd = ctx.supply.get(card)!;
    if (sd.unique) {
      if (sd.id === def.uniqueWeapon && !state.survivor.equipped.some((e) => ctx.supply.get(e)?.id === sd.id))
        state.survivor.equipped.push(card);
      else state.box.push(card);
    } else state.decks.supply.push(card);
  }
  shuffleInPlace(rng, state.decks.supply);
  // Solo step 7: Lost Opportunity goes back in the box (line 686).
  for (const card of ctx.instances.tactics)
    if (solo && ctx.tactics.get(card)!.twoPlayerOnly) state.box.push(card);
    else state.decks.tactics.push(card);
  shuffleInPlace(rng, state.decks.tactics);
  state.decks.survivorAttack = shuffleInPlace(rng, [...ctx.instances.survivorAttack]);
  state.decks.zombieAttack = shuffleInPlace(rng, [...ctx.instances.zombieAttack]);
  state.decks.zombie = shuffleInPlace(rng, [...ctx.instances.zombie]);
  state.decks.zombieTactics = solo ? [] : shuffleInPlace(rng, [...ctx.instances.zombieTactics]);
  if (solo) state.box.push(...ctx.instances.zombieTactics);

  const ev: SecondsEvent[] = [];
  if (solo) placeAlleySupply(ctx, state, false);
  // Two Supply cards form the hand (line 88).
  for (let i = 0; i < START_SUPPLY; i++) {
    const card = state.decks.supply.pop();
    if (card) state.survivor.hand.push(card);
  }
  const hasFirearm = state.survivor.hand.some((card) => ctx.supply.get(card)?.category === 'firearm');
  if (!hasFirearm) {
    // DECISION setup.mulligan. Without a firearm the Survivor may discard one or both and replace them (line 88; once, line 685).
    state.pending.push({ kind: 'mulligan', side: 'survivor', endsAt: choiceEndsAt(state, options.now ?? 0) });
    return { ok: true, state: state };
  }
  finishSetup(ctx, state, options.now ?? 0, ev);
  return { ok: true, state: state };
}

/** Six Supply cards in the alley, face up in two-player games (line 88), face down in solo (line 685). */
// DECISION setup.supplyRows: the alley's setupSupply (content) puts one card in rows 2, 3, 5, 6, 7 and 9.
function placeAlleySupply(ctx: RulesContext, state: SecondsState, faceUp: boolean): void {
  for (const alley of ctx.content.alley) {
    if (alley.row > 10) continue;
    for (let i = 0; i < alley.setupSupply; i++) {
      const card = state.decks.supply.pop();
      if (card) state.rows[alley.row].supply.push({ card, faceUp });
    }
  }
}

/** The rest of the setup after the Survivor's hand (two-player order: line 88), then turn one begins. */
export function finishSetup(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const solo = state.mode === 'solo';
  if (!solo) placeAlleySupply(ctx, state, true);
  for (let i = 0; i < START_TACTICS; i++) {
    const card = state.decks.tactics.pop();
    if (card) state.survivor.hand.push(card);
  }
  // DECISION setup.zombies2p, warehouse.type, warehouse.knowledge. The zombies (solo step 9, line 688): three face down in row one, then the face-up ones.
  const rules = ctx.content.zombieRules;
  for (let i = 0; i < rules.warehouse; i++) {
    const card = state.decks.zombie.pop();
    if (card) state.warehouse.push(card);
  }
  for (const start of rules.startRows) {
    for (let i = 0; i < start.zombies; i++) {
      let card = state.decks.zombie.pop();
      // DECISION setup.easierBoss. Easier rules (line 560): no face-up Boss at the start; return it, draw another, then shuffle the deck.
      if (card && state.config.easier) {
        const returned: string[] = [];
        while (card && zombieType(ctx, card).id === 'boss') {
          returned.push(card);
          card = state.decks.zombie.pop();
        }
        if (returned.length) {
          state.decks.zombie.push(...returned);
          shuffleInPlace(state.rng, state.decks.zombie);
        }
      }
      if (card) putZombie(ctx, state, card, start.row, false);
    }
  }
  if (!solo) {
    for (let i = 0; i < rules.startZombies; i++) {
      const card = state.decks.zombie.pop();
      if (card) state.zombies.hand.push(card);
    }
    for (let i = 0; i < rules.startTactics; i++) {
      const card = state.decks.zombieTactics.pop();
      if (card) state.zombies.hand.push(card);
    }
  }
  ev.push({ type: 'setupDone', survivor: state.survivor.kind, mode: state.mode });
  // DECISION setup.firstTurn: turn one has its Draw Phase.
  startSurvivorTurn(ctx, state, now, ev);
}
