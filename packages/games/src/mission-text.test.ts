/**
 * A designer's mission given as text (the studio's Simulate panel, issue 35 item 5) is hosted as `horde sim --mission
 * file.yaml` hosts the file: checked by horde validate's code, replacing a shipped mission of the same id, and its
 * map is the one `horde render --mission` draws, with each zone's cells where the renderer put them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classicContent } from '@horde/content/classic/index';
import { classicMissionsDir } from './classic/load.ts';
import { withMissionText, missionMap } from './mission-text.ts';
import { ToolInputError } from './module.ts';
import { shippedContent, shippedMissions } from './uoa/load.ts';

const uoa = { content: shippedContent(), missions: shippedMissions() };
const m0 = readFileSync(new URL('../../content/missions/M0.yaml', import.meta.url), 'utf8');

describe('a mission given as text', () => {
  it('replaces the shipped mission of its id, and a new id is added beside them', () => {
    const renamed = m0.replace('name: Facing the Zombies', 'name: Facing More Zombies');
    const hosted = withMissionText('uoa', uoa, renamed);
    expect(hosted.entry).toBe('M0');
    expect(hosted.module.missions.filter((m) => m.id === 'M0').map((m) => m.name)).toEqual(['Facing More Zombies']);
    expect(hosted.module.missions.length).toBe(uoa.missions.length);
    const added = withMissionText('uoa', uoa, m0.replace(/^id: M0$/m, 'id: mine'));
    expect(added.entry).toBe('mine');
    expect(added.module.missions.length).toBe(uoa.missions.length + 1);
    expect(added.module.defaultConfig('mine').mission).toBe('mine');
  });

  it('is checked against its own game: a Classic mission on Undead or Alive tiles is refused', () => {
    const c0 = readFileSync(`${classicMissionsDir}C0.yaml`, 'utf8');
    expect(withMissionText('classic', { content: classicContent(), missions: [] }, c0).entry).toBe('C0');
    expect(() => withMissionText('uoa', uoa, c0)).toThrow(ToolInputError);
    expect(() => withMissionText('uoa', uoa, c0)).toThrow(/C0\.yaml:\d+: .*unknown tile "1B"/);
  });

  it("draws the map of horde render, each zone's cells at margin + cell × (x, y)", () => {
    const map = missionMap(withMissionText('uoa', uoa, m0));
    expect(map.svg).toContain(`width="${map.width}"`);
    expect(map.svg).toContain(`height="${map.height}"`);
    // Each cell of a zone is where the renderer drew that zone's ground (a rect titled with its label).
    for (const label of ['2R:s4', '3R:b2']) {
      expect(map.zones[label].length).toBeGreaterThan(0);
      for (const [x, y] of map.zones[label]) {
        const at = `<rect x="${map.margin + x * map.cell}" y="${map.margin + y * map.cell}" width="${map.cell}"`;
        expect(map.svg).toMatch(new RegExp(`${at}[^>]*><title>${label}</title>`));
      }
    }
  });
});
