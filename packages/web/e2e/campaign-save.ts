/**
 * A finished Zombicide Classic game in Experience mode, played in Node by the heuristic bot on C0 (one seat, hot-seat),
 * as the browser keeps a game it plays (shell/conn/local-game.ts `LocalRecord`): Amy comes from an earlier game
 * with an Experience card (the config's `veterans`). The browser test (e2e/campaign.ts) opens it at its end screen.
 */
import { loadClassicModule } from '@horde/games/classic/load';

export interface FinishedSave {
  record: Record<string, unknown>;
  /** The engine's outcome ('won' or 'lost') and the survivors still carrying something. */
  phase: string;
}

export function finishedExperienceGame(seed: number): FinishedSave {
  const module = loadClassicModule();
  const game = module.game;
  const config = {
    mission: 'C0',
    survivors: [{ id: 'amy' }, { id: 'doug' }, { id: 'wanda' }],
    players: 1,
    experienceMode: true,
    veterans: { amy: { cards: ['nightstick/plus1DieAction(melee)'], reached: { level: 'yellow' } } },
  };
  const bot = module.bots.heuristic(seed);
  const setup = game.setup(config, { seed, now: 0 });
  if (!setup.ok) throw new Error(`campaign save: ${setup.issues.map((i) => i.code).join(', ')}`);
  const state = setup.state;
  const actions: unknown[] = [];
  const log: { by: number; at: number }[] = [];
  for (let step = 0; step < 5000 && !game.outcome(state).over; step++) {
    const legal = game.legalActions(state, 0);
    if (legal.length === 0) throw new Error('campaign save: no legal action');
    const action = bot.choose(state, legal, 0);
    const at = 1000 * (step + 1);
    const result = game.apply(state, action, { by: 0, now: at });
    if (!result.ok) throw new Error(`campaign save: ${JSON.stringify(result.error)}`);
    actions.push(action);
    log.push({ by: 0, at });
  }
  const outcome = game.outcome(state);
  if (!outcome.over) throw new Error('campaign save: the game did not end');
  return {
    phase: state.phase,
    record: {
      game: 'classic',
      entry: 'C0',
      label: 'Amy, Doug, Wanda',
      config,
      seed,
      actions,
      log,
      created: 0,
      updated: log.at(-1)?.at ?? 0,
      status: outcome.results[0]?.result === 'win' ? 'won' : 'lost',
    },
  };
}
