/**
 * The rules reference cites a decision's rulebook lines only in its source note, under the decision (issue 37: the
 * line stood beside each decision's name, "rulebook line 238"), agreeing with how many lines it cites.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { RULINGS } from '@horde/seconds';
import { i18n } from '../../../i18n/index.ts';
import { useLanguage } from '../test-kit.ts';
import { RulesReference } from './RulesReference.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

describe('RulesReference', () => {
  it("gives each decision's rulebook lines in a source note under it, one line or several", async () => {
    rtl.render(h(RulesReference, { automaton: null, onClose: () => {} }));
    const one = RULINGS.find((d) => /^\d+$/.test(d.line))!;
    const several = RULINGS.find((d) => d.line.includes(','))!;
    const at = (id: string) => document.getElementById(`decision-${id}`);
    expect(at(one.id)?.querySelector('dt')?.textContent).toBe(one.id);
    expect(at(one.id)?.querySelector('dd .rule-source')?.textContent).toBe(`Source: the rulebook, line ${one.line}`);
    expect(at(several.id)?.querySelector('dd .rule-source')?.textContent).toBe(
      `Source: the rulebook, lines ${several.line}`,
    );
    await i18n.changeLanguage('fr');
    expect(at(one.id)?.querySelector('dd .rule-source')?.textContent).toBe(`Source : le livret, ligne ${one.line}`);
  });
});
