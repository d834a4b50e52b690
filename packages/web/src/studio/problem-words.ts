/**
 * A mission problem in the designer's language: worded by its code and parameters (`studio.problem.<code>`), the
 * parameters that are words of the game (a zone kind, a colour, a class, a spawn or zombie kind) translated too
 * (`studio.problemWords`). `horde validate` keeps the English `message`; the studio never shows it.
 */
import type { TFunction } from 'i18next';
import type { ContentProblem } from '@horde/content';

/** The parameters that are words, each with the word group that translates it (`colorF`: the feminine colour). */
const WORD_PARAMS: Record<string, { group: string; from: string }> = {
  kind: { group: 'kind', from: 'kind' },
  color: { group: 'color', from: 'color' },
  colorF: { group: 'colorF', from: 'color' },
  spawnKind: { group: 'spawnKind', from: 'spawnKind' },
  cls: { group: 'cls', from: 'cls' },
  zombie: { group: 'zombie', from: 'zombie' },
};

export function problemText(t: TFunction, p: ContentProblem): string {
  if (!p.code) return p.message;
  const params: Record<string, string | number> = { ...p.params };
  for (const [name, { group, from }] of Object.entries(WORD_PARAMS)) {
    const value = p.params?.[from];
    if (typeof value === 'string') params[name] = t(`studio.problemWords.${group}.${value}`, { defaultValue: value });
  }
  return t(`studio.problem.${p.code}`, params);
}
