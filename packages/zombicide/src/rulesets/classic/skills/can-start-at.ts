/**
 * Can start at [Danger Level] (seed 001 line 2189): "The Survivor can begin the game with experience points equal
 * to the first point of the indicated Danger Level. All players have to agree." Rules version 10 on.
 * Decision canStartAtAgreed: the agreement is a setup switch (`canStartAt`) of the game's config; every player who
 * joins a game accepts its setup, so a game created with the switch on is one where all players agreed. Off, the
 * Skill does nothing. The experience is gained as any other: the levels it crosses bring their Skills (and, in
 * Experience mode, their cards), so a survivor starting at Orange has his Yellow and Orange Skills.
 */
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { LEVEL_THRESHOLDS } from '../../../experience.ts';
import { withParams } from '../../../rule-ref.ts';
import { parseKey } from '../../../skills.ts';
import type { State } from '../../../state.ts';
import type { GameConfig } from '../../../setup.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { skillPlayed } from './versions.ts';

/** The switch of a game's config saying every player agreed (the lobby's setup). */
export function canStartAtOption(config: GameConfig): { canStartAt?: true } {
  return (config as GameConfig & { canStartAt?: boolean }).canStartAt ? { canStartAt: true } : {};
}

/**
 * Each survivor holding the Skill, who has no experience yet, gains the first point of its Danger Level. Called
 * at the end of setup; a survivor who already has experience began the game otherwise and is left alone.
 */
export function startAtDangerLevels(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (!state.options.canStartAt) return;
  state.survivors.forEach((sv, s) => {
    if (sv.apTotal > 0) return;
    let first = 0;
    for (const key of sv.skills) {
      const { id, param } = parseKey(key);
      if (id !== 'canStartAt' || !skillPlayed(state, key)) continue;
      const at = LEVEL_THRESHOLDS.find((t) => t.level === param)?.ap ?? 0;
      first = Math.max(first, at);
    }
    if (first === 0) return;
    const level = LEVEL_THRESHOLDS.find((t) => t.ap === first)!.level;
    ctx.ruleset.survivors.gainExperience(ctx, state, s, first, withParams(C.canStartAt, { level }), events);
  });
}
