/**
 * The reaction window opens for every seat holding cards (so that it reveals nothing), which asks a person on
 * every other player's roll. When the only answer the rules give is "pass" (no reaction card can be played),
 * this sends it after a beat, if the person keeps the option on. Never with several people on one screen (the
 * hand-over would be skipped); on by default only for one person against bots in the browser, since an instant
 * pass tells other people that the seat could not react. The person's own choice is remembered.
 */
import { useEffect, useState } from 'react';
import type { Action, ZombiesView } from '@horde/zombies';

const KEY = 'horde.zombies.autoPass';
const DELAY_MS = 350;

function remembered(fallback: boolean): boolean {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return value === 'on' ? true : value === 'off' ? false : fallback;
  } catch {
    return fallback;
  }
}

export function useAutoPass(
  allowed: boolean,
  defaultOn: boolean,
  view: ZombiesView,
  legal: readonly Action[],
  act: (a: Action) => unknown,
) {
  const [on, setOn] = useState(() => remembered(defaultOn));
  const top = view.pending[0];
  // A look (rules version 3) is no answer: the only answer left is to pass.
  const answers = legal.filter((a) => a.type !== 'look');
  const onlyPass = top?.kind === 'window' && answers.length === 1 && answers[0].type === 'pass';
  useEffect(() => {
    if (!allowed || !on || !onlyPass) return;
    const timer = setTimeout(() => void act({ type: 'pass' }), DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed, on, onlyPass, act]);
  return {
    offered: allowed,
    on,
    set(value: boolean) {
      setOn(value);
      try {
        globalThis.localStorage?.setItem(KEY, value ? 'on' : 'off');
      } catch {
        /* storage unavailable */
      }
    },
  };
}
