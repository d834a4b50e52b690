/**
 * Seconds to Live's designed content: the counts the seed and its digest give
 * (11 Alley cards, line 82; 44 Supply cards with the Katana and Ice Axe, line
 * 88; 46 Survivor Tactics with Lost Opportunity, line 686; 16 survivors, 8
 * abilities x 2, lines 455-529; 46 Zombie Tactics with counters, line 360),
 * every entry's provenance ("designed" or a seed line), and schema errors that
 * name the entry and the field.
 */
import { describe, expect, it } from 'vitest';
import { parseSecondsContent, rawSecondsContent, SecondsContentError, secondsContent } from './index.ts';

const total = (items: { count: number }[]) => items.reduce((n, x) => n + x.count, 0);

describe('Seconds to Live content', () => {
  const c = secondsContent();

  it('has the seed counts', () => {
    expect(c.alley).toHaveLength(11);
    expect(total(c.supply)).toBe(44);
    expect(total(c.tactics)).toBe(46);
    expect(total(c.zombieTactics)).toBe(46);
    expect(c.survivors).toHaveLength(16);
    expect(new Set(c.survivors.map((s) => s.ability)).size).toBe(8);
    expect(c.tactics.find((t) => t.id === 'lostOpportunity')?.twoPlayerOnly).toBe(true);
    expect(c.supply.filter((s) => s.unique).map((s) => s.id)).toEqual(['katana', 'iceAxe']);
    expect(c.zombieTypes.map((t) => t.id).sort()).toEqual(['base', 'boss', 'brute', 'crawler', 'runner', 'shrieker']);
    expect(c.survivorAttack.filter((a) => a.shuffle)).toHaveLength(1);
  });

  it('keeps the statements of the seed: the Shotgun (range 0-2, four ammo, split), the Scavenger, five health at most', () => {
    const shotgun = c.supply.find((s) => s.id === 'shotgun')!;
    expect(shotgun.attacks[0]).toMatchObject({ range: [0, 2], split: true });
    expect(shotgun.ammo).toBe(4);
    for (const s of c.survivors.filter((x) => x.ability === 'scavenger'))
      expect(s).toMatchObject({ abilityTokens: 0, tokenRows: [4, 7], uniqueWeapon: 'katana' });
    for (const s of c.survivors.filter((x) => x.ability === 'survivalist')) expect(s.uniqueWeapon).toBe('iceAxe');
    expect(Math.max(...c.survivors.map((s) => s.health))).toBeLessThanOrEqual(5);
    expect(c.zombieTypes.find((t) => t.id === 'crawler')?.stompable).toBe(true);
    expect(c.zombieRules.energy).toBe(5);
    expect(c.zombieRules.easierEnergy).toBe(4);
  });

  it('marks every entry "designed" or with its seed line', () => {
    const lists = [
      c.alley,
      c.abilities,
      c.survivors,
      c.supply,
      c.tactics,
      c.survivorAttack,
      c.zombieTypes,
      c.zombies,
      c.zombieAttack,
      c.zombieTactics,
    ];
    for (const list of lists) for (const entry of list) expect(entry.source).toMatch(/^(designed|seed 003 lines? \d)/);
    for (const a of c.solo.automata) for (const step of a.steps) expect(step.source).toMatch(/^(designed|seed 003)/);
  });

  it('rebuilds the dice charts so that 1..100 is covered once, in coloured groups', () => {
    for (const a of c.solo.automata) {
      const covered = a.chart.flatMap((g) =>
        g.options.flatMap((o) => Array.from({ length: o.to - o.from + 1 }, (_, i) => o.from + i)),
      );
      expect(covered).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    }
  });

  it('names the entry and the field of a schema error', () => {
    const raw = rawSecondsContent();
    (raw.supply[2] as { attacks: { damage: unknown }[] }).attacks[0].damage = 'lots';
    raw.survivors[3].health = 7;
    try {
      parseSecondsContent(raw);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SecondsContentError);
      const problems = (e as SecondsContentError).problems;
      expect(problems).toContainEqual(
        expect.objectContaining({ entry: 'supply[2] fireAxe', field: 'attacks[0].damage' }),
      );
      expect(problems).toContainEqual(expect.objectContaining({ entry: 'survivors[3] ryan', field: 'health' }));
    }
  });

  it('reports broken counts and references', () => {
    const raw = rawSecondsContent();
    raw.tactics = raw.tactics.filter((t) => t.id !== 'lostOpportunity');
    raw.survivors[12].uniqueWeapon = 'bazooka';
    raw.solo.automata[0].chart[0].options[0].to = 3;
    try {
      parseSecondsContent(raw);
      expect.unreachable();
    } catch (e) {
      const messages = (e as SecondsContentError).problems.map((p) => `${p.entry}.${p.field}: ${p.message}`);
      expect(messages.some((m) => m.startsWith('tactics.: 44 cards, expected 46'))).toBe(true);
      expect(messages.some((m) => m.includes('lostOpportunity'))).toBe(true);
      expect(messages.some((m) => m.startsWith('survivors[12] louis.uniqueWeapon'))).toBe(true);
      expect(messages.some((m) => m.includes('chart[0].options[1].from'))).toBe(true);
    }
  });
});
