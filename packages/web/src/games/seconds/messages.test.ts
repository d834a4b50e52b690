/**
 * The table's messages cover the content: every card, type, ability, alley card, solo step, dice
 * group and option, Final Instruction and zombie rule has its words in English and French (the
 * engine's English is only a fallback), and every decision of the rules engine too.
 */
import { describe, expect, it } from 'vitest';
import { RULINGS } from '@horde/seconds';
import { content } from './data.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

type Tree = { [key: string]: string | Tree };

function missing(messages: Tree): string[] {
  const c = content();
  const has = (path: string) => {
    let node: string | Tree | undefined = messages;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' && node.trim() !== '';
  };
  const paths = [
    ...c.supply.flatMap((d) => [`cards.supply.${d.id}.name`, `cards.supply.${d.id}.text`]),
    ...c.tactics.flatMap((d) => [`cards.tactics.${d.id}.name`, `cards.tactics.${d.id}.text`]),
    ...c.zombieTypes.flatMap((d) => [`cards.zombieTypes.${d.id}.name`, `cards.zombieTypes.${d.id}.text`]),
    ...c.zombieTactics.flatMap((d) => [`cards.zombieTactics.${d.id}.name`, `cards.zombieTactics.${d.id}.text`]),
    ...c.survivorAttack.map((d) => `cards.survivorAttack.${d.id}`),
    ...c.zombieAttack.map((d) => `cards.zombieAttack.${d.id}`),
    ...c.alley.map((d) => `cards.alley.${d.id}.name`),
    ...c.abilities.flatMap((d) => [`abilities.${d.id}.name`, `abilities.${d.id}.text`]),
    ...c.survivors.map((d) => `pronouns.${d.pronouns.replace('/', '-')}`),
    ...c.solo.automata.flatMap((a) => [
      ...a.steps.map((s) => `solo.${a.id}.steps.${s.step}`),
      ...a.steps.map((s) => `solo.ops.${s.op}`),
      ...a.chart.map((g) => `solo.groups.${g.id}`),
      ...a.chart.flatMap((g) => g.options.map((o) => `solo.ops.${o.op}`)),
    ]),
    ...c.solo.finalInstructions.map((_, i) => `solo.final.${i}`),
    ...c.zombieRules.text.flatMap((r) => [`reference.zombie.${r.id}.title`, `reference.zombie.${r.id}.text`]),
    ...RULINGS.map((d) => `decisions.${d.id.replace(/\./g, '_')}`),
  ];
  return [...new Set(paths)].filter((p) => !has(p));
}

describe('the table’s messages', () => {
  it('name and explain all the content in English', () => {
    expect(missing(en as Tree)).toEqual([]);
  });
  it('name and explain all the content in French', () => {
    expect(missing(fr as Tree)).toEqual([]);
  });
  it('say in English what the content says', () => {
    const c = content();
    const cards = (en as unknown as { cards: { supply: Record<string, { text: string }> } }).cards;
    for (const d of c.supply) expect(cards.supply[d.id].text, d.id).toBe(d.text);
  });

  it('write no "(s)" or "(e)" in French: a sentence agrees with its number and its Survivor (the end screen read "6 réussie(s)")', () => {
    const leaves = (node: string | Tree, path = ''): [string, string][] =>
      typeof node === 'string'
        ? [[path, node]]
        : Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
    // The generic fallback for a survivor whose card says they/them keeps "tombé(e)" on purpose.
    const hacks = leaves(fr as Tree).filter(
      ([k, v]) => /\((s|e|es)\)/.test(v) && !/^over\.reason\.killed_(one|other)$/.test(k),
    );
    expect(hacks).toEqual([]);
  });
});
