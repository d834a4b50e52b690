/**
 * The chat's reaction signs are text symbols, never characters that browsers draw as colour emoji: a system
 * without an emoji font shows those as an empty box (the "Wait" reaction's ⌛ did, in Debian's Chromium).
 */
import { describe, expect, it } from 'vitest';
import { REACTION_ICONS } from './TableTalk.tsx';

describe('reaction icons', () => {
  it('have no character drawn as emoji by default', () => {
    const emoji = Object.entries(REACTION_ICONS).filter(([, sign]) => /\p{Emoji_Presentation}/u.test(sign));
    expect(emoji).toEqual([]);
  });
});
