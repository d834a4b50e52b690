import { describe, expect, it } from 'vitest';
import { memoryStore } from '../shell/conn/store.ts';
import { preferredLanguage, rememberLanguage } from './language.ts';

describe('the language of the shell', () => {
  it("is the browser's first language the shell speaks, else English", () => {
    expect(preferredLanguage(memoryStore(), ['fr-CA', 'en-US'])).toBe('fr');
    expect(preferredLanguage(memoryStore(), ['de-DE', 'en-GB'])).toBe('en');
    expect(preferredLanguage(memoryStore(), ['de'])).toBe('en');
    expect(preferredLanguage(memoryStore(), [])).toBe('en');
  });

  it('is the one chosen before, once remembered', () => {
    const store = memoryStore();
    rememberLanguage(store, 'fr');
    expect(preferredLanguage(store, ['en-US'])).toBe('fr');
    store.setItem('horde.language', 'xx');
    expect(preferredLanguage(store, ['en-US'])).toBe('en');
  });
});
