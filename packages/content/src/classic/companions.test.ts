import { describe, expect, it } from 'vitest';
import { classicContent } from './index.ts';

const content = classicContent();
const companions = content.equipment.filter((c) => c.companion);
const byId = (id: string) => companions.find((c) => c.id === id)!;

describe('Companion cards (seed 001 lines 382-388, 1942-2110)', () => {
  it('sets aside the 4 [AN] Companions and the 6 [DC] dogs the seed lists (line 384), outside the core box', () => {
    expect(companions.map((c) => c.id).sort()).toEqual(
      ['bismuth', 'cherry', 'gaspard', 'gunman', 'handyman', 'lucien', 'martens', 'moog', 'searcher', 'sniper'].sort(),
    );
    for (const c of companions) expect(c.deck, c.id).toBe('setAside');
    // A Companion card is not a weapon its Leader fires: its own profile is its instruction's (line 1989).
    for (const c of companions) expect(c.weapon, c.id).toBeUndefined();
  });

  it("prints the Gunman's Pistol (line 2014) and the Sniper's less accurate rifle (lines 2036-2039)", () => {
    expect(byId('gunman').companion?.weapon).toMatchObject({
      minRange: 0,
      maxRange: 1,
      dice: 1,
      accuracy: 4,
      damage: 1,
    });
    expect(byId('sniper').companion?.weapon).toMatchObject({
      minRange: 1,
      maxRange: 3,
      dice: 1,
      accuracy: 4,
      damage: 1,
    });
    expect(byId('sniper').companion?.skills).toContain('marksman');
  });

  it('gives the passive effects as skills: +1 die Ranged, +1 max Range, Search +1 card (lines 2011, 2026, 2034)', () => {
    expect(byId('gunman').companion?.gives).toEqual(['plus1DieAction(ranged)']);
    expect(byId('sniper').companion?.gives).toEqual(['plus1MaxRange']);
    expect(byId('searcher').companion).toMatchObject({ gives: ['searchPlus1Card'], noSlot: true });
  });

  it('makes dogs Low Profile and Slippery, +1 die Melee, American Bulldogs +2 and no Search (lines 2070-2081)', () => {
    const dogs = companions.filter((c) => c.companion?.kind === 'dog');
    expect(dogs).toHaveLength(6);
    for (const d of dogs) {
      expect(d.companion?.skills).toEqual(['lowProfile', 'slippery']);
      expect(d.companion?.weapon?.attack).toBe('melee');
      const bulldog = d.companion?.breed === 'American Bulldog';
      expect(d.companion?.gives.length).toBe(bulldog ? 2 : 1);
      expect(!!d.companion?.noSearch).toBe(bulldog);
      // The breeds and bites are designed (line 2078 sends to a card the seed does not print).
      expect(d.provenance.designed).toBe(true);
    }
  });
});
