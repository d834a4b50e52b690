/**
 * Spawning (seed 001 "Spawn", lines 870-1000; "Running Out of Miniatures",
 * lines 1159-1165). Each active Spawn Zone draws one Zombie card, read at the
 * highest Danger Level of the survivors in play: the first listed zone
 * first, then clockwise (older seasons' order); or with the [RM] dice, 4 dice
 * (+1 per 2 survivors above six) give one card per die to the zone of its
 * locator, lowest first, then zones without locators draw one each. A Fatty
 * comes with 2 Walkers. Extra Activation cards do nothing at Blue. Running
 * out of a type places what is left, then every zombie of that type gets an
 * extra activation; lacking the Abomination, a Fatty and its 2 Walkers come.
 * Coloured Spawn Zones are dormant until their Objective is taken (line 980).
 * A card's colour is its species (lines 932-941): its zombies, a Fatty's
 * escort (line 959), its Extra Activation and a missing Abomination's Fatty
 * are of that species; Zombie Dogz cards [ZD] spawn Dogz (line 844).
 */
import { withParams, type RuleRef } from '../../rule-ref.ts';
import { CORE_REFS as R } from '../../rule-refs.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import { clockwiseFrom } from '../../board-order.ts';
import type { RulesContext } from '../../context.ts';
import { rollDice } from '../../dice.ts';
import type { SpawnLine } from '../../defs.ts';
import type { Activate } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import { highestDangerLevel } from '../../survivors.ts';
import { cardLine, drawZombieCard } from '../../zombie-deck.ts';
import { addZombies, maskOf, zombiesIn } from '../../zombies.ts';
import { ABOMINATION, CROW, DOG, type Kind, speciesType, WALKER } from './roster.ts';
import { vipsSpawned } from './vip-walkers.ts';
import { zuulCard } from './zuul.ts';
import { gozerSpawned } from './gozer.ts';
import { distribute, distributorOf, takeDistributedCard } from './skills/distributor.ts';
import { resolveSpecialCard, seekersFirst, takeHeldCard } from './special-cards.ts';

/** Spawn dice (line 905): 4, plus 1 per 2 survivors above the sixth (rounded up), fixed at setup. */
export function spawnDice(survivors: number): number {
  return 4 + Math.ceil(Math.max(0, survivors - 6) / 2);
}

/** The cards of this Spawn Step: spawn-zone indexes, one entry per card. */
export function classicSpawnOrder(ctx: RulesContext, state: State, events: GameEvent[]): number[] {
  const active = state.spawns.map((sp, i) => ({ i, zone: sp.zone, sp })).filter(({ sp }) => sp.active);
  if (active.length === 0) return [];
  // Distributor (skills/distributor.ts): one card per active Spawn Zone, drawn at once and assigned by its player.
  const distributing = distributorOf(state) >= 0;
  if (!state.missionState.spawnDice || distributing) {
    // Older seasons: the first zone of the mission, then clockwise (line 884).
    const first = state.spawns.findIndex((sp) => sp.active);
    const rest = active.filter(({ i }) => i !== first);
    const order = [first, ...clockwiseFrom(ctx, state.spawns[first].zone, rest)];
    if (distributing) distribute(ctx, state, order, events);
    return order;
  }
  const dice = rollDice(state, Number(state.missionState.spawnDice));
  events.push({
    type: 'missionEvent',
    text: withParams(C.spawnDice, { dice: dice.join(', ') }),
    rule: C.spawnDice,
  });
  const order: number[] = [];
  for (let face = 1; face <= 6; face++) {
    const zone = active.find(({ sp }) => sp.locators?.includes(face));
    if (!zone) continue;
    for (const d of dice) if (d === face) order.push(zone.i);
  }
  for (const { i, sp } of active) if (!sp.locators || sp.locators.length === 0) order.push(i);
  return order;
}

/** A card line's kind as a roster type of the species (the Dogz and Crows have no species). */
export function classicLineType(species: string | undefined): (kind: string) => number {
  return (kind) => (kind === 'dog' ? DOG : kind === 'crow' ? CROW : speciesType(species, kind as Kind));
}

/** Draws and resolves one Zombie card in `zone` (a Spawn Zone or a room of a building just opened). */
export function resolveZombieCard(
  ctx: RulesContext,
  state: State,
  zone: number,
  activate: Activate,
  events: GameEvent[],
): void {
  // A Seeker card that waited for the Seekers' extra Activation is resolved now, with the level of now.
  const held = takeHeldCard(state, zone);
  // A card Distributor assigned to this zone was drawn at the step's start (skills/distributor.ts).
  const cardId = held ?? takeDistributedCard(state, zone) ?? drawZombieCard(state, events);
  const level = highestDangerLevel(state);
  const card = ctx.zombieCards[cardId];
  const line = card.lines[level];
  // The card's colour is its species (seed 001 lines 932-941): a green card spawns Toxic zombies, and so on.
  const species = card.species;
  if (held === undefined) {
    events.push({ type: 'zombieCardDrawn', card: cardId, zone, level, line: cardLine(line, classicLineType(species)) });
    // A "Lost" card never comes back: it stays out of the discard pile (lines 945, 979).
    if (species === 'lost') state.zombieDiscard.splice(state.zombieDiscard.lastIndexOf(cardId), 1);
    // A Seeker card first gives every Seeker on the board an extra Activation (lines 943, 1447).
    if (species === 'seeker' && seekersFirst(state, cardId, zone, activate, events)) return;
  }
  // Manhole and Bed cards place nothing in the drawing zone (lines 949-955).
  if (card.special) {
    resolveSpecialCard(ctx, state, card.special, line, species, activate, events);
    return;
  }
  switch (line.kind) {
    case 'none':
      return;
    case 'zombies': {
      // A VIP card's Walkers are VIP Walkers, as far as the VIP miniatures go (vip-walkers.ts).
      const before = card.deck === 'vip' ? zombiesIn(state, zone, WALKER) : 0;
      placeLine(ctx, state, zone, line, species, activate, events);
      if (card.deck === 'vip' && line.walker)
        vipsSpawned(state, zone, Math.min(line.walker, zombiesIn(state, zone, WALKER) - before), events);
      return;
    }
    case 'extraActivation': {
      if (level === 'blue') {
        events.push({
          type: 'missionEvent',
          text: C.extraActivationBlue,
          rule: C.extraActivationBlue,
        });
        return;
      }
      // Only the type and species of the card: a species ignores the others' cards (lines 1423, 1479, 1571).
      const type = line.zombie === 'dog' ? DOG : line.zombie === 'crow' ? CROW : speciesType(species, line.zombie);
      events.push({
        type: 'extraActivation',
        zombie: type,
        rule: withParams(C.extraActivation, { type }),
      });
      activate(maskOf(type), true);
      return;
    }
    case 'abomination': {
      // Zuul's or Vinz Clortho's card while it stands on the board: an Abomination of the players' choice (zuul.ts).
      if (zuulCard(ctx, state, cardId, zone, activate, events)) return;
      const type = speciesType(species, 'abomination');
      if (type >= 0 && state.pool[type] > 0) {
        addZombies(state, zone, type, 1);
        events.push({
          type: 'spawned',
          zone,
          zombie: type,
          count: 1,
          rule: withParams(C.zombieCardAbomination, { type }),
        });
        // Gozer [G2]: the players choose the two Abominations whose abilities it gains (gozer.ts).
        gozerSpawned(state, type, events);
        return;
      }
      events.push({
        type: 'outOfMiniatures',
        zombie: type >= 0 ? type : ABOMINATION,
        rule: withParams(C.noAbomination, { type: type >= 0 ? type : ABOMINATION }),
      });
      placeFatty(ctx, state, zone, species, activate, events);
    }
  }
}

/** A Zombie card's line placed in `zone`: its zombies of the card's species, each Fatty with its escort. */
export function placeLine(
  ctx: RulesContext,
  state: State,
  zone: number,
  line: Extract<SpawnLine, { kind: 'zombies' }>,
  species: string | undefined,
  activate: Activate,
  events: GameEvent[],
): void {
  if (line.walker) place(ctx, state, zone, speciesType(species, 'walker'), line.walker, activate, events);
  if (line.runner) place(ctx, state, zone, speciesType(species, 'runner'), line.runner, activate, events);
  for (let f = 0; f < (line.fatty ?? 0); f++) placeFatty(ctx, state, zone, species, activate, events);
  if (line.dog) place(ctx, state, zone, DOG, line.dog, activate, events);
  if (line.crow) place(ctx, state, zone, CROW, line.crow, activate, events);
}

/** A Fatty with its escort of 2 Walkers of its species (lines 954, 959). */
function placeFatty(
  ctx: RulesContext,
  state: State,
  zone: number,
  species: string | undefined,
  activate: Activate,
  events: GameEvent[],
): void {
  const fatty = speciesType(species, 'fatty');
  const walker = speciesType(species, 'walker');
  place(ctx, state, zone, fatty, 1, activate, events);
  const rule = withParams(C.fattyEscort, { type: fatty, escort: walker });
  place(ctx, state, zone, walker, 2, activate, events, rule);
}

/**
 * Places zombies; running out, places what is left and every zombie of the type and species activates (line
 * 1161: a shortage of Toxic Walkers reactivates the Toxic Walkers only).
 */
export function place(
  _ctx: RulesContext,
  state: State,
  zone: number,
  type: number,
  count: number,
  activate: Activate,
  events: GameEvent[],
  rule: RuleRef = R.zombieCard,
): void {
  const placed = Math.min(count, state.pool[type]);
  if (placed > 0) {
    addZombies(state, zone, type, placed);
    events.push({ type: 'spawned', zone, zombie: type, count: placed, rule });
  }
  if (placed < count) {
    events.push({
      type: 'outOfMiniatures',
      zombie: type,
      rule: withParams(C.outOfMiniatures, { type }),
    });
    // The shortage's extra Activation is logged as the card's is (line 1161): the table says who activates again.
    events.push({ type: 'extraActivation', zombie: type, rule: withParams(C.shortageActivation, { type }) });
    activate(maskOf(type));
  }
}

/** A coloured Spawn Zone wakes when the Objective of its colour is taken. */
export function wakeSpawnZones(state: State, color: string, events: GameEvent[]): void {
  state.spawns.forEach((sp, index) => {
    if (sp.active || sp.color !== color) return;
    sp.active = true;
    events.push({
      type: 'spawnZoneChanged',
      index,
      zone: sp.zone,
      active: true,
      rule: withParams(C.spawnWakes, { color }),
    });
  });
}
