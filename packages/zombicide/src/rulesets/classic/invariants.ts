/**
 * Classic's state invariants: the core's for its roster and inventory; Wounded cards match the Wounds of a
 * survivor in play (seed 001 line 1377); open doors are doors of the board and never locked ones.
 */
import { coreInvariantViolations } from '../../invariants.ts';
import type { State } from '../../state.ts';
import { CLASSIC } from './ruleset.ts';
import { classicPart } from './state.ts';

export function classicInvariantViolations(state: State, doorCount: number): string[] {
  const part = classicPart(state);
  const problems = coreInvariantViolations(CLASSIC, state);
  state.survivors.forEach((survivor) => {
    if (survivor.eliminated || survivor.exited) return;
    const wounded = survivor.inventory.filter((c) => c !== null && state.cards[c].def === 'wounded').length;
    if (wounded > survivor.wounds)
      problems.push(`${survivor.id}: ${wounded} Wounded cards for ${survivor.wounds} Wounds`);
    if (survivor.wounds >= survivor.health)
      problems.push(`${survivor.id}: ${survivor.wounds} Wounds and still in play`);
  });
  // Vehicles (seed 001 lines 606, 660, 684, 712): occupants stand in its zone, only a helicopter flies, a stashed
  // card is held by nobody.
  const held = new Set(state.survivors.flatMap((survivor) => survivor.inventory));
  (part.cars ?? []).forEach((car, c) => {
    for (const s of [...car.seats, ...(car.riders ?? [])])
      if (
        s >= 0 &&
        !state.survivors[s].eliminated &&
        !state.survivors[s].exited &&
        state.survivors[s].zone !== car.zone
      )
        problems.push(`${state.survivors[s].id} sits in vehicle #${c} but stands elsewhere`);
    if (car.flying && car.kind !== 'helicopter') problems.push(`vehicle #${c} (${car.kind}) flies`);
    for (const card of car.stash ?? []) if (held.has(card)) problems.push(`card ${card} both stashed and held`);
  });
  for (const d of state.doors ?? []) {
    if (d < 0 || d >= doorCount) problems.push(`open door #${d} is not on the board`);
    if (part.lockedDoors?.includes(d)) problems.push(`door #${d} is open and locked`);
  }
  return problems;
}
