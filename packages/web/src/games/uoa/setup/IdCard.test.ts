/**
 * The survivor picker shows each survivor's ID card: class and its ability, Health, starting equipment and
 * skills by Danger Level with their texts, for the survivor pointed at or focused by the keyboard, or asked
 * for by its button (a phone); in English and French.
 */
import { describe, expect, it } from 'vitest';
import { createElement as h, useState, type ReactElement } from 'react';
import { content } from '../data.ts';
import { tableComponentTests, useLanguage } from '../test-kit.ts';
import { SurvivorPicker, type Pick } from './SurvivorPicker.tsx';

let rtl: typeof import('@testing-library/react');
tableComponentTests((loaded) => {
  rtl = loaded;
});

function Picker(): ReactElement {
  const [picks, setPicks] = useState<Pick[]>([]);
  return h(SurvivorPicker, { survivors: content.survivors, forbidden: [], picks, onChange: setPicks });
}

const card = () => document.querySelector<HTMLElement>('#id-card-panel')!;
const option = (name: string) => rtl.screen.getByText(name, { selector: '.s-name' }).closest('li')!;

describe('the ID card in the survivor picker', () => {
  it('shows the survivor pointed at: class, Health, starting equipment, skills by level', () => {
    rtl.render(h(Picker));
    expect(card().textContent).toMatch(/^Point at a survivor/);
    rtl.fireEvent.mouseEnter(option('Henry'));
    const text = card().textContent ?? '';
    const henry = content.survivors.find((s) => s.id === 'henry')!;
    expect(card().querySelector('h3')?.textContent).toBe('Henry');
    expect(text).toContain('Brawler');
    expect(text).toContain('Health 3');
    expect(text).toContain('Charge: once per turn');
    expect(text).toContain('Starts with');
    expect(card().querySelector('[data-card="pan"]')?.textContent).toMatch(/^Pan · Melee · 1d 4\+ · Dmg 1/);
    // Each level with its skills as the content defines them, and their texts.
    for (const level of ['blue', 'yellow', 'orange', 'red'] as const) {
      const li = card().querySelector(`[data-level="${level}"]`)!;
      expect(li.querySelectorAll('[data-skill]').length, level).toBe(henry.skills[level].length);
    }
    expect(card().querySelector('[data-level="yellow"]')?.textContent).toContain('from 7 AP');
    expect(card().querySelector('[data-level="red"]')?.textContent).toContain('from 43 AP · choose 1 of 3');
    expect(card().querySelector('[data-level="yellow"] dd')?.textContent).toBeTruthy();
  });

  it('follows the keyboard focus, and stays while it is read', () => {
    rtl.render(h(Picker));
    const box = rtl.within(option('Concepción')).getByRole('checkbox');
    rtl.fireEvent.focus(box);
    expect(card().querySelector('h3')?.textContent).toBe('Concepción');
    // An "Any" Favorite slot: the three starting weapons, one to choose.
    expect(card().textContent).toContain('Starts with one of these');
    expect(card().querySelectorAll('[data-card]').length).toBe(3);
    // Picked with a pistol: that one only.
    rtl.fireEvent.click(box);
    expect(card().querySelectorAll('[data-card]').length).toBe(1);
    expect(card().querySelector('[data-card="oldTimer"]')).toBeTruthy();
    rtl.fireEvent.mouseLeave(option('Concepción'));
    expect(card().querySelector('h3')?.textContent).toBe('Concepción');
  });

  it('opens by its button (a phone), and closes', () => {
    rtl.render(h(Picker));
    const button = rtl.screen.getByRole('button', { name: 'Show the ID card of Jeb' });
    expect(button.getAttribute('aria-controls')).toBe('id-card-panel');
    rtl.fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.survivor-picker-body.asked')).toBeTruthy();
    expect(card().querySelector('h3')?.textContent).toBe('Jeb');
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Close the ID card' }));
    expect(document.querySelector('.survivor-picker-body.asked')).toBeNull();
  });

  it('speaks French', async () => {
    await useLanguage('fr');
    rtl.render(h(Picker));
    rtl.fireEvent.mouseEnter(option('Henry'));
    const text = card().textContent ?? '';
    expect(text).toContain('Bagarreur');
    expect(text).toContain('Santé 3');
    expect(text).toContain('Commence avec');
    expect(card().querySelector('[data-card="pan"]')?.textContent).toMatch(/^Poêle/);
    expect(card().querySelector('[data-level="red"]')?.textContent).toContain('dès 43 PA · 1 au choix parmi 3');
    expect(rtl.screen.getByRole('button', { name: 'Voir la fiche d’identité de Henry' })).toBeTruthy();
  });
});
