import { describe, expect, it } from 'vitest';
import { checkConformance, ConformanceFailure, type ConformanceOptions } from './conformance.ts';
import { redealToy, toyGame, type ToyConfig, type ToyState } from './toy-game.ts';

/**
 * The battery must catch broken games: each test breaks one rule of the
 * contract in a copy of the toy game and expects the failure that names it.
 */
type Toy = typeof toyGame;
const options: ConformanceOptions<ToyConfig, ToyState> = { configs: [{}], gamesPerConfig: 10, redeal: redealToy };
const broken = (changes: Partial<Toy>): Toy => ({ ...toyGame, ...changes });
const run = (game: Toy, extra: Partial<ConformanceOptions<ToyConfig, ToyState>> = {}) =>
  checkConformance(game, { ...options, ...extra });

describe('conformance battery', () => {
  it('passes the toy game as it is', () => {
    expect(run(toyGame).stops.finished).toBe(10);
  });

  it('names the config, game, seed and step of a failure', () => {
    const leaky = broken({ eventsFor: (events) => [...events] });
    let failure: unknown;
    try {
      run(leaky, { seed: 40 });
    } catch (e) {
      failure = e;
    }
    expect(failure).toBeInstanceOf(ConformanceFailure);
    expect((failure as ConformanceFailure).message).toMatch(
      /^toy conformance: config #0 \{\}, game #\d+, seed \d+, step \d+: /,
    );
    expect((failure as ConformanceFailure).seed).toBeGreaterThanOrEqual(40);
  });

  it('catches events that leak a drawn card to the other seat', () => {
    const eventsFor: Toy['eventsFor'] = (events, seat, state) =>
      seat === null ? toyGame.eventsFor(events, seat, state) : [...events];
    expect(() => run(broken({ eventsFor }))).toThrow(/events leak to seat/);
  });

  it('catches events that leak to spectators only', () => {
    const eventsFor: Toy['eventsFor'] = (events, seat, state) =>
      seat === null ? [...events] : toyGame.eventsFor(events, seat, state);
    expect(() => run(broken({ eventsFor }))).toThrow(/events leak to a spectator/);
  });

  it('catches a view that shows the other hand', () => {
    const view = (s: ToyState, seat: number | null) => ({ ...toyGame.view(s, seat), secret: s.hands });
    expect(() => run(broken({ view }))).toThrow(/view\(state, 0\) differs between two deals at \$\.secret/);
  });

  it('catches a view that shows the deck order to a spectator', () => {
    const view = (s: ToyState, seat: number | null) => ({
      ...toyGame.view(s, seat),
      top: seat === null ? s.deck.at(-1) : 0,
    });
    expect(() => run(broken({ view }))).toThrow(/view\(state, null\) differs/);
  });

  it('catches an apply that ignores who sends the action', () => {
    const apply: Toy['apply'] = (s, a, ctx) =>
      toyGame.apply(s, a, { ...ctx, by: ctx.by === 'system' ? 'system' : (toyGame.awaiting(s)[0] ?? ctx.by) });
    expect(() => run(broken({ apply }))).toThrow(
      /seat \d sent .* which its legalActions do not list, and apply accepted it/,
    );
  });

  it('catches an apply that takes a malformed action for a pass', () => {
    const apply: Toy['apply'] = (s, a, ctx) =>
      toyGame.apply(s, (a as { type: string }).type === '__nope__' ? { type: 'pass' } : a, ctx);
    expect(() => run(broken({ apply }))).toThrow(/sent \{"type":"__nope__"\} .* apply accepted it/);
  });

  it('catches a refused action that still changes the state', () => {
    const apply: Toy['apply'] = (s, a, ctx) => {
      const r = toyGame.apply(s, a, ctx);
      if (!r.ok) s.passes = 0;
      return r;
    };
    expect(() => run(broken({ apply }))).toThrow(/refused \(.*\) but the state changed at \$\.passes/);
  });

  it('catches a timeout the server may send before its deadline', () => {
    const apply: Toy['apply'] = (s, a, ctx) => toyGame.apply(s, a, a.type === 'timeout' ? { ...ctx, now: 1e15 } : ctx);
    expect(() => run(broken({ apply }))).toThrow(/system sent \{"type":"timeout"\} .* apply accepted it/);
  });

  it('catches a game whose replay differs (hidden non-determinism)', () => {
    let calls = 0;
    const apply: Toy['apply'] = (s, a, ctx) => {
      const r = toyGame.apply(s, a, ctx);
      if (r.ok) (s as ToyState & { serial?: number }).serial = ++calls;
      return r;
    };
    expect(() => run(broken({ apply }), { redeal: undefined })).toThrow(
      /replaying the log gives another state at \$\.serial/,
    );
  });

  it('catches a shallow clone', () => {
    const clone = (s: ToyState) => ({ ...s });
    expect(() => run(broken({ clone }))).toThrow(/clone is shallow/);
  });

  it('catches an awaited seat with no legal action', () => {
    const legalActions: Toy['legalActions'] = (s, seat) => (s.window ? [] : toyGame.legalActions(s, seat));
    expect(() => run(broken({ legalActions }), { redeal: undefined })).toThrow(
      /seat \d is awaited but has no legal action/,
    );
  });

  it('catches broken invariants, in reached states and in redeals', () => {
    expect(() => run(toyGame, { invariants: (s) => (s.discard.length > 4 ? ['too many discards'] : []) })).toThrow(
      /invariants broken: too many discards/,
    );
    const redeal: typeof redealToy = (s, seat, rng) => ({ ...redealToy(s, seat, rng), deck: [] });
    const invariants = (s: ToyState) =>
      s.deck.length + s.hands[0].length + s.hands[1].length + s.discard.length === 18 ? [] : ['a card is lost'];
    expect(() => run(toyGame, { redeal, invariants })).toThrow(/redeal for seat 0 broke invariants: a card is lost/);
  });

  it('requires every game to end within maxSteps unless told otherwise', () => {
    expect(() => run(toyGame, { maxSteps: 5 })).toThrow(/did not end within 5 steps/);
    const summary = run(toyGame, { maxSteps: 5, requireEnd: false });
    expect(summary.stops.cap).toBeGreaterThan(0);
    expect(summary.stops.finished + summary.stops.cap).toBe(10);
  });

  it('catches an outcome that forgets a seat', () => {
    const outcome: Toy['outcome'] = (s) => {
      const o = toyGame.outcome(s);
      return o.over ? { ...o, results: o.results.slice(1) } : o;
    };
    expect(() => run(broken({ outcome }))).toThrow(/each of the 2 seats one result/);
  });

  it('reports a refused config', () => {
    expect(() => run(toyGame, { configs: [{ turnMs: 10 }] })).toThrow(/config #0 .* is refused by validate: turnMs: /);
    const noValidate = broken({ validate: undefined });
    expect(() => run(noValidate, { configs: [{ turnMs: 10 }] })).toThrow(
      /at setup: setup refused the config: turnMs: /,
    );
  });

  it("uses the game's own determinize and invariants when the options name none", () => {
    const own = checkConformance(toyGame, { configs: [{}], gamesPerConfig: 3 });
    expect(own.redeals).toBeGreaterThan(0);
    const invariants: Toy['invariants'] = (s) => (s.discard.length > 4 ? ['too many discards'] : []);
    expect(() => checkConformance(broken({ invariants }), { configs: [{}], gamesPerConfig: 3 })).toThrow(
      /invariants broken: too many discards/,
    );
  });

  it('checks that validate and setup refuse the same invalid configs, with the same codes', () => {
    expect(run(toyGame, { invalidConfigs: [{ turnMs: 10 }, { reactMs: 1.5 }] }).games).toBe(10);
    const lax = broken({ validate: () => [] });
    expect(() => run(lax, { invalidConfigs: [{ turnMs: 10 }] })).toThrow(
      /validate finds no issue in invalid config #0/,
    );
    const other = broken({ validate: () => [{ code: 'config.other', path: [] }] });
    expect(() => run(other, { configs: [], invalidConfigs: [{ turnMs: 10 }] })).toThrow(
      /validate says config.other, setup config.invalid/,
    );
  });

  it('checks explain against apply: a listed action is allowed, one refused to a seat is refused from its view', () => {
    expect(run(toyGame).explanations).toBeGreaterThan(100);
    const yes: Toy['explain'] = () => ({ ok: true });
    expect(() => run(broken({ explain: yes }))).toThrow(/explain allows .* to seat \d, which apply refuses/);
    const no: Toy['explain'] = () => ({ ok: false, refusal: { code: 'x', message: 'x' } });
    expect(() => run(broken({ explain: no }))).toThrow(/explain refuses .* to seat \d \(x\), which legalActions lists/);
  });
});
