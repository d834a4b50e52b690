/**
 * Team Actions [RM] in the menus (seed 001 lines 1910-1936): each card's second way, out of the zone the chosen
 * survivors stand in, and the free Move each then makes, in English and French.
 */
import { describe, expect, it } from 'vitest';
import { classicGame, useLanguage } from '../test-kit.ts';
import { describeAction } from './offers.ts';

describe('Team Actions, the second way, in the menus', () => {
  it('offers Move! out of the zone, then each survivor’s own free Move, in English and French', async () => {
    const game = classicGame('C0', undefined, 1, { teamActions: true });
    game.act({ type: 'modeChoice', option: 'move' });
    game.act({ type: 'modeChoice', option: 'shoot' });
    const out = game.legal().find((a) => a.type === 'teamAction' && a.way === 2 && a.s === 0);
    expect(out).toBeDefined();
    const en = describeAction(game.view(), game.names(await useLanguage('en'), 'en'), out!);
    expect(en.label).toMatch(/^Move! out of .+ with Doug, each his own way$/);
    const fr = describeAction(game.view(), game.names(await useLanguage('fr'), 'fr'), out!);
    expect(fr.label).toMatch(/^Bougez ! depuis .+ avec Doug, chacun de son côté$/);
    game.act(out!);
    const move = game.legal().find((a) => a.type === 'teamMove' && a.s === 1);
    expect(move).toBeDefined();
    expect(describeAction(game.view(), game.names(await useLanguage('en'), 'en'), move!).label).toMatch(
      /^Doug: free Move of the Team Action to /,
    );
    expect(describeAction(game.view(), game.names(await useLanguage('fr'), 'fr'), move!).label).toMatch(
      /^Doug : Déplacement gratuit de l'Action d'équipe vers /,
    );
  });
});
