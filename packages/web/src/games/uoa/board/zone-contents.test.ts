/**
 * A zone said in words (its description on the map, the `I` key): survivors with their wounds, zombies by type
 * and count, tokens, printed features, balconies, the ways out; in English and French. And the arrow keys'
 * way from zone to zone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { geometryOf, missionById } from '../data.ts';
import { loadTestData, m0Game, useLanguage } from '../test-kit.ts';
import { zoneBoxes } from './layout.ts';
import { zoneToward } from './Board.tsx';
import { zoneContents, zoneReport } from './zone-contents.ts';

beforeAll(async () => {
  await loadTestData();
  await useLanguage('en');
});

function m0() {
  const { state, view } = m0Game();
  const mission = missionById('M0');
  const geo = geometryOf(mission, view().board);
  const exits = mission.exits.map((l) => geo.byLabel[l]);
  return { state, view, geo, exits };
}

describe('a zone in words', () => {
  it('lists the survivors, the zombies by type, the tokens and the ways out', async () => {
    const { state, view, geo, exits } = m0();
    const zone = state.survivors[0].zone;
    state.survivors[0].wounds = 1;
    const pool = state.pool.length;
    state.zombies[zone * pool + 0] = 2;
    state.zombies[zone * pool + 1] = 1;
    const text = zoneContents(view(), geo, zone, exits);
    expect(text).toMatch(/^Hanna \(1 wound of \d\), Jeb; 2 Walkers, 1 Runner; /);
    expect(text).toMatch(/leads to (street|room) /);
    const report = zoneReport(view(), geo, zone, exits);
    expect(
      report.startsWith(`${geo.zones[zone].kind === 'street' ? 'Street' : 'Room'} ${geo.zones[zone].label}: `),
    ).toBe(true);
    // Every token of the map is said in its zone.
    const v = view();
    const all = geo.zones.map((z) => zoneContents(v, geo, z.id, exits)).join(' | ');
    expect(all).toContain('Noise token');
    if (v.objectives.length) expect(all).toMatch(/Objective/);
    if (v.spawns.length) expect(all).toMatch(/spawn zone \((active|inactive|safe)\)/);
    if (exits.length) expect(all).toContain('Exit zone');
    const empty = geo.zones.find((z) => !v.survivors.some((s) => s.zone === z.id));
    if (empty)
      expect(zoneContents(v, geo, empty.id, exits)).toMatch(/^(No zombie|\d+ (Walker|Runner|Fatt|Abomination))/);
  });

  it('speaks French', async () => {
    await useLanguage('fr');
    try {
      const { state, view, geo, exits } = m0();
      const zone = state.survivors[0].zone;
      state.zombies[zone * state.pool.length] = 3;
      const report = zoneReport(view(), geo, zone, exits);
      expect(report).toMatch(/^La (rue|pièce) \S+ : Hanna, Jeb ; 3 Rôdeurs ; .*accès : .*\.$/);
      expect(report).not.toMatch(/Walker|leads to|no zombie/);
    } finally {
      await useLanguage('en');
    }
  });
});

describe('the arrow keys on the map', () => {
  it('go to the nearest zone in their direction, and nowhere off the map', () => {
    const { geo } = m0();
    const boxes = zoneBoxes(geo);
    for (const [i, b] of boxes.entries()) {
      const right = zoneToward(boxes, i, 'ArrowRight');
      if (right !== i) expect(boxes[right].cx).toBeGreaterThan(b.cx);
      const up = zoneToward(boxes, i, 'ArrowUp');
      if (up !== i) expect(boxes[up].cy).toBeLessThan(b.cy);
    }
    // From the left-most zone, Left stays; some zone has a neighbour to its right.
    const left = boxes.reduce((m, b, i) => (b.cx < boxes[m].cx ? i : m), 0);
    expect(zoneToward(boxes, left, 'ArrowLeft')).toBe(left);
    expect(boxes.some((_, i) => zoneToward(boxes, i, 'ArrowRight') !== i)).toBe(true);
  });
});
