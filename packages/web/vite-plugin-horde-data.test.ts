/**
 * The content fingerprints each table bundles (`virtual:horde-pins/<game>`, build/bundled.ts): the fingerprint of the
 * very content the game's module pins for a new game, as the server stores it (a JSON round trip), so that a record's
 * pinned content and a local save's fingerprint compare with the table's; by mission for the Zombicides.
 */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '@horde/games';
import { contentFingerprintModule, contentFingerprints } from './build/bundled.ts';
import { contentFingerprint } from './src/shell/conn/fingerprint.ts';

/** The generated module's default export, evaluated. */
function evaluate(code: string): (config: unknown) => string | null {
  return new Function(code.replace('export default', 'return'))() as (config: unknown) => string | null;
}

describe('the content fingerprints bundled with each table', () => {
  const registry = loadRegistry();
  const pinOf = (game: string, config: unknown) =>
    JSON.parse(JSON.stringify((registry.require(game) as { pin(c: unknown): unknown }).pin(config)));

  it('are those of the content the server pins for a game, by mission for Undead or Alive and Classic', () => {
    const uoa = evaluate(contentFingerprintModule('uoa'));
    expect(uoa({ mission: 'M0', survivors: [] })).toBe(contentFingerprint(pinOf('uoa', { mission: 'M0' })));
    expect(uoa({ mission: 'M1' })).toBe(contentFingerprint(pinOf('uoa', { mission: 'M1' })));
    expect(uoa({ mission: 'M1' })).not.toBe(uoa({ mission: 'M0' }));
    expect(uoa({ mission: 'nowhere' })).toBeNull();
    expect(uoa(null)).toBeNull();
    const classic = contentFingerprints('classic');
    expect(classic && 'byMission' in classic && Object.keys(classic.byMission).length).toBeGreaterThan(1);
  });

  it('are one per game for Seconds to Live and Zombies!!!, whatever the config', () => {
    for (const game of ['seconds', 'zombies']) {
      const fingerprint = evaluate(contentFingerprintModule(game));
      expect(fingerprint({ any: 'config' })).toBe(contentFingerprint(pinOf(game, {})));
      expect(fingerprint({})).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('change with any edit of the content', () => {
    const pin = pinOf('zombies', {});
    const edited = JSON.parse(JSON.stringify(pin));
    edited.content.lifeTokens = (edited.content.lifeTokens ?? 0) + 1;
    expect(contentFingerprint(edited)).not.toBe(contentFingerprint(pin));
    // Key order is not content: the canonical JSON sorts keys.
    const reordered = Object.fromEntries(Object.entries(pin).reverse());
    expect(contentFingerprint(reordered)).toBe(contentFingerprint(pin));
  });
});
