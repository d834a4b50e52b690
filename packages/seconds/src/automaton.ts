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
import type { Cards } from './cards.ts';
import { discard, removeFromList, usesLeft, wearOne } from './decks.ts';
import { summonFromDeck } from './summon.ts';
import { spend } from './survivor.ts';
import { removeTimeToken } from './warehouse.ts';
import { startZombieAttack, zombieType } from './zombie-attack.ts';
import { standZombie, zombieEnergy, zombieMayStand } from './zombie-turn.ts';
import type { SecondsEvent } from './actions.ts';
import type { DiceGroupDef, SoloAutomatonDef, SoloCondition, SoloOp } from './content-types.ts';
import { TOP_ROW, type SecondsState, type ZombieInPlay } from './state.ts';

export function automatonDef(c: Cards, s: SecondsState): SoloAutomatonDef {
  const a = c.automata.get(s.config.automaton);
  if (!a) throw new Error(`unknown automaton ${s.config.automaton}`);
  return a;
}

export function startAutomatonTurn(c: Cards, s: SecondsState, ev: SecondsEvent[]): void {
  s.active = 'zombie';
  s.phase = 'zombieAction';
  s.survivor.abilityUsed = false;
  s.zombies.attackedSurvivor = false;
  s.zombies.energy = zombieEnergy(c, s);
  s.automaton = { energy: s.zombies.energy, stage: 'steps', next: 0 };
  ev.push({ type: 'turnStarted', side: 'zombie', turn: s.turn, energy: s.zombies.energy });
  ev.push({ type: 'phaseStarted', phase: 'zombieAction', endsAt: null });
  // DECISION harder.solo: the harder rules' Knockdown removal "after zombie movement in the Draw Phase" (line 569)
  // happens, in solo, at the start of the automaton's turn, on the nearest knocked-down zombie.
  if (s.config.harder) {
    const at = firstByPriority(s, 'any', (z, row) => z.knockdown && zombieMayStand(s, { zombie: z, row, index: 0 }));
    if (at) standZombie(s, at.zombie.id, 'harder', ev);
  }
}

// ---- Conditions and operations.

export function conditionHolds(c: Cards, s: SecondsState, when: SoloCondition | null): boolean {
  if (!when) return true;
  const sv = s.survivor;
  switch (when.kind) {
    case 'survivorRows':
      return sv.row >= when.from && sv.row <= when.to;
    case 'survivorDown':
      return sv.down;
    case 'survivorHealthAtMost':
      return sv.health <= when.health;
    case 'noZombieAhead':
      for (let row = sv.row + 1; row <= TOP_ROW; row++) if (s.rows[row].zombies.length > 0) return false;
      return true;
    case 'warehouseHidden':
      return s.warehouse.length > 0;
    case 'fewerInPlay':
      return zombiesInPlay(s) < when.count;
    case 'rowAheadFewer':
      return sv.row + 1 <= TOP_ROW && s.rows[sv.row + 1].zombies.length < when.count;
    case 'noAttackThisTurn':
      return !s.zombies.attackedSurvivor;
    case 'noZombieInRow':
      return s.rows[when.row].zombies.length === 0;
  }
}

const standing = (z: ZombieInPlay) => !z.knockdown;
const mayAttack = (z: ZombieInPlay) => !z.knockdown && !z.summoned;

function equippedOf(c: Cards, s: SecondsState, op: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo'): string[] {
  const want = op === 'destroyMelee' ? 'melee' : 'firearm';
  return s.survivor.equipped.filter((w) => c.supply.get(w)?.category === want);
}

/** The zombie an operation acts on, or null when the operation is not valid now. */
function moverFor(c: Cards, s: SecondsState, op: SoloOp): ZombieAt | null {
  const here = s.survivor.row;
  switch (op) {
    case 'standUp':
      return firstByPriority(s, 'any', (z, row) => z.knockdown && zombieMayStand(s, { zombie: z, row, index: 0 }));
    case 'attack':
      return here <= TOP_ROW ? firstByPriority(s, 'same', (z) => mayAttack(z) && !z.attacked) : null;
    case 'attackAgain':
      return here <= TOP_ROW ? firstByPriority(s, 'same', (z) => mayAttack(z) && z.attacked) : null;
    case 'moveBehind':
      return firstByPriority(s, 'behind', standing);
    case 'moveAhead':
      return firstByPriority(s, 'ahead', standing);
    case 'runner':
      return firstByPriority(s, 'notSame', (z) => standing(z) && zombieType(c, z.id).id === 'runner');
    case 'brute':
      return firstByPriority(s, 'notSame', (z) => standing(z) && zombieType(c, z.id).id === 'brute');
    case 'moveInAndAttack':
      return firstByPriority(s, 'notSame', (z, row) => standing(z) && Math.abs(row - here) === 1);
    default:
      return null;
  }
}

/** Whether an operation can be performed now (an invalid chart option moves to the next one, line 747). */
export function opValid(c: Cards, s: SecondsState, op: SoloOp): boolean {
  const sv = s.survivor;
  switch (op) {
    case 'nothing':
      return true;
    case 'summonRow10':
      return s.decks.zombie.length > 0;
    case 'summonAhead':
      return s.decks.zombie.length > 0 && sv.row + 1 <= TOP_ROW;
    case 'summonBehind':
      return s.decks.zombie.length > 0 && sv.row - 1 >= 1 && sv.row - 1 <= TOP_ROW;
    case 'destroyMelee':
    case 'dropFirearm':
    case 'firearmAmmo':
      return equippedOf(c, s, op).length > 0;
    case 'shriek':
      return s.decks.zombie.length > 0 && shriekers(c, s).length > 0;
    case 'removeTimeToken':
      return s.warehouse.length > 0 && s.timeTokens > 0;
    default:
      return moverFor(c, s, op) !== null;
  }
}

// DECISION solo.shriekers.
function shriekers(c: Cards, s: SecondsState): string[] {
  return byPriority(s, 'any', (z) => standing(z) && !z.summoned && !z.shrieked && zombieType(c, z.id).shrieks).map(
    (at) => at.zombie.id,
  );
}

function stepToward(s: SecondsState, at: ZombieAt, rows: number): number {
  const here = s.survivor.row;
  const dir = here > at.row ? 1 : -1;
  let to = at.row;
  for (let i = 0; i < rows && to !== Math.min(here, TOP_ROW); i++) to += dir;
  return Math.max(1, Math.min(TOP_ROW, to));
}

function move(s: SecondsState, at: ZombieAt, rows: number, ev: SecondsEvent[]): void {
  const to = stepToward(s, at, rows);
  moveZombie(s, at.zombie.id, to);
  ev.push({ type: 'zombieMoved', zombie: at.zombie.id, from: at.row, to, rule: 'automaton' });
}

/** Applies a weapon effect of the chart to one weapon (after the Survivor's choice when several fit). */
export function hitWeapon(
  c: Cards,
  s: SecondsState,
  card: string,
  effect: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo',
  ev: SecondsEvent[],
): void {
  const sv = s.survivor;
  ev.push({ type: 'weaponLost', card, effect });
  if (effect === 'destroyMelee') {
    removeFromList(sv.equipped, card);
    discard(s, 'supply', card);
    ev.push({ type: 'weaponDiscarded', card, reason: 'destroyed' });
  } else if (effect === 'dropFirearm') {
    // DECISION chart.dropFirearm: "two rows ahead" stops at row ten; the card lands face up, its ammo kept.
    const row = Math.min(TOP_ROW, sv.row + 2);
    removeFromList(sv.equipped, card);
    s.rows[row].supply.push({ card, faceUp: true });
    ev.push({ type: 'supplyPlaced', card, row, faceUp: true, rule: 'dropFirearm' });
  } else {
    const left = wearOne(c, s, card);
    ev.push({ type: 'ammoSpent', card, left });
    if ((usesLeft(c, s, card) ?? 0) <= 0) {
      removeFromList(sv.equipped, card);
      discard(s, 'supply', card);
      ev.push({ type: 'weaponDiscarded', card, reason: 'noAmmo' });
    }
  }
}

/**
 * DECISION chart.cost, chart.partial.
 * Performs an operation. `pay`: the Energy it costs when performed from a step
 * card (chart rolls pay 1E per roll up front, Final Instructions pay nothing).
 */
function perform(c: Cards, s: SecondsState, op: SoloOp, pay: boolean, now: number, ev: SecondsEvent[]): void {
  const a = s.automaton!;
  const sv = s.survivor;
  const charge = (n: number) => {
    if (!pay || n <= 0) return;
    a.energy -= n;
    spend(s, 'zombie', n, ev);
  };
  switch (op) {
    case 'nothing':
      return;
    case 'summonRow10':
      charge(1);
      summonFromDeck(c, s, TOP_ROW, 'automaton', ev);
      return;
    case 'summonAhead':
      charge(1);
      summonFromDeck(c, s, sv.row + 1, 'automaton', ev);
      return;
    case 'summonBehind':
      charge(1);
      summonFromDeck(c, s, sv.row - 1, 'automaton', ev);
      return;
    case 'removeTimeToken':
      charge(1);
      removeTimeToken(c, s, ev);
      return;
    case 'shriek':
      // Each standing Shrieker draws a zombie into row ten, any kind in solo (lines 589, 811), for 0E.
      for (const id of shriekers(c, s)) {
        if (!summonFromDeck(c, s, TOP_ROW, 'shriek', ev)) break;
        const at = byPriority(s, 'any', (z) => z.id === id)[0];
        if (at) at.zombie.shrieked = true;
      }
      return;
    case 'destroyMelee':
    case 'dropFirearm':
    case 'firearmAmmo': {
      charge(1);
      const weapons = equippedOf(c, s, op);
      // DECISION chart.weaponChoice: "If there are multiple valid weapons you choose which one is affected" (line 705).
      if (weapons.length === 1) hitWeapon(c, s, weapons[0], op, ev);
      else s.pending.push({ kind: 'chooseWeapon', side: 'survivor', endsAt: null, effect: op, cards: weapons });
      return;
    }
    case 'standUp': {
      const at = moverFor(c, s, op)!;
      charge(1);
      standZombie(s, at.zombie.id, 'automaton', ev);
      return;
    }
    case 'attack':
    case 'attackAgain': {
      const at = moverFor(c, s, op)!;
      charge(1);
      startZombieAttack(c, s, at.zombie.id, false, now, ev);
      return;
    }
    case 'moveBehind':
    case 'moveAhead':
    case 'brute':
      charge(1);
      move(s, moverFor(c, s, op)!, 1, ev);
      return;
    case 'runner':
      charge(1);
      move(s, moverFor(c, s, op)!, 2, ev);
      return;
    case 'moveInAndAttack': {
      const at = moverFor(c, s, op)!;
      charge(1);
      move(s, at, 1, ev);
      // It then attacks with the next Energy, if it may (not summoned this turn, not already attacked).
      if ((!pay || a.energy > 0) && mayAttack(at.zombie) && !at.zombie.attacked && sv.row <= TOP_ROW) {
        charge(1);
        startZombieAttack(c, s, at.zombie.id, false, now, ev);
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
export function rollDice(s: SecondsState): number {
  const tens = randomInt(s.rng, 10);
  const units = randomInt(s.rng, 10);
  const roll = tens * 10 + units;
  return roll === 0 ? 100 : roll;
}

/** One chart roll (1E): the rolled option, or the next valid one of its group, looping (line 747). */
export function resolveRoll(c: Cards, s: SecondsState, roll: number, now: number, ev: SecondsEvent[]): void {
  const a = s.automaton!;
  const chart = automatonDef(c, s).chart;
  const { group, option } = chartLookup(chart, roll);
  a.energy -= 1;
  spend(s, 'zombie', 1, ev);
  s.stats.diceRolls++;
  const options = chart[group].options;
  for (let i = 0; i < options.length; i++) {
    const o = (option + i) % options.length;
    if (opValid(c, s, options[o].op)) {
      ev.push({ type: 'diceRolled', roll, group: chart[group].id, option: o, performed: true });
      perform(c, s, options[o].op, false, now, ev);
      return;
    }
  }
  // DECISION chart.noReroll. Every option of the group is invalid: nothing happens and the Energy is lost (line 747).
  ev.push({ type: 'diceRolled', roll, group: chart[group].id, option, performed: false });
}

/** The next chart roll: a scenario's forced roll first (never set in play), else the dice. */
function nextRoll(s: SecondsState): number {
  if (s.forcedRolls && s.forcedRolls.length > 0) return s.forcedRolls.shift()!;
  return rollDice(s);
}

/** Runs the automaton one step; clears s.automaton when its turn is over. */
export function continueAutomaton(c: Cards, s: SecondsState, now: number, ev: SecondsEvent[]): void {
  const a = s.automaton!;
  const def = automatonDef(c, s);
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
      const applies = conditionHolds(c, s, step.when) && opValid(c, s, step.op);
      ev.push({ type: 'soloStep', automaton: def.id, step: step.step, applies });
      if (applies) perform(c, s, step.op, true, now, ev);
      return;
    }
    case 'dice':
      if (a.energy <= 0) {
        a.stage = 'final';
        a.next = 0;
        return;
      }
      resolveRoll(c, s, nextRoll(s), now, ev);
      return;
    case 'final': {
      // DECISION solo.finalInstructions: one card for both automata.
      const finals = c.content.solo.finalInstructions;
      if (a.next >= finals.length) {
        a.stage = 'done';
        return;
      }
      const f = finals[a.next];
      const applies = conditionHolds(c, s, f.when) && opValid(c, s, f.op);
      ev.push({ type: 'soloFinal', index: a.next, applies });
      a.next++;
      if (applies) perform(c, s, f.op, false, now, ev);
      return;
    }
    case 'done':
      s.zombies.energy = 0;
      s.automaton = null;
      return;
  }
}
