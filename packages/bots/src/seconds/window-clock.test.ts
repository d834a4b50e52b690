/**
 * Issue 33's measure of the Seconds to Live window clock (DECISION timer.windows): bots play timed duels in which
 * the Zombie player waits out every counter or Sound window (10 s) and the Survivor thinks 2 s per action; for
 * each Survivor Action Phase cut short by the clock, the Survivor's own time is the phase's length less the time
 * the opponent's windows were open. Rules version 3 holds the clock during those windows (a Survivor loses at
 * most a second or two, here none); version 2, kept for older games, let them take most of the 30 s.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@horde/core';
import type { SecondsAction } from '@horde/seconds';
import { testGame } from '@horde/seconds/test-kit';
import { survivorBot, zombieBot } from './heuristic.ts';

const game = testGame();
const THINK = 2_000;

/** The Survivor's own time lost to windows in each phase the clock ended (ms), and the windows waited out. */
function measure(rulesVersion: string, seeds: number): { lost: number[]; windows: number } {
  const lost: number[] = [];
  let windows = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const r = game.setup({ mode: 'two-player', survivor: 'shooter', timer: '30' }, { seed, now: 0, rulesVersion });
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    const bots = [survivorBot(game, seed), zombieBot(game, seed + 1)];
    let now = 0;
    let phaseStart = -1;
    let inWindows = 0;
    let openedAt = -1;
    for (let step = 0; step < 3000 && s.phase !== 'over' && s.turn <= 8; step++) {
      const window = s.phase === 'survivorAction' && s.pending[0]?.side === 'zombie';
      if (window && openedAt < 0) {
        openedAt = now;
        windows++;
      }
      const due = [...game.deadlines(s)].sort((a, b) => a.at - b.at);
      let action: SecondsAction;
      let by: Seat | 'system';
      if (window) {
        // The Zombie player waits until the window's own deadline answers for them.
        const d = due.find((x) => x.action.type === 'timeout' && x.action.what === 'decision')!;
        now = Math.max(now, d.at);
        [action, by] = [d.action, 'system'];
      } else {
        const seat = game.awaiting(s)[0];
        if (seat === undefined || (due[0] && due[0].at <= now + THINK)) {
          if (!due[0]) break;
          now = Math.max(now, due[0].at);
          [action, by] = [due[0].action, 'system'];
        } else {
          now += THINK;
          action = bots[seat].choose(s, game.legalActions(s, seat), seat);
          by = seat;
        }
      }
      const before = s.phase;
      const res = game.apply(s, action, { by, now });
      if (!res.ok) throw new Error(`v${rulesVersion} seed ${seed}: ${res.error.code}`);
      if (openedAt >= 0 && !(s.phase === 'survivorAction' && s.pending[0]?.side === 'zombie')) {
        inWindows += now - openedAt;
        openedAt = -1;
      }
      if (before !== 'survivorAction' && s.phase === 'survivorAction') [phaseStart, inWindows] = [now, 0];
      if (before === 'survivorAction' && s.phase !== 'survivorAction' && phaseStart >= 0) {
        if (res.events.some((e) => e.type === 'timeUp')) lost.push(30_000 - (now - phaseStart - inWindows));
        phaseStart = -1;
      }
    }
  }
  return { lost, windows };
}

describe("the Survivor loses no Action Phase time to the Zombie player's windows (seed 003 lines 162, 360)", () => {
  it('rules version 3: at most a second or two over bot duels where every window is waited out', () => {
    const v3 = measure('3', 30);
    expect(v3.windows).toBeGreaterThan(20);
    expect(Math.max(0, ...v3.lost)).toBeLessThanOrEqual(2_000);
  });

  it("rules version 2 (older games) shows what the hold prevents: windows took seconds of the Survivor's phase", () => {
    const v2 = measure('2', 30);
    expect(v2.lost.length).toBeGreaterThan(0);
    expect(Math.max(...v2.lost)).toBeGreaterThan(10_000);
  });
});
