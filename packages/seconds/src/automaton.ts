/**
 * The solo zombie automaton (lines 578-816). There are no phases on the
 * zombie turn (line 743): the step cards run in numerical order while the
 * zombies have Energy; then, with Energy left, two dice are rolled on the
 * chart, an invalid option moving to the next one of its coloured group and
 * looping to its top (line 747); then the Final Instructions (line 751).
 * Zombies are chosen by the priorities of lines 753-765 (alley.ts byPriority).
 * The cards and chart never override the rules (line 790): a zombie that
 * entered play this turn may not attack, a knocked-down zombie does not move.
 */
import { randomInt } from '@horde/core';
import { byPriority, firstByPriority, moveZombie, zombiesInPlay, type ZombieAt } from './alley.ts';
import type { RulesContext } from './cards.ts';
import { discard, removeFromList, usesLeft, wearOne } from './decks.ts';
import { summonFromDeck } from './summon.ts';
import { spend } from './survivor.ts';
import { removeTimeToken } from './warehouse.ts';
import { startZombieAttack, zombieType } from './zombie-attack.ts';
import { standZombie, zombieEnergy, zombieMayStand } from './zombie-turn.ts';
import type { SecondsEvent } from './actions.ts';
import type { DiceGroupDef, SoloAutomatonDef, SoloCondition, SoloOp } from './content-types.ts';
import { TOP_ROW, type SecondsState, type ZombieInPlay } from './state.ts';

export function automatonDef(ctx: RulesContext, state: SecondsState): SoloAutomatonDef {
  const a = ctx.automata.get(state.config.automaton);
  if (!a) throw new Error(`unknown automaton ${state.config.automaton}`);
  return a;
}

export function startAutomatonTurn(ctx: RulesContext, state: SecondsState, ev: SecondsEvent[]): void {
  state.active = 'zombie';
  state.phase = 'zombieAction';
  state.survivor.abilityUsed = false;
  state.zombies.attackedSurvivor = false;
  state.zombies.energy = zombieEnergy(ctx, state);
  state.automaton = { energy: state.zombies.energy, stage: 'steps', next: 0 };
  ev.push({ type: 'turnStarted', side: 'zombie', turn: state.turn, energy: state.zombies.energy });
  ev.push({ type: 'phaseStarted', phase: 'zombieAction', endsAt: null });
  // DECISION harder.solo: the harder rules' Knockdown removal "after zombie movement in the Draw Phase" (line 569)
  // happens, in solo, at the start of the automaton's turn, on the nearest knocked-down zombie.
  if (state.config.harder) {
    const at = firstByPriority(
      state,
      'any',
      (z, row) => z.knockdown && zombieMayStand(state, { zombie: z, row, index: 0 }),
    );
    if (at) standZombie(state, at.zombie.id, 'harder', ev);
  }
}

// ---- Conditions and operations.

export function conditionHolds(ctx: RulesContext, state: SecondsState, when: SoloCondition | null): boolean {
  if (!when) return true;
  const sv = state.survivor;
  switch (when.kind) {
    case 'survivorRows':
      return sv.row >= when.from && sv.row <= when.to;
    case 'survivorDown':
      return sv.down;
    case 'survivorHealthAtMost':
      return sv.health <= when.health;
    case 'noZombieAhead':
      for (let row = sv.row + 1; row <= TOP_ROW; row++) if (state.rows[row].zombies.length > 0) return false;
      return true;
    case 'warehouseHidden':
      return state.warehouse.length > 0;
    case 'fewerInPlay':
      return zombiesInPlay(state) < when.count;
    case 'rowAheadFewer':
      return sv.row + 1 <= TOP_ROW && state.rows[sv.row + 1].zombies.length < when.count;
    case 'noAttackThisTurn':
      return !state.zombies.attackedSurvivor;
    case 'noZombieInRow':
      return state.rows[when.row].zombies.length === 0;
  }
}

const standing = (z: ZombieInPlay) => !z.knockdown;
const mayAttack = (z: ZombieInPlay) => !z.knockdown && !z.summoned;

function equippedOf(
  ctx: RulesContext,
  state: SecondsState,
  op: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo',
): string[] {
  const want = op === 'destroyMelee' ? 'melee' : 'firearm';
  return state.survivor.equipped.filter((w) => ctx.supply.get(w)?.category === want);
}

/** The zombie an operation acts on, or null when the operation is not valid now. */
function moverFor(ctx: RulesContext, state: SecondsState, op: SoloOp): ZombieAt | null {
  const here = state.survivor.row;
  switch (op) {
    case 'standUp':
      return firstByPriority(
        state,
        'any',
        (z, row) => z.knockdown && zombieMayStand(state, { zombie: z, row, index: 0 }),
      );
    case 'attack':
      return here <= TOP_ROW ? firstByPriority(state, 'same', (z) => mayAttack(z) && !z.attacked) : null;
    case 'attackAgain':
      return here <= TOP_ROW ? firstByPriority(state, 'same', (z) => mayAttack(z) && z.attacked) : null;
    case 'moveBehind':
      return firstByPriority(state, 'behind', standing);
    case 'moveAhead':
      return firstByPriority(state, 'ahead', standing);
    case 'runner':
      return firstByPriority(state, 'notSame', (z) => standing(z) && zombieType(ctx, z.id).id === 'runner');
    case 'brute':
      return firstByPriority(state, 'notSame', (z) => standing(z) && zombieType(ctx, z.id).id === 'brute');
    case 'moveInAndAttack':
      return firstByPriority(state, 'notSame', (z, row) => standing(z) && Math.abs(row - here) === 1);
    default:
      return null;
  }
}

/** Whether an operation can be performed now (an invalid chart option moves to the next one, line 747). */
export function opValid(ctx: RulesContext, state: SecondsState, op: SoloOp): boolean {
  const sv = state.survivor;
  switch (op) {
    case 'nothing':
      return true;
    case 'summonRow10':
      return state.decks.zombie.length > 0;
    case 'summonAhead':
      return state.decks.zombie.length > 0 && sv.row + 1 <= TOP_ROW;
    case 'summonBehind':
      return state.decks.zombie.length > 0 && sv.row - 1 >= 1 && sv.row - 1 <= TOP_ROW;
    case 'destroyMelee':
    case 'dropFirearm':
    case 'firearmAmmo':
      return equippedOf(ctx, state, op).length > 0;
    case 'shriek':
      return state.decks.zombie.length > 0 && shriekers(ctx, state).length > 0;
    case 'removeTimeToken':
      return state.warehouse.length > 0 && state.timeTokens > 0;
    default:
      return moverFor(ctx, state, op) !== null;
  }
}

// DECISION solo.shriekers.
function shriekers(ctx: RulesContext, state: SecondsState): string[] {
  return byPriority(
    state,
    'any',
    (z) => standing(z) && !z.summoned && !z.shrieked && zombieType(ctx, z.id).shrieks,
  ).map((at) => at.zombie.id);
}

function stepToward(state: SecondsState, at: ZombieAt, rows: number): number {
  const here = state.survivor.row;
  const dir = here > at.row ? 1 : -1;
  let to = at.row;
  for (let i = 0; i < rows && to !== Math.min(here, TOP_ROW); i++) to += dir;
  return Math.max(1, Math.min(TOP_ROW, to));
}

function move(state: SecondsState, at: ZombieAt, rows: number, ev: SecondsEvent[]): void {
  const to = stepToward(state, at, rows);
  moveZombie(state, at.zombie.id, to);
  ev.push({ type: 'zombieMoved', zombie: at.zombie.id, from: at.row, to, rule: 'automaton' });
}

/** Applies a weapon effect of the chart to one weapon (after the Survivor's choice when several fit). */
export function hitWeapon(
  ctx: RulesContext,
  state: SecondsState,
  card: string,
  effect: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo',
  ev: SecondsEvent[],
): void {
  const sv = state.survivor;
  ev.push({ type: 'weaponLost', card, effect });
  if (effect === 'destroyMelee') {
    removeFromList(sv.equipped, card);
    discard(state, 'supply', card);
    ev.push({ type: 'weaponDiscarded', card, reason: 'destroyed' });
  } else if (effect === 'dropFirearm') {
    // DECISION chart.dropFirearm: "two rows ahead" stops at row ten; the card lands face up, its ammo kept.
    const row = Math.min(TOP_ROW, sv.row + 2);
    removeFromList(sv.equipped, card);
    state.rows[row].supply.push({ card, faceUp: true });
    ev.push({ type: 'supplyPlaced', card, row, faceUp: true, rule: 'dropFirearm' });
  } else {
    const left = wearOne(ctx, state, card);
    ev.push({ type: 'ammoSpent', card, left });
    if ((usesLeft(ctx, state, card) ?? 0) <= 0) {
      removeFromList(sv.equipped, card);
      discard(state, 'supply', card);
      ev.push({ type: 'weaponDiscarded', card, reason: 'noAmmo' });
    }
  }
}

/**
 * DECISION chart.cost, chart.partial.
 * Performs an operation. `pay`: the Energy it costs when performed from a step
 * card (chart rolls pay 1E per roll up front, Final Instructions pay nothing).
 */
function perform(
  ctx: RulesContext,
  state: SecondsState,
  op: SoloOp,
  pay: boolean,
  now: number,
  ev: SecondsEvent[],
): void {
  const a = state.automaton!;
  const sv = state.survivor;
  const charge = (n: number) => {
    if (!pay || n <= 0) return;
    a.energy -= n;
    spend(state, 'zombie', n, ev);
  };
  switch (op) {
    case 'nothing':
      return;
    case 'summonRow10':
      charge(1);
      summonFromDeck(ctx, state, TOP_ROW, 'automaton', ev);
      return;
    case 'summonAhead':
      charge(1);
      summonFromDeck(ctx, state, sv.row + 1, 'automaton', ev);
      return;
    case 'summonBehind':
      charge(1);
      summonFromDeck(ctx, state, sv.row - 1, 'automaton', ev);
      return;
    case 'removeTimeToken':
      charge(1);
      removeTimeToken(ctx, state, ev);
      return;
    case 'shriek':
      // Each standing Shrieker draws a zombie into row ten, any kind in solo (lines 589, 811), for 0E.
      for (const id of shriekers(ctx, state)) {
        if (!summonFromDeck(ctx, state, TOP_ROW, 'shriek', ev)) break;
        const at = byPriority(state, 'any', (z) => z.id === id)[0];
        if (at) at.zombie.shrieked = true;
      }
      return;
    case 'destroyMelee':
    case 'dropFirearm':
    case 'firearmAmmo': {
      charge(1);
      const weapons = equippedOf(ctx, state, op);
      // DECISION chart.weaponChoice: "If there are multiple valid weapons you choose which one is affected" (line 705).
      if (weapons.length === 1) hitWeapon(ctx, state, weapons[0], op, ev);
      else state.pending.push({ kind: 'chooseWeapon', side: 'survivor', endsAt: null, effect: op, cards: weapons });
      return;
    }
    case 'standUp': {
      const at = moverFor(ctx, state, op)!;
      charge(1);
      standZombie(state, at.zombie.id, 'automaton', ev);
      return;
    }
    case 'attack':
    case 'attackAgain': {
      const at = moverFor(ctx, state, op)!;
      charge(1);
      startZombieAttack(ctx, state, at.zombie.id, false, now, ev);
      return;
    }
    case 'moveBehind':
    case 'moveAhead':
    case 'brute':
      charge(1);
      move(state, moverFor(ctx, state, op)!, 1, ev);
      return;
    case 'runner':
      charge(1);
      move(state, moverFor(ctx, state, op)!, 2, ev);
      return;
    case 'moveInAndAttack': {
      const at = moverFor(ctx, state, op)!;
      charge(1);
      move(state, at, 1, ev);
      // It then attacks with the next Energy, if it may (not summoned this turn, not already attacked).
      if ((!pay || a.energy > 0) && mayAttack(at.zombie) && !at.zombie.attacked && sv.row <= TOP_ROW) {
        charge(1);
        startZombieAttack(ctx, state, at.zombie.id, false, now, ev);
      }
      return;
    }
  }
}

/** DECISION chart.rebuilt, chart.fragments (content solo.ts): the chart option for a roll, its group and index. */
export function chartLookup(chart: DiceGroupDef[], roll: number): { group: number; option: number } {
  for (let g = 0; g < chart.length; g++)
    for (let o = 0; o < chart[g].options.length; o++) {
      const opt = chart[g].options[o];
      if (roll >= opt.from && roll <= opt.to) return { group: g, option: o };
    }
  return { group: 0, option: 0 };
}

/** DECISION chart.dice: two ten-sided dice read as tens and units; 00 reads 100. */
export function rollDice(state: SecondsState): number {
  const tens = randomInt(state.rng, 10);
  const units = randomInt(state.rng, 10);
  const roll = tens * 10 + units;
  return roll === 0 ? 100 : roll;
}

/** One chart roll (1E): the rolled option, or the next valid one of its group, looping (line 747). */
export function resolveRoll(
  ctx: RulesContext,
  state: SecondsState,
  roll: number,
  now: number,
  ev: SecondsEvent[],
): void {
  const a = state.automaton!;
  const chart = automatonDef(ctx, state).chart;
  const { group, option } = chartLookup(chart, roll);
  a.energy -= 1;
  spend(state, 'zombie', 1, ev);
  state.stats.diceRolls++;
  const options = chart[group].options;
  for (let i = 0; i < options.length; i++) {
    const o = (option + i) % options.length;
    if (opValid(ctx, state, options[o].op)) {
      ev.push({ type: 'diceRolled', roll, group: chart[group].id, option: o, performed: true });
      perform(ctx, state, options[o].op, false, now, ev);
      return;
    }
  }
  // DECISION chart.noReroll. Every option of the group is invalid: nothing happens and the Energy is lost (line 747).
  ev.push({ type: 'diceRolled', roll, group: chart[group].id, option, performed: false });
}

/** The next chart roll: a scenario's forced roll first (never set in play), else the dice. */
function nextRoll(state: SecondsState): number {
  if (state.forcedRolls && state.forcedRolls.length > 0) return state.forcedRolls.shift()!;
  return rollDice(state);
}

/** Runs the automaton one step; clears state.automaton when its turn is over. */
export function continueAutomaton(ctx: RulesContext, state: SecondsState, now: number, ev: SecondsEvent[]): void {
  const a = state.automaton!;
  const def = automatonDef(ctx, state);
  switch (a.stage) {
    case 'steps': {
      if (a.energy <= 0) {
        a.stage = 'final';
        a.next = 0;
        return;
      }
      if (a.next >= def.steps.length) {
        a.stage = 'dice';
        return;
      }
      const step = def.steps[a.next++];
      const applies = conditionHolds(ctx, state, step.when) && opValid(ctx, state, step.op);
      ev.push({ type: 'soloStep', automaton: def.id, step: step.step, applies });
      if (applies) perform(ctx, state, step.op, true, now, ev);
      return;
    }
    case 'dice':
      if (a.energy <= 0) {
        a.stage = 'final';
        a.next = 0;
        return;
      }
      resolveRoll(ctx, state, nextRoll(state), now, ev);
      return;
    case 'final': {
      // DECISION solo.finalInstructions: one card for both automata.
      const finals = ctx.content.solo.finalInstructions;
      if (a.next >= finals.length) {
        a.stage = 'done';
        return;
      }
      const f = finals[a.next];
      const applies = conditionHolds(ctx, state, f.when) && opValid(ctx, state, f.op);
      ev.push({ type: 'soloFinal', index: a.next, applies });
      a.next++;
      if (applies) perform(ctx, state, f.op, false, now, ev);
      return;
    }
    case 'done':
      state.zombies.energy = 0;
      state.automaton = null;
      return;
  }
}
