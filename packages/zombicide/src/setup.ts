/**
 * Setup (EN "Setup"): mission pieces, shuffled decks, survivors in the
 * starting zone with their starting equipment (the ruleset's), the Noise
 * token in the starting zone; then the ruleset's own pieces.
 */
import { CORE_REFS as R } from './rule-refs.ts';
import { createRng, describeIssue, shuffleInPlace, type Issue, type Seed } from '@horde/core';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import { type ClassName, classOf } from './defs.ts';
import { zoneId } from './context.ts';
import type { CardState, SpawnZoneState, State } from './state.ts';
import { addZombies, noZombies } from './zombies.ts';
import { offerCard } from './search.ts';
import { addCompanion, setLeader, setupCompanions } from './companions.ts';
import { IMPROVISED_WEAPONS } from './improvised-weapons.ts';
import { gainSkill, parseKey, skillKey } from './skills.ts';

export interface SurvivorChoice {
  id: string;
  /** Seat (0-based) controlling this survivor; default 0. */
  player?: number;
  /** Starting weapon for an "Any" Favorite Weapon slot: "pistol", "melee" or "rifle". */
  starting?: 'pistol' | 'melee' | 'rifle';
  /** With several start zones (M7): the label of the one this survivor starts in. */
  start?: string;
}

/** A Companion completing a small posse at setup (a ruleset's `posseCompanions`). */
export interface CompanionChoice {
  /** Survivor id of the Companion (not one of the posse's). */
  id: string;
  /** Its Leader: an index into `survivors`. Omitted: the players choose it at setup (a chooseLeader decision). */
  leader?: number;
}

export interface GameConfig {
  mission: string;
  survivors: SurvivorChoice[];
  /** Companions completing the posse's ranks, linked to a Leader from the start (EN 282). */
  companions?: CompanionChoice[];
  /** Number of seats; default: highest survivor seat + 1. */
  players?: number;
  /** Ultrared mode (EN "Ultrared mode"): adrenaline beyond Red brings more skills. */
  ultrared?: boolean;
  /** Spawn by dice and locators (seed 001 "[RM]'s Spawn System"), for a ruleset that has them. */
  spawnDice?: boolean;
  /** A downed survivor comes back as his Zombivor (a ruleset's Resurrection mode). */
  resurrection?: boolean;
  /** A downed survivor comes back with the least experience on the board (a ruleset's Gaming Night mode). */
  gamingNight?: boolean;
  /** Each team holds Team Action cards (a ruleset's Team Actions). */
  teamActions?: boolean;
  /** A Companion token next to every Objective, the mission lost if a Companion dies (a ruleset's Companions). */
  humanCompanions?: boolean;
  /** Each survivor's player may choose a Dog Companion before the game (a ruleset's dogs). */
  dogCompanions?: boolean;
  /** The seats' teams are rivals, the most experienced team wins (a ruleset's competitive mode). */
  competitive?: boolean;
  /** The box's Abomination is a ruleset's unique one (impervious, grabbing). */
  aBomb?: boolean;
  /** Experience cards earned at each Danger Level first reached (a ruleset's Experience mode). */
  experienceMode?: boolean;
}

/** A problem of a config: a code, a path into the config and the values its words need (no sentence). */
export function setupIssue(code: string, path: (string | number)[], params?: Record<string, string | number>): Issue {
  return { code, path, ...(params ? { params } : {}) };
}

/** A config the rules refuse, with every problem found at once (`issues`); its code, path and params are the first's. */
export class SetupError extends Error {
  readonly issues: Issue[];
  constructor(
    readonly code = 'setup.invalid',
    readonly path: (string | number)[] = [],
    /** The values the code's words need (core Issue.params). */
    readonly params?: Record<string, string | number>,
    issues?: Issue[],
  ) {
    const all = issues ?? [setupIssue(code, path, params)];
    super(all.map(describeIssue).join('; '));
    this.issues = all;
  }

  /** The error for a non-empty list of problems. */
  static of(issues: Issue[]): SetupError {
    const [first] = issues;
    return new SetupError(first.code, first.path, first.params, issues);
  }
}

/** The start zones a mission offers: its start, then its extra ones. */
function startLabels(ctx: RulesContext): string[] {
  return [ctx.mission.start, ...(ctx.mission.extraStarts ?? [])];
}

/**
 * Where each survivor starts. With several start zones (M7 FR 3107: "split the
 * survivors as evenly as possible"), the players' split comes with the config;
 * without one, survivors are dealt to the zones in turn. `startIssues` has checked the split.
 */
function startZones(ctx: RulesContext, config: GameConfig): number[] {
  const labels = startLabels(ctx);
  return config.survivors.map((c, i) =>
    zoneId(ctx.geo, c.start ?? labels[i % labels.length], `mission ${ctx.mission.id} start`),
  );
}

function startIssues(ctx: RulesContext, config: GameConfig): Issue[] {
  const issues: Issue[] = [];
  const labels = startLabels(ctx);
  const chosen = config.survivors.map((c, i) => c.start ?? labels[i % labels.length]);
  chosen.forEach((c, i) => {
    if (!labels.includes(c))
      issues.push(
        setupIssue('setup.startZone', ['survivors', i, 'start'], {
          survivor: config.survivors[i].id,
          zone: c,
          zones: labels.join(', '),
        }),
      );
  });
  const counts = labels.map((l) => chosen.filter((c) => c === l).length);
  if (Math.max(...counts) - Math.min(...counts) > 1)
    issues.push(setupIssue('setup.unevenStarts', ['survivors'], { zones: labels.join(', ') }));
  return issues;
}

/**
 * Companions completing a small posse (EN 282 "A 3 or 4 Survivor posse may complete its ranks with Companions"):
 * as many as the ruleset's ranks allow, each a survivor nobody plays, linked to a Leader from the start (EN
 * "Escorting a companion": the ID card goes to its Leader, the miniature stands with them).
 * Decision (EN 282 silent): a class the mission forbids is refused for them too, as for the posse (the
 * missions forbid the classes of the Companions they hide, FR M2-M10).
 */
function companionIssues(ctx: RulesContext, config: GameConfig, issues: Issue[]): void {
  const chosen = config.companions ?? [];
  if (!Array.isArray(chosen)) {
    issues.push(setupIssue('setup.companionsList', ['companions']));
    return;
  }
  if (chosen.length === 0) return;
  const rule = ctx.ruleset.survivors.posseCompanions;
  if (!rule) {
    issues.push(setupIssue('setup.noCompanions', ['companions']));
    return;
  }
  const posse = config.survivors.length;
  if (!rule.posse.includes(posse))
    issues.push(
      setupIssue('setup.companionsPosse', ['companions'], {
        min: Math.min(...rule.posse),
        max: Math.max(...rule.posse),
        posse,
      }),
    );
  else if (posse + chosen.length > rule.ranks)
    issues.push(
      setupIssue('setup.companionsRanks', ['companions'], { ranks: rule.ranks, posse, most: rule.ranks - posse }),
    );
  const seen = new Set(config.survivors.map((c) => c.id));
  for (const [i, choice] of chosen.entries()) {
    const at = (field: string) => ['companions', i, field];
    const def = Object.hasOwn(ctx.survivors, choice.id) ? ctx.survivors[choice.id] : undefined;
    if (!def) {
      issues.push(
        setupIssue('setup.unknownSurvivor', at('id'), {
          id: choice.id,
        }),
      );
      continue;
    }
    if (seen.has(choice.id)) issues.push(setupIssue('setup.duplicateSurvivor', at('id'), { name: def.name }));
    seen.add(choice.id);
    if (ctx.mission.forbiddenClasses.includes(def.class ?? ('' as ClassName)))
      issues.push(
        setupIssue('setup.forbiddenClass', at('id'), {
          mission: ctx.mission.id,
          className: def.class ?? '',
          name: def.name,
        }),
      );
    if (
      choice.leader !== undefined &&
      (!Number.isInteger(choice.leader) || choice.leader < 0 || choice.leader >= posse)
    )
      issues.push(setupIssue('setup.companionLeader', at('leader'), { name: def.name, posse, last: posse - 1 }));
  }
}

/** Every problem of a config for this mission at once (the contract's `validate`; setup refuses exactly these). */
export function validateConfig(
  ctx: RulesContext,
  config: GameConfig,
  rulesVersion = ctx.ruleset.meta.rulesVersion,
): Issue[] {
  const issues: Issue[] = [];
  const team = ctx.ruleset.survivors.team;
  if (!Array.isArray(config.survivors))
    return [
      setupIssue('setup.survivorCount', ['survivors'], {
        min: team.min,
        max: team.max,
      }),
    ];
  if (config.survivors.length < team.min || config.survivors.length > team.max)
    issues.push(
      setupIssue('setup.survivorCount', ['survivors'], {
        min: team.min,
        max: team.max,
      }),
    );
  const lastSeat = ctx.ruleset.meta.seats.max - 1;
  const seen = new Set<string>();
  for (const [i, choice] of config.survivors.entries()) {
    const at = (field: string) => ['survivors', i, field];
    // Own keys only: a survivor id such as "toString" or "__proto__" names no survivor (issue 12, finding 6).
    const def = Object.hasOwn(ctx.survivors, choice.id) ? ctx.survivors[choice.id] : undefined;
    if (!def) {
      issues.push(setupIssue('setup.unknownSurvivor', at('id'), { id: choice.id }));
      continue;
    }
    if (seen.has(choice.id)) issues.push(setupIssue('setup.duplicateSurvivor', at('id'), { name: def.name }));
    seen.add(choice.id);
    if (ctx.mission.forbiddenClasses.includes(def.class ?? ('' as ClassName)))
      issues.push(
        setupIssue('setup.forbiddenClass', at('id'), {
          mission: ctx.mission.id,
          className: def.class ?? '',
          name: def.name,
        }),
      );
    const choiceIssue = ctx.ruleset.survivors.checkChoice(ctx, def, choice, i);
    if (choiceIssue) issues.push(choiceIssue);
    if (
      choice.player !== undefined &&
      (!Number.isInteger(choice.player) || choice.player < 0 || choice.player > lastSeat)
    )
      issues.push(
        setupIssue('setup.seatRange', at('player'), {
          name: def.name,
          last: lastSeat,
        }),
      );
    else if (config.players !== undefined && (choice.player ?? 0) >= config.players)
      issues.push(
        setupIssue('setup.seat', at('player'), {
          name: def.name,
          seat: (choice.player ?? 0) + 1,
          seats: config.players,
        }),
      );
  }
  issues.push(...startIssues(ctx, config));
  companionIssues(ctx, config, issues);
  issues.push(...(ctx.ruleset.configIssues?.(ctx, config, rulesVersion) ?? []));
  return issues;
}

export function setupState(ctx: RulesContext, config: GameConfig, seed: Seed, rulesVersion: string): State {
  const ruleset = ctx.ruleset;
  const issues = validateConfig(ctx, config, rulesVersion);
  if (issues.length > 0) throw SetupError.of(issues);
  const rng = createRng(seed);
  const mission = ctx.mission;
  const geo = ctx.geo;
  const start = zoneId(geo, mission.start, `mission ${mission.id} start`);

  // Card instances: every copy of every card in the box, in content order.
  const cards: CardState[] = [];
  const byDeck: Record<string, number[]> = { starting: [], equipment: [], bounty: [], setAside: [] };
  for (const def of Object.values(ctx.equipment)) {
    for (let i = 0; i < def.count; i++) {
      byDeck[def.deck].push(cards.length);
      cards.push({ def: def.id, loaded: true });
    }
  }

  // Improvised weapons are cards of their own, outside every deck (FR 3443).
  for (const def of IMPROVISED_WEAPONS) cards.push({ def: def.id, loaded: true });
  const starts = startZones(ctx, config);
  const survivors = config.survivors.map((c, i) => ruleset.survivors.create(ctx, ctx.survivors[c.id], c, starts[i]));
  const players = config.players ?? Math.max(...survivors.map((survivor) => survivor.player)) + 1;
  ruleset.survivors.startingEquipment(ctx, config, survivors, cards, byDeck.starting);

  const spawns: SpawnZoneState[] = mission.spawns.map((sp) => ({
    kind: sp.kind,
    zone: zoneId(geo, sp.zone, `mission ${mission.id} spawns`),
    active: sp.kind !== 'abomination',
  }));
  ruleset.spawn.setup(ctx, spawns);

  const roster = ruleset.roster;
  // The decks in the RNG order of every saved game: the Equipment deck, the ruleset's own decks, the Zombie deck.
  const equipmentDeck = shuffleInPlace(rng, byDeck.equipment);
  const part = ruleset.part.setup(ctx, rng, byDeck);
  const zombieDeck = shuffleInPlace(rng, ruleset.zombieDeck?.(ctx, config) ?? Object.keys(ctx.zombieCards).map(Number));
  const state: State = {
    game: 'zombicide',
    ruleset: ruleset.meta.id,
    mission: mission.id,
    rng,
    round: 1,
    phase: 'players',
    outcomeCode: '',
    outcomeReason: null,
    players,
    firstPlayer: 0,
    currentPlayer: 0,
    active: -1,
    survivors,
    zombies: noZombies(geo.zones.length, roster.size),
    pool: [...roster.box],
    noise: { zone: start, boom: false },
    spawns,
    objectives: mission.objectives.map((o) => ({
      zone: zoneId(geo, o.zone, `mission ${mission.id} objectives`),
      color: o.color,
      hidden: o.hidden ?? false,
      taken: false,
    })),
    cards,
    equipmentDeck,
    equipmentDiscard: [],
    zombieDeck,
    zombieDiscard: [],
    pending: [],
    forcedDice: [],
    zombiePhase: null,
    combat: null,
    action: null,
    extraTurns: [],
    loan: null,
    board: null,
    options: ruleset.options(config, rulesVersion),
    missionState: {},
    stats: { kills: new Array(roster.size).fill(0), woundsByZone: {}, spawnCards: 0 },
    ...part,
  };
  for (const z of mission.zombies) {
    const zone = zoneId(geo, z.zone, `mission ${mission.id} zombies`);
    const counts = z as unknown as Record<string, number | undefined>;
    for (let t = 0; t < roster.size; t++) {
      const n = counts[roster.ids[t]];
      if (n) addZombies(state, zone, t, n);
    }
  }
  state.survivors.forEach((surv, i) => {
    for (const key of ctx.survivors[surv.id].skills.blue.map(skillKey)) {
      surv.picked.push(`blue:${key}`);
      gainSkill(ctx, state, i, key);
    }
  });
  const events: GameEvent[] = [];
  // The posse's Companions first: the mission's own then take other survivors' ID cards.
  for (const choice of config.companions ?? []) {
    const def = ctx.survivors[choice.id];
    const c = addCompanion(ctx, state, choice.id, classOf(def), state.survivors[choice.leader ?? 0].zone);
    if (choice.leader !== undefined) setLeader(state, c, choice.leader, R.companionPosse, events);
    else
      state.pending.push({
        kind: 'chooseLeader',
        companion: c,
        candidates: state.survivors.map((_, j) => j).filter((j) => !state.survivors[j].companion),
      });
  }
  setupCompanions(ctx, state);
  if (mission.rules.shuffleHiddenObjectives) shuffleHiddenObjectives(state);
  giveStartingSkillEquipment(ctx, state, events);
  ruleset.afterSetup(ctx, state, events, config);
  return state;
}

/**
 * Blue and green Objectives face down at random among the red ones (FR missions
 * M4-M8, M10): the colours are shuffled over the Objective zones and every
 * token is hidden until taken.
 */
function shuffleHiddenObjectives(state: State): void {
  const colors = shuffleInPlace(
    state.rng,
    state.objectives.map((o) => o.color),
  );
  state.objectives.forEach((o, i) => {
    o.color = colors[i];
    o.hidden = true;
  });
}

/** "Starts with [Equipment]": the survivor receives those cards at setup (EN 355, FR 3502), in a slot of the player's choice. */
function giveStartingSkillEquipment(ctx: RulesContext, state: State, events: GameEvent[]): void {
  state.survivors.forEach((surv, i) => {
    for (const key of surv.skills) {
      const { id, param } = parseKey(key);
      if (id !== 'startsWith' || !param) continue;
      const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === param);
      if (at < 0) continue;
      const [card] = state.equipmentDeck.splice(at, 1);
      offerCard(ctx, state, i, card, 'setup', events);
    }
  });
}
