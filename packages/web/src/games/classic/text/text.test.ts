/**
 * The Classic log and its rules in both languages, checked on real games: every event of random games
 * on each mission has a line, every rule the engine names is said again in French (or is flagged as
 * English), and in English a rule reads as the engine wrote it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import { classicGame, loadTestData, playUntil, useLanguage } from '../test-kit.ts';
import { addZombies } from '@horde/zombicide';
import { BERSERKER_WALKER, CLASSIC_TYPES, SKINNER_WALKER, TOXIC_WALKER } from '@horde/zombicide/rulesets/classic/index';
import { describeEvent, lineText } from './events.ts';
import { describeAction } from '../model/offers.ts';
import { geometryOf, missionById } from '../data.ts';
import { ruleText } from './rule-text.ts';

beforeAll(loadTestData);

/** Events and decision reasons of seeded random games on every mission. */
function sample(): { events: GameEvent[]; whys: string[] } {
  const events: GameEvent[] = [];
  const whys: string[] = [];
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
    const cleared: GameEvent = { type: 'noiseCleared', rule: 'End Phase: every Noise token is removed' };
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
    for (const l of lines) expect(l.rule?.lang, l.rule?.text).toBeUndefined();
    while (game.state.pending[0]?.kind === 'spawnRoom')
      game.act({ type: 'spawnRoom', zone: game.state.pending[0].rooms[0] });
    const closed = game.act(pulls[0]).filter((e) => e.type === 'doorClosed');
    expect(closed).toHaveLength(2);
    const en = describeEvent(closed[0], game.names(await useLanguage('en'), 'en'))!;
    expect(en.text).toMatch(/^Amy pulls the Switch: .* closes\.$/);
    expect(en.rule?.text).toMatch(/^Pull a Switch: the door closes, locked up/);
    const line = describeEvent(closed[0], game.names(await useLanguage('fr'), 'fr'))!;
    expect(line.text).toMatch(/^Amy actionne l’Interrupteur : .* se ferme\.$/);
    expect(line.rule?.lang).toBeUndefined();
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
      expect(line.rule?.lang, `${e.type}: ${'rule' in e ? e.rule : ''}`).toBeUndefined();
    }
  });

  it("says the species' other rules in French", async () => {
    const t = await useLanguage('fr');
    for (const rule of [
      'A Toxic Fatty spawns with 2 Toxic Walkers as escort',
      'Zombie card: a Berserker Abomination',
      'No Toxic Abomination left in the box: a Fatty and its 2 Walkers of its species come instead (line 1163)',
      "Toxic Abomination: 3 Walker(s) in its zone turn Toxic at the end of the Zombies' Phase (seed 001 line 1571)",
      'Toxic immunity: the survivor is immune to Toxic Blood Spray (seed 001 line 2311)',
      'Berserker zombies are immune to Ranged weapon Damage (seed 001 line 1413)',
      'Extra Activation card: every Skinner Runner activates again',
      'Out of Crawler miniatures: what is left is placed, then every Crawler activates again',
      '2 Zombie Dog(s) share a zone with Survivors: each attacks for 1 Wound, always hitting',
      'Targeting Priority Order: zombies of the same tier, the shooter chooses',
    ])
      expect(ruleText(t, rule, 'fr').lang, rule).toBeUndefined();
    expect(ruleText(t, 'A Toxic Fatty spawns with 2 Toxic Walkers as escort', 'fr').text).toBe(
      'Un Gros-Lard toxique apparaît avec une escorte de 2 Rôdeurs toxiques',
    );
  });

  it('reads a species card line', async () => {
    const game = classicGame('C6');
    const n = game.names(await useLanguage('fr'), 'fr');
    expect(lineText(n, '2 toxicWalker, 1 toxicRunner')).toBe('2 Rôdeurs toxiques, 1 Coureur toxique');
    expect(lineText(n, 'berserkerAbomination')).toBe('1 Abomination berserker');
    expect(lineText(n, 'extra activation: dog')).toMatch(/Chien zombie/);
  });
});
