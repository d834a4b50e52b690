/**
 * Replaying a recorded game the way the server restores a saved one: setup under the recorded rules version (an
 * older game keeps the rules it started with), then every action by its actor at its clock. The first state whose
 * hash differs from the recorded one, or the first refused action, is reported with what to do about it.
 */
import { describeIssue, describeRefusal, hashState } from '@horde/core';
import type { AnyModule } from '../module.ts';
import type { Recording, Step } from './recording.ts';

export type CheckResult = { ok: true } | { ok: false; message: string };

/** Replays `rec`; `file` names it in the message (the line of action #n is n + 1). */
export function checkRecording(module: AnyModule, rec: Recording, file: string): CheckResult {
  const { game } = module;
  const current = game.meta.rulesVersion;
  const title = `${module.name} (${rec.game}) game "${rec.name}", rules version ${rec.rulesVersion}${
    rec.rulesVersion === current ? '' : ` (the game is now at ${current})`
  }`;
  const fail = (line: number, what: string, detail: string): CheckResult => ({
    ok: false,
    message: `${file}:${line}: ${title}: ${what}\n  ${detail}\n  ${advice(rec, current)}`,
  });
  const setup = game.setup(rec.config, { seed: rec.seed, now: rec.now, rulesVersion: rec.rulesVersion });
  if (!setup.ok) return fail(1, 'setup refused its config', setup.issues.map(describeIssue).join('; '));
  const state = setup.state;
  const start = hashState(state);
  if (start !== rec.start) return fail(1, 'the state after setup differs', `expected hash ${rec.start}, got ${start}`);
  for (let i = 0; i < rec.steps.length; i++) {
    const step = rec.steps[i];
    let result: ReturnType<typeof game.apply>;
    try {
      result = game.apply(state, step.action, { by: step.by, now: step.now });
    } catch (e) {
      return fail(i + 2, describe(i, step), `the rules threw: ${(e as Error).stack ?? e}`);
    }
    if (!result.ok) return fail(i + 2, describe(i, step), `refused: ${describeRefusal(result.error)}`);
    const hash = hashState(state);
    if (hash !== step.hash)
      return fail(i + 2, describe(i, step), `the state after it differs: expected hash ${step.hash}, got ${hash}`);
  }
  return { ok: true };
}

function describe(i: number, step: Step): string {
  const by = step.by === 'system' ? 'the server (a deadline)' : `seat ${step.by}`;
  return `action #${i + 1} by ${by} at ${new Date(step.now).toISOString()}: ${JSON.stringify(step.action)}`;
}

/** What the developer does next: saved games must replay as they did (DESIGN.md, "A game outlives every update"). */
function advice(rec: Recording, current: string): string {
  if (rec.rulesVersion !== current)
    return (
      `Games saved under rules version ${rec.rulesVersion} must still replay as they did: gate the change by the ` +
      `rules version (setup's rulesVersion) so that version ${rec.rulesVersion} keeps its rules. If old games are ` +
      'meant to change too (a bug fix for every game, a new state field), re-hash them deliberately: ' +
      `npx horde corpus record --game ${rec.game} --rehash-old`
    );
  return (
    `Saved ${rec.game} games would replay differently after this change. If it is meant: gate it by the rules ` +
    `version and bump the ${rec.game} rules version (games started before keep their rules), then record the new ` +
    `version's games deliberately: npx horde corpus record --game ${rec.game}. If it is not meant, it is a bug.`
  );
}
