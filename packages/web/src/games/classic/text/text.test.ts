/**
 * The Classic log and its rules in both languages, checked on real games: every event of random games
 * on each mission has a line, every rule the engine names is said again in French (or is flagged as
 * English), and in English a rule reads as the engine wrote it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import { classicGame, loadTestData, playUntil, useLanguage } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { ruleText } from './rule-text.ts';

beforeAll(loadTestData);

/** Events and decision reasons of seeded random games on every mission. */
function sample(): { events: GameEvent[]; whys: string[] } {
  const events: GameEvent[] = [];
  const whys: string[] = [];
  for (const mission of ['C0', 'C1', 'C2', 'C3', 'C4', 'C5'])
    for (const seed of [1, 2, 3]) {
      const game = classicGame(
        mission,
        [
          { id: 'amy', player: 0 },
          { id: 'josh', player: 0 },
          { id: 'wanda', player: 0 },
        ],
        seed,
        { spawnDice: seed === 2 },
      );
      playUntil(
        game,
        (s) => {
          const d = s.pending[0];
          if (d && 'why' in d && typeof d.why === 'string') whys.push(d.why);
          return false;
        },
        seed,
        600,
      );
      events.push(...game.events);
    }
  return { events, whys };
}

describe('the Classic log', () => {
  const { events, whys } = sample();
  const rules = [...new Set([...events.flatMap((e) => ('rule' in e && e.rule ? [e.rule] : [])), ...whys])];

  it('samples the new events', () => {
    const types = new Set(events.map((e) => e.type));
    for (const type of ['doorOpened', 'noiseMade', 'noiseCleared', 'zombieMoved', 'spawned', 'survivorWounded'])
      expect(types, type).toContain(type);
  });

  it('says every rule of these games in French', async () => {
    const t = await useLanguage('fr');
    const untranslated = rules.filter((r) => ruleText(t, r, 'fr').lang === 'en');
    expect(untranslated).toEqual([]);
  });

  it('reads a rule in English as the engine wrote it', async () => {
    const t = await useLanguage('en');
    for (const r of rules) expect(ruleText(t, r, 'en').text).toBe(r);
  });

  for (const language of ['en', 'fr'] as const)
    it(`gives every event a line in ${language}, with no key left raw`, async () => {
      const t = await useLanguage(language);
      const game = classicGame('C1');
      const n = game.names(t, language);
      for (const e of events) {
        const line = describeEvent(e, n);
        if (e.type === 'actionSpent') continue;
        expect(line, e.type).not.toBeNull();
        expect(line!.text, e.type).not.toMatch(/classic:|\{\{|^[a-z]+\.[a-zA-Z.]+$/);
        expect(line!.text, e.type).not.toBe(e.type);
      }
    });
});

describe('lines of the new events', () => {
  it('names a door by its room and street, and its rule', async () => {
    const game = classicGame('C0');
    const open = game.legal().find((a) => a.type === 'openDoor' && a.slot >= 0)!;
    const events = game.act(open);
    const opened = events.find((e) => e.type === 'doorOpened')!;
    const en = describeEvent(opened, game.names(await useLanguage('en'), 'en'))!;
    expect(en.text).toMatch(/^Amy opens the door of room 1B:\w+ onto street 1B:s2\.$/);
    expect(en.rule?.text).toMatch(/^Open a door with (Crowbar|Fire Axe): no roll needed$/);
    const fr = describeEvent(opened, game.names(await useLanguage('fr'), 'fr'))!;
    expect(fr.text).toMatch(/^Amy ouvre la porte de la pièce 1B:\w+ sur la rue 1B:s2\.$/);
    expect(fr.rule?.text).toMatch(/^Ouvrir une porte avec (Pied-de-biche|Hache) : aucun jet$/);
  });

  it('counts the Noise tokens of a zone and says when they are cleared', async () => {
    const game = classicGame('C0');
    const made = game.act({ type: 'makeNoise', s: 0 }).find((e) => e.type === 'noiseMade')!;
    const t = await useLanguage('fr');
    expect(describeEvent(made, game.names(t, 'fr'))!.text).toBe('Un jeton Bruit dans la rue 1B:s2 (1 en tout).');
    const cleared: GameEvent = { type: 'noiseCleared', rule: 'End Phase: every Noise token is removed' };
    const line = describeEvent(cleared, game.names(t, 'fr'))!;
    expect(line.text).toBe('Les jetons Bruit sont retirés.');
    expect(line.rule?.text).toBe('Phase de fin : tous les jetons Bruit sont retirés');
  });
});
