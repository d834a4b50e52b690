/**
 * Every refusal the Zombies!!! rules can emit is worded at the table in English and French, from its code (issue 37
 * item 1: the players never see the engine's English sentence nor a seed line), and a refused action at the French
 * hot-seat table reads French.
 */
import { REFUSAL_CODES } from '@horde/zombies';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../shell/conn/local.ts';
import { wordRefusal } from '../../shell/conn/refusal.ts';
import { memoryStore } from '../../shell/conn/store.ts';
import { engineRefusalCodes, unworded } from '../../test-refusals.ts';
import { localRules } from './rules.ts';
import { messages } from './test-kit.ts';
import { explainRefusal as explain } from './text/refusals.ts';

beforeAll(() => messages('en'));

// The engine's list of its codes, and those its source names (a code outside the list fails here too).
const codes = [...new Set([...REFUSAL_CODES, ...engineRefusalCodes('zombies')])].sort();

describe('the Zombies!!! refusals', () => {
  it('are collected from the engine', () => {
    // movement.noPoints: the turn's "Movement Roll" (seed 004 line 7) spent; one code per kind of refusal.
    expect(codes).toContain('movement.noPoints');
    expect(codes.length).toBeGreaterThan(25);
  });

  for (const language of ['en', 'fr'] as const)
    it(`have words in ${language} for every code`, async () => {
      expect(await unworded(codes, 'zombies', (r) => explain(null, r), language)).toEqual([]);
    });

  it('say a refused action in French at the French hot-seat table', async () => {
    await messages('fr');
    const local = new LocalTable({
      store: memoryStore(),
      random: () => 0.5,
      catalog: async () => ({ games: [] }),
      rules: async () => localRules(),
      botDelayMs: 0,
    });
    const created = await local.create({ game: 'zombies', entry: 'classic', config: { seats: 2 }, mode: 'hotseat' });
    const conn = await local.open(created.gameId, null);
    // The game opens on the first player's "Draw and Place Map Tile" (seed 004 line 6); a tile goes next to the map
    // (the published rule, packages/zombies/src/tiles.ts).
    const action = { type: 'placeTile', x: 5, y: 5, rotation: 0 } as never;
    const r = await conn.send(action);
    expect(r).toMatchObject({ ok: false, refusal: { code: 'tiles.notAdjacent' } });
    const refusal = r.ok ? { code: '' } : r.refusal!;
    expect(wordRefusal(action, refusal, explain)).toBe('Une tuile se pose à côté de la carte.');
    await messages('en');
  });
});
