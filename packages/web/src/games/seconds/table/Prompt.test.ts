/** Off-turn windows as prompts, in English and French: the question, the attack card, the answers, the countdown. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { PendingView, SecondsAction } from '@horde/seconds';
import { i18n } from '../../../i18n/index.ts';
import { engine } from '../rules.ts';
import { startState, useLanguage } from '../test-kit.ts';
import type { AttackShown } from '../model/attacks.ts';
import { Prompt } from './Prompt.tsx';
import { AttackPanel } from './AttackPanel.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

const view = () => engine().view(startState({ mode: 'two-player', timer: '30' }), 1);
const counter: PendingView = {
  kind: 'counter',
  side: 'zombie',
  endsAt: 9_000,
  cards: null,
  zombies: null,
  limit: null,
};
const attack: AttackShown = {
  by: 'survivor',
  zombie: 'runner#1',
  weapon: 'pistol#1',
  opportunity: false,
  cards: [{ card: 'attackKnockdown#1', deck: 'survivorAttack', line: 'a', hit: true, rule: 'attack' }],
  result: null,
  countered: null,
  blocked: null,
  damage: null,
  knockdown: false,
  crit: 0,
  killed: false,
};
const answers: { action: SecondsAction; label: string }[] = [
  { action: { type: 'counter', card: 'lurchAside#1' }, label: 'Counter with Lurch Aside' },
  { action: { type: 'counter', card: null }, label: 'Let it through' },
];

describe('Prompt', () => {
  it('asks the Zombie player to counter, shows the Attack card with its line, counts down, answers by click or key', () => {
    const onAnswer = vi.fn();
    rtl.render(h(Prompt, { view: view(), pending: counter, answers, attack, serverNow: () => 2_000, onAnswer }));
    expect(rtl.screen.getByRole('heading').textContent).toMatch(
      /The Survivor’s attack on Runner [A-Z]+ hits: counter it\?/,
    );
    expect(rtl.screen.getByRole('timer').textContent).toBe('7 s');
    const card = rtl.screen.getByRole('button', { name: /line A read, hit/ });
    expect(card.querySelector('.a-line.read')?.textContent).toMatch(/^A✓/);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /Let it through/ }));
    expect(onAnswer).toHaveBeenCalledWith({ type: 'counter', card: null });
    rtl.fireEvent.keyDown(window, { key: '1' });
    expect(onAnswer).toHaveBeenCalledWith({ type: 'counter', card: 'lurchAside#1' });
  });

  it('tells the other seat whom the table waits for', () => {
    rtl.render(
      h(Prompt, { view: view(), pending: counter, answers: [], attack, serverNow: () => 8_500, onAnswer: () => {} }),
    );
    expect(rtl.screen.getByRole('status').textContent).toBe('Waiting for the Zombies to decide…');
    expect(rtl.screen.getByRole('timer').className).toMatch(/critical/);
  });

  it("speaks to the seat that waits as the one who waits (issue 33: the Zombie player read 'hits you! Dodge...')", () => {
    const react: PendingView = { ...counter, kind: 'react', side: 'survivor' };
    rtl.render(
      h(Prompt, {
        view: view(),
        pending: react,
        answers: [],
        attack: { ...attack, by: 'zombie', weapon: null },
        serverNow: () => 0,
        onAnswer: () => {},
      }),
    );
    expect(rtl.screen.getByRole('heading').textContent).toMatch(/^Runner [A-Z]+ hits the Survivor$/);
    expect(document.querySelector('.prompt-detail')).toBeNull();
    expect(rtl.screen.getByRole('status').textContent).toBe('Waiting for the Survivor to decide…');
  });

  it('keeps the Critical Hit in the attack summary when it kills (issue 33: "killed!" hid it)', () => {
    const killing: AttackShown = {
      ...attack,
      cards: [],
      result: { hit: true, damage: 3, knockdown: false },
      crit: 1,
      killed: true,
    };
    rtl.render(h(AttackPanel, { attack: killing }));
    expect(document.querySelector('.attack-summary')?.textContent).toMatch(/3 damage · Critical Hit \+1 · killed!$/);
  });

  it("never says 'missed' of a zombie's automatic success, no card drawn (issue 33)", () => {
    const automatic: AttackShown = { ...attack, by: 'zombie', weapon: null, cards: [] };
    rtl.render(h(AttackPanel, { attack: automatic }));
    expect(document.querySelector('.attack-summary')?.textContent).not.toMatch(/missed/);
    expect(document.querySelector('.attack-panel')?.textContent).toMatch(/Automatic success/);
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const react: PendingView = {
      kind: 'react',
      side: 'survivor',
      endsAt: null,
      cards: null,
      zombies: null,
      limit: null,
    };
    rtl.render(
      h(Prompt, {
        view: view(),
        pending: react,
        answers: [{ action: { type: 'react', choice: 'take' }, label: 'Encaisser' }],
        attack: { ...attack, by: 'zombie', weapon: null },
        serverNow: () => 0,
        onAnswer: () => {},
      }),
    );
    expect(rtl.screen.getByRole('heading').textContent).toMatch(/^Coureur [A-Z]+ vous touche !$/);
    expect(rtl.screen.queryByRole('timer')).toBeNull();
  });

  it('says in French whom the table waits for, "des Zombies" and "du Survivant" (it read "de les Zombies")', async () => {
    await i18n.changeLanguage('fr');
    const props = { view: view(), answers: [], attack, serverNow: () => 0, onAnswer: () => {} };
    const shown = rtl.render(h(Prompt, { ...props, pending: counter }));
    expect(rtl.screen.getByRole('status').textContent).toBe('En attente de la décision des Zombies…');
    shown.rerender(h(Prompt, { ...props, pending: { ...counter, kind: 'react', side: 'survivor' } }));
    expect(rtl.screen.getByRole('status').textContent).toBe('En attente de la décision du Survivant…');
  });
});
