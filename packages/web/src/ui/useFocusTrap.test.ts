/**
 * A dialog's focus (WCAG 2.4.3): it takes the focus when it opens, Escape closes it, and the focus goes back
 * where it was (or to a fallback when that control is gone). Space and Enter on a focused control are that
 * control's, not a table's shortcut.
 */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../component-tests.ts';
import { createElement as h, useRef, useState, type ReactElement } from 'react';
import { keyForControl, useFocusTrap } from './useFocusTrap.ts';

let rtl: typeof import('@testing-library/react');
componentTests((loaded) => {
  rtl = loaded;
});

function Dialog({ onEscape, fallback }: { onEscape: () => void; fallback?: () => void }): ReactElement {
  const ref = useRef<HTMLDivElement | null>(null);
  useFocusTrap(ref, { onEscape, fallback });
  return h(
    'div',
    { ref, role: 'dialog' },
    h('button', { type: 'button' }, 'First'),
    h('button', { type: 'button', 'data-autofocus': '' }, 'Wanted'),
  );
}

function Screen({ keepOpener = true, fallback }: { keepOpener?: boolean; fallback?: () => void }): ReactElement {
  const [open, setOpen] = useState(false);
  return h(
    'div',
    null,
    (keepOpener || !open) && h('button', { type: 'button', onClick: () => setOpen(true) }, 'Open'),
    open && h(Dialog, { onEscape: () => setOpen(false), fallback }),
  );
}

describe('useFocusTrap', () => {
  it('focuses the wanted control, closes on Escape and gives the focus back', async () => {
    const { getByText, queryByRole } = rtl.render(h(Screen));
    const opener = getByText('Open');
    opener.focus();
    rtl.fireEvent.click(opener);
    expect(document.activeElement?.textContent).toBe('Wanted');
    rtl.fireEvent.keyDown(window, { key: 'Escape' });
    expect(queryByRole('dialog')).toBeNull();
    await rtl.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('calls the fallback when the control it came from is gone', async () => {
    const fallback = vi.fn();
    const { getByText } = rtl.render(h(Screen, { keepOpener: false, fallback }));
    getByText('Open').focus();
    rtl.fireEvent.click(getByText('Open'));
    rtl.fireEvent.keyDown(window, { key: 'Escape' });
    await rtl.waitFor(() => expect(fallback).toHaveBeenCalled());
  });
});

describe('keyForControl', () => {
  const key = (k: string, target: Element) => {
    const e = new KeyboardEvent('keydown', { key: k, bubbles: true });
    Object.defineProperty(e, 'target', { value: target });
    return e;
  };
  it('gives Space and Enter to a focused button, not to the table', () => {
    const button = document.createElement('button');
    const div = document.createElement('div');
    expect(keyForControl(key(' ', button))).toBe(true);
    expect(keyForControl(key('Enter', button))).toBe(true);
    expect(keyForControl(key(' ', div))).toBe(false);
    expect(keyForControl(key('e', button))).toBe(false);
  });
});
