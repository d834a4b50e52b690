/**
 * The mission in the studio survives a reload and a game played from it: kept in this tab's sessionStorage (the
 * game, the document, and the text of the file it was opened from, so a save keeps that file's words).
 */
import type { MissionDoc, StudioGame } from './model/mission.ts';

const KEY = 'horde.studio';

export interface StudioSession {
  game: StudioGame;
  doc: MissionDoc;
  original?: string;
}

export function loadSession(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): StudioSession | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StudioSession;
    return (s.game === 'uoa' || s.game === 'classic') && s.doc && typeof s.doc === 'object' ? s : null;
  } catch {
    return null;
  }
}

export function saveSession(
  s: StudioSession,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(s));
  } catch {
    // A full or refused storage loses only the copy kept for a reload.
  }
}
