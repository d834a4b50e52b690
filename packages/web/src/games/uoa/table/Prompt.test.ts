import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import type { Action, Choice } from '@horde/zombicide';
import { Prompt } from './Prompt.tsx';
import { m0Game, tableComponentTests } from '../test-kit.ts';
import { engine } from '../rules.ts';
import { geometryOf, missionById } from '../data.ts';
import { namer } from '../text/names.ts';

let rtl: typeof import('@testing-library/react');
let render: typeof rtl.render, screen: typeof rtl.screen, fireEvent: typeof rtl.fireEvent;
tableComponentTests((loaded) => {
  rtl = loaded;
  ({ render, screen, fireEvent } = rtl);
});

function setup() {
  const { state, view } = m0Game();
  const v = view();
  const names = namer(v, geometryOf(missionById('M0')));
  return { state, v, names };
}

describe('Prompt', () => {
  it('asks the M0 setup question and answers with a click', () => {
    const { state, v, names } = setup();
    const decision = v.pending[0];
    expect(decision?.kind).toBe('chooseRecipient');
    const legal = engine().engine.legalActions(state);
    const onAnswer = vi.fn();
    render(h(Prompt, { view: v, decision: decision!, legal, names, onAnswer }));
    expect(screen.getByRole('dialog').textContent).toContain('Who receives Holy Water?');
    fireEvent.click(screen.getByRole('button', { name: /Jeb/ }));
    expect(onAnswer).toHaveBeenCalledWith({ type: 'chooseRecipient', s: 1 });
  });

  it('answers with the number keys', () => {
    const { state, v, names } = setup();
    const legal = engine().engine.legalActions(state);
    const onAnswer = vi.fn();
    render(h(Prompt, { view: v, decision: v.pending[0]!, legal, names, onAnswer }));
    fireEvent.keyDown(window, { key: '1' });
    expect(onAnswer).toHaveBeenCalledWith(legal[0]);
  });

  it('says whom the table waits for when another seat answers', () => {
    const { v, names } = setup();
    const decision: Choice = { kind: 'chooseSkill', survivor: 0, level: 'orange', options: ['combatReflexes'] };
    render(h(Prompt, { view: v, decision, legal: [], names, onAnswer: () => {} }));
    expect(screen.getByText(/Waiting for seat 1/)).toBeTruthy();
  });

  it('shows the dice of a reroll and its sources', () => {
    const { v, names } = setup();
    const decision: Choice = { kind: 'reroll', survivor: 0, sources: ['plentyOfBullets'], rolls: [2, 5, 6] };
    const legal: Action[] = [
      { type: 'reroll', source: null },
      { type: 'reroll', source: 'plentyOfBullets' },
    ];
    render(h(Prompt, { view: v, decision, legal, names, onAnswer: () => {} }));
    expect(screen.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Reroll with Plenty Of Bullets/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Keep the roll/ })).toBeTruthy();
  });

  it('a found card: the full-inventory advice only when the inventory is full', () => {
    const { state, v, names } = setup();
    const card = v.survivors[0].inventory.find((c) => c !== null) ?? 0;
    const decision = { kind: 'keepFound', survivor: 0, card, reason: 'search' } as Choice;
    const text = (inventory: (number | null)[]) => {
      const view = { ...v, survivors: v.survivors.map((s, i) => (i === 0 ? { ...s, inventory } : s)) };
      const { unmount } = render(
        h(Prompt, { view, decision, legal: engine().engine.legalActions(state), names, onAnswer: vi.fn() }),
      );
      const t = screen.getByRole('dialog').textContent ?? '';
      unmount();
      return t;
    };
    expect(text([card, null, null, null, null])).toContain('Put it in a free slot');
    expect(text([card, card, card, card, card])).toContain('The inventory is full');
  });
});
