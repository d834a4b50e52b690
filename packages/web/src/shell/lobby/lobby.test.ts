/** The lobby's game-agnostic parts, in English and French: the game picker, the switches, the saved games. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { installDom } from '../../test-dom.ts';
import { i18n, setupI18n } from '../../i18n/index.ts';
import type { CatalogGame, SavedGame } from '../conn/types.ts';
import { GamePicker } from './GamePicker.tsx';
import { OptionSwitches } from './OptionSwitches.tsx';
import { SavedGames } from './SavedGames.tsx';
import { configSwitches } from './switches.ts';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  await installDom();
  setupI18n('en');
  rtl = await import('@testing-library/react');
});
afterEach(async () => {
  rtl.cleanup();
  await i18n.changeLanguage('en');
});
afterAll(() => void i18n.changeLanguage('en'));

const game = (id: string, name: string, schema: unknown = {}): CatalogGame => ({
  id,
  name,
  meta: { rulesVersion: '1', seats: { min: 1, max: 6 }, roles: [], cooperative: true },
  entries: [{ id: 'M0', name: 'Facing the Zombies' }],
  configSchema: schema,
  catalogue: {},
});
const uoa = game('uoa', 'Zombicide: Undead or Alive', {
  type: 'object',
  properties: { mission: { type: 'string' }, ultrared: { type: 'boolean' }, friendlyFire: { type: 'boolean' } },
});

describe('GamePicker', () => {
  it('offers the games that have a table here, and shows the others', () => {
    const onChoose = vi.fn();
    rtl.render(h(GamePicker, { games: [uoa, game('nim', 'Nim')], chosen: null, onChoose }));
    const radios = rtl.screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.disabled)).toEqual([false, true]);
    expect(rtl.screen.getByText(/not playable in this browser yet/)).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /Undead or Alive/ }));
    expect(onChoose).toHaveBeenCalledWith('uoa');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    rtl.render(h(GamePicker, { games: [uoa], chosen: 'uoa', onChoose: () => {} }));
    expect(rtl.screen.getByRole('heading', { name: 'Jeu' })).toBeTruthy();
    expect(rtl.screen.getByText(/1 à 6 joueurs · coopératif/)).toBeTruthy();
  });
});

describe('OptionSwitches', () => {
  it("draws the schema's boolean properties, named by the messages or by their property name", async () => {
    const onChange = vi.fn();
    const switches = configSwitches(uoa.configSchema);
    const view = rtl.render(h(OptionSwitches, { game: 'uoa', switches, values: {}, onChange }));
    expect(rtl.screen.getByRole('checkbox', { name: /Ultrared mode.*adrenaline goes on past Red/ })).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('checkbox', { name: /Friendly fire/ }));
    expect(onChange).toHaveBeenCalledWith({ friendlyFire: true });
    await rtl.act(() => i18n.changeLanguage('fr'));
    view.rerender(h(OptionSwitches, { game: 'uoa', switches, values: {}, onChange }));
    expect(rtl.screen.getByRole('checkbox', { name: /Mode Ultrarouge/ })).toBeTruthy();
  });
});

describe('SavedGames', () => {
  const saved: SavedGame[] = [
    { gameId: 'g1', game: 'uoa', entry: 'M0', label: 'Hanna, Jeb', round: 3, status: 'ongoing', updated: 0 },
    { gameId: 'g2', game: 'uoa', entry: 'M0', label: '', status: 'won', updated: 0 },
  ];

  it('lists what each game is, how far it went, and what may be done with it', () => {
    const onResume = vi.fn();
    rtl.render(h(SavedGames, { games: saved, catalog: [uoa], onResume, onReplay: () => {}, onForget: () => {} }));
    const rows = rtl.screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('M0 · Facing the Zombies · round 3 · Hanna, Jeb');
    expect(rows[0]).toContain('in progress');
    expect(rows[1]).toContain('won');
    expect(rtl.screen.getAllByRole('button', { name: 'Resume' })).toHaveLength(1);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Resume' }));
    expect(onResume).toHaveBeenCalledWith('g1');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    rtl.render(h(SavedGames, { games: saved, catalog: [uoa], onResume: () => {}, onReplay: () => {} }));
    expect(rtl.screen.getByRole('heading', { name: 'Reprendre une partie' })).toBeTruthy();
    expect(rtl.screen.getByText('gagnée')).toBeTruthy();
    expect(rtl.screen.queryByRole('button', { name: 'Oublier' })).toBeNull();
  });
});
