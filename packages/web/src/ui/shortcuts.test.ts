/**
 * WCAG 2.1.4 (character key shortcuts): a table's single-key shortcuts can be turned off, while the named
 * keys (Escape, Enter, arrows) keep working; keys typed into a field and key chords never reach a table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { installDom } from '../test-dom.ts';
import { setShortcutsOn, shortcutsOn, tableKey } from './shortcuts.ts';

beforeAll(installDom);

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(e, 'target', { value: target });
  return e;
}

describe('table shortcuts', () => {
  it('are on by default and act on letters, digits and named keys', () => {
    localStorage.clear();
    expect(shortcutsOn()).toBe(true);
    expect(['e', '1', '?', 'Escape', 'Enter', 'ArrowLeft'].map((k) => tableKey(press(k)))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('once turned off, ignore character keys but keep Escape, Enter and the arrows; the choice is remembered', () => {
    setShortcutsOn(false);
    expect(localStorage.getItem('horde.shortcuts')).toBe('off');
    expect(['e', '1', '?'].map((k) => tableKey(press(k)))).toEqual([false, false, false]);
    expect(['Escape', 'Enter', 'ArrowLeft'].map((k) => tableKey(press(k)))).toEqual([true, true, true]);
    setShortcutsOn(true);
    expect(tableKey(press('e'))).toBe(true);
  });

  it('never take a key typed into a field or pressed with Ctrl, Alt or Meta', () => {
    const input = document.createElement('input');
    expect(tableKey(press('e', {}, input))).toBe(false);
    expect(tableKey(press('Escape', {}, document.createElement('textarea')))).toBe(false);
    expect(tableKey(press('z', { ctrlKey: true }))).toBe(false);
    expect(tableKey(press('1', { altKey: true }))).toBe(false);
  });
});
