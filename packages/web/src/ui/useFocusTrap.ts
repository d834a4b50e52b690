/**
 * Focus held by a dialog or a popup menu while it is open (WCAG 2.4.3): it takes the focus when it opens (its
 * `[autofocus]` / `[data-autofocus]` control, else its first), Tab and Shift+Tab go round its own controls,
 * Escape calls `onEscape`, and when it closes the focus goes back where it was (or to `fallback()` when that
 * control is gone or can no longer take the focus). Traps stack: only the newest one acts. Never scrolls the page.
 */
import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches inside `root`, in order (hidden ones left out). */
export function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && (el.getClientRects().length > 0 || el === document.activeElement),
  );
}

/** Focuses `el` without scrolling the page; whether it took the focus. */
export function focusQuietly(el: Element | null | undefined): boolean {
  if (!el || !(el as HTMLElement).isConnected || typeof (el as HTMLElement).focus !== 'function') return false;
  (el as HTMLElement).focus({ preventScroll: true });
  return document.activeElement === el;
}

/**
 * Whether a key press belongs to the focused control rather than to the table's shortcuts: Space or Enter on a
 * button, a link, a menu item, a disclosure or a form field does what that control does, and nothing else.
 */
export function keyForControl(e: KeyboardEvent): boolean {
  if (e.key !== ' ' && e.key !== 'Enter') return false;
  const el = e.target as Element | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest(
    'button, a[href], summary, input, select, textarea, [role="button"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="slider"]',
  );
}

const stack: symbol[] = [];

export interface FocusTrapOptions {
  onEscape?: () => void;
  /** Where the focus goes on close when the control it came from is gone. */
  fallback?: () => void;
  /** Give the focus back on close (default: yes). */
  restore?: boolean;
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: FocusTrapOptions = {}): void {
  const opts = useRef(options);
  opts.current = options;
  // Where the focus was before the part opened: read while rendering, before an autoFocus control takes it.
  const from = useRef<Element | null | undefined>(undefined);
  if (from.current === undefined) from.current = typeof document === 'undefined' ? null : document.activeElement;
  useEffect(() => {
    const id = Symbol('focus-trap');
    stack.push(id);
    const back = from.current as HTMLElement | null;
    const root = ref.current;
    if (root && !root.contains(document.activeElement)) {
      const first = root.querySelector('[autofocus], [data-autofocus]') ?? tabbables(root)[0] ?? root;
      if (first === root && root.tabIndex < 0 && !root.hasAttribute('tabindex')) root.tabIndex = -1;
      focusQuietly(first);
    }
    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !ref.current) return;
      if (e.key === 'Escape' && opts.current.onEscape) {
        e.preventDefault();
        e.stopImmediatePropagation();
        opts.current.onEscape();
        return;
      }
      if (e.key !== 'Tab' || e.ctrlKey || e.altKey || e.metaKey) return;
      const list = tabbables(ref.current);
      if (list.length === 0) {
        e.preventDefault();
        return;
      }
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at < 0 || at === list.length - 1 ? 0 : at + 1;
      e.preventDefault();
      focusQuietly(list[next]);
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      const i = stack.indexOf(id);
      if (i >= 0) stack.splice(i, 1);
      if (opts.current.restore === false) return;
      // Only when the focus was in the closing part (or fell to the page): never take it from where the player put it.
      const now = document.activeElement;
      const lost = !now || now === document.body || (root?.contains(now) ?? false) || !now.isConnected;
      if (!lost) return;
      // After React has removed the part (the control it came from may be re-rendered meanwhile).
      queueMicrotask(() => {
        const still = document.activeElement;
        if (still && still !== document.body && still.isConnected && !root?.contains(still)) return;
        if (!(back && back !== document.body && focusQuietly(back))) opts.current.fallback?.();
      });
    };
  }, [ref]);
}
