/**
 * Sequels (docs/protocol.md "Sequels"): the next game continuing an ended one, made over HTTP by a player of it from
 * the stored final state, and the other seats' invites to it. Zombicide Classic in Experience mode carries its
 * survivors' Experience cards (seed 001 lines 2729-2743); a test mission whose start is its exit ends in two moves.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, loadUoaModule, SAMPLE_MISSION } from '@horde/games';
import { classicMissionsDir, loadClassicModule } from '@horde/games/classic/load';
import { describe, expect, it } from 'vitest';
import { ApiError, type CreatedGame } from './client/index.ts';
import { client, createTwoSeatGame, removeDir, until, useTestServer, type TestClient } from './test/kit.ts';

/** C0 whose survivors start on its exit and win by leaving it: a game that ends in a turn. */
function exitMission(): string {
  const c0 = readFileSync(join(classicMissionsDir, 'C0.yaml'), 'utf8');
  const text = c0
    .replace('id: C0', 'id: EXIT')
    .replace('start: "1B:s2"', 'start: "2B:s4"')
    .replace(/ {2}- kind: takeAllObjectives\n {4}text: [^\n]*\n/, '');
  const dir = mkdtempSync(join(tmpdir(), 'horde-sequel-'));
  writeFileSync(join(dir, 'EXIT.yaml'), text);
  return dir;
}
const missionDir = exitMission();
const classic = loadClassicModule().withEntryFile!(join(missionDir, 'EXIT.yaml')).module;
removeDir(missionDir);
const registry = createRegistry([loadUoaModule({ missions: [SAMPLE_MISSION] }), classic]);
const server = useTestServer({ registry });

/** Amy (seat 0) with a card of an earlier game, Ned (seat 1): Experience mode on the EXIT mission. */
function createCampaignGame(): Promise<CreatedGame> {
  return server.api.createGame({
    game: 'classic',
    seed: 5,
    config: {
      mission: 'EXIT',
      survivors: [
        { id: 'amy', player: 0 },
        { id: 'ned', player: 1 },
      ],
      players: 2,
      experienceMode: true,
      veterans: { amy: { cards: ['nightstick/plus1DieAction(melee)'], reached: { level: 'yellow' } } },
    },
  });
}

/** Each seat plays its survivor out through the exit, answering setup's choices first. */
async function playToTheEnd(clients: TestClient[]): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (clients[0].view()?.status === 'finished') return;
    const move = clients.flatMap((c) =>
      c.seats.flatMap((seat) => {
        const legal = c.view(seat)?.awaited ? c.legal(seat) : [];
        const action = legal.find((a) => a.type === 'exit') ?? legal.find((a) => a.type === 'endTurn') ?? legal[0];
        return action ? [{ c, action }] : [];
      }),
    )[0];
    if (!move) break;
    const ack = await move.c.act(move.action);
    await until(() => clients.every((c) => c.view()?.seq === ack.seq), 5000, 'views at the new seq');
  }
  expect(clients[0].view()?.status).toBe('finished');
}

async function refusal(p: Promise<unknown>): Promise<{ status: number; code: string }> {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return { status: (err as ApiError).status, code: (err as ApiError).code };
}

describe('a sequel: the next game continuing an ended one', () => {
  it('is made by a player of the ended game from its final state; the other seat gets its own seat of it', async () => {
    const created = await createCampaignGame();
    const [seat0, seat1] = created.seats.map((s) => s.token!);
    const c0 = client(server, created.game.id, [seat0]);
    const c1 = client(server, created.game.id, [seat1]);
    await c0.connect();
    await c1.connect();
    await until(() => c0.view() !== undefined && c1.view() !== undefined);
    // Not before the end, and never for a spectator.
    expect(await refusal(server.api.createSequel(created.game.id, seat0))).toEqual({ status: 409, code: 'notEnded' });
    await playToTheEnd([c0, c1]);
    expect(await refusal(server.api.createSequel(created.game.id, created.watch.token))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    expect(await refusal(server.api.sequel(created.game.id, seat1))).toEqual({ status: 404, code: 'noSequel' });
    // The config is the server's: a client's config is not even read (the body is strict).
    const forged = await fetch(`${server.url}/api/games/${created.game.id}/sequel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seat0}`, 'content-type': 'application/json' },
      body: JSON.stringify({ config: { veterans: { ned: { cards: ['katana/blademaster'] } } } }),
    });
    expect(forged.status).toBe(400);

    const next = await server.api.createSequel(created.game.id, seat0, { entry: 'C0' });
    expect(next.game).toMatchObject({ game: 'classic', entry: 'C0', players: 2, status: 'ongoing' });
    // Amy keeps her card, active from the start (line 2729).
    const n0 = client(server, next.game.id, [next.seats[0].token!]);
    await n0.connect();
    await until(() => n0.view() !== undefined);
    const amy = (n0.view()!.view as unknown as { survivors: { id: string; skills: string[] }[] }).survivors[0];
    expect(amy).toMatchObject({ id: 'amy' });
    expect(amy.skills).toContain('plus1DieAction(melee)');
    // One sequel per game; seat 1 of the ended game gets seat 1 of the next, and nobody else's.
    expect(await refusal(server.api.createSequel(created.game.id, seat1))).toEqual({
      status: 409,
      code: 'sequelExists',
    });
    const forSeat1 = await server.api.sequel(created.game.id, seat1);
    expect(forSeat1.game.id).toBe(next.game.id);
    expect(forSeat1.seats.map((s) => [s.seat, s.token])).toEqual([[1, next.seats[1].token]]);
    const forWatcher = await server.api.sequel(created.game.id, created.watch.token);
    expect(forWatcher.seats).toEqual([]);
    expect(forWatcher.watch.token).toBe(next.watch.token);
    for (const c of [c0, c1, n0]) c.close();
  });

  it('a discarded survivor starts afresh: nothing left to carry, no sequel; none before the end', async () => {
    const created = await createCampaignGame();
    const clients = created.seats.map((s) => client(server, created.game.id, [s.token!]));
    for (const c of clients) await c.connect();
    await until(() => clients.every((c) => c.view() !== undefined));
    await playToTheEnd(clients);
    // Amy was the only one with a record: discarding her leaves nothing to carry (line 2743).
    expect(await refusal(server.api.createSequel(created.game.id, created.adminToken, { discard: ['amy'] }))).toEqual({
      status: 409,
      code: 'noSequel',
    });
    for (const c of clients) c.close();
    // A game that goes on has no next game yet, whatever its rules (rooms/room.test.ts: none for rules without one).
    const uoa = await createTwoSeatGame(server.api);
    expect(await refusal(server.api.createSequel(uoa.game.id, uoa.seats[0].token!))).toEqual({
      status: 409,
      code: 'notEnded',
    });
  });
});
