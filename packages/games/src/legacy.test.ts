/**
 * Legacy content (issue 31, item 7): a game of the first servers (Undead or Alive, rules version "0") has no
 * pinned content; legacyPin gives it the content it was made with (packages/games/legacy/uoa-v0, from the first
 * server's own files), which plays it as it started: M5 with its designed Mobile spawn, and under rules version "0"
 * the two Townsfolk drawn on the balconies putting each back (M5 "Répartissez 2 Citadins au hasard sur les 3
 * balcons", seed 002 lines 2987-2988), as packages/server/src/storage/fixtures/first-server.db's M5 game was.
 */
import { describe, expect, it } from 'vitest';
import { contentFingerprint } from './fingerprint.ts';
import { legacyPin } from './legacy.ts';
import { loadUoaModule } from './uoa/load.ts';

const shipped = loadUoaModule();
const M5_CONFIG = {
  mission: 'M5',
  survivors: [
    { id: 'turner', player: 0 },
    { id: 'kassey', player: 0 },
    { id: 'concepcion', player: 1, starting: 'rifle' as const },
  ],
};

/** Where the Townsfolk of M5 stand after setup (zone labels). */
function townsfolk(module: ReturnType<typeof loadUoaModule>, seed: number, rulesVersion: string): string[] {
  const setup = module.game.setup(M5_CONFIG, { seed, now: 0, rulesVersion });
  if (!setup.ok) throw new Error(JSON.stringify(setup.issues));
  const state = setup.state;
  const geo = module.geometry(module.mission('M5')!);
  return state.survivors.filter((s) => s.companion).map((s) => geo.zones[s.zone].label);
}

describe('legacyPin', () => {
  it('has content for the first servers’ M0 and M5 only', () => {
    expect(legacyPin('uoa', '0', 'M1')).toBeNull();
    expect(legacyPin('uoa', '1', 'M5')).toBeNull();
    expect(legacyPin('classic', '0', 'M5')).toBeNull();
    expect(legacyPin('uoa', '0', 'M0')).toMatchObject({ format: 1, game: 'uoa', mission: { id: 'M0' } });
  });

  it('never changes: a game pinned with it is stored under these fingerprints', () => {
    expect(contentFingerprint(legacyPin('uoa', '0', 'M0'))).toBe(
      '2287204ce688e0b4a711331f62a951099a91ba4fb826b39813a34a9049be1c01',
    );
    expect(contentFingerprint(legacyPin('uoa', '0', 'M5'))).toBe(
      'd4a7fa2f0f92cf76ceb9ea983a7f34afa3ce258519a1ea14c2cb9d061b287a1c',
    );
  });

  it('M0 is today’s map and pieces (its file has not changed since the first server)', () => {
    const today = shipped.pin!({ mission: 'M0', survivors: [] }) as { mission: unknown; tiles: unknown };
    const legacy = legacyPin('uoa', '0', 'M0')!;
    expect(JSON.parse(JSON.stringify(legacy.mission))).toEqual(JSON.parse(JSON.stringify(today.mission)));
    expect(legacy.tiles).toEqual(JSON.parse(JSON.stringify(today.tiles)));
  });

  it('M5 is the first server’s: the designed Mobile spawn, no train, no shuffled or Townsfolk Objectives', () => {
    const { mission } = legacyPin('uoa', '0', 'M5')!;
    expect(mission.spawns).toContainEqual({ zone: '8V:s5', kind: 'mobile' });
    expect(mission.train).toBeUndefined();
    expect(mission.rules.shuffleHiddenObjectives).toBeUndefined();
    expect(mission.rules.objectiveCompanions).toBeUndefined();
  });

  it('plays M5 as the first server set it up: seed 108 puts both Townsfolk on one balcony under version "0"', () => {
    const legacy = shipped.fromPin!(legacyPin('uoa', '0', 'M5')) as ReturnType<typeof loadUoaModule>;
    expect(townsfolk(legacy, 108, '0')).toEqual(['4R:p1', '4R:p1']);
    // Today's draw (a new game's rules version) never shares a balcony.
    const [a, b] = townsfolk(legacy, 108, shipped.game.meta.rulesVersion);
    expect(a).not.toBe(b);
  });
});
