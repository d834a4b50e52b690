/**
 * The log and the rules the engine names by code, in both languages, checked on real games: seeded games of the
 * heuristic and random bots on every mission. Every code has its message in English and French; every rule an
 * event names, every decision's reason, every mission event and every end of game is said with its parameters
 * named (no key, no placeholder, no survivor id left); a few are checked word for word in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import { randomBot } from '@horde/bots';
import type { Action, GameConfig, GameEvent, State } from '@horde/zombicide';
import type { RuleRef } from '@horde/zombicide/rule-ref';
import { i18n } from '../../../i18n/index.ts';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { content, geometryOf, missionById, missions } from '../data.ts';
import { engine } from '../rules.ts';
import { loadTestData, m0Game, useLanguage } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { namer } from './names.ts';
import { missionText, outcomeSaid, RULE_KEYS, ruleKey, ruleText } from './rule-text.ts';
import { topicOfRule } from '../reference/topics.ts';

interface Sample {
  events: GameEvent[];
  whys: RuleRef[];
  /** Events with the survivors of their game (mission texts and ends name them by id). */
  named: { e: GameEvent; survivors: State['survivors']; mission: string }[];
  outcomes: { won: boolean; reason: RuleRef; survivors: State['survivors'] }[];
}

function sample(): Sample {
  const out: Sample = { events: [], whys: [], named: [], outcomes: [] };
  const g = engine();
  const ids = content.survivors.map((s) => s.id);
  for (const m of missions)
    for (const seed of [1, 2, 3])
      for (const kind of ['heuristic', 'random'] as const) {
        const n = 1 + (seed % 4);
        const forbidden = new Set<string>(m.forbiddenClasses);
        const allowed = ids.filter((id) => !forbidden.has(content.survivors.find((s) => s.id === id)?.class ?? ''));
        const survivors = allowed.slice(seed, seed + n).map((id, i) => ({ id, player: i % 2 }));
        const config = { mission: m.id, survivors, players: Math.min(2, n) } as GameConfig;
        const setup = g.setup(config, { seed });
        if (!setup.ok) continue;
        const state = setup.state;
        const bot = kind === 'heuristic' ? heuristicBot(g) : randomBot<State, Action>(seed);
        for (let i = 0; i < 1200 && !g.outcome(state).over; i++) {
          const d = state.pending[0];
          if (d && 'why' in d) out.whys.push(d.why);
          let acted = false;
          for (let seat = 0; seat < state.players && !acted; seat++) {
            const legal = g.legalActions(state, seat);
            if (!legal.length) continue;
            const r = g.apply(state, bot.choose(state, legal, seat) as Action, { by: seat, now: 0 });
            if (!r.ok) break;
            acted = true;
            for (const e of r.events) {
              out.events.push(e);
              if (
                e.type === 'missionEvent' ||
                e.type === 'trainEffect' ||
                e.type === 'gameWon' ||
                e.type === 'gameLost'
              )
                out.named.push({ e, survivors: structuredClone(state.survivors), mission: m.id });
            }
          }
          if (!acted) break;
        }
        if (state.outcomeReason)
          out.outcomes.push({
            won: state.phase === 'won',
            reason: state.outcomeReason,
            survivors: structuredClone(state.survivors),
          });
      }
  return out;
}

let s: Sample;
beforeAll(async () => {
  await loadTestData();
  s = sample();
}, 120_000);

/** Distinct references (by code and parameters). */
const distinct = (refs: RuleRef[]): RuleRef[] => [...new Map(refs.map((r) => [JSON.stringify(r), r])).values()];
const rulesOf = (events: GameEvent[]): RuleRef[] => events.flatMap((e) => ('rule' in e && e.rule ? [e.rule] : []));
/** A message said in full: no key left raw (i18next answers a missing key with the key), no placeholder. */
const whole = /uoa:|\{\{|^(rule|mission|over)\.[\w.]+$/;

describe('the rules the engine names by code, in English and French', () => {
  it('samples many kinds of events, and ends of games', () => {
    const types = new Set(s.events.map((e) => e.type));
    for (const type of ['zombieMoved', 'spawned', 'survivorWounded', 'missionEvent', 'trainMoved', 'gameLost'])
      expect(types, type).toContain(type);
    expect(s.outcomes.length).toBeGreaterThan(10);
  });

  it('has a message for every code in English and in French (engine: rule-refs.ts)', () => {
    const has = (bundle: unknown, key: string): boolean => {
      const at = (k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], bundle);
      return typeof at(key) === 'string' || typeof at(`${key}_one`) === 'string';
    };
    for (const [language, bundle] of [
      ['en', en],
      ['fr', fr],
    ] as const)
      expect(
        RULE_KEYS.filter((key) => !has(bundle, key)),
        language,
      ).toEqual([]);
  });

  for (const language of ['en', 'fr'] as const)
    it(`says every rule and every decision’s reason of these games in ${language}`, async () => {
      await useLanguage(language);
      const rules = distinct([...rulesOf(s.events), ...s.whys]);
      expect(rules.length).toBeGreaterThan(60);
      for (const r of rules) expect(ruleText(r).text, JSON.stringify(r)).not.toMatch(whole);
    });

  it('links every rule of these games to a topic of the rules reference', () => {
    const rules = distinct(rulesOf(s.events));
    expect(rules.filter((r) => topicOfRule(r) === null).map(ruleKey)).toEqual([]);
  });

  it('words a rule with its parameters named, in both languages', async () => {
    const dice: RuleRef = { code: 'dice', params: { kind: 'ranged', accuracy: 4, bonus: 1 } };
    const attack: RuleRef = { code: 'zombieAttack', params: { count: 2, type: 0 } };
    const move: RuleRef = { code: 'zombieMove', params: { reason: 'moveNoise' } };
    await useLanguage('en');
    expect(ruleText(dice).text).toBe('Ranged Action: each die at or above 4+ (+1 to each die) hits');
    expect(ruleText(attack).text).toBe(
      '2 Walkers share a zone with Survivors: each attacks for 1 Wound, always hitting',
    );
    expect(ruleText(move).text).toBe(
      'Zombie Move: 1 zone along the shortest path toward the Noise token: no Survivor in sight',
    );
    await useLanguage('fr');
    expect(ruleText(dice).text).toBe(
      i18n.t('uoa:rule.dice', {
        kind: i18n.t('uoa:rule.kind.ranged'),
        accuracy: 4,
        bonus: i18n.t('uoa:rule.diceBonus', { bonus: 1 }),
      }),
    );
    expect(ruleText(dice).text).not.toBe('Ranged Action: each die at or above 4+ (+1 to each die) hits');
    expect(ruleText(move).text).toBe(i18n.t('uoa:rule.moveNoise'));
  });

  it('keeps a rule’s rulebook lines out of its sentence, as a source note', async () => {
    await useLanguage('en');
    const posse: RuleRef = { code: 'companionPosse' };
    expect(ruleText(posse)).toEqual({ text: 'A Companion completes the posse', source: 'Rulebook 000, line 282' });
  });

  it('says every mission event and every end of game in French, naming survivors by their names', async () => {
    await useLanguage('fr');
    for (const { e, survivors } of s.named)
      if (e.type === 'missionEvent' || e.type === 'trainEffect') {
        const text = missionText(e.text, { survivors }).text;
        expect(text, JSON.stringify(e.text)).not.toMatch(whole);
        for (const sv of survivors) expect(text).not.toMatch(new RegExp(`\\b${sv.id}\\b`));
      }
    for (const o of s.outcomes) {
      const text = outcomeSaid(o.reason, { survivors: o.survivors });
      expect(text, JSON.stringify(o.reason)).toMatch(/^(Victoire|Défaite) : /);
      expect(text, JSON.stringify(o.reason)).not.toMatch(whole);
      for (const sv of o.survivors) expect(text).not.toMatch(new RegExp(`\\b${sv.id}\\b`));
    }
  });

  it('says why a mission can no longer be won, for every reason the rules give', async () => {
    await useLanguage('fr');
    const lost = (why: string, params: Record<string, string | number | readonly string[]> = {}): RuleRef => ({
      code: 'missionLost',
      params: { mission: 'M0', why, ...params },
    });
    const survivors = [{ id: 'hanna' }];
    for (const r of [
      lost('objectiveRemoved'),
      lost('colorRemoved', { colors: ['blue', 'green'] }),
      lost('companionLost'),
      lost('setAside', { count: 3, left: 2 }),
      lost('objectiveGone'),
      lost('wagonGone'),
      lost('leftWithout', { who: 0 }),
      lost('tooFewBounty'),
    ])
      expect(outcomeSaid(r, { survivors }), JSON.stringify(r)).not.toMatch(/uoa:|\{\{|over\.why|hanna/);
    expect(outcomeSaid(lost('colorRemoved', { colors: ['blue', 'green'] }))).toContain(
      'un Objectif bleu ou vert à prendre a été retiré du jeu',
    );
    expect(outcomeSaid(lost('wagonGone'))).toBe(
      'Défaite : « Face aux zombies » ne peut plus être gagnée (le Chariot a disparu).',
    );
    expect(outcomeSaid({ code: 'survivorEliminated', params: { who: 0 } }, { survivors })).toBe(
      'Défaite : Hanna est hors de combat.',
    );
    await useLanguage('en');
    expect(outcomeSaid({ code: 'survivorEliminated', params: { who: 0 } }, { survivors: [{ id: 'henry' }] })).toBe(
      'Defeat: Henry was eliminated.',
    );
    expect(outcomeSaid({ code: 'goalsDone', params: { mission: 'M0' } })).toBe(
      'Victory: every goal of Facing the Zombies is done.',
    );
  });

  for (const language of ['en', 'fr'] as const)
    it(`gives every event a line in ${language}, with no key left raw`, async () => {
      await useLanguage(language);
      const geo = geometryOf(missionById('M0'));
      const n = namer(m0Game().view(), geo);
      const seen = new Set<string>();
      for (const e of s.events) {
        if (seen.has(e.type)) continue;
        seen.add(e.type);
        const line = describeEvent(e, n);
        if (e.type === 'actionSpent') continue;
        expect(line, e.type).not.toBeNull();
        expect(line!.text, e.type).not.toMatch(/uoa:|\{\{|^[a-z]+\.[a-zA-Z.]+$/);
        expect(line!.text, e.type).not.toBe(e.type);
      }
    });
});
