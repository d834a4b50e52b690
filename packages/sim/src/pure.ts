/**
 * The simulator's browser entry: playing a game of a module with its bots and aggregating the records into a
 * report, with no Node module (no threads, files, queue nor hashing). The studio's Simulate panel runs these in
 * Web Workers; `horde sim` runs the same functions in its worker threads, so a seed gives the same report.
 */
export * from './play.ts';
export * from './report.ts';
