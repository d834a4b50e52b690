/**
 * The choices and offers of Classic's rules version 10 in the language (issue 34): Distributor's cards (seed 001
 * line 2402), Gozer's Abominations (line 1601), a Trick shot (line 2313).
 */
import { describe, expect, it } from 'vitest';
import type { Action, Choice } from '@horde/zombicide';
import type { RuleRef } from '@horde/zombicide/rule-ref';
import { describeAction } from '../model/offers.ts';
import { classicGame, useLanguage } from '../test-kit.ts';
import { answerLabel } from './Prompt.tsx';

const why: RuleRef = { code: 'distributor' };

describe('the Classic table words the choices of rules version 10', () => {
  it('names each card Distributor offers with its line at the game’s Danger Level (line 2402)', async () => {
    const t = await useLanguage('fr');
    const game = classicGame('C1');
    const d: Choice = { kind: 'modeChoice', mode: 'distributor', survivor: 0, options: ['1', '30'], why };
    const label = (option: string) => answerLabel({ type: 'modeChoice', option }, d, game.view(), game.names(t, 'fr'));
    // Card 1: 1 Walker at Blue; card 30: 2 Runners (packages/content/src/classic/zombie-deck.ts).
    expect(label('1')).toMatch(/^Carte n° 1 : 1 /);
    expect(label('30')).toMatch(/^Carte n° 30 : 2 /);
  });

  it('names the Abominations whose abilities Gozer may gain (line 1601)', async () => {
    const t = await useLanguage('en');
    const game = classicGame('C1');
    const d: Choice = { kind: 'modeChoice', mode: 'gozerAbility', survivor: -1, options: ['aBomb'], why };
    expect(answerLabel({ type: 'modeChoice', option: 'aBomb' }, d, game.view(), game.names(t, 'en'))).toMatch(
      /A-Bomb: Impervious/,
    );
  });

  it('offers a Trick shot naming both zones (line 2313)', async () => {
    const t = await useLanguage('en');
    const game = classicGame('C1');
    const shot: Action = { type: 'ranged', s: 0, slot: 0, dual: true, zone: 1, fanning: false, trickShot: 2 };
    const n = game.names(t, 'en');
    expect(describeAction(game.view(), n, shot).label).toMatch(
      new RegExp(`^Trick shot: .*, the twin at ${n.zone(2).replace(/[()]/g, '.')}$`),
    );
  });
});
