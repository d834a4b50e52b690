/**
 * The names players give at an online Seconds to Live table stand for the side's player in the log and in whom the
 * table waits for (the name card promises it; the table said "The Zombie player" all the same), French eliding
 * "de" before them ("En attente d'Ana"). The automaton keeps its name, and a table without names says the sides.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { SecondsEvent } from '@horde/seconds';
import { i18n } from '../../../i18n/index.ts';
import { useLanguage } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { waitingText, type T } from './names.ts';

afterAll(() => i18n.changeLanguage('en'));

/** The table's words in the language last chosen. */
const t = () => i18n.getFixedT(i18n.language, 'seconds') as unknown as T;
const timeUp = (side: 'survivor' | 'zombie') => ({ type: 'timeUp', side }) as SecondsEvent;

describe("the players' names at a Seconds to Live table", () => {
  it('stand for the side in the log, not for the automaton', async () => {
    await useLanguage('en');
    const players = ['Ana', 'Bruno'];
    expect(describeEvent(t(), timeUp('zombie'), { automaton: null, players })?.text).toBe(
      'Time’s up! Bruno finishes the action under way; no other may start.',
    );
    expect(describeEvent(t(), timeUp('survivor'), { automaton: null, players })?.text).toMatch(/^Time’s up! Ana /);
    expect(describeEvent(t(), timeUp('zombie'), { automaton: 'fast', players })?.text).toMatch(/automaton/);
    expect(describeEvent(t(), timeUp('zombie'), { automaton: null })?.text).toMatch(/The Zombie player/);
  });

  it('say whom the table waits for, in French with "de" elided', async () => {
    await useLanguage('fr');
    expect(waitingText(t(), 'table.waitingFor', 'survivor', ['Ana', 'Bruno'])).toBe('En attente d’Ana…');
    expect(waitingText(t(), 'prompt.waiting', 'zombie', ['Ana', 'Bruno'])).toBe('En attente de la décision de Bruno…');
    expect(waitingText(t(), 'table.waitingFor', 'survivor', [])).toBe('En attente du Survivant…');
  });
});
