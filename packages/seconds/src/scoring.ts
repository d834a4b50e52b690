/**
 * The optional solo score (lines 775-786; lower is better, it can be negative).
 */
import { kindOf, type RulesContext } from './cards.ts';
import { STREET, TOP_ROW, type SecondsState } from './state.ts';
import { zombiesInPlay } from './alley.ts';

export interface ScoreLine {
  rule: 'discardedHealth' | 'winHealth' | 'noFirearm' | 'rows9And10' | 'aboveSix' | 'fastWin';
  points: number;
}

// DECISION scoring.end.
export function scoreLines(ctx: RulesContext, state: SecondsState, won: boolean): ScoreLine[] {
  const rules = ctx.content.solo.scoring;
  const lines: ScoreLine[] = [];
  // Total health of all zombies in the discard pile (line 781): their printed health.
  let health = 0;
  for (const z of state.discards.zombie) health += ctx.zombieType.get(z)?.health ?? 0;
  lines.push({ rule: 'discardedHealth', points: health });
  if (won) {
    const w = rules.winHealth.find((x) => x.health === state.survivor.health);
    if (w) lines.push({ rule: 'winHealth', points: w.points });
  }
  // -20 if there are no firearms in the discard pile (line 783).
  const firearm = state.discards.supply.some((card) => ctx.supply.get(card)?.category === 'firearm');
  if (!firearm) lines.push({ rule: 'noFirearm', points: rules.noFirearmDiscarded });
  // 2 for each zombie in rows nine and ten at the end of the game (line 784).
  const high = state.rows[9].zombies.length + state.rows[TOP_ROW].zombies.length;
  if (high) lines.push({ rule: 'rows9And10', points: high * rules.perZombieRows9And10 });
  if (won && state.survivor.row === STREET) {
    // 3 for each zombie above six in play when you reached the street (line 785).
    const above = zombiesInPlay(state) - 6;
    if (above > 0) lines.push({ rule: 'aboveSix', points: above * rules.perZombieAboveSix });
    // DECISION scoring.fastWin: win in less than 6 / 10 turns (line 786) are bands: the first that holds, not both.
    const fast = rules.fastWin.find((f) => state.turn < f.turnsBelow);
    if (fast) lines.push({ rule: 'fastWin', points: fast.points });
  }
  return lines;
}

export function computeScore(ctx: RulesContext, state: SecondsState, won: boolean): number {
  return scoreLines(ctx, state, won).reduce((sum, l) => sum + l.points, 0);
}

export { kindOf };
