/**
 * A player who joins a shared table by its link is asked for a name (issue 33), in English and French, beside the
 * Players button; a name already given in this browser is not asked again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { i18n } from '../../i18n/index.ts';
import type { TableTalk as Talk } from '../conn/types.ts';
import { shellComponentTests } from '../shell-tests.ts';
import { TableTalk } from './TableTalk.tsx';

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

/** A table of two seats, nobody named, nothing said. */
const talk = (): Talk =>
  ({
    rename: vi.fn(),
    names: () => [null, null],
    connected: () => [0, 1],
    lines: () => [],
    subscribe: () => () => {},
    say: () => {},
  }) as unknown as Talk;

describe('the name asked on joining', () => {
  it('asks for the seat joined, and gives the name to the table', () => {
    const t = talk();
    rtl.render(h(TableTalk, { talk: t, seat: 1, initialName: '' }));
    const form = rtl.screen.getByRole('form', { name: 'You join seat 2: what is your name?' });
    const join = rtl.screen.getByRole('button', { name: 'Join the table' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    rtl.fireEvent.change(rtl.screen.getByRole('textbox', { name: 'Your name' }), { target: { value: ' Alice ' } });
    rtl.fireEvent.click(join);
    expect(t.rename).toHaveBeenCalledWith('Alice');
    expect(form.isConnected).toBe(false);
  });

  it('is not asked again of a browser that gave a name', () => {
    rtl.render(h(TableTalk, { talk: talk(), seat: 1, initialName: 'Alice' }));
    expect(rtl.screen.queryByRole('form')).toBeNull();
  });

  it('lets the player go on unnamed, and speaks French', async () => {
    await i18n.changeLanguage('fr');
    const t = talk();
    rtl.render(h(TableTalk, { talk: t, seat: 0, initialName: '' }));
    expect(rtl.screen.getByRole('form', { name: 'Vous prenez la place 1 : quel est votre nom ?' })).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Plus tard' }));
    expect(t.rename).not.toHaveBeenCalled();
    expect(rtl.screen.queryByRole('form')).toBeNull();
    await i18n.changeLanguage('en');
  });

  it("covers nothing of the table: in the top bar's flow (it covered a Zombies!!! end screen, then the Seconds to Live prompt's heading and alley)", () => {
    const css = readFileSync(new URL('../shell.css', import.meta.url), 'utf8');
    const rule = css.slice(css.indexOf('.table-talk-card {'));
    const body = rule.slice(0, rule.indexOf('}'));
    // Neither fixed nor absolute: a row of its own in the bar, pushing the table down, under every dialog.
    expect(body).toMatch(/flex-basis:\s*100%/);
    expect(body).not.toMatch(/position:\s*(fixed|absolute)/);
  });
});
