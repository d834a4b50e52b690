/**
 * The people at a table (issue 14, "Players"): each seat is shown by its player's name, and the seats talk
 * in a short chat or by reactions. Names and chat live in the server's memory only; they are people's
 * words, never game state, so they are checked like any other message (length, control characters, rate).
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ErrorMessage, PresenceMessage } from './protocol/messages.ts';
import { client, createTwoSeatGame, RawSocket, until, useTestServer } from './test/kit.ts';

const server = useTestServer();

describe('names and chat', () => {
  it('a name given on joining is in every presence message, and a rename reaches the others', async () => {
    const created = await createTwoSeatGame(server.api, 3);
    const id = created.game.id;
    const ana = client(server, id, [created.seats[0].token!], { name: 'Ana' });
    const bo = client(server, id, [created.seats[1].token!]);
    await ana.connect();
    await bo.connect();
    await until(() => bo.presence?.connected.length === 2, 5000, 'both seats present');
    expect(bo.presence!.names).toEqual(['Ana', null]);

    bo.rename('Bo');
    await until(() => ana.presence?.names[1] === 'Bo', 5000, 'the rename');
    expect(ana.presence!.names).toEqual(['Ana', 'Bo']);
    ana.close();
    bo.close();
  });

  it('a line and a reaction reach every seat and the spectators; who joins later gets the recent ones', async () => {
    const created = await createTwoSeatGame(server.api, 4);
    const id = created.game.id;
    const ana = client(server, id, [created.seats[0].token!], { name: 'Ana' });
    const bo = client(server, id, [created.seats[1].token!], { name: 'Bo' });
    await ana.connect();
    await bo.connect();
    const heard: ChatMessage[] = [];
    bo.on('chat', (m) => heard.push(m));
    ana.chat({ text: '  Cover me, I search the saloon  ' });
    ana.chat({ reaction: 'wellPlayed' });
    await until(() => heard.length === 2, 5000, 'two chat messages');
    expect(heard[0]).toMatchObject({ seat: 0, name: 'Ana', text: 'Cover me, I search the saloon' });
    expect(heard[1]).toMatchObject({ seat: 0, name: 'Ana', reaction: 'wellPlayed' });

    const watcher = client(server, id, [created.watch.token]);
    const later: ChatMessage[] = [];
    watcher.on('chat', (m) => later.push(m));
    await watcher.connect();
    await until(() => later.length === 2, 5000, 'the recent chat for a late joiner');
    expect(later.map((m) => m.text ?? m.reaction)).toEqual(['Cover me, I search the saloon', 'wellPlayed']);
    for (const c of [ana, bo, watcher]) c.close();
  });

  it('refuses empty, too long, multi-line or two-part lines, unknown reactions, spectators and floods, with a reason', async () => {
    const created = await createTwoSeatGame(server.api, 5);
    const seat = await RawSocket.open(server.wsUrl);
    seat.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[0].token!], rid: 'h' }));
    await until(() => seat.received.some((m) => m.t === 'view'), 5000, 'joined');
    const errorFor = async (msg: object): Promise<string> => {
      const start = seat.received.length;
      seat.send(JSON.stringify(msg));
      await until(() => seat.received.slice(start).some((m) => m.t === 'error'), 5000, 'an error');
      return (seat.received.slice(start).find((m) => m.t === 'error') as ErrorMessage).message;
    };
    expect(await errorFor({ t: 'chat', text: '   ' })).toMatch(/text: may not be empty/);
    expect(await errorFor({ t: 'chat', text: 'x'.repeat(201) })).toMatch(/text: at most 200 letters/);
    expect(await errorFor({ t: 'chat', text: 'two\nlines' })).toMatch(/line breaks/);
    expect(await errorFor({ t: 'chat', text: 'hi', reaction: 'oops' })).toMatch(/either "text" or "reaction"/);
    expect(await errorFor({ t: 'chat', reaction: 'boo' })).toMatch(/reaction/);
    expect(await errorFor({ t: 'chat', seat: 1, text: 'as the other seat' })).toMatch(/not held/);
    expect(await errorFor({ t: 'name', name: 'x'.repeat(25) })).toMatch(/name: at most 24 letters/);

    // Five lines at once, then one every two seconds.
    for (let i = 0; i < 5; i++) seat.send(JSON.stringify({ t: 'chat', text: `line ${i}` }));
    expect(await errorFor({ t: 'chat', text: 'one too many' })).toMatch(/Too many chat lines/);
    const said = seat.received.filter((m): m is ChatMessage => m.t === 'chat').map((m) => m.text);
    expect(said).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'line 4']);

    const spectator = await RawSocket.open(server.wsUrl);
    spectator.send(JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.watch.token], rid: 'w' }));
    await until(() => spectator.received.some((m) => m.t === 'view'), 5000, 'spectator joined');
    spectator.send(JSON.stringify({ t: 'chat', text: 'let me in' }));
    await until(() => spectator.received.some((m) => m.t === 'error'), 5000, 'the spectator refused');
    expect(spectator.received.find((m) => m.t === 'error')).toMatchObject({ code: 'notYourSeat' });
    const presence = spectator.received.find((m): m is PresenceMessage => m.t === 'presence');
    expect(presence?.spectators).toBe(1);
    seat.close();
    spectator.close();
  });
});
