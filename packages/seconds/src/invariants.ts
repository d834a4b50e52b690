/**
 * Rules every reachable state keeps (checked by the property tests and the
 * conformance battery): each card is in exactly one place, health, Energy and
 * slots in range, no zombie in the street, eight Knockdown tokens at most, one
 * pending choice at most (each is raised with none waiting).
 */
import { KNOCKDOWN_TOKENS, knockdownsInPlay } from './alley.ts';
import type { RulesContext } from './cards.ts';
import { STREET, TOP_ROW, type SecondsState } from './state.ts';

export function invariantViolations(ctx: RulesContext, state: SecondsState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const place = (card: string, where: string) => {
    const other = seen.get(card);
    if (other) out.push(`card ${card} is both in ${other} and in ${where}`);
    seen.set(card, where);
  };
  for (const [deck, cards] of Object.entries(state.decks)) for (const card of cards) place(card, `the ${deck} deck`);
  for (const [deck, cards] of Object.entries(state.discards))
    for (const card of cards) place(card, `the ${deck} discard pile`);
  for (const card of state.survivor.hand) place(card, "the Survivor's hand");
  for (const card of state.survivor.equipped) place(card, 'the weapon slots');
  for (const card of state.zombies.hand) place(card, "the Zombie player's hand");
  for (const card of state.warehouse) place(card, 'the warehouse');
  for (const card of state.box) place(card, 'the box');
  if (state.pending.length > 1) out.push(`${state.pending.length} choices wait at once`);
  for (const p of state.pending)
    if (p.kind === 'scavenge') for (const card of p.cards) place(card, 'the Scavenger draw');
  for (let row = 0; row <= STREET; row++) {
    const r = state.rows[row];
    if ((row === 0 || row === STREET) && (r.zombies.length || r.supply.length || r.abilityTokens))
      out.push(`row ${row} is not part of the alley but holds pieces`);
    for (const x of r.supply) place(x.card, `row ${row}`);
    for (const z of r.zombies) {
      place(z.id, `row ${row}`);
      if (z.health < 1 || z.health > 5) out.push(`zombie ${z.id} has ${z.health} health`);
    }
  }
  let total = 0;
  for (const list of Object.values(ctx.instances)) total += list.length;
  if (seen.size !== total) out.push(`${seen.size} cards are placed, the game has ${total}`);
  const sv = state.survivor;
  if (sv.row < 1 || sv.row > STREET) out.push(`the Survivor is in row ${sv.row}`);
  if (sv.row === STREET && state.phase !== 'over' && !state.opportunity)
    out.push('the Survivor is in the street and the game goes on');
  if (sv.health < 0 || sv.health > 5) out.push(`the Survivor has ${sv.health} health`);
  if (sv.health === 0 && state.phase !== 'over') out.push('the Survivor has zero health and the game goes on');
  if (sv.energy < 0) out.push(`the Survivor has ${sv.energy}E`);
  if (state.zombies.energy < 0) out.push(`the zombies have ${state.zombies.energy}E`);
  if (sv.equipped.length > 3) out.push(`${sv.equipped.length} cards are equipped`);
  if (sv.abilityTokens < 0) out.push('negative Ability tokens');
  if (knockdownsInPlay(state) > KNOCKDOWN_TOKENS) out.push('more than eight Knockdown tokens');
  if (state.timeTokens < 0 || state.timeTokens > 4) out.push(`${state.timeTokens} Time tokens`);
  for (const [card, wear] of Object.entries(state.wear)) {
    if (wear <= 0) out.push(`card ${card} has wear ${wear}`);
    if (!ctx.supply.has(card)) out.push(`wear on a non-Supply card ${card}`);
  }
  for (let row = 1; row <= TOP_ROW; row++) if (!state.rows[row]) out.push(`row ${row} is missing`);
  return out;
}
