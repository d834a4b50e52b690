/**
 * Whether the coach of a tutorial (Undead or Alive's M0, Classic's C0) speaks: on by default, turned off from its
 * panel and on again from the table's help, remembered in this browser (one choice for both tables).
 */
import { useSyncExternalStore } from 'react';
import { browserStore } from '../../shell/conn/store.ts';

const KEY = 'horde.uoa.coach';
const listeners = new Set<() => void>();

export function coachOn(): boolean {
  return browserStore().getItem(KEY) !== 'off';
}

export function setCoachOn(on: boolean): void {
  browserStore().setItem(KEY, on ? 'on' : 'off');
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice, re-rendering the component when it changes. */
export function useCoachOn(): boolean {
  return useSyncExternalStore(subscribe, coachOn, coachOn);
}
