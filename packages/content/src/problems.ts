/** What the box holds and how a content problem is worded: shared by the data and mission checks, no file system. */
import type { ZombieType } from '@horde/zombicide/defs';
import type { ContentProblem } from './types.ts';

/**
 * What the box holds (EN 47-230). The 82 Equipment cards split into 18 starting
 * (Old Timer, Pan, Springfield x6), 57 in the Equipment deck and 7 Bounty Weapons.
 */
export const BOX = {
  equipmentCards: 82,
  startingCards: 18,
  startingCopies: 6,
  equipmentDeckCards: 57,
  bountyCards: 7,
  zombieCards: 37,
  survivors: 14,
  miniatures: { walker: 40, runner: 16, fatty: 16, abomination: 1 } satisfies Record<ZombieType, number>,
  /** Class sizes the missions rely on (FR 2808, 2874, 2930, 3042, 3110). */
  classes: { brawler: 4, faithful: 2, gunslinger: 4, townsfolk: 4 },
  /** No weapon has a natural Damage 3 (EN 764). */
  maxNaturalDamage: 2,
} as const;

/** Thrown by `loadContent`: its message has one line per problem. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      `content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => p.text).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblem(p: Omit<ContentProblem, 'text'>): string {
  let s = p.line !== undefined ? `${p.file}:${p.line}:` : `${p.file}:`;
  if (p.entry !== undefined) s += p.entry.startsWith('#') ? ` entry ${p.entry}:` : ` entry "${p.entry}":`;
  if (p.field !== undefined && p.field !== '') s += ` field ${p.field}:`;
  return `${s} ${p.message}`;
}
