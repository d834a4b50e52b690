/**
 * The tables' single-key shortcuts (a letter, a digit, a sign) can be turned off (WCAG 2.1.4: a speech-input
 * user or a stray key would otherwise act on the game). The choice is kept in this browser. Named keys
 * (Escape, Enter, the arrows) always work: they are not character keys.
 */
import { browserStore } from '../shell/conn/store.ts';

const KEY = 'horde.shortcuts';
const listeners = new Set<() => void>();

export function shortcutsOn(): boolean {
  return browserStore().getItem(KEY) !== 'off';
}

export function setShortcutsOn(on: boolean): void {
  browserStore().setItem(KEY, on ? 'on' : 'off');
  for (const l of listeners) l();
}

/** Calls `listener` when the choice changes. */
export function onShortcutsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the key was typed into a field (its keys are words, not the table's). */
function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) || el.isContentEditable);
}

/**
 * Whether a table should act on this key press: no Ctrl, Alt or Meta, not typed into a field, and, for a
 * character key, only while shortcuts are on.
 */
export function tableKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || typing(e)) return false;
  return e.key.length !== 1 || shortcutsOn();
}
