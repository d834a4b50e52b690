/** Competitive [RM] on the table (seed 001 line 2691): each team's experience, the dead included, and its rank. */
import type { PlayerView } from '@horde/zombicide';
import { describe, expect, it } from 'vitest';
import { classicGame, loadTestData, useLanguage } from '../test-kit.ts';
import { teamScores } from './competitive.ts';
import { describeAction } from './offers.ts';

const view = (competitive: boolean) =>
  ({
    players: 2,
    options: { ultrared: false, competitive },
    survivors: [
      { player: 0, apTotal: 7 },
      { player: 0, apTotal: 3, eliminated: true },
      { player: 1, apTotal: 12 },
      { player: 1, apTotal: 2, companion: true },
    ],
  }) as unknown as PlayerView;

describe('teamScores', () => {
  it("adds up each seat's survivors' experience, the dead included, and ranks the teams", () => {
    expect(teamScores(view(true))).toEqual([
      { seat: 0, xp: 10, rank: 2 },
      { seat: 1, xp: 12, rank: 1 },
    ]);
  });

  it('shows nothing out of Competitive mode', () => {
    expect(teamScores(view(false))).toBeNull();
  });
});

describe('attacks on a rival in the menus (seed 001 lines 2693, 2721)', () => {
  it('offers a Melee Action at a rival in the zone, with the Wounds each hit inflicts, in English and French', async () => {
    loadTestData();
    const game = classicGame(
      'C8',
      [
        { id: 'amy', player: 0 },
        { id: 'doug', player: 1 },
      ],
      1,
      { players: 2, competitive: true },
    );
    // A team of one wears its vests at once (no choice pending); Amy takes a Fire Axe, Doug beside her at the start.
    const amy = game.state.survivors[0];
    const axe = game.state.cards.findIndex((c) => c.def === 'fireAxe');
    amy.inventory[0] = axe;
    const melee = game.legal().find((a) => a.type === 'meleeRival');
    expect(melee).toMatchObject({ type: 'meleeRival', s: 0, slot: 0, who: 1 });
    const en = describeAction(game.view(), game.names(await useLanguage('en'), 'en'), melee!);
    expect(en.label).toMatch(/^Melee: attack Doug with Fire Axe/);
    expect(en.warning).toMatch(/each hit inflicts 2 Wounds/);
    const fr = describeAction(game.view(), game.names(await useLanguage('fr'), 'fr'), melee!);
    expect(fr.label).toMatch(/^Mêlée : attaquer Doug avec Hache/);
  });
});
