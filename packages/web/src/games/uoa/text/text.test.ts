/**
 * The log and what the engine says in English, in both languages, checked on real games: seeded games of
 * the heuristic and random bots on every mission. Every rule an event names, every decision's reason, every
 * mission event and every end of game is said in French (none left in the engine's English), a rule reads
 * in English as the engine wrote it, and every event has a line with no message key left raw.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import { randomBot } from '@horde/bots';
import type { Action, GameConfig, GameEvent, State } from '@horde/zombicide';
import { content, geometryOf, missionById, missions } from '../data.ts';
import { engine } from '../rules.ts';
import { loadTestData, m0Game, useLanguage } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { namer } from './names.ts';
import { outcomeText } from './outcome.ts';
import { lostText, missionText, ruleText } from './rule-text.ts';
import { topicOfRule } from '../reference/topics.ts';

interface Sample {
  events: GameEvent[];
  whys: string[];
  /** Events with the survivors of their game (mission texts and ends name them by id). */
  named: { e: GameEvent; survivors: State['survivors']; mission: string }[];
  outcomes: { won: boolean; reason: string; code: string; survivors: State['survivors'] }[];
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
          if (d && 'why' in d && typeof d.why === 'string') out.whys.push(d.why);
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
        if (state.phase === 'won' || state.phase === 'lost')
          out.outcomes.push({
            won: state.phase === 'won',
            reason: state.outcomeReason,
            code: state.outcomeCode,
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

describe('what the engine says in English, said again in French', () => {
  it('samples many kinds of events, and ends of games', () => {
    const types = new Set(s.events.map((e) => e.type));
    for (const type of ['zombieMoved', 'spawned', 'survivorWounded', 'missionEvent', 'trainMoved', 'gameLost'])
      expect(types, type).toContain(type);
    expect(s.outcomes.length).toBeGreaterThan(10);
  });

  it('says every rule and every decision’s reason of these games in French', async () => {
    await useLanguage('fr');
    const rules = [...new Set([...s.events.flatMap((e) => ('rule' in e && e.rule ? [e.rule] : [])), ...s.whys])];
    expect(rules.length).toBeGreaterThan(60);
    expect(rules.filter((r) => ruleText(r).lang === 'en')).toEqual([]);
    for (const r of rules) expect(ruleText(r).text, r).not.toMatch(/uoa:|\{\{/);
  });

  it('links every rule of these games to a topic of the rules reference', () => {
    const rules = [...new Set(s.events.flatMap((e) => ('rule' in e && e.rule ? [e.rule] : [])))];
    expect(rules.filter((r) => topicOfRule(r) === null)).toEqual([]);
  });

  it('reads a rule in English as the engine wrote it', async () => {
    await useLanguage('en');
    for (const e of s.events) if ('rule' in e && e.rule) expect(ruleText(e.rule).text).toBe(e.rule);
  });

  it('says every mission event and every end of game in French, naming survivors by their names', async () => {
    await useLanguage('fr');
    const left = s.named.flatMap(({ e, survivors }) =>
      (e.type === 'missionEvent' || e.type === 'trainEffect') && missionText(e.text, survivors).lang ? [e.text] : [],
    );
    expect(left).toEqual([]);
    for (const o of s.outcomes) {
      const text = outcomeText(o.won, o.reason, o.survivors, o.code);
      expect(text, o.reason).toMatch(/^(Victoire|Défaite) : /);
      // No survivor id ("hanna") nor English word of the engine's reason left.
      expect(text, o.reason).not.toMatch(/\b(was|the|every|is|are|with|without)\b/);
      for (const sv of o.survivors) expect(text).not.toContain(sv.id);
    }
  });

  it('says why a mission can no longer be won, for every reason the rules give', async () => {
    await useLanguage('fr');
    const reasons = [
      'an Objective to take was removed from the game',
      'a blue or green Objective to take was removed from the game',
      'a Companion to save can no longer be found',
      '3 set-aside Bounty Weapon(s) and only 2 Objective(s) left to take',
      'an Objective was removed from the game',
      'the Wagon is gone',
      'hanna left without a Bounty Weapon',
      'too few Bounty Weapons are left for every survivor',
    ];
    for (const r of reasons) expect(lostText(r, [{ id: 'hanna' }]).lang, r).toBeUndefined();
    expect(lostText('a blue or green Objective to take was removed from the game', []).text).toBe(
      'un Objectif bleu ou vert à prendre a été retiré du jeu',
    );
    expect(outcomeText(false, 'Facing the Zombies: the Wagon is gone', [], 'missionLost')).toBe(
      'Défaite : « Face aux zombies » ne peut plus être gagnée (le Chariot a disparu).',
    );
    expect(outcomeText(false, 'hanna was eliminated', [{ id: 'hanna' }], 'survivorEliminated')).toBe(
      'Défaite : Hanna a été éliminé.',
    );
    await useLanguage('en');
    expect(outcomeText(false, 'henry was eliminated', [{ id: 'henry' }], 'survivorEliminated')).toBe(
      'Defeat: Henry was eliminated.',
    );
    expect(outcomeText(true, 'Facing the Zombies: every goal is done', [], 'goalsDone')).toBe(
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
