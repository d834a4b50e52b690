/**
 * A Zombicide record (Undead or Alive's or Classic's) rebuilt move by move: the engine replays every position
 * from the seed and the action list (exact by design), under the rules version the game was made with.
 */
import { describeIssue } from '@horde/core/game';
import type { Action, GameConfig, GameEvent, PlayerView, ZombicideRules } from '@horde/zombicide';
import type { GameRecord } from '../../shell/conn/types.ts';

export interface Step {
  view: PlayerView;
  events: GameEvent[];
}

export function buildSteps(record: GameRecord<Action> & { config: GameConfig }, g: ZombicideRules): Step[] {
  // Under the rules version the game was made with: a later fix gated by version keeps its old rule.
  const setup = g.setup(record.config, { seed: record.seed, rulesVersion: record.rulesVersion });
  if (!setup.ok) throw new Error(setup.issues.map(describeIssue).join('; '));
  const state = setup.state;
  const steps: Step[] = [{ view: g.view(state, null), events: [] }];
  for (const a of record.actions) {
    const r = g.engine.apply(state, a);
    if (!r.ok) break;
    steps.push({ view: g.view(state, null), events: r.events });
  }
  return steps;
}
