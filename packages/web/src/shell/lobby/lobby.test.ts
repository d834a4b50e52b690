/** The lobby's game-agnostic parts, in English and French: the game picker, the switches, the saved games. */
import { describe, expect, it, vi } from 'vitest';
import { shellComponentTests } from '../shell-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../i18n/index.ts';
import type { CatalogGame, SavedGame } from '../conn/types.ts';
import { GamePicker } from './GamePicker.tsx';
import { OptionSwitches } from './OptionSwitches.tsx';
import { SavedGames } from './SavedGames.tsx';
import { defaultBots, SeatPlayers } from './SeatPlayers.tsx';
import { configSwitches } from './switches.ts';

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

const game = (id: string, name: string, schema: unknown = {}): CatalogGame => ({
  id,
  name,
  meta: { rulesVersion: '1', seats: { min: 1, max: 6 }, roles: [], cooperative: true },
  entries: [{ id: 'M0', name: 'Facing the Zombies' }],
  configSchema: schema,
  bots: [],
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

describe('SeatPlayers', () => {
  it('gives a competitive game its best bot at every seat but the first, and a cooperative one none', () => {
    expect(defaultBots(['random', 'heuristic'], 3, false)).toEqual([null, 'heuristic', 'heuristic']);
    expect(defaultBots(['random'], 2, false)).toEqual([null, 'random']);
    expect(defaultBots(['heuristic'], 2, true)).toEqual([null, null]);
    expect(defaultBots([], 2, false)).toEqual([null, null]);
    // A bot named after the seat's role plays it (Seconds to Live: seat 2 is the zombies').
    expect(defaultBots(['random', 'survivor', 'zombie'], 2, false, ['survivor', 'zombies'])).toEqual([null, 'zombie']);
  });

  it('lets each seat be people or a bot, and keeps one seat for people', async () => {
    const onChange = vi.fn();
    const value = [null, 'heuristic', 'random'];
    const props = { game: 'nim', bots: ['random', 'heuristic'], value, onChange };
    const view = rtl.render(h(SeatPlayers, props));
    const selects = rtl.screen.getAllByRole('combobox') as HTMLSelectElement[];
    expect(selects.map((s) => s.value)).toEqual(['', 'heuristic', 'random']);
    expect(selects[1].selectedOptions[0].textContent).toBe('Bot');
    expect(selects[2].selectedOptions[0].textContent).toBe('Bot: random moves');
    // Seat 1 holds the only people: it cannot become a bot's.
    expect([...selects[0].options].map((o) => o.disabled)).toEqual([false, true, true]);
    rtl.fireEvent.change(selects[1], { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith([null, null, 'random']);
    await rtl.act(() => i18n.changeLanguage('fr'));
    view.rerender(h(SeatPlayers, props));
    expect(rtl.screen.getByRole('heading', { name: 'Qui joue chaque place' })).toBeTruthy();
    expect(rtl.screen.getAllByRole('option', { name: 'Des joueurs' })).toHaveLength(3);
  });

  it('draws nothing for a game without bots or with one seat', () => {
    const { container } = rtl.render(h(SeatPlayers, { game: 'x', bots: [], value: [null, null], onChange: () => {} }));
    expect(container.textContent).toBe('');
    const one = rtl.render(h(SeatPlayers, { game: 'x', bots: ['random'], value: [null], onChange: () => {} }));
    expect(one.container.textContent).toBe('');
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

  it('offers the invite links again of an ongoing game this browser created with them', () => {
    const onInvites = vi.fn();
    const games: SavedGame[] = [
      { ...saved[0], invites: true },
      { ...saved[1], invites: true },
      { ...saved[0], gameId: 'g3' },
    ];
    rtl.render(h(SavedGames, { games, catalog: [uoa], onResume: () => {}, onReplay: () => {}, onInvites }));
    const buttons = rtl.screen.getAllByRole('button', { name: 'Invite links' });
    expect(buttons).toHaveLength(1);
    rtl.fireEvent.click(buttons[0]);
    expect(onInvites).toHaveBeenCalledWith('g1');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    rtl.render(h(SavedGames, { games: saved, catalog: [uoa], onResume: () => {}, onReplay: () => {} }));
    expect(rtl.screen.getByRole('heading', { name: 'Reprendre une partie' })).toBeTruthy();
    expect(rtl.screen.getByText('gagnée')).toBeTruthy();
    expect(rtl.screen.queryByRole('button', { name: 'Oublier' })).toBeNull();
    // The catalogue names the missions in English; the list names them as the French table does.
    await rtl.waitFor(() =>
      expect(rtl.screen.getAllByRole('listitem')[0].textContent).toContain('M0 · Face aux zombies'),
    );
  });
});
