/** Classic's decisions as prompts, in English and French: the card a Wound costs, the rooms of an opening building. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { setZombies } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
// The test kit's useLanguage switches the language of the test's i18n instance: no React hook, whatever its name.
import { classicGame, loadTestData, useLanguage as switchLanguage, type TestGame } from '../test-kit.ts';
import { Prompt } from './Prompt.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => loadTestData(), after: () => switchLanguage('en') },
);

const zone = (label: string) => geometryOf(missionById('C0')).byLabel[label];

/** C0 with a Walker on Amy, alone on the west arm: the zombies' phase wounds her and asks which card she loses. */
function woundedAmy(): TestGame {
  const game = classicGame('C0');
  setZombies(game.state, zone('1B:s2'), 0, 1);
  game.state.survivors[1].zone = zone('1B:s3');
  game.act({ type: 'endTurn', s: 0 });
  game.act({ type: 'endTurn', s: 1 });
  return game;
}

/** C0 with Amy on the east arm of 1B, opening the house of two rooms there. */
function openingHouse(): TestGame {
  const game = classicGame('C0');
  game.state.survivors[0].zone = zone('1B:s4');
  game.act(game.legal().find((a) => a.type === 'openDoor' && a.s === 0 && a.slot >= 0)!);
  return game;
}

async function render(game: TestGame, language: 'en' | 'fr' = 'en') {
  const t = await switchLanguage(language);
  const onAnswer = vi.fn();
  const view = game.view();
  rtl.render(
    h(Prompt, { view, decision: view.pending[0]!, legal: game.legal(), names: game.names(t, language), onAnswer }),
  );
  return onAnswer;
}

describe('a Wound costs a card', () => {
  it("shows the survivor's cards, those at stake marked, and explains the rule", async () => {
    const game = woundedAmy();
    expect(game.state.pending[0]?.kind).toBe('loseCard');
    const onAnswer = await render(game);
    const dialog = rtl.screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Amy is wounded: which Equipment card is lost?');
    expect(dialog.textContent).toContain('A Wound costs an Equipment card');
    expect(dialog.querySelectorAll('.slot.at-stake')).toHaveLength(2);
    rtl.fireEvent.click(rtl.screen.getAllByRole('button', { name: /^2 Lose / })[0]);
    expect(onAnswer).toHaveBeenCalledWith({ type: 'loseCard', slot: 1 });
  });

  it('says it in French and answers with the number keys', async () => {
    const onAnswer = await render(woundedAmy(), 'fr');
    expect(rtl.screen.getByRole('dialog').textContent).toContain('Une blessure coûte une carte Équipement');
    expect(rtl.screen.getAllByRole('button', { name: /Perdre .* \(Main 1\)/ })).toHaveLength(1);
    rtl.fireEvent.keyDown(window, { key: '1' });
    expect(onAnswer).toHaveBeenCalledWith({ type: 'loseCard', slot: 0 });
  });
});

describe('a building opens', () => {
  it('asks which room spawns next, one button per room', async () => {
    const onAnswer = await render(openingHouse());
    expect(rtl.screen.getByRole('dialog').textContent).toContain('A building opens: Amy chooses the next room');
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /room 1B:b2/ }));
    expect(onAnswer).toHaveBeenCalledWith({ type: 'spawnRoom', zone: zone('1B:b2') });
  });

  it('in French too, with the engine’s reason said again', async () => {
    await render(openingHouse(), 'fr');
    const dialog = rtl.screen.getByRole('dialog');
    expect(dialog.textContent).toContain("Un bâtiment s'ouvre");
    expect(dialog.querySelector('.prompt-why')?.textContent).toContain(
      "Invasion des bâtiments : le survivant qui l'a ouvert choisit l'ordre des pièces",
    );
  });

  it('says whom the table waits for when another seat answers', async () => {
    const game = openingHouse();
    const t = await switchLanguage('en');
    const view = game.view();
    rtl.render(h(Prompt, { view, decision: view.pending[0]!, legal: [], names: game.names(t), onAnswer: () => {} }));
    expect(rtl.screen.getByText(/Waiting for seat 1 to answer/)).toBeTruthy();
  });
});
