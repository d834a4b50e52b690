/**
 * Views as patches (protocol 3, issue 12 finding 8): after each action a seat gets an RFC 6902 patch of its
 * previous view, and the full view on hello, sync and reconnection. A client that follows the patches holds
 * exactly the views the server would send in full.
 */
import { describe, expect, it } from 'vitest';
import { patchDocument } from './client/client.ts';
import type { PatchOperation, ViewMessage } from './protocol/messages.ts';
import jsonPatch from 'fast-json-patch';
import {
  client,
  createTwoSeatGame,
  RawSocket,
  until,
  type TestAction,
  type TestClient,
  useTestServer,
} from './test/kit.ts';

const server = useTestServer();

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 2 ** 32;
  };
}

/** A random JSON value: objects and arrays of a few entries, keys that need escaping in a pointer. */
function randomJson(r: () => number, depth: number): unknown {
  const x = r();
  if (depth === 0 || x < 0.3) return [null, true, 1, 2.5, 'a', 'b/c~d', ''][Math.floor(r() * 7)];
  const n = Math.floor(r() * 4);
  if (x < 0.6) return Array.from({ length: n }, () => randomJson(r, depth - 1));
  const o: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) o[['k', 'a/b', 'm~n', '0', 'z'][Math.floor(r() * 5)]] = randomJson(r, depth - 1);
  if (r() < 0.2) o.gone = undefined;
  return o;
}

/** What a client can compare: everything of a view message but the deadline's clock. */
const essence = (v: ViewMessage | undefined) =>
  v && { seq: v.seq, seat: v.seat, status: v.status, awaited: v.awaited, legal: v.legal, view: v.view };

describe('view patches', () => {
  it('the patches between two documents, applied by the client, give the second and leave the first alone', () => {
    const r = rng(12);
    for (let i = 0; i < 2000; i++) {
      const a = { view: randomJson(r, 4), legal: randomJson(r, 2) };
      const b = r() < 0.3 ? JSON.parse(JSON.stringify(a)) : { view: randomJson(r, 4), legal: randomJson(r, 2) };
      if (r() < 0.5 && b.view && typeof b.view === 'object') (b.view as Record<string, unknown>).k = randomJson(r, 2);
      const before = JSON.parse(JSON.stringify(a));
      // As the server computes it and the client receives it (JSON).
      const patch = JSON.parse(JSON.stringify(jsonPatch.compare(a, b))) as PatchOperation[];
      const out = patchDocument(before, patch);
      expect(out).toStrictEqual(JSON.parse(JSON.stringify(b)));
      expect(before).toStrictEqual(JSON.parse(JSON.stringify(a)));
    }
  });

  it('a client following patches ends with the views the server sends in full, after many actions', async () => {
    const created = await createTwoSeatGame(server.api, 4242);
    const game = created.game.id;
    const c0 = client(server, game, [created.seats[0].token!]);
    const c1 = client(server, game, [created.seats[1].token!], { legal: false });
    const watcher = client(server, game, [created.watch.token]);
    const hotSeat = client(server, game, [created.seats[0].token!, created.seats[1].token!]);
    const all = [c0, c1, watcher, hotSeat];
    const raw = await RawSocket.open(server.wsUrl);
    raw.send(JSON.stringify({ t: 'hello', game, tokens: [created.seats[0].token!] }));
    for (const c of all) await c.connect();
    await until(() => all.every((c) => c.view() !== undefined) && raw.received.some((m) => m.t === 'view'));
    // The first view on joining is full.
    expect(raw.received.find((m) => m.t === 'view')).toHaveProperty('view');

    const r = rng(7);
    let actions = 0;
    for (let i = 0; i < 400 && actions < 60 && hotSeat.view()!.status === 'ongoing'; i++) {
      const seat = hotSeat.seats.find((s) => hotSeat.view(s)?.awaited && hotSeat.legal(s).length > 0);
      if (seat === undefined) break;
      const legal = hotSeat.legal(seat);
      // A listed action the rules still refuse is the game's business here: choose again.
      const ack = await hotSeat.act(legal[Math.floor(r() * legal.length)] as TestAction, { seat }).catch(() => null);
      if (!ack) continue;
      actions++;
      await until(
        () => all.every((c) => (c === watcher ? [null] : c.seats).every((s) => c.view(s)?.seq === ack.seq)),
        5000,
        `views of #${ack.seq}`,
      );
      // Now and then, the views the server sends in full to a newcomer are those the patches gave.
      if (actions % 20 === 0) await expectSameAsFresh(all, created);
    }
    expect(actions).toBeGreaterThan(30);
    await expectSameAsFresh(all, created);
    // After the first, the views of the raw socket were patches, and small ones.
    await until(() => raw.received.filter((m) => m.t === 'view').at(-1)?.seq === hotSeat.seq);
    const later = raw.texts.filter((t) => t.startsWith('{"t":"view"')).slice(1);
    expect(later.length).toBe(actions);
    for (const t of later) expect(JSON.parse(t)).toHaveProperty('patch');
    for (const c of all) c.close();
    raw.close();
  });

  it('a reconnecting client gets full views, and a client that lacks the base of a patch asks for them', async () => {
    const created = await createTwoSeatGame(server.api, 99);
    const game = created.game.id;
    const c0 = client(server, game, [created.seats[0].token!], { reconnect: true });
    const c1 = client(server, game, [created.seats[1].token!]);
    await c0.connect();
    await c1.connect();
    await until(() => c0.view() !== undefined && c1.view() !== undefined);
    const play = async () => {
      const mover = [c0, c1].find((c) => c.view()!.awaited && c.legal().length > 0)!;
      const ack = await mover.act(mover.legal()[0]);
      await until(() => c0.view()?.seq === ack.seq && c1.view()?.seq === ack.seq, 5000, `#${ack.seq}`);
    };
    for (let i = 0; i < 5; i++) await play();

    // Reconnection: the socket drops under c0; after the new welcome it gets the full view again.
    const fullViews = (c: TestClient) => {
      const seen: number[] = [];
      const inner = c as unknown as { receive: (text: string) => void };
      const receive = inner.receive.bind(c);
      inner.receive = (text: string) => {
        const msg = JSON.parse(text) as { t: string; seq: number };
        if (msg.t === 'view' && 'view' in msg) seen.push(msg.seq);
        receive(text);
      };
      return seen;
    };
    const full0 = fullViews(c0);
    const welcomed = new Promise<void>((resolve) => c0.on('welcome', () => resolve()));
    (c0 as unknown as { socket: { close: () => void } }).socket.close();
    await welcomed;
    await until(() => full0.length === 1, 5000, 'the full view after reconnecting');
    expect(full0).toEqual([c1.seq]);
    for (let i = 0; i < 3; i++) await play();
    expect(full0).toHaveLength(1); // then patches again

    // A client whose view is not the base of the next patch (here: forged older) asks for the full view.
    const full1 = fullViews(c1);
    const mine = c1.view()!;
    c1.views.set(mine.seat, { ...mine, seq: mine.seq - 1 });
    await play().catch(() => {}); // c1 may be the one to move: its view is forged, the act may be stale
    await until(() => full1.length > 0 && c1.view()?.seq === c0.seq, 5000, 'the full view after a sync');
    await expectSameAsFresh([c0, c1], created);
    c0.close();
    c1.close();
  });
});

/** Each client's views equal (deep) those a fresh connection with the same tokens gets in full. */
async function expectSameAsFresh(
  clients: TestClient[],
  created: { game: { id: string }; seats: { token: string | null }[]; watch: { token: string } },
): Promise<void> {
  for (const c of clients) {
    const tokens = c.seats.length ? c.seats.map((s) => created.seats[s].token!) : [created.watch.token];
    const legal = (c as unknown as { options: { legal?: boolean } }).options.legal;
    const fresh = client(server, created.game.id, tokens, { legal });
    await fresh.connect();
    const seats = c.seats.length ? c.seats : [null];
    await until(() => seats.every((s) => fresh.view(s) !== undefined));
    for (const s of seats) expect(essence(c.view(s))).toStrictEqual(essence(fresh.view(s)));
    fresh.close();
  }
}
