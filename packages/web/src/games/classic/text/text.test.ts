/**
 * The Classic log and the rules the engine names by code, in both languages, checked on real games: every code
 * has its message in English and French, every event of random games on each mission has a line, and every rule
 * the engine names is said with its parameters named (no key, no placeholder left).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardLine, GameEvent } from '@horde/zombicide';
import { classicGame, loadTestData, playUntil, useLanguage } from '../test-kit.ts';
import { addZombies } from '@horde/zombicide';
import { BERSERKER_WALKER, CLASSIC_TYPES, SKINNER_WALKER, TOXIC_WALKER } from '@horde/zombicide/rulesets/classic/index';
import { describeEvent, lineText } from './events.ts';
import { describeAction } from '../model/offers.ts';
import { geometryOf, missionById } from '../data.ts';
import type { RuleRef } from '@horde/zombicide/rule-ref';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { OUTCOME_CODES, RULE_KEYS, ruleText, TEXT_CODES } from './rule-text.ts';

beforeAll(loadTestData);

/** Events and decision reasons of seeded random games on every mission. */
function sample(): { events: GameEvent[]; whys: RuleRef[] } {
  const events: GameEvent[] = [];
  const whys: RuleRef[] = [];
  for (const mission of ['C0', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7'])
    for (const seed of [1, 2, 3]) {
      const game = classicGame(
        mission,
        [
          // C7's helicopter needs its pilot (Helicopter pilot, seed 001 line 2229).
          { id: mission === 'C7' ? 'terry' : 'amy', player: 0 },
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
          if (d && 'why' in d) whys.push(d.why);
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
  const all = [...events.flatMap((e) => ('rule' in e && e.rule ? [e.rule] : [])), ...whys];
  const rules = [...new Map(all.map((r) => [JSON.stringify(r), r])).values()];

  it('samples the new events', () => {
    const types = new Set(events.map((e) => e.type));
    for (const type of ['doorOpened', 'noiseMade', 'noiseCleared', 'zombieMoved', 'spawned', 'survivorWounded'])
      expect(types, type).toContain(type);
  });

  it('has a message for every code in English and in French (engine: rule-refs.ts)', () => {
    const has = (bundle: unknown, key: string): boolean => {
      const at = (k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], bundle);
      return typeof at(key) === 'string' || typeof at(`${key}_one`) === 'string';
    };
    const keys = [
      ...RULE_KEYS.map((k) => `rule.${k}`),
      ...TEXT_CODES.map((k) => `log.${k}`),
      ...OUTCOME_CODES.map((k) => `over.reason.${k}`),
    ];
    for (const [language, bundle] of [
      ['en', en],
      ['fr', fr],
    ] as const)
      expect(
        keys.filter((key) => !has(bundle, key)),
        language,
      ).toEqual([]);
  });

  for (const language of ['en', 'fr'] as const)
    it(`says every rule and every decision’s reason of these games in ${language}`, async () => {
      const t = await useLanguage(language);
      const n = classicGame('C1').names(t, language);
      expect(rules.length).toBeGreaterThan(30);
      for (const r of rules) expect(ruleText(n, r).text, JSON.stringify(r)).not.toMatch(/classic:|\{\{|^rule\./);
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
      // Thousands of events from eight missions: more than the default 5 s on a busy machine.
    }, 20_000);
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
    const cleared: GameEvent = { type: 'noiseCleared', rule: { code: 'noiseCleared' } };
    const line = describeEvent(cleared, game.names(t, 'fr'))!;
    expect(line.text).toBe('Les jetons Bruit sont retirés.');
    expect(line.rule?.text).toBe('Phase de fin : tous les jetons Bruit sont retirés');
  });
});

describe("C9's cell block Switch [PO] in the offers and the log (seed 001 lines 756-758)", () => {
  it('offers one pull, says the doors opening and closing and the linked Objective, in English and French', async () => {
    const game = classicGame('C9');
    const geo = geometryOf(missionById('C9'), []);
    game.state.survivors[0].zone = geo.byLabel['10P:k2'];
    const pulls = game.legal().filter((a) => a.type === 'pullSwitch');
    expect(pulls).toEqual([{ type: 'pullSwitch', s: 0, switch: 1, turn: 1 }]);
    const fr = game.names(await useLanguage('fr'), 'fr');
    expect(describeAction(game.view(), fr, pulls[0]).label).toBe(
      'Actionner l’Interrupteur : ouvrir ou verrouiller ses portes',
    );
    const opened = game.act(pulls[0]);
    const lines = opened.flatMap((e) =>
      e.type === 'doorOpened' || e.type === 'objectiveTaken' ? [describeEvent(e, fr)!] : [],
    );
    expect(lines.map((l) => l.text)).toHaveLength(3);
    expect(lines.map((l) => l.text).join(' ')).toMatch(/prend l'Objectif bleu/);
    for (const l of lines) expect(l.rule?.text).not.toMatch(/^rule\.|classic:/);
    while (game.state.pending[0]?.kind === 'spawnRoom')
      game.act({ type: 'spawnRoom', zone: game.state.pending[0].rooms[0] });
    const closed = game.act(pulls[0]).filter((e) => e.type === 'doorClosed');
    expect(closed).toHaveLength(2);
    const en = describeEvent(closed[0], game.names(await useLanguage('en'), 'en'))!;
    expect(en.text).toMatch(/^Amy pulls the Switch: .* closes\.$/);
    expect(en.rule?.text).toMatch(/^Pull a Switch: the door closes, locked up/);
    const line = describeEvent(closed[0], game.names(await useLanguage('fr'), 'fr'))!;
    expect(line.text).toMatch(/^Amy actionne l’Interrupteur : .* se ferme\.$/);
    expect(line.rule?.text).toMatch(/^Actionner un Interrupteur/);
  });
});

describe('the zombie species in the log (seed 001 lines 1407-1577)', () => {
  /** A Chainsaw kills a Toxic, a Berserker and two Skinner Walkers with a "1" on the roll: spray and Crawler. */
  function speciesMelee() {
    const game = classicGame('C6', [
      { id: 'amy', player: 0 },
      { id: 'doug', player: 0 },
    ]);
    const st = game.state;
    const zone = st.survivors[0].zone;
    const chainsaw = st.cards.findIndex((c) => c.def === 'chainsaw');
    st.equipmentDeck = st.equipmentDeck.filter((c) => c !== chainsaw);
    st.survivors[0].inventory = [chainsaw, null, null, null, null];
    addZombies(st, zone, TOXIC_WALKER, 1);
    addZombies(st, zone, BERSERKER_WALKER, 1);
    addZombies(st, zone, SKINNER_WALKER, 2);
    st.forcedDice = [6, 6, 6, 5, 1];
    return { game, events: game.act({ type: 'melee', s: 0, slot: 0, dual: false }) };
  }

  it('names each species and kind, in English and French, and says its rules in French', async () => {
    const { game, events } = speciesMelee();
    expect(events.some((e) => e.type === 'spawned' && CLASSIC_TYPES[e.zombie] === 'crawler')).toBe(true);
    expect(events.some((e) => e.type === 'survivorWounded' && e.by === 'zombie')).toBe(true);
    const en = game.names(await useLanguage('en'), 'en');
    expect(en.zombies(TOXIC_WALKER, 2)).toBe('2 Toxic Walkers');
    expect(en.zombieType(SKINNER_WALKER)).toBe('Skinner Walker');
    const killed = events.filter((e) => e.type === 'zombieKilled').map((e) => describeEvent(e, en)!.text);
    expect(killed.join(' ')).toMatch(/Berserker Walker/);
    const t = await useLanguage('fr');
    const fr = game.names(t, 'fr');
    expect(fr.zombies(TOXIC_WALKER, 2)).toBe('2 Rôdeurs toxiques');
    expect(fr.zombieType(CLASSIC_TYPES.indexOf('crawler'))).toBe('Rampant');
    for (const e of events) {
      const line = describeEvent(e, fr);
      if (!line || e.type === 'actionSpent') continue;
      expect(line.text, e.type).not.toMatch(/classic:|\{\{/);
      expect(line.rule?.text ?? '', e.type).not.toMatch(/^rule\.|classic:|\{\{/);
    }
  });

  it("says the species' other rules in French", async () => {
    const t = await useLanguage('fr');
    const n = classicGame('C6').names(t, 'fr');
    const type = (id: string) => CLASSIC_TYPES.indexOf(id as (typeof CLASSIC_TYPES)[number]);
    const rules: RuleRef[] = [
      { code: 'fattyEscort', params: { type: type('toxicFatty'), escort: type('toxicWalker') } },
      { code: 'zombieCardAbomination', params: { type: type('berserkerAbomination') } },
      { code: 'noAbomination', params: { type: type('toxicAbomination') } },
      { code: 'toxicTurn', params: { count: 3, type: type('walker') } },
      { code: 'toxicImmunity' },
      { code: 'rangedImmunity' },
      { code: 'extraActivation', params: { type: type('skinnerRunner') } },
      { code: 'outOfMiniatures', params: { type: type('crawler') } },
      { code: 'zombieAttack', params: { count: 2, type: type('dog') } },
      { code: 'rangedChoice' },
    ];
    for (const rule of rules) expect(ruleText(n, rule).text, rule.code).not.toMatch(/^rule\.|classic:|\{\{/);
    expect(ruleText(n, rules[0]).text).toBe('Un Gros-Lard toxique apparaît avec une escorte de 2 Rôdeurs toxiques');
    expect(ruleText(n, { code: 'rangedImmunity' })).toEqual({
      text: 'Les zombies berserkers sont insensibles aux Dégâts des armes à distance',
      source: 'Livre de règles 001, ligne 1413',
    });
  });

  it('reads a species card line', async () => {
    const game = classicGame('C6');
    const n = game.names(await useLanguage('fr'), 'fr');
    const type = (id: string) => CLASSIC_TYPES.indexOf(id as (typeof CLASSIC_TYPES)[number]);
    const line = (...zombies: number[]): CardLine => ({ kind: 'zombies', zombies });
    expect(lineText(n, line(type('toxicWalker'), 2, type('toxicRunner'), 1))).toBe(
      '2 Rôdeurs toxiques, 1 Coureur toxique',
    );
    expect(lineText(n, line(type('berserkerAbomination'), 1))).toBe('1 Abomination berserker');
    expect(lineText(n, { kind: 'extraActivation', type: type('dog') })).toMatch(/Chien zombie/);
  });
});
