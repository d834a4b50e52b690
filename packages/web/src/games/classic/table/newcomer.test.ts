/**
 * What a newcomer met on the Classic table (issue 33): a click on an ally standing in a marked zone moves there; a
 * found card is offered a free slot before a slot whose card it would discard, and a discard is logged; an attack
 * whose Damage cannot hurt is warned; every roll's hits and lost hits stay in the log; starting Equipment is dealt
 * ("starts with"), not found.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { setZombies } from '@horde/zombicide';
import { componentTests } from '../../../component-tests.ts';
import { geometryOf, missionById } from '../data.ts';
import { describeAction } from '../model/offers.ts';
import { describeEvent } from '../text/events.ts';
import { classicGame, localGame, seq, useLanguage } from '../test-kit.ts';
import type { ClassicConnection } from '../types.ts';
import { Prompt } from './Prompt.tsx';
import { RulesReference } from './RulesReference.tsx';
import { Table } from './Table.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => useLanguage('en') },
);

const zone = (label: string) => geometryOf(missionById('C0')).byLabel[label];

describe('the Classic table for a newcomer', () => {
  it('moves to a marked zone when the click lands on the ally standing there (not selects him)', async () => {
    const conn = localGame();
    const { container } = rtl.render(h(Table, { conn: conn as unknown as ClassicConnection, onLeave: () => {} }));
    // The starting Equipment first (each card to its first offered slot).
    for (let i = 0; i < 20 && container.querySelector('.classic-prompt'); i++) {
      const before = seq(container);
      rtl.fireEvent.click(container.querySelector('.classic-prompt .answers button')!);
      await rtl.waitFor(() => expect(seq(container)).toBe(before + 1));
    }
    const start = seq(container);
    // Amy (selected first) moves into the crossroads (its Walker makes it a Move-or-Shoot zone: a menu).
    const pickMove = async (n: number) => {
      const item = [...document.querySelectorAll('.zone-menu button[role=menuitem]')].find((b) =>
        /Move to/.test(b.textContent ?? ''),
      );
      expect(item).toBeTruthy();
      rtl.fireEvent.click(item!);
      await rtl.waitFor(() => expect(seq(container)).toBe(start + n));
    };
    const target = container.querySelector('.zone-hit.target')!;
    const amyTo = target.getAttribute('data-zone');
    rtl.fireEvent.click(target);
    await pickMove(1);
    // Amy ends her turn; Doug acts (one survivor at a time): Amy's zone is marked for him, and a click on Amy's
    // piece takes that zone's offer.
    rtl.fireEvent.click(container.querySelector('.action-bar button[data-action="endTurn"]')!);
    await rtl.waitFor(() => expect(seq(container)).toBe(start + 2));
    expect(container.querySelector(`.zone-hit.target[data-zone="${amyTo}"]`)).toBeTruthy();
    rtl.fireEvent.click(container.querySelector('g.survivor[data-survivor="0"]')!);
    expect(container.querySelector('.survivor-tab[data-survivor="1"]')?.className).toContain('selected');
    // Doug's one offer there (the Move) is taken at once; a menu, if the zone had several, offers it.
    if (document.querySelector('.zone-menu')) await pickMove(3);
    else await rtl.waitFor(() => expect(seq(container)).toBe(start + 3));
    const doug = container.querySelector('g.survivor[data-survivor="1"]')?.closest('.zone-pieces');
    expect(doug?.getAttribute('data-zone')).toBe(amyTo);
    conn.close();
  });

  it('offers a found card the free slots before the slots it would empty, and words the discard (seed 001 line 1108)', async () => {
    const game = classicGame('C0');
    // Amy in a building zone with no zombie, one Search: the card found asks for a slot.
    game.state.survivors[0].zone = zone('1B:d1');
    game.act({ type: 'search', s: 0 });
    const view = game.view();
    const d = view.pending[0];
    expect(d?.kind).toBe('keepFound');
    const t = await useLanguage('en');
    rtl.render(h(Prompt, { view, decision: d!, legal: game.legal(), names: game.names(t), onAnswer: vi.fn() }));
    const labels = [...document.querySelectorAll('.answers button')].map((b) => b.textContent ?? '');
    const inv = view.survivors[0].inventory;
    const free = inv.filter((c) => c === null).length;
    expect(free).toBeGreaterThan(0);
    // The free slots first, none of them discarding; every occupied slot says which card it discards.
    expect(labels.slice(0, free).some((l) => /discards/.test(l))).toBe(false);
    expect(labels.filter((l) => /discards/.test(l))).toHaveLength(inv.length - free);
    expect(labels.findIndex((l) => /discards/.test(l))).toBeGreaterThanOrEqual(free);
  });

  it('logs a discard and a lost hit (they were hidden as routine lines)', async () => {
    const t = await useLanguage('en');
    const game = classicGame('C0');
    const n = game.names(t);
    const discard = describeEvent(
      { type: 'cardDiscarded', s: 0, card: 'crowbar', rule: { code: 'discardToMakeRoom' } },
      n,
    );
    expect(discard?.tone).not.toBe('minor');
    expect(discard?.text).toBe('Amy discards Crowbar.');
    const lost = describeEvent({ type: 'hitLost', zone: zone('1B:s3') } as never, n);
    expect(lost?.tone).not.toBe('minor');
  });

  it('says how many dice a roll used, apart from their faces', async () => {
    const t = await useLanguage('en');
    const n = classicGame('C0').names(t);
    const one = describeEvent({ type: 'diceRolled', s: 0, rolls: [2], accuracy: 4, hits: 0 } as never, n);
    expect(one?.text).toBe('Amy rolls 1 die: 2 (hits on 4+) → 0 hits.');
    const fr = await useLanguage('fr');
    const deux = describeEvent(
      { type: 'diceRolled', s: 0, rolls: [5, 2], accuracy: 4, hits: 1 } as never,
      classicGame('C0').names(fr, 'fr'),
    );
    expect(deux?.text).toBe('Amy lance 2 dés : 5 2 (touche sur 4+) → 1 touche.');
  });

  it("says starting Equipment is dealt: the setup's card is one a survivor starts with", async () => {
    const t = await useLanguage('en');
    const n = classicGame('C0').names(t);
    const line = describeEvent({ type: 'cardGained', s: 0, card: 'pistol', slot: 0, rule: { code: 'setup' } }, n);
    expect(line?.text).toBe('Amy starts with Pistol.');
  });

  it('warns an attack whose Damage cannot eliminate the zombies there (an Abomination needs 3, seed 001 line 1312)', async () => {
    const t = await useLanguage('en');
    const game = classicGame('C0');
    const here = game.state.survivors[0].zone;
    // Only an Abomination in Amy's zone (the Walker of the crossroads elsewhere): her Melee weapons deal 1 or 2.
    setZombies(game.state, here, 3, 1);
    const melee = game.legal().filter((a) => a.type === 'melee' && a.s === 0);
    expect(melee.length).toBeGreaterThan(0);
    for (const a of melee)
      expect(describeAction(game.view(), game.names(t), a).warning).toMatch(/cannot eliminate any zombie there/);
  });

  it('words each rule of the reference for a player: no internal id, its source a small note under it', async () => {
    await useLanguage('en');
    const game = classicGame('C0');
    rtl.render(h(RulesReference, { view: game.view(), onClose: () => {} }));
    const dialog = rtl.screen.getByRole('dialog');
    const text = dialog.textContent ?? '';
    expect(text).not.toMatch(/seed 001|reference\.|\w+\.\w+\.(title|text)/);
    const round = dialog.querySelector('[data-rule="round"]')!;
    expect(round.querySelector('dt')?.textContent).not.toMatch(/\d/);
    expect(round.querySelector('dd .rule-source')?.textContent).toBe('Source: the Zombicide rulebook, lines 478-510');
  });
});
