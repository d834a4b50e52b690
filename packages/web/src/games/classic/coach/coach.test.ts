/**
 * The coach of the Classic tutorial (C0), as M0's coach: its hints follow the game (the starting cards, the
 * Objective underfoot, the zombie in the zone, a weapon that cannot hurt, the door in the way), they speak French,
 * and over whole games every hint is a sentence (no key, no missing value). Other missions have none (Table.tsx).
 */
import { describe, expect, it } from 'vitest';
import { setZombies } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
// The test kit's useLanguage switches the language of the test's i18n instance: no React hook, whatever its name.
import { classicGame, loadTestData, playUntil, useLanguage as switchLanguage, type TestGame } from '../test-kit.ts';
import { coachHint } from './coach.ts';

loadTestData();
const mission = missionById('C0');

async function ask(game: TestGame, language: 'en' | 'fr' = 'en') {
  const t = await switchLanguage(language);
  const view = game.view();
  const geo = geometryOf(mission, view.doors ?? []);
  const exits = mission.exits.map((l) => geo.byLabel[l]);
  return coachHint({ view, legal: game.legal(), geo, names: game.names(t, language), exits, selected: null });
}

/** C0 past its starting cards (each to its first offered slot). */
function started(): TestGame {
  const game = classicGame('C0');
  while (game.state.pending[0]?.kind === 'keepFound') game.act(game.legal().find((a) => a.type === 'keepFound')!);
  return game;
}

describe('the coach of C0', () => {
  it('says where a card goes: dealt at setup or found, a free slot keeps every card', async () => {
    const game = started();
    const t = await switchLanguage('fr');
    const view = game.view();
    const geo = geometryOf(mission, view.doors ?? []);
    const asked = (reason: 'setup' | 'search') =>
      coachHint({
        view: { ...view, pending: [{ kind: 'keepFound', survivor: 0, card: 0, reason } as never] },
        legal: [{ type: 'keepFound', slot: 2 }],
        geo,
        names: game.names(t, 'fr'),
        exits: [],
        selected: null,
      });
    expect(asked('setup')?.text).toMatch(/^Chaque survivant commence avec les cartes distribuées/);
    expect(asked('search')?.id).toBe('keepFound');
    await switchLanguage('en');
  });

  it('says to take the Objective a survivor stands on (seed 001: an Objective is taken for 1 Action)', async () => {
    const game = started();
    game.state.survivors[0].zone = game.state.objectives[0].zone;
    game.state.survivors[1].zone = game.state.objectives[0].zone;
    const hint = await ask(game);
    expect(hint?.id).toBe('objective');
    expect(hint?.text).toBe('Amy stands on an Objective: take it (key O, 1 Action) for 5 experience.');
  });

  it('says to fight a Walker in the zone, and to walk away from what no weapon can hurt (Damage 3 needed)', async () => {
    const game = started();
    const here = game.state.survivors[0].zone;
    setZombies(game.state, here, 0, 1);
    expect((await ask(game))?.id).toBe('melee');
    setZombies(game.state, here, 0, 0);
    setZombies(game.state, here, 3, 1);
    expect((await ask(game))?.id).toBe('tooTough');
  });

  it('speaks a whole sentence at every step of whole games, and names only its own advice', async () => {
    const t = await switchLanguage('en');
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const game = classicGame('C0', undefined, seed);
      playUntil(
        game,
        () => {
          const view = game.view();
          const geo = geometryOf(mission, view.doors ?? []);
          const exits = mission.exits.map((l) => geo.byLabel[l]);
          const legal = game.legal();
          const hint = coachHint({ view, legal, geo, names: game.names(t), exits, selected: null });
          if (legal.length) {
            expect(hint, `seed ${seed}`).not.toBeNull();
            expect(hint!.text).not.toMatch(/coach\.|\{\{|undefined/);
            seen.add(hint!.id);
          }
          return false;
        },
        seed,
        400,
      );
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});
