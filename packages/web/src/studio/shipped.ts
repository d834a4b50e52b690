/**
 * The shipped missions as files, to start from one: their texts are fetched when opened (each a small chunk), so a
 * save keeps the file's own words and comments.
 */
import type { StudioGame } from './model/mission.ts';

const uoa = import.meta.glob<string>('../../../content/missions/*.yaml', { query: '?raw', import: 'default' });
const classic = import.meta.glob<string>('../../../content/missions/classic/*.yaml', {
  query: '?raw',
  import: 'default',
});

const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.yaml$/, '');
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The shipped missions of a game, by id (M0..M10, C0..C10). */
export function shippedIds(game: StudioGame): string[] {
  return Object.keys(game === 'uoa' ? uoa : classic)
    .map(idOf)
    .sort(byNumber);
}

export async function shippedText(game: StudioGame, id: string): Promise<string> {
  const files = game === 'uoa' ? uoa : classic;
  const path = Object.keys(files).find((p) => idOf(p) === id);
  if (!path) throw new Error(`no shipped mission ${id}`);
  return files[path]();
}
