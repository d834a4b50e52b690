/**
 * State invariants that no sequence of legal actions may break, for a
 * ruleset's roster and inventory. Used by the property tests and by the
 * simulator's self-checks (each ruleset adds its own).
 */
import type { Ruleset } from './ruleset.ts';
import type { State } from './state.ts';

export function coreInvariantViolations(ruleset: Ruleset, state: State, previousAp?: number[]): string[] {
  const problems: string[] = [];
  const { box, size } = ruleset.roster;
  for (let t = 0; t < size; t++) {
    let onBoard = 0;
    for (let i = t; i < state.zombies.length; i += size) {
      if (state.zombies[i] < 0) problems.push(`negative zombie count at zone ${Math.floor(i / size)}`);
      onBoard += state.zombies[i];
    }
    if (onBoard + state.pool[t] !== box[t])
      problems.push(`zombie type ${t}: ${onBoard} on board + ${state.pool[t]} in the box != ${box[t]}`);
    if (state.pool[t] < 0) problems.push(`zombie type ${t}: more on the board than the box holds`);
  }
  const seen = new Set<number>();
  state.survivors.forEach((survivor, i) => {
    if (survivor.wounds < 0 || survivor.wounds > survivor.health)
      problems.push(`${survivor.id}: wounds ${survivor.wounds} outside 0..${survivor.health}`);
    if (survivor.inventory.length !== ruleset.inventory.slots)
      problems.push(`${survivor.id}: ${survivor.inventory.length} inventory slots`);
    for (const c of survivor.inventory) {
      if (c === null) continue;
      if (seen.has(c)) problems.push(`card ${c} held twice`);
      seen.add(c);
    }
    if (previousAp && survivor.apTotal < previousAp[i]) problems.push(`${survivor.id}: adrenaline went down`);
    // A Companion always stays together with its Leader (EN 1556).
    const leader =
      survivor.companion && survivor.leader !== undefined && survivor.leader >= 0
        ? state.survivors[survivor.leader]
        : undefined;
    if (leader && !survivor.eliminated && !leader.eliminated) {
      if (survivor.exited !== leader.exited && !survivor.roams)
        problems.push(`${survivor.id}: left the board apart from its Leader ${leader.id}`);
      else if (!survivor.exited && !survivor.roams && survivor.zone !== leader.zone)
        problems.push(`${survivor.id}: stands apart from its Leader ${leader.id}`);
    }
  });
  for (const deck of [state.equipmentDeck, state.equipmentDiscard, ...ruleset.part.decks(state)]) {
    for (const c of deck) {
      if (seen.has(c)) problems.push(`card ${c} both held and in a deck`);
      seen.add(c);
    }
  }
  // A game that goes on has someone to play it: a survivor on the board who is not a Companion (they have no
  // Action): else it is lost, the mission can no longer be won (EN 449).
  const over = state.phase === 'won' || state.phase === 'lost';
  if (!over && !state.survivors.some((survivor) => !survivor.eliminated && !survivor.exited && !survivor.companion))
    problems.push('the game goes on with no survivor on the board able to act');
  if (!Number.isInteger(state.noise.zone) || state.noise.zone < 0 || state.noise.zone * size >= state.zombies.length)
    problems.push('the Noise token is off the board');
  return problems;
}
