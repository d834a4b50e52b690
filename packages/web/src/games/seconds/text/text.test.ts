/**
 * Every event and every legal action of real games reads as words in English and French: no
 * message key, no missing value, no raw id. Games are played at random (solo against both
 * automata, two-player timed with its deadlines, every advanced and modified rule on).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SecondsAction, SecondsConfig, SecondsEvent, SecondsView } from '@horde/seconds';
import { describeRefusal, dueDeadline } from '@horde/core';
import { i18n } from '../../../i18n/index.ts';
import { engine } from '../rules.ts';
import { startState, useLanguage } from '../test-kit.ts';
import { describeAction } from './actions.ts';
import { describeEvent } from './events.ts';
import type { T } from './names.ts';

interface Sample {
  events: { e: SecondsEvent; automaton: 'fast' | 'swarm' | null }[];
  actions: { a: SecondsAction; view: SecondsView }[];
}

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random legal play, deadlines fired now and then, every event and action kept. */
function sample(config: SecondsConfig, seed: number, steps = 1500): Sample {
  const g = engine();
  const s = startState(config, seed, 0);
  const random = rng(seed);
  const out: Sample = { events: [], actions: [] };
  // A few of each kind are enough (i18next is not fast).
  const seen = new Map<string, number>();
  const keep = (key: string, most: number) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n < most;
  };
  let now = 0;
  const automaton = config.mode === 'solo' ? (config.automaton ?? 'fast') : null;
  for (let i = 0; i < steps && !g.outcome(s).over; i++) {
    now += 500;
    const deadlines = g.deadlines(s);
    const due = dueDeadline(deadlines, now) ?? (random() < 0.05 ? deadlines[0] : undefined);
    if (due) {
      now = Math.max(now, due.at);
      const r = g.apply(s, due.action, { by: 'system', now });
      if (r.ok) for (const e of r.events) if (keep(`e:${e.type}`, 25)) out.events.push({ e, automaton });
      continue;
    }
    const seat = g.awaiting(s)[0];
    if (seat === undefined) break;
    const legal = g.legalActions(s, seat);
    if (!legal.length) break;
    const wanted = legal.filter((a) => (seen.get(`a:${a.type}`) ?? 0) < 15);
    if (wanted.length) {
      const view = g.view(s, seat);
      for (const a of wanted) if (keep(`a:${a.type}`, 15)) out.actions.push({ a, view });
    }
    const r = g.apply(s, legal[Math.floor(random() * legal.length)], { by: seat, now });
    if (!r.ok) throw new Error(describeRefusal(r.error));
    for (const e of r.events) if (keep(`e:${e.type}`, 25)) out.events.push({ e, automaton });
  }
  return out;
}

const ALL_RULES = {
  sound: true,
  concussion: true,
  permanentKnockdown: true,
  harder: true,
  neutral: true,
  pause: true,
} as const;
const CONFIGS: SecondsConfig[] = [
  { mode: 'solo', automaton: 'fast' },
  { mode: 'solo', automaton: 'swarm', survivor: 'louis', ...ALL_RULES },
  { mode: 'two-player', timer: '30', survivor: 'sophia', ...ALL_RULES },
  { mode: 'two-player', timer: 'off', survivor: 'michael', easier: true },
  { mode: 'solo', automaton: 'fast', survivor: 'meghan', easier: true },
];

let samples: Sample[] = [];
beforeAll(async () => {
  await useLanguage('en');
  samples = CONFIGS.flatMap((c, i) => [sample(c, 11 + i), sample(c, 101 + i)]);
});

/** Signs of a message that was not found or not filled in. */
function leaks(text: string): boolean {
  return /seconds:|\{\{|undefined|NaN|\b(log|card|cards|names|actions|phases|decks|solo)\.[a-z]/.test(text);
}

describe('the log', () => {
  for (const language of ['en', 'fr'] as const)
    it(`explains every event in words (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'seconds') as unknown as T;
      const types = new Set<string>();
      const bad: string[] = [];
      for (const { e, automaton } of samples.flatMap((s) => s.events)) {
        const line = describeEvent(t, e, { automaton });
        if (!line) continue;
        types.add(e.type);
        if (leaks(line.text) || line.text.trim() === '') bad.push(`${e.type}: ${line.text}`);
      }
      expect(bad.slice(0, 10)).toEqual([]);
      // The games met the events a table must explain.
      for (const type of [
        'turnStarted',
        'survivorMoved',
        'attackDeclared',
        'attackCardDrawn',
        'zombieAttacked',
        'soloStep',
        'diceRolled',
        'gameOver',
      ])
        expect(types.has(type), type).toBe(true);
    });

  it('says why the automaton acts: its step card, its dice and the chart group', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'seconds') as unknown as T;
    const step = describeEvent(
      t,
      { type: 'soloStep', automaton: 'fast', step: 4, applies: true },
      { automaton: 'fast' },
    );
    expect(step?.text).toMatch(/^Step 4: The nearest standing zombie/);
    const dice = describeEvent(
      t,
      { type: 'diceRolled', roll: 75, group: 'rush', option: 1, performed: true },
      { automaton: 'fast' },
    );
    expect(dice?.text).toBe(
      'Dice: 75 → Rush: The nearest zombie in front of the Survivor moves one row toward the Survivor.',
    );
    await i18n.changeLanguage('fr');
    const tf = i18n.getFixedT('fr', 'seconds') as unknown as T;
    expect(
      describeEvent(tf, { type: 'soloStep', automaton: 'fast', step: 9, applies: false }, { automaton: 'fast' })?.text,
    ).toMatch(/^L’étape 9 ne s’applique pas/);
  });
});

describe('action labels', () => {
  for (const language of ['en', 'fr'] as const)
    it(`name every legal action in words (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'seconds') as unknown as T;
      const types = new Set<string>();
      const bad: string[] = [];
      for (const { a, view } of samples.flatMap((s) => s.actions)) {
        types.add(a.type);
        const label = describeAction(t, view, a);
        if (leaks(label) || label.trim() === '' || /#\d/.test(label)) bad.push(`${JSON.stringify(a)}: ${label}`);
      }
      expect(bad.slice(0, 10)).toEqual([]);
      for (const type of ['move', 'attack', 'endPhase', 'pickUp', 'equip', 'zMove', 'zAttack', 'counter', 'react'])
        expect(types.has(type), type).toBe(true);
    });
});
