/** The corpus of recorded games (docs/storage.md): recording, the replay check, and the files (Node). */
export * from './recording.ts';
export * from './record.ts';
export * from './check.ts';
export * from './specs.ts';
export * from './files.ts';
