/**
 * A retired game in the shell (docs/storage.md "Retired games"): opening it says why in one plain sentence per code,
 * in English and French (no hash, no action number), and offers its replay and a new start with the same setup,
 * opened as a new game is; the saved games show it as such; a replay over other content than the game was played with
 * says so.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { shellComponentTests } from '../shell-tests.ts';
import { i18n } from '../../i18n/index.ts';
import type { CreatedGame, GameRecord, PlayMode, RestartedGame, RetiredCode, TableService } from '../conn/types.ts';
import { GameRetired } from '../errors.ts';
import type { TableModule } from '../table-module.ts';
import { SavedGames } from '../lobby/SavedGames.tsx';
import { GameScreen } from './GameScreen.tsx';
import { playedWithOtherContent, ReplayScreen } from './ReplayScreen.tsx';

// Any game's table: a replay that shows its record's length, rules that bundle content "A".
vi.mock('../useTableModule.ts', () => ({
  useTableModule: (game: string | null) =>
    game
      ? {
          module: {
            Replay: ({ record }: { record: GameRecord }) =>
              h('div', { className: 'fake-replay' }, `replay of ${record.actions.length} moves`),
            localRules: () => ({ contentFingerprint: () => 'A' }),
            viewLabel: () => '',
          },
        }
      : {},
}));

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

const newGame: CreatedGame = { gameId: 'new', game: 'zombies', seats: [], url: '#/game/new' };

function retiredService(code: RetiredCode, restart?: () => Promise<RestartedGame>): TableService {
  return {
    open: async () => {
      throw new GameRetired('old', 'zombies', code);
    },
    describe: () => {},
    restart,
  } as unknown as TableService;
}

describe('a retired game', () => {
  it('says why in plain words, and opens its replay or starts again with the same setup as a new game', async () => {
    const went: string[] = [];
    const started: [CreatedGame, PlayMode][] = [];
    const restart = vi.fn(async () => ({ created: newGame, mode: 'hotseat' as const }));
    rtl.render(
      h(GameScreen, {
        service: retiredService('rulesChanged', restart),
        id: 'old',
        seat: null,
        go: (hash: string) => went.push(hash),
        onStarted: (game: CreatedGame, mode: PlayMode) => started.push([game, mode]),
      }),
    );
    const heading = await rtl.screen.findByRole('heading', { name: 'This game cannot go on' });
    expect(document.activeElement).toBe(heading);
    const text = heading.closest('main')?.textContent ?? '';
    expect(text).toContain("It started under an earlier version of this game's rules");
    expect(text).not.toMatch(/[0-9a-f]{16}|#\d/);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Watch the replay' }));
    expect(went).toEqual(['#/replay/old']);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Start again with the same setup' }));
    await rtl.waitFor(() => expect(started).toEqual([[newGame, 'hotseat']]));
    expect(restart).toHaveBeenCalledWith('old');
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Back to the games' }));
    expect(went.at(-1)).toBe('#/');
  });

  it('has one sentence per reason, in French too', async () => {
    await i18n.changeLanguage('fr');
    const said: Record<string, string> = {};
    for (const code of ['rulesChanged', 'contentMissing', 'gameMissing'] as const) {
      const { container, unmount } = rtl.render(
        h(GameScreen, { service: retiredService(code), id: 'old', seat: null, go: () => {} }),
      );
      await rtl.screen.findByRole('heading', { name: 'Cette partie ne peut pas continuer' });
      said[code] = container.querySelector('.retired-why')?.textContent ?? '';
      // Without a way to start it again (a service that has none), only the replay and the way back.
      expect(rtl.screen.queryByRole('button', { name: /Recommencer/ })).toBeNull();
      expect(rtl.screen.getByRole('button', { name: 'Revoir la partie' })).toBeTruthy();
      unmount();
    }
    expect(said.rulesChanged).toMatch(/^Elle a commencé sous une version antérieure des règles de ce jeu/);
    expect(said.contentMissing).toMatch(/missions, plateaux ou cartes/);
    expect(said.gameMissing).toBe('Le jeu auquel elle appartient n’est plus proposé ici.');
  });

  it('says why a new start failed, and lets the player try again', async () => {
    const restart = vi.fn(async (): Promise<RestartedGame> => {
      throw new Error('the server did not answer');
    });
    rtl.render(
      h(GameScreen, {
        service: retiredService('contentMissing', restart),
        id: 'old',
        seat: null,
        go: () => {},
        onStarted: () => {},
      }),
    );
    rtl.fireEvent.click(await rtl.screen.findByRole('button', { name: 'Start again with the same setup' }));
    expect((await rtl.screen.findByRole('alert')).textContent).toBe('the server did not answer');
    expect(rtl.screen.getByRole('button', { name: 'Start again with the same setup' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('is listed as such in the saved games, opened on why it stopped', async () => {
    const opened: string[] = [];
    rtl.render(
      h(SavedGames, {
        games: [
          { gameId: 'old', game: 'zombies', entry: 'standard', label: '', status: 'retired', updated: 0 },
          { gameId: 'new', game: 'zombies', entry: 'standard', label: '', status: 'ongoing', updated: 0 },
        ],
        catalog: [],
        onResume: (id: string) => opened.push(id),
        onReplay: () => {},
      }),
    );
    await rtl.act(async () => {}); // the entry names, loaded for the language
    const [old, fresh] = rtl.screen.getAllByRole('listitem');
    expect(old.querySelector('.saved-status')?.textContent).toBe('cannot go on');
    expect(old.textContent).not.toMatch(/Resume/);
    rtl.fireEvent.click(rtl.within(old).getByRole('button', { name: 'Why it stopped' }));
    expect(fresh.querySelector('.saved-status')?.textContent).toBe('in progress');
    expect(opened).toEqual(['old']);
  });
});

describe('a replay over other content', () => {
  const record = (contentFp?: string | null): GameRecord => ({
    game: 'zombies',
    config: {},
    seed: 1,
    actions: [{}, {}],
    ...(contentFp !== undefined ? { contentFp } : {}),
  });
  const table = { localRules: () => ({ contentFingerprint: () => 'A' }) } as unknown as TableModule;

  it('is told only when the record says it was played with other content than the table bundles', () => {
    expect(playedWithOtherContent(record('B'), table)).toBe(true);
    expect(playedWithOtherContent(record('A'), table)).toBe(false);
    expect(playedWithOtherContent(record(null), table)).toBe(false);
    expect(playedWithOtherContent(record(), table)).toBe(false);
    const silent = { localRules: () => ({}) } as unknown as TableModule;
    expect(playedWithOtherContent(record('B'), silent)).toBe(false);
  });

  it("says that this replay uses today's content, until dismissed", async () => {
    const service = { record: async () => record('B') } as unknown as TableService;
    rtl.render(h(ReplayScreen, { service, id: 'old', go: () => {} }));
    await rtl.screen.findByText('replay of 2 moves');
    const note = rtl.screen.getByRole('note');
    expect(note.textContent).toMatch(
      /^This game was played with an earlier version of its missions, maps or cards: this replay uses today's/,
    );
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Got it' }));
    expect(rtl.screen.queryByRole('note')).toBeNull();
  });
});
