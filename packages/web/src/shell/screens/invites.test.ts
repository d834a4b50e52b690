/**
 * The invite screen, in English and French: the server's whole links, no link for a bot's seat (the bot named),
 * the warning when the links work only on the server's own computer, and the admin's hand-over of a seat to a bot
 * or back to people (the links follow; the last seat for people stays theirs; a refusal in words).
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { shellComponentTests } from '../shell-tests.ts';
import { i18n } from '../../i18n/index.ts';
import type { Catalog, CreatedGame, TableService } from '../conn/types.ts';
import { ShellError } from '../errors.ts';
import { InviteLinks } from '../lobby/InviteLinks.tsx';
import { InviteScreen } from './InviteScreen.tsx';

// The game's table gives only the names of what each seat plays here.
vi.mock('../useTableModule.ts', () => ({
  useTableModule: () => ({ module: { piecesLabel: (p: readonly string[]) => p.join(', ') } }),
}));

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

const PUBLIC = 'http://127.0.0.1:3000';
const link = (seat: number, token: string) => ({
  seat,
  pieces: [`hero${seat}`],
  bot: null,
  url: `${PUBLIC}/play/g1#token=${token}`,
  path: `/play/g1#token=${token}`,
});
const game = (loopbackOnly: boolean): CreatedGame => ({
  gameId: 'g1',
  game: 'nim',
  seats: [link(0, 'T0'), { seat: 1, pieces: ['hero1'], bot: 'random', url: null, path: null }, link(2, 'T2')],
  url: '/play/g1#token=T0',
  share: { publicUrl: PUBLIC, loopbackOnly },
});

describe('InviteLinks', () => {
  it("shows the server's whole links, and the bot of a bot's seat without a link", () => {
    const onOpen = vi.fn();
    const { container } = rtl.render(h(InviteLinks, { game: game(false), piecesLabel: (p) => p.join(), onOpen }));
    const links = [...container.querySelectorAll<HTMLInputElement>('[data-seat-link]')];
    expect(links.map((l) => [l.dataset.seatLink, l.value])).toEqual([
      ['0', `${PUBLIC}/play/g1#token=T0`],
      ['2', `${PUBLIC}/play/g1#token=T2`],
    ]);
    expect(container.querySelector('[data-seat-bot="1"]')?.textContent).toBe(
      'Bot: random moves (the server plays this seat: no link)',
    );
    expect(rtl.screen.queryByRole('note')).toBeNull();
    // Playing a seat here opens it on the address this page talks to.
    rtl.fireEvent.click(rtl.screen.getAllByRole('button', { name: 'Play this seat here' })[1]);
    expect(onOpen).toHaveBeenCalledWith('/play/g1#token=T2');
  });

  it('says in English and French that loopback links work only on this computer, and how to share them', async () => {
    const props = { game: game(true), piecesLabel: (p: readonly string[]) => p.join(), onOpen: () => {} };
    const view = rtl.render(h(InviteLinks, props));
    const note = rtl.screen.getByRole('note');
    expect(note.textContent).toMatch(/These links only work on this computer/);
    expect(note.textContent).toMatch(/answers only on this computer \(http:\/\/127\.0\.0\.1:3000\)/);
    expect(note.textContent).toMatch(/same network.*HOST=0\.0\.0\.0/);
    expect(note.textContent).toMatch(/proxy or a tunnel.*PUBLIC_URL=/);
    await rtl.act(() => i18n.changeLanguage('fr'));
    view.rerender(h(InviteLinks, props));
    const fr = rtl.screen.getByRole('note').textContent ?? '';
    expect(fr).toMatch(/Ces liens ne marchent que sur cet ordinateur/);
    expect(fr).toMatch(/même réseau.*HOST=0\.0\.0\.0/);
    expect(fr).toMatch(/proxy ou un tunnel.*PUBLIC_URL=/);
    expect(rtl.screen.getByText(/\(le serveur joue cette place : pas de lien\)/)).toBeTruthy();
  });

  it("offers the admin each seat's hand-over, and keeps the last seat for people", async () => {
    const onChange = vi.fn(async () => {});
    const one: CreatedGame = { ...game(false), seats: [link(0, 'T0'), game(false).seats[1]] };
    rtl.render(
      h(InviteLinks, {
        game: one,
        piecesLabel: (p) => p.join(),
        onOpen: () => {},
        handOver: { bots: ['random', 'heuristic'], onChange },
      }),
    );
    const toBot = rtl.screen.getByRole('button', { name: 'Hand seat 1 to a bot' }) as HTMLButtonElement;
    expect(toBot.disabled).toBe(true);
    expect(rtl.screen.getByText('One seat at least stays with people.')).toBeTruthy();
    await rtl.act(async () => {
      rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Give seat 2 back to people' }));
    });
    expect(onChange).toHaveBeenCalledWith(1, null);
  });
});

/** A server table as the invite screen uses it: the catalog's bots, the latest links and the hand-over. */
function service(over: Partial<TableService> = {}): TableService {
  const catalog = {
    games: [{ id: 'nim', name: 'Nim', bots: ['random', 'heuristic'] }],
  } as unknown as Catalog;
  return {
    kind: 'server',
    catalog: async () => catalog,
    create: async () => game(false),
    open: async () => {
      throw new Error('no');
    },
    saved: async () => [],
    describe: () => {},
    record: async () => null,
    isAdmin: () => true,
    ...over,
  };
}

describe('InviteScreen', () => {
  it('says how to share the links, and leads back to the games (issue 33)', async () => {
    const onLobby = vi.fn();
    rtl.render(h(InviteScreen, { service: service({}), game: game(false), onOpen: () => {}, onLobby }));
    const steps = [...document.querySelectorAll('.invites-how li')].map((li) => li.textContent);
    expect(steps).toEqual([
      'Press Copy beside a seat: its link is copied.',
      'Paste it into a message or an e-mail to that player; they open it in a browser and play that seat.',
      'Your own seat: press “Play this seat here”.',
    ]);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Back to the games' }));
    expect(onLobby).toHaveBeenCalled();
  });

  it('shows the links the server has now, with its warning', async () => {
    const svc = service({ latestInvites: async () => game(true) });
    rtl.render(h(InviteScreen, { service: svc, game: game(false), onOpen: () => {}, onLobby: () => {} }));
    expect(await rtl.screen.findByRole('note')).toBeTruthy();
  });

  it('hands a seat to the chosen bot and back to people, and the links follow', async () => {
    const setSeatPlayer = vi.fn(async (_id: string, seat: number, bot: string | null) => {
      const g = game(false);
      return {
        ...g,
        seats: g.seats.map((s) =>
          s.seat === seat ? (bot ? { ...s, bot, url: null, path: null } : link(seat, 'NEW')) : s,
        ),
      };
    });
    const { container } = rtl.render(
      h(InviteScreen, { service: service({ setSeatPlayer }), game: game(false), onOpen: () => {}, onLobby: () => {} }),
    );
    const choice = (await rtl.screen.findByRole('combobox', { name: 'Bot for seat 3' })) as HTMLSelectElement;
    rtl.fireEvent.change(choice, { target: { value: 'heuristic' } });
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Hand seat 3 to a bot' }));
    await rtl.screen.findByText('Seat 3 is now played by the server (Bot). Its old link no longer works.');
    expect(setSeatPlayer).toHaveBeenCalledWith('g1', 2, 'heuristic');
    expect(container.querySelector('[data-seat-link="2"]')).toBeNull();
    expect(container.querySelector('[data-seat-bot="2"]')?.textContent).toMatch(/^Bot /);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Give seat 2 back to people' }));
    await rtl.screen.findByText(/Seat 2 is back with people: send its new link/);
    expect(container.querySelector<HTMLInputElement>('[data-seat-link="1"]')?.value).toBe(
      `${PUBLIC}/play/g1#token=NEW`,
    );
  });

  it('says a refused hand-over in words, and offers none to a browser that is not the admin', async () => {
    const setSeatPlayer = vi.fn(async () => {
      throw new ShellError('errors.seatGameOver');
    });
    const view = rtl.render(
      h(InviteScreen, { service: service({ setSeatPlayer }), game: game(false), onOpen: () => {}, onLobby: () => {} }),
    );
    rtl.fireEvent.click(await rtl.screen.findByRole('button', { name: 'Give seat 2 back to people' }));
    expect((await rtl.screen.findByRole('alert')).textContent).toBe('The game has ended: its seats no longer change.');
    view.unmount();
    rtl.render(
      h(InviteScreen, {
        service: service({ setSeatPlayer, isAdmin: () => false }),
        game: game(false),
        onOpen: () => {},
        onLobby: () => {},
      }),
    );
    await rtl.screen.findAllByRole('button', { name: 'Play this seat here' });
    expect(rtl.screen.queryByRole('button', { name: /back to people|to a bot/ })).toBeNull();
  });
});
