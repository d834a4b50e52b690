/**
 * The generic search bot on a one-move guessing game: a secret card (hidden
 * from the seat) and a guess. Only a bot that reads the secret can always win,
 * so the game tells the two modes apart exactly, with no statistics:
 * clairvoyant searches the true state, determinized only what the seat sees.
 */
import { describe, expect, it } from 'vitest';
import { clonePlain, createRng, nextUint32, randomInt, type Game, type RngState } from '@horde/core';
import { type RankingBot, SearchBot, type SearchMode } from './search.ts';

interface GuessState {
  secret: number;
  guess: number | null;
  rng: RngState;
}
type Guess = { guess: number };

const guessGame: Pick<
  Game<unknown, GuessState, Guess, unknown, unknown>,
  'awaiting' | 'legalActions' | 'apply' | 'outcome' | 'clone'
> = {
  awaiting: (s) => (s.guess === null ? [0] : []),
  legalActions: (s) => (s.guess === null ? [0, 1, 2, 3].map((guess) => ({ guess })) : []),
  apply(s, a) {
    if (s.guess !== null) return { ok: false, error: { code: 'over', message: 'over' } };
    s.guess = a.guess;
    return { ok: true, events: [] };
  },
  outcome: (s) =>
    s.guess === null
      ? { over: false }
      : {
          over: true,
          reason: s.guess === s.secret ? 'right' : 'wrong',
          message: '',
          results: [{ seat: 0, result: s.guess === s.secret ? 'win' : 'loss' }],
        },
  clone: clonePlain,
};

/** Ranks the legal actions as listed: its choice is the first, so only the rollouts can find the secret. */
const inOrder: RankingBot<GuessState, Guess> = {
  name: 'in order',
  choose: (_s, legal) => legal[0],
  rank: (_s, legal, _seat, k) => legal.slice(0, k),
};

function bot(
  mode: SearchMode,
  seed = 7,
  calls?: { determinize: number; reseed: number },
  extra: { margin?: number; evaluate?: (s: GuessState) => number } = {},
) {
  return new SearchBot<GuessState, Guess>({
    game: guessGame,
    policy: inOrder,
    evaluate: extra.evaluate ?? ((s) => (s.guess === s.secret ? 1 : 0)),
    margin: extra.margin,
    horizon: () => false,
    hooks: {
      // The secret is dealt again from what the seat sees (nothing of it) and the bot's RNG.
      determinize(s, _seat, rng) {
        if (calls) calls.determinize++;
        s.secret = randomInt(rng, 4);
        s.rng = createRng(nextUint32(rng));
        return s;
      },
      reseed(s, rng) {
        if (calls) calls.reseed++;
        s.rng = createRng(nextUint32(rng));
        return s;
      },
    },
    mode,
    seed,
    candidates: 4,
    rollouts: 6,
  });
}

const table = (secret: number): GuessState => ({ secret, guess: null, rng: createRng(secret + 1) });

describe('search bot (flat Monte Carlo over a policy, issue 15)', () => {
  it('clairvoyant searches the true state: it finds every secret, and never determinizes', () => {
    for (let secret = 0; secret < 4; secret++) {
      const calls = { determinize: 0, reseed: 0 };
      const s = table(secret);
      expect(bot('clairvoyant', 3, calls).choose(s, guessGame.legalActions(s, 0), 0)).toEqual({ guess: secret });
      expect(calls.determinize).toBe(0);
      expect(calls.reseed).toBeGreaterThan(0);
    }
  });

  it('determinized never reads the hidden part: the same choice whatever the secret', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const choices = [0, 1, 2, 3].map((secret) => {
        const s = table(secret);
        return bot('determinized', seed).choose(s, guessGame.legalActions(s, 0), 0);
      });
      for (const c of choices) expect(c).toEqual(choices[0]);
    }
  });

  it('returns only an action of the legal list it is given, and leaves the state untouched', () => {
    for (const mode of ['clairvoyant', 'determinized'] as const) {
      const s = table(2);
      const before = clonePlain(s);
      const legal = [{ guess: 0 }, { guess: 3 }];
      const choice = bot(mode).choose(s, legal, 0);
      expect(legal).toContain(choice);
      expect(s).toEqual(before);
    }
  });

  it("keeps the policy's first choice unless another beats it by the margin (issue 15, M2)", () => {
    // Guess 0 is the policy's choice; guess 2 scores a little more, guess 3 (when listed) clearly more.
    const value = (gap: number) => (s: GuessState) => 0.5 + (s.guess === 2 ? 0.005 : s.guess === 3 ? gap : 0);
    const s = table(1);
    const three = [{ guess: 0 }, { guess: 1 }, { guess: 2 }];
    expect(bot('clairvoyant', 7, undefined, { evaluate: value(0) }).choose(s, three, 0)).toEqual({ guess: 2 });
    expect(bot('clairvoyant', 7, undefined, { evaluate: value(0), margin: 0.01 }).choose(s, three, 0)).toEqual({
      guess: 0,
    });
    const legal = guessGame.legalActions(s, 0);
    expect(bot('clairvoyant', 7, undefined, { evaluate: value(0.1), margin: 0.01 }).choose(s, legal, 0)).toEqual({
      guess: 3,
    });
  });

  it('plays a lone legal action without searching, and a seed gives the same choices', () => {
    const b = bot('determinized');
    const s = table(1);
    expect(b.choose(s, [{ guess: 2 }], 0)).toEqual({ guess: 2 });
    expect(b.stats.searches).toBe(0);
    const picks = (seed: number) => {
      const x = bot('determinized', seed);
      return Array.from({ length: 10 }, () => x.choose(s, guessGame.legalActions(s, 0), 0));
    };
    expect(picks(11)).toEqual(picks(11));
  });
});
