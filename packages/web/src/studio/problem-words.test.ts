/**
 * The studio words each mission problem by its code in English and French (issue 35; house rule: every string a
 * player or designer reads exists in both languages through the i18n library).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { defaultMissionsDir } from '@horde/content';
import { MISSION_PROBLEM_SAMPLES } from '@horde/content/mission-problem-samples';
import { MISSION_PROBLEM_CODES, parseMissions } from '@horde/content/missions-check';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { problemText } from './problem-words.ts';

const M0_TEXT = readFileSync(join(defaultMissionsDir, 'M0.yaml'), 'utf8');
const i18n = createInstance();
void i18n.init({
  resources: { en: { shell: en }, fr: { shell: fr } },
  lng: 'en',
  ns: ['shell'],
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const tIn = (lng: 'en' | 'fr'): TFunction => i18n.getFixedT(lng);

/** The samples' problems, but those whose words are the parser's or zod's detail (in English by nature). */
const DETAIL_CODES = new Set(['yamlSyntax', 'yaml', 'schema', 'mapNotAssembled', 'tilesNotLoaded']);
const sampleProblems = MISSION_PROBLEM_SAMPLES.flatMap(
  (s) => parseMissions({ [`missions/${s.file ?? 'M0.yaml'}`]: s.edit(M0_TEXT) }).problems,
);

describe('mission problems in the studio', () => {
  it('have an English and a French message for every code the checks can raise', () => {
    const has = (messages: Record<string, string>, code: string) =>
      typeof messages[code] === 'string' ||
      (typeof messages[`${code}_one`] === 'string' && typeof messages[`${code}_other`] === 'string');
    for (const messages of [en.studio.problem, fr.studio.problem] as Record<string, string>[]) {
      const missing = MISSION_PROBLEM_CODES.filter((code) => !has(messages, code));
      expect(missing).toEqual([]);
      // No message for a code the checks no longer raise.
      const codes = new Set<string>(MISSION_PROBLEM_CODES);
      expect(Object.keys(messages).filter((k) => !codes.has(k.replace(/_(one|other)$/, '')))).toEqual([]);
    }
  });

  it('word a sample of broken missions in French, with no English left', () => {
    const t = tIn('fr');
    const worded = sampleProblems.filter((p) => !DETAIL_CODES.has(p.code ?? ''));
    expect(worded.length).toBeGreaterThan(30);
    expect(new Set(worded.map((p) => p.code)).size).toBeGreaterThan(30);
    const english =
      /\b(the|is|has|no|not|and|of|zone is|must|needs|cannot|tile|tiles|spawn|street|building|walkers|listed|twice)\b/i;
    for (const p of worded) {
      const text = problemText(t, p);
      expect(text, p.code).not.toMatch(/studio\.|\{\{|\}\}/);
      // The mission's own labels and values (zone labels, ids, field names) are not words; take them out first.
      const words = text
        .replace(/«\u00a0[^»]*\u00a0»/g, '')
        .replace(/\b[\w.]*\d[\w:|#.]*\b/g, '')
        .replace(/\brules\.\w+|\b(gate|doors|designed|false|random: true)\b/g, '');
      expect(words, `${p.code}: ${text}`).not.toMatch(english);
    }
  });

  it('word the same problems in English with their values', () => {
    const t = tIn('en');
    const spawn = sampleProblems.find((p) => p.code === 'spawnNotStreet')!;
    expect(problemText(t, spawn)).toBe(
      'A Starting spawn zone goes on a street zone (a train car, or the Mine or Cemetery for an Abomination spawn); "3R:a2" is a building zone.',
    );
    expect(problemText(tIn('fr'), spawn)).toBe(
      'Une zone d’invasion de départ se pose dans une zone de rue (un wagon du train, ou la Mine ou le Cimetière pour une invasion d’Abomination) ; «\u00a03R:a2\u00a0» est une zone de bâtiment.',
    );
    const walkers = sampleProblems.find((p) => p.code === 'zombiesCount')!;
    expect(problemText(tIn('fr'), walkers)).toBe('41 Rôdeurs à la mise en place ; la boîte en contient 40.');
  });
});
