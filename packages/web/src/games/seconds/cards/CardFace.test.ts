/** Every card is readable: hovering shows it in full, tapping its ⓘ opens it; its values and text, in English and French. */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { useLanguage } from '../test-kit.ts';
import { Card } from './Card.tsx';
import { CardFace } from './CardFace.tsx';
import { ZoomProvider } from './Zoom.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

describe('cards', () => {
  it('reads a firearm: its profile, ammo left of printed, sound and text', () => {
    const { container } = rtl.render(h(CardFace, { id: 'shotgun#1', state: { uses: 2 } }));
    const text = container.textContent ?? '';
    expect(text).toMatch(/^Shotgun/);
    expect(text).toMatch(/Ranged · 2E · range 0–2 · 2 damage · damage may be split/);
    expect(text).toMatch(/Melee · 1E · range 0 · 1 damage · knockdown/);
    expect(text).toMatch(/Ammo2 of 4/);
    expect(text).toMatch(/sound/);
  });

  it('reads a zombie, a Tactics card and an Attack card with its three lines', () => {
    const zombie = rtl.render(h(CardFace, { id: 'bruteSupply#1', state: { health: 3, knockdown: true } }));
    expect(zombie.container.textContent).toMatch(
      /Brute.*Supply icon.*Health3 of 4.*Knocked down.*Every hit also knocks/,
    );
    zombie.unmount();
    const dodge = rtl.render(h(CardFace, { id: 'dodge#2' }));
    expect(dodge.container.textContent).toMatch(/Dodge.*free · reaction/);
    dodge.unmount();
    const attack = rtl.render(h(CardFace, { id: 'attackKnockdown#1' }));
    expect(attack.container.querySelectorAll('table.lines tr')).toHaveLength(3);
  });

  it('zooms on hover and opens on tap, then closes', () => {
    const { container } = rtl.render(h(ZoomProvider, null, h(Card, { id: 'pistol#1' }, 'Pistol')));
    rtl.fireEvent.mouseEnter(rtl.screen.getByRole('button', { name: /^Read Pistol:\s*Pistol/ }));
    expect(rtl.screen.getByRole('complementary', { name: 'Card' }).textContent).toMatch(/Firearm/);
    rtl.fireEvent.click(container.querySelector('.zoom-btn')!);
    const dialog = rtl.screen.getByRole('dialog', { name: 'Card' });
    expect(dialog.textContent).toMatch(/Ammo4/);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Close' }));
    expect(rtl.screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const { container } = rtl.render(h(CardFace, { id: 'huntingRifle#1' }));
    expect(container.textContent).toMatch(
      /^Fusil de chasse.*Arme à feu.*Distance · 2E · portée 1–4 · 2 dégâts · Coup critique \+1/,
    );
    const survivor = rtl.render(h(CardFace, { id: 'louis' }));
    expect(survivor.container.textContent).toMatch(/Louis.*iel · Récupérateur.*Arme uniqueKatana/);
  });
});
