/**
 * The table's keyboard shortcuts: Space skips the zombies' phase, ? the help, Escape closes what is open, I says
 * what stands in a zone, L the log, U undo, [ and ] the survivors, and each action's key. The zone menu and the
 * prompts handle their own digits; the dialogs their Escape and Tab. Behind the end screen no key acts; behind
 * the help or the rules reference only ? (closing the help).
 */
import type { Offer } from '../model/actions.ts';
import type { Action } from '@horde/zombicide';
import { tableKey } from '../../../ui/shortcuts.ts';
import { keyForControl } from '../../../ui/useFocusTrap.ts';
import { useWindowKeys } from '../../../kit/useWindowKeys.ts';

export function useTableKeys(k: {
  endScreen: boolean;
  covered: boolean;
  help: boolean;
  playing: boolean;
  survivors: number;
  barOffers: Offer[];
  canUndo: boolean;
  undo: (() => void) | undefined;
  skip: () => void;
  setHelp: (on: boolean) => void;
  closeAll: () => void;
  inspect: () => void;
  toggleLog: () => void;
  cycle: (by: 1 | -1) => void;
  request: (a: Action) => void;
}): void {
  useWindowKeys((e) => {
    if (!tableKey(e) || k.endScreen) return;
    const key = e.key.toLowerCase();
    if (k.covered) {
      if (key === '?' && k.help) k.setHelp(false);
      return;
    }
    // Space skips the zombies' phase, unless a focused button takes it (the banner's Pause, Next step...).
    if (key === ' ' && k.playing) {
      if (keyForControl(e)) return;
      e.preventDefault();
      k.skip();
    } else if (key === '?') k.setHelp(true);
    else if (key === 'escape') k.closeAll();
    else if (key === 'i') {
      e.preventDefault();
      k.inspect();
    } else if (key === 'l') k.toggleLog();
    else if (key === 'u' && k.undo && k.canUndo) k.undo();
    else if ((key === '[' || key === ']') && k.survivors) k.cycle(key === ']' ? 1 : -1);
    else {
      const offer = k.barOffers.find((o) => o.key === key);
      if (offer) {
        e.preventDefault();
        k.request(offer.action);
      }
    }
  });
}
