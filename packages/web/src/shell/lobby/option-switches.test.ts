/**
 * The lobby's switches on the page (issue 33: "Last Man Standing: 3x3 start" was ticked while Last Man Standing was
 * off): a switch that does not apply now is disabled and unticked, whatever was chosen; one that applies shows it.
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { shellComponentTests } from '../shell-tests.ts';
import { OptionSwitches } from './OptionSwitches.tsx';

let rtl: typeof import('@testing-library/react');
shellComponentTests((loaded) => {
  rtl = loaded;
});

const switches = [
  { name: 'variant', default: false },
  { name: 'variantStart', default: true },
];

const box = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('the option switches', () => {
  it('disable and untick a switch that does not apply', () => {
    rtl.render(
      h(OptionSwitches, {
        game: 'any',
        switches,
        values: { variantStart: true },
        applying: { variant: true, variantStart: false },
        onChange: () => {},
      }),
    );
    expect(box('variantStart')).toMatchObject({ disabled: true, checked: false });
    expect(box('variant')).toMatchObject({ disabled: false, checked: false });
  });

  it('show the choice of a switch that applies', () => {
    rtl.render(
      h(OptionSwitches, {
        game: 'any',
        switches,
        values: { variant: true },
        applying: { variant: true, variantStart: true },
        onChange: () => {},
      }),
    );
    expect(box('variantStart')).toMatchObject({ disabled: false, checked: true });
    expect(box('variant')).toMatchObject({ disabled: false, checked: true });
  });
});
