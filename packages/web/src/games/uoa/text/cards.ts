/**
 * What an equipment card does, in words: its weapon line spelled out and each keyword or trait
 * explained (Dual, Bang, Reload, Holy Water...). The content gives stats and traits; the words
 * are this table's messages, in the chosen language.
 */
import { i18n } from '../../../i18n/index.ts';
import { equipmentById } from '../data.ts';

/** The lines that explain a card: its attack, its noise, Dual, then each trait. */
export function cardText(defId: string): string[] {
  const def = equipmentById[defId];
  if (!def) return [];
  const say = (key: string, values?: Record<string, string | number>) => i18n.t(`uoa:card.${key}`, values);
  const lines: string[] = [];
  const w = def.weapon;
  if (w && w.dice > 0)
    lines.push(
      w.attack === 'melee'
        ? say('melee', { count: w.dice, accuracy: w.accuracy, damage: w.damage })
        : say('ranged', { count: w.dice, accuracy: w.accuracy, damage: w.damage, min: w.minRange, max: w.maxRange }),
    );
  if (w) lines.push(say(`noise.${w.noise}`));
  if (w?.dual) lines.push(say('dual'));
  for (const trait of def.traits) {
    const key = `uoa:card.trait.${trait}`;
    if (i18n.exists(key)) lines.push(i18n.t(key));
  }
  return lines;
}
