/**
 * The name a player gave at an online table stands for "Player N" wherever the table names the seat (the name
 * card promises the others see it beside the pieces; the Zombies!!! table said "Player 2" all the same), and
 * French says "d’Ana", "de Bruno" around it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages, newGame } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { namer } from './names.ts';

afterAll(async () => {
  await messages('en');
});

describe('seat names', () => {
  it("are the players' names at an online table, else Player N", async () => {
    const { t } = await messages('en');
    const n = namer(t, newGame().state.geo, 'en', ['Ana', null]);
    expect([n.seat(0), n.seat(1), n.seat(2)]).toEqual(['Ana', 'Player 2', 'Player 3']);
  });

  it('are put in French sentences with "de" elided before a vowel', async () => {
    const { t } = await messages('fr');
    const n = namer(t, newGame().state.geo, 'fr', ['Ana', 'Bruno']);
    const turn = (seat: number) => describeEvent({ type: 'turnStarted', seat } as never, n, t)?.text;
    expect(turn(0)).toBe('Au tour d’Ana.');
    expect(turn(1)).toBe('Au tour de Bruno.');
    expect(turn(2)).toBe('Au tour de Joueur 3.');
  });
});
