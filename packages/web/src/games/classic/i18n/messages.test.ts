/**
 * The Classic table's messages: the same keys in English and French (also checked for every table by
 * src/i18n/messages.test.ts), every family of keys the code builds (`rule.<key>`, the reference's rules and
 * decisions, the slots...) present, and the French texts of the content (cards, the survivors' skills, the
 * missions) complete.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { content, missions } from '../data.ts';
import { REFERENCE_DECISIONS, REFERENCE_NOT_YET, REFERENCE_RULES, REFERENCE_SKILLS_NOT_PLAYED } from '../rules.ts';
import { loadTestData } from '../test-kit.ts';
import { ZOMBIE_IDS } from '../text/names.ts';
import { RULE_KEYS } from '../text/rule-text.ts';
import contentFr from './content.fr.json';
import en from './en.json';
import fr from './fr.json';

beforeAll(loadTestData);

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const has = (bundle: unknown, key: string): boolean => {
  const all = new Set(keys(bundle));
  return all.has(key) || all.has(`${key}_one`);
};

describe('the Classic messages', () => {
  it("have no colour emoji in the map legend's text marks (Debian's fonts have no glyph for the tents' ⛺: an empty box)", () => {
    // Cars and the helicopter are drawn as the board draws them (Legend.tsx); the other marks are text.
    const drawn = new Set(['cars', 'helicopter']);
    for (const bundle of [en, fr] as { legend: Record<string, { mark?: string }> }[]) {
      const marks = Object.entries(bundle.legend).filter(([k, v]) => !drawn.has(k) && typeof v.mark === 'string');
      expect(marks.filter(([, v]) => /\p{Emoji_Presentation}/u.test(v.mark ?? ''))).toEqual([]);
    }
  });

  it('cite the rulebook by its name in the lobby\'s switches, never as the project\'s "seed 001" (French read English)', () => {
    const details = (bundle: { options: Record<string, { detail?: string }> }) =>
      Object.values(bundle.options).flatMap((o) => (o.detail ? [o.detail] : []));
    expect(details(en).filter((d) => /seed/i.test(d))).toEqual([]);
    expect(details(fr).filter((d) => /seed/i.test(d))).toEqual([]);
    expect(details(fr).filter((d) => /Zombicide rulebook/.test(d))).toEqual([]);
  });

  it('have the same keys in English and French', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('have every key the code builds', () => {
    const built = [
      ...RULE_KEYS.map((k) => `rule.${k}`),
      ...REFERENCE_RULES.flatMap((r) => [`reference.rule.${r.id}.title`, `reference.rule.${r.id}.text`]),
      ...REFERENCE_DECISIONS.flatMap((d) => [`reference.decision.${d.id}.title`, `reference.decision.${d.id}.text`]),
      ...REFERENCE_NOT_YET.map((r) => `reference.notYet.${r.id}`),
      ...REFERENCE_SKILLS_NOT_PLAYED.map((id) => `reference.notYetSkill.${id}`),
      ...[0, 1, 2, 3, 4].map((s) => `slot.${s}`),
      ...['players', 'zombies', 'spawn', 'end'].map((p) => `log.phase.${p}`),
      ...['goalsDone', 'nobodyLeft'].map((c) => `over.reason.${c}`),
      ...ZOMBIE_IDS.flatMap((z) => [`names.zombie.${z}`, `names.zombies.${z}`, `names.letter.${z}`]),
      ...['blue', 'yellow', 'orange', 'red'].map((l) => `names.level.${l}`),
      ...['red', 'blue', 'green'].flatMap((c) => [`names.color.${c}`, `names.colorF.${c}`]),
      ...['easy', 'medium', 'hard', 'veryHard'].map((d) => `setup.difficulty.${d}`),
      ...['ultrared', 'spawnDice', 'resurrection', 'gamingNight', 'teamActions'].flatMap((o) => [
        `options.${o}.label`,
        `options.${o}.detail`,
      ]),
    ];
    expect(built.filter((k) => !has(en, k))).toEqual([]);
  });

  it('give every card, every skill of the six survivors and every mission a French text', () => {
    const missing: string[] = [];
    for (const card of content.equipment) {
      if (!has(contentFr, `cards.${card.id}.name`)) missing.push(`cards.${card.id}.name`);
      if ((card as { text?: string }).text && !has(contentFr, `cards.${card.id}.text`))
        missing.push(`cards.${card.id}.text`);
    }
    // Every skill of the content: Ultrared's free choice may offer any of them (seed 001 line 2838).
    const skills = new Set(content.skills.map((k) => k.id));
    for (const id of skills)
      for (const field of ['name', 'text'])
        if (!has(contentFr, `skills.${id}.${field}`)) missing.push(`skills.${id}.${field}`);
    for (const m of missions) {
      for (const field of ['name', 'intro'])
        if (!has(contentFr, `missions.${m.id}.${field}`)) missing.push(`${m.id}.${field}`);
      m.goals.forEach((_, i) => {
        if (!has(contentFr, `missions.${m.id}.goals.${i}`)) missing.push(`${m.id}.goals.${i}`);
      });
      for (const r of m.specialRules ?? [])
        if (!has(contentFr, `missions.${m.id}.rules.${r.id}.text`)) missing.push(`${m.id}.rules.${r.id}`);
    }
    // [RM] Tent cards: the French of the content (packages/content/src/classic/tents.ts).
    for (const tent of (content as { tentCards?: { id: string; nameFr?: string; textFr?: string }[] }).tentCards ??
      []) {
      const fr = (contentFr as { tents?: Record<string, { name: string; text: string }> }).tents?.[tent.id];
      if (fr?.name !== tent.nameFr || fr?.text !== tent.textFr) missing.push(`tents.${tent.id}`);
    }
    expect(missing).toEqual([]);
  });
});
