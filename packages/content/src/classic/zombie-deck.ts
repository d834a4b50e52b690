/**
 * The standard Zombie deck of the Season 1 core box: cards #1 to #42 (seed 001 line 267). Each card has one
 * line per Danger Level; the line read is the Danger Level of the most experienced Survivor (line 902).
 *
 * The card count is the seed's; the seed prints no card, so every line is designed: 18 Walker cards, 6 Fatty,
 * 6 Runner, 3 mixed, 6 Extra Activation (2 per type: no effect at Blue, line 951) and 3 Abomination cards,
 * each growing from Blue to Red. No line asks for more miniatures than the box holds (40 Walkers, 16 Runners,
 * 8 Fatties with their 2 Walker escorts each, line 959). The Season 1 deck's Manhole cards, if any, are left
 * out: the engine's spawn lines have no Manhole kind.
 */
import type { DangerLevel, SpawnLine, ZombieType } from '@horde/zombicide/defs';
import { type ClassicZombieCardDef, designed, provenanceOf, type Source, sourcesFor } from './types.ts';

const WHY: Source = designed('seed 001 prints the deck size (line 267) but no card; drawn to grow from Blue to Red');

const none: SpawnLine = { kind: 'none' };
const w = (walker: number): SpawnLine => (walker ? { kind: 'zombies', walker } : none);
const r = (runner: number): SpawnLine => (runner ? { kind: 'zombies', runner } : none);
const f = (fatty: number): SpawnLine => (fatty ? { kind: 'zombies', fatty } : none);
const mix = (walker: number, runner: number, fatty: number): SpawnLine => ({
  kind: 'zombies',
  ...(walker ? { walker } : {}),
  ...(runner ? { runner } : {}),
  ...(fatty ? { fatty } : {}),
});
const extra = (zombie: Exclude<ZombieType, 'abomination'>): SpawnLine => ({ kind: 'extraActivation', zombie });
const abom: SpawnLine = { kind: 'abomination' };

function card(id: number, blue: SpawnLine, yellow: SpawnLine, orange: SpawnLine, red: SpawnLine): ClassicZombieCardDef {
  const lines: Record<DangerLevel, SpawnLine> = { blue, yellow, orange, red };
  const sources = sourcesFor({ lines }, WHY);
  return { id, lines, sources, provenance: provenanceOf(sources) };
}

/** A card spawning one type, with its four counts Blue to Red. */
const same = (id: number, line: (n: number) => SpawnLine, counts: [number, number, number, number]) =>
  card(id, line(counts[0]), line(counts[1]), line(counts[2]), line(counts[3]));
const everyLevel = (id: number, line: SpawnLine) => card(id, line, line, line, line);

export const CLASSIC_ZOMBIE_CARDS: ClassicZombieCardDef[] = [
  // Walkers
  same(1, w, [1, 2, 4, 6]),
  same(2, w, [1, 2, 4, 6]),
  same(3, w, [1, 3, 5, 7]),
  same(4, w, [2, 3, 5, 7]),
  same(5, w, [2, 4, 6, 8]),
  same(6, w, [2, 3, 5, 6]),
  same(7, w, [3, 4, 6, 8]),
  same(8, w, [0, 2, 4, 6]),
  same(9, w, [1, 2, 3, 5]),
  same(10, w, [2, 3, 4, 6]),
  same(11, w, [1, 3, 5, 7]),
  same(12, w, [3, 4, 5, 7]),
  same(13, w, [2, 4, 6, 8]),
  same(14, w, [1, 2, 4, 5]),
  same(15, w, [0, 1, 3, 5]),
  same(16, w, [1, 2, 3, 4]),
  same(17, w, [2, 3, 4, 5]),
  same(18, w, [1, 1, 2, 4]),
  // Fatties (each comes with 2 Walkers, seed 001 line 959)
  same(19, f, [1, 1, 2, 3]),
  same(20, f, [1, 2, 2, 3]),
  same(21, f, [1, 1, 2, 4]),
  same(22, f, [1, 2, 3, 4]),
  same(23, f, [0, 1, 2, 3]),
  same(24, f, [1, 2, 3, 3]),
  // Runners
  same(25, r, [0, 1, 2, 3]),
  same(26, r, [0, 1, 3, 4]),
  same(27, r, [1, 2, 3, 5]),
  same(28, r, [1, 2, 4, 6]),
  same(29, r, [1, 1, 2, 3]),
  same(30, r, [2, 3, 4, 6]),
  // Mixed
  card(31, mix(1, 0, 1), mix(2, 0, 1), mix(3, 0, 2), mix(4, 0, 2)),
  card(32, mix(1, 1, 0), mix(2, 1, 0), mix(3, 2, 0), mix(4, 3, 0)),
  card(33, w(2), mix(2, 1, 1), mix(3, 1, 2), mix(4, 2, 2)),
  // Extra Activation (no effect at Blue, seed 001 line 951)
  everyLevel(34, extra('walker')),
  everyLevel(35, extra('walker')),
  everyLevel(36, extra('runner')),
  everyLevel(37, extra('runner')),
  everyLevel(38, extra('fatty')),
  everyLevel(39, extra('fatty')),
  // Abomination (a second one on the board cannot be placed: a Fatty and 2 Walkers come instead, line 1163)
  everyLevel(40, abom),
  card(41, f(1), abom, abom, abom),
  card(42, w(2), abom, abom, abom),
];
