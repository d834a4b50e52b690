import { beforeAll, describe, expect, it } from 'vitest';
import { addMessages, setupI18n } from '../../../i18n/index.ts';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import refusalsEn from '../../zombicide/refusals.en.json';
import refusalsFr from '../../zombicide/refusals.fr.json';
import type { Namer } from '../text/names.ts';
import { tellApart, type Offer } from './actions.ts';

beforeAll(() => {
  setupI18n('en');
  addMessages('uoa', { en: { ...en, refusal: refusalsEn }, fr: { ...fr, refusal: refusalsFr } });
});

const names: Namer = { zone: (z) => `zone ${z}`, survivor: (s) => `S${s}`, card: (c) => `card ${c}` };

describe('menu entries', () => {
  it('two Sprints to one zone by two paths are told apart by the zones they pass through', () => {
    const offers: Offer[] = [
      { action: { type: 'sprint', s: 0, path: [1, 3] }, label: 'Sprint to zone 3 (2 zones)' },
      { action: { type: 'sprint', s: 0, path: [2, 3] }, label: 'Sprint to zone 3 (2 zones)' },
      { action: { type: 'move', s: 0, to: 3 }, label: 'Move to zone 3' },
    ];
    expect(tellApart(offers, names).map((o) => o.label)).toEqual([
      'Sprint to zone 3 (2 zones), via zone 1',
      'Sprint to zone 3 (2 zones), via zone 2',
      'Move to zone 3',
    ]);
  });

  it('a single entry keeps its label', () => {
    const offers: Offer[] = [
      { action: { type: 'sprint', s: 0, path: [1, 2, 3] }, label: 'Sprint to zone 3 (3 zones)' },
    ];
    expect(tellApart(offers, names)[0].label).toBe('Sprint to zone 3 (3 zones)');
  });
});
