/**
 * A record rebuilt position by position. Each action is applied as it was sent: by the record's
 * log when it has one (who and when); otherwise as the awaited seat (or any seat) that may send
 * it, a timeout as the server at its deadline, with a clock that moves only to deadlines (the
 * actions came before them), so a timed game replays as it was played.
 */
import type { Actor } from '@horde/core';
import { describeIssue } from '@horde/core/game';
import type { SecondsAction, SecondsEvent, SecondsGame, SecondsState, SecondsView } from '@horde/seconds';
import type { SecondsRecord } from '../types.ts';

export interface ReplayStep {
  view: SecondsView;
  events: SecondsEvent[];
  /** The action that led here (null for the setup). */
  action: SecondsAction | null;
}

function applyAsSent(
  g: SecondsGame,
  s: SecondsState,
  a: SecondsAction,
  now: number,
): { ok: true; events: SecondsEvent[]; now: number } | { ok: false } {
  if (a.type === 'timeout') {
    const due = g.deadlines(s).find((d) => d.action.type === 'timeout' && d.action.what === a.what);
    const at = Math.max(now, due?.at ?? now);
    const r = g.apply(s, a, { by: 'system', now: at });
    return r.ok ? { ok: true, events: r.events, now: at } : { ok: false };
  }
  const seats = Array.from({ length: g.seatCount(s) }, (_, i) => i);
  const order = [...new Set<Actor>([...g.awaiting(s), ...seats])];
  for (const by of order) {
    const r = g.apply(s, a, { by, now });
    if (r.ok) return { ok: true, events: r.events, now };
  }
  return { ok: false };
}

/** Every position of a record as `seat` saw it (the rebuild stops at an action the rules refuse). */
export function buildSteps(g: SecondsGame, record: SecondsRecord, seat: number): ReplayStep[] {
  // With its log (who and when) and creation time, a record replays as sent; else as inferred.
  const log = record.log && record.created !== undefined ? record.log : null;
  // Under the rules version the game was made with: a later fix gated by version keeps its old rule.
  const setup = g.setup(record.config, {
    seed: record.seed,
    now: log ? record.created : 0,
    rulesVersion: record.rulesVersion,
  });
  if (!setup.ok) throw new Error(setup.issues.map(describeIssue).join('; '));
  const s = setup.state;
  const eyes = Math.min(seat, g.seatCount(s) - 1);
  const steps: ReplayStep[] = [{ view: g.view(s, eyes), events: [], action: null }];
  let now = 0;
  record.actions.forEach((action, i) => {
    if (steps.length !== i + 1) return;
    const sent = log?.[i];
    let events: SecondsEvent[];
    if (sent) {
      const r = g.apply(s, action, { by: sent.by, now: sent.at });
      if (!r.ok) return;
      events = r.events;
    } else {
      const r = applyAsSent(g, s, action, now);
      if (!r.ok) return;
      events = r.events;
      now = r.now;
    }
    steps.push({ view: g.view(s, eyes), events: g.eventsFor(events, eyes, s), action });
  });
  return steps;
}
