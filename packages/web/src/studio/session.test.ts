/** The studio keeps its mission across a reload and a game played from it (session.ts, this tab's sessionStorage). */
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../shell/conn/store.ts';
import { emptyMission } from './model/mission.ts';
import { loadSession, saveSession } from './session.ts';

describe('the studio session', () => {
  it('what is saved comes back: the game, the mission and the text it was opened from', () => {
    const store = memoryStore();
    const s = { game: 'classic' as const, doc: emptyMission('classic'), original: 'id: C1\n' };
    saveSession(s, store);
    expect(loadSession(store)).toEqual(s);
  });

  it('nothing saved, or something that is no studio session, gives none', () => {
    const store = memoryStore();
    expect(loadSession(store)).toBeNull();
    store.setItem('horde.studio', '{"game":"chess","doc":{}}');
    expect(loadSession(store)).toBeNull();
    store.setItem('horde.studio', 'not json');
    expect(loadSession(store)).toBeNull();
  });
});
