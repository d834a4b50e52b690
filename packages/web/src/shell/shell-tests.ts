/** The hooks of a shell component test (a test helper: it registers Vitest hooks). */
import { afterAll } from 'vitest';
import { componentTests } from '../component-tests.ts';
import { i18n, setupI18n } from '../i18n/index.ts';

type Rtl = typeof import('@testing-library/react');

/** componentTests with the shell's words in English, set back to English after each test and after the file. */
export function shellComponentTests(loaded: (rtl: Rtl) => void): void {
  componentTests(loaded, { before: () => setupI18n('en'), after: () => i18n.changeLanguage('en') });
  afterAll(() => void i18n.changeLanguage('en'));
}
