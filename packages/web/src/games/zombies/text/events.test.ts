/**
 * Every event of random games (with every optional rule switched on in turn) reads as a sentence in English
 * and French, with no message missing; so does every legal action met on the way. The two message files have
 * the same keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { engine } from '../rules.ts';
import { messages, newGame, playUntil } from '../test-kit.ts';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { describeAction } from './actions.ts';
import { describeEvent } from './events.ts';
import { namer } from './names.ts';

const CONFIGS = [
  {},
  { comeToPapa: true, carefulAim: true, duckNWeave: true, justAMinute: true, fleshWound: true, whatsThis: true },
  { zombieAGoGo: true, whereDidTheyComeFrom: true, inHereQuick: true, fahsands: true, whereInHellAreWe: true },
  { eatThemNotMe: true, youWannaTrade: true, characterTraits: true, oneBite: true },
  { lastManStanding: true, lastManStart: 'grid' as const, lastManScoring: true, eatThemNotMe: true, oneBite: true },
  { catchAsCatchCan: true, kingHelipadEscape: true, kingTarget: true, oneBite: true, seats: 4 },
];

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** What i18next gives back for a message it does not know: the key, or an unfilled placeholder. */
const broken = (text: string) => /zombies:[a-zA-Z]+\.|\{\{|^(log|act|rules|finish|tiles|cards)\./.test(text);

let t: TFunction;
beforeAll(async () => {
  t = (await messages('en')).t;
});
afterAll(async () => {
  await messages('en');
});

describe('messages', () => {
  it('have the same keys in English and French', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  for (const language of ['en', 'fr'] as const)
    it(`tell every event and action of random games in ${language === 'en' ? 'English' : 'French'}`, async () => {
      t = (await messages(language)).t;
      const missing = new Set<string>();
      const seen = new Set<string>();
      CONFIGS.forEach((config, i) => {
        const game = newGame(config, 11 + i);
        const names = () => namer(t, game.state.geo, language);
        playUntil(
          game,
          (s) => {
            const seat = engine().awaiting(s)[0];
            if (seat === undefined) return false;
            // One action of each kind per decision is enough to meet every message.
            const kinds = new Map(
              engine()
                .legalActions(s, seat)
                .map((a) => [`${a.type}${'aim' in a ? a.aim : ''}`, a]),
            );
            const n = names();
            for (const a of kinds.values()) {
              const text = describeAction(a, n, t);
              if (broken(text)) missing.add(`${a.type}: ${text}`);
            }
            return false;
          },
          3 + i,
          800,
        );
        for (const e of game.events) {
          seen.add(e.type);
          const line = describeEvent(e, names(), t);
          if (!line || broken(line.text) || (line.rule && broken(line.rule))) missing.add(`${e.type}: ${line?.text}`);
        }
      });
      expect([...missing]).toEqual([]);
      expect(seen.size).toBeGreaterThan(25);
    }, 60_000);
});

describe('the log tells play in order (issue 33)', () => {
  it('says the movement roll before what it gives, and a zombie moved by a player in the default log', async () => {
    t = (await messages('en')).t;
    const game = newGame({}, 5);
    playUntil(game, (s) => s.turn.step === 'discard' && s.round >= 2, 3, 800);
    const names = namer(t, game.state.geo, 'en');
    const told = game.events.map((e) => ({ e, line: describeEvent(e, names, t) }));
    const rolled = told.findIndex(({ e }) => e.type === 'diceRolled' && e.purpose === 'move');
    expect(rolled).toBeGreaterThanOrEqual(0);
    expect(told[rolled].line?.text).toMatch(/^Player \d rolls \d/);
    expect(told[rolled + 1].e.type).toBe('movementSet');
    expect(told[rolled + 1].line?.text).toMatch(/may move \d+ squares?\.$/);
    const moved = told.find(({ e }) => e.type === 'zombieMoved');
    expect(moved?.line?.tone).not.toBe('minor');
    expect(moved?.line?.text).toMatch(/^Player \d moves a zombie( in .+|: .+, then .+)\.$/);
  });
});
