/** A server game's storage followed from the client's messages, and an action it could not store in words. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRejected } from '@horde/server/client';
import { i18n, setupI18n } from '../../i18n/index.ts';
import { refusalOf, refusalText, StorageWatch, type StorageSource } from './storage.ts';

/** A client's events, fired by hand. */
function source(storageOk = true) {
  const listeners: Record<string, ((m: { ok: boolean }) => void)[]> = {};
  const src = {
    storageOk,
    on(event: string, listener: (m: { ok: boolean }) => void) {
      (listeners[event] ??= []).push(listener);
      return () => {};
    },
  } as StorageSource;
  const fire = (event: string, m: { ok: boolean } = { ok: true }) => {
    for (const l of listeners[event] ?? []) l(m);
  };
  return { src, fire };
}

describe('StorageWatch', () => {
  it('starts from what the client was told, and follows the storage messages', () => {
    const { src, fire } = source(false);
    const watch = new StorageWatch(src);
    const seen: boolean[] = [];
    watch.subscribe((ok) => seen.push(ok));
    expect(watch.ok()).toBe(false);
    fire('storage', { ok: true });
    fire('storage', { ok: true });
    fire('storage', { ok: false });
    expect(seen).toEqual([true, false]);
    expect(watch.ok()).toBe(false);
  });

  it('takes a connection back after an outage as ok when the server says nothing before its views', () => {
    const { src, fire } = source();
    const watch = new StorageWatch(src);
    fire('storage', { ok: false });
    // The connection dropped during the outage and came back after it: no `ok: true` ever came.
    fire('welcome');
    fire('view');
    expect(watch.ok()).toBe(true);
  });

  it('stays not ok when the server says so again right after its welcome', () => {
    const { src, fire } = source();
    const watch = new StorageWatch(src);
    const seen: boolean[] = [];
    watch.subscribe((ok) => seen.push(ok));
    fire('storage', { ok: false });
    fire('welcome');
    fire('storage', { ok: false });
    fire('view');
    fire('view');
    expect(watch.ok()).toBe(false);
    expect(seen).toEqual([false]);
  });
});

describe('refusalText', () => {
  beforeAll(() => setupI18n('en'));
  afterAll(() => void i18n.changeLanguage('en'));

  it('says an action the storage could not take as not stored, in English and French, not as a rule', async () => {
    const e = new ActionRejected('a1', 'storage', 'The game is waiting for its storage: nothing changed');
    expect(refusalText(e)).toMatch(/^Not stored: .*Try again when the storage is back\.$/);
    await i18n.changeLanguage('fr');
    expect(refusalText(e)).toMatch(/^Non enregistré : .*quand le stockage sera revenu\.$/);
    expect(refusalText(new ActionRejected('a2', 'cannotUndo', 'No'))).toMatch(/ne peut pas être annulée/);
    await i18n.changeLanguage('en');
  });

  it('never says the server’s English sentence: a shared code in the language, another as "not allowed" with it', async () => {
    const rules = new ActionRejected('a3', 'notYourTurn', 'It is seat 2’s turn');
    expect(refusalText(rules)).toBe('This action is not allowed now (notYourTurn).');
    expect(refusalOf(rules)).toEqual({ code: 'notYourTurn', message: 'It is seat 2’s turn' });
    const shared = new ActionRejected('a4', 'game.over', 'The game is over', 3, { n: 1 });
    expect(refusalOf(shared)).toEqual({ code: 'game.over', params: { n: 1 }, message: 'The game is over' });
    await i18n.changeLanguage('fr');
    expect(refusalText(shared)).toBe('La partie est finie : plus rien ne peut être joué.');
    expect(refusalText(rules)).toBe('Cette action n’est pas permise maintenant (notYourTurn).');
    await i18n.changeLanguage('en');
    expect(refusalText('odd')).toBe('odd');
  });
});
