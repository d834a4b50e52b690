/** The 30 second timer (seed 003 lines 152-162, 185, 586) through the contract's deadlines. */
import { describe, expect, it } from 'vitest';
import { SECONDS_RULES_VERSION } from './game.ts';
import { buildPosition, type PositionSpec } from './position.ts';
import { eventTypes, play, position, refusal, testGame } from './test-kit.ts';

const TIMED = { mode: 'two-player' as const, survivor: 'shooter', timer: '30' as const, reactSeconds: 10 };

describe('the Action Phase timer (lines 152-162)', () => {
  it('starts with the Action Phase: a deadline 30 s later fires a phase timeout (lines 185, 230)', () => {
    const { game, state } = position({ config: TIMED, survivor: { row: 2 } });
    expect(game.deadlines(state)).toEqual([{ at: 30_000, seat: 0, action: { type: 'timeout', what: 'phase' } }]);
    expect(refusal(game, state, { type: 'timeout', what: 'phase' }, 'system' as never, 29_999)).toBe('timeout.early');
    expect(refusal(game, state, { type: 'timeout', what: 'phase' }, 0, 30_000)).toBe('timeout.systemOnly');
    const r = game.apply(state, { type: 'timeout', what: 'phase' }, { by: 'system', now: 30_000 });
    expect(r.ok).toBe(true);
    expect(state.active).toBe('zombie');
  });

  it('a timeout fired mid-action lets that action finish, then ends the phase (line 162; rules version 2)', () => {
    // The Survivor spends its last Energy to attack; the Zombie player's counter window is open when time runs out.
    // Under version 2 the window runs on the Survivor's clock (version 3 holds it: the next describe).
    const { game, state } = position(
      {
        config: TIMED,
        survivor: { row: 3, energy: 1, equipped: ['bat'] },
        zombies: { 3: [{ card: 'baseSupply', health: 1 }], 5: ['base'] },
        zombieHand: ['lurch'],
        decks: { survivorAttack: ['hitAll', 'hitAll'], supply: ['medkit'] },
      },
      1,
      '2',
    );
    play(game, state, { type: 'attack', zombie: 'baseSupply#1', weapon: 'bat#1' }, 0, 25_000);
    expect(state.pending[0]?.kind).toBe('counter');
    expect(game.deadlines(state)).toEqual([
      { at: 35_000, seat: 1, action: { type: 'timeout', what: 'decision' } },
      { at: 30_000, seat: 0, action: { type: 'timeout', what: 'phase' } },
    ]);
    const timeUp = game.apply(state, { type: 'timeout', what: 'phase' }, { by: 'system', now: 30_000 });
    expect(timeUp.ok && eventTypes(timeUp.events)).toEqual(['timeUp']);
    // No other action may start, free ones included (lines 162, 193).
    expect(state.timer.timeUp).toBe(true);
    expect(game.legalActions(state, 0)).toEqual([]);
    expect(state.phase).toBe('survivorAction');
    // The counter window still completes; then the attack resolves (damage, death, Supply drop) and the phase ends.
    const done = game.apply(state, { type: 'counter', card: null }, { by: 1, now: 31_000 });
    expect(done.ok).toBe(true);
    const types = done.ok ? eventTypes(done.events) : [];
    expect(types.slice(0, 4)).toEqual(['attackResult', 'zombieDamaged', 'zombieKilled', 'supplyPlaced']);
    expect(types).toContain('phaseStarted');
    expect(state.rows[3].supply).toHaveLength(1);
    expect(state.active).toBe('zombie');
  });

  it('an unanswered off-turn window times out with its default (no counter) and the attack finishes', () => {
    const { game, state } = position({
      config: TIMED,
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      zombieHand: ['shrug'],
      decks: { survivorAttack: ['hitAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' }, 0, 5_000);
    expect(state.pending).toMatchObject([{ kind: 'counter', endsAt: 15_000 }]);
    const r = game.apply(state, { type: 'timeout', what: 'decision' }, { by: 'system', now: 15_000 });
    expect(r.ok).toBe(true);
    // The log says the window expired, before the default it brings (issue 33).
    expect(r.ok && r.events[0]).toEqual({ type: 'choiceTimedOut', side: 'zombie', kind: 'counter' });
    expect(state.rows[3].zombies[0].health).toBe(1);
    expect(state.phase).toBe('survivorAction');
  });

  it('free actions are allowed after spending all Energy, but only while time remains (line 193)', () => {
    const { game, state } = position({ config: TIMED, survivor: { row: 3, energy: 0, hand: ['adrenaline'] } });
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'playTactics', card: 'adrenaline#1' });
    game.apply(state, { type: 'timeout', what: 'phase' }, { by: 'system', now: 30_000 });
    expect(state.active).toBe('zombie');
  });

  it('the zombie Action Phase is timed too (the Survivor takes the timer, line 880), unless switched off', () => {
    const { game, state } = position({ config: TIMED, survivor: { row: 2 } });
    play(game, state, { type: 'endPhase' }, 0, 4_000);
    expect(state.phase).toBe('zombieAction');
    expect(state.timer.endsAt).toBe(34_000);
    const off = position({ config: { ...TIMED, zombieTimer: false }, survivor: { row: 2 } });
    play(off.game, off.state, { type: 'endPhase' }, 0, 4_000);
    expect(off.state.timer.endsAt).toBeNull();
  });

  it('the inactive player may pause once per phase (line 160); the pause ends by itself after 60 s', () => {
    const { game, state } = position({ config: { ...TIMED, pause: true }, survivor: { row: 2 } });
    expect(game.legalActions(state, 1)).toEqual([{ type: 'pause' }]);
    expect(refusal(game, state, { type: 'pause' }, 0)).toBe('pause.notAllowed');
    play(game, state, { type: 'pause' }, 1, 10_000);
    expect(state.timer.paused).toEqual({ remaining: 20_000, until: 70_000 });
    expect(game.awaiting(state)).toEqual([1]);
    expect(game.legalActions(state, 0)).toEqual([]);
    expect(game.deadlines(state)).toEqual([{ at: 70_000, seat: 1, action: { type: 'timeout', what: 'pause' } }]);
    play(game, state, { type: 'resume' }, 1, 15_000);
    expect(state.timer.endsAt).toBe(35_000);
    expect(game.legalActions(state, 1)).toEqual([]);
  });

  it('is off in solo (line 586) and when switched off', () => {
    const solo = position({ config: { mode: 'solo', timer: '30' } });
    expect(solo.game.deadlines(solo.state)).toEqual([]);
    const off = position({ config: { ...TIMED, timer: 'off' } });
    expect(off.game.deadlines(off.state)).toEqual([]);
  });

  it('a custom length (modified rules, line 576) and 90 s', () => {
    const custom = position({ config: { ...TIMED, timer: 'custom', timerSeconds: 45 } });
    expect(custom.state.timer.endsAt).toBe(45_000);
    const ninety = position({ config: { ...TIMED, timer: '90' } });
    expect(ninety.state.timer.endsAt).toBe(90_000);
  });
});

describe("rules version 2: time is the server's (lines 152-162; RULINGS time.server, timer.everyChoice)", () => {
  const game = testGame();
  const v1 = (spec: PositionSpec) =>
    buildPosition(game.cards, { ...spec, config: { survivor: 'shooter', ...spec.config } }, { rulesVersion: '1' });
  /** A timed duel whose starting hand has no firearm: the setup redraw is pending (line 88). */
  const redrawPending = (rulesVersion?: string) => {
    for (let seed = 1; seed < 200; seed++) {
      const r = game.setup(TIMED, { seed, now: 0, rulesVersion });
      if (r.ok && r.state.pending[0]?.kind === 'mulligan') return r.state;
    }
    throw new Error('no seed deals a hand without a firearm');
  };

  it("refuses with time.up an action sent once its seat's phase time ran out, before the server's timeout (line 162)", () => {
    const { game, state } = position({ config: TIMED, survivor: { row: 2 } });
    expect(state.timer.endsAt).toBe(30_000);
    expect(refusal(game, state, { type: 'move', to: 3 }, 0, 30_000)).toBe('time.up');
    expect(refusal(game, state, { type: 'endPhase' }, 0, 45_000)).toBe('time.up');
    // Still in time, it counts; the server's timeout works as before.
    play(game, state, { type: 'move', to: 3 }, 0, 29_999);
    play(game, state, { type: 'timeout', what: 'phase' }, 'system' as never, 30_000);
    expect(state.active).toBe('zombie');
  });

  it('judges a choice by its own deadline: a late counter is refused, the timeout answers it (lines 162, 360)', () => {
    const { game, state } = position({
      config: TIMED,
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      zombieHand: ['shrug'],
      decks: { survivorAttack: ['hitAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' }, 0, 5_000);
    expect(state.pending).toMatchObject([{ kind: 'counter', endsAt: 15_000 }]);
    expect(refusal(game, state, { type: 'counter', card: null }, 1, 15_000)).toBe('time.up');
    // The Survivor has no deadline of its own here: its refusal says why it may not act.
    expect(refusal(game, state, { type: 'endPhase' }, 0, 15_000)).toBe('choice.pending');
    play(game, state, { type: 'timeout', what: 'decision' }, 'system' as never, 15_000);
    expect(state.pending).toEqual([]);
  });

  it("a pause must start before the phase's time runs out and be resumed before it ends by itself (line 160)", () => {
    const { game, state } = position({ config: { ...TIMED, pause: true }, survivor: { row: 2 } });
    expect(refusal(game, state, { type: 'pause' }, 1, 30_000)).toBe('time.up');
    play(game, state, { type: 'pause' }, 1, 10_000);
    expect(refusal(game, state, { type: 'resume' }, 1, 70_000)).toBe('time.up');
    play(game, state, { type: 'timeout', what: 'pause' }, 'system' as never, 70_000);
    expect(state.timer.endsAt).toBe(90_000);
  });

  it('the hand limit has one deadline in a timed game; unanswered, the last cards to come are discarded (lines 267, 878)', () => {
    const { game, state } = position({
      config: TIMED,
      survivor: { hand: ['bat', 'brick', 'pistol', 'medkit', 'axe', 'rifle'] },
    });
    play(game, state, { type: 'endPhase' }, 0, 4_000);
    expect(state.pending).toEqual([{ kind: 'handLimit', side: 'survivor', endsAt: 14_000, limit: 4 }]);
    play(game, state, { type: 'discard', card: 'bat#1' }, 0, 6_000);
    expect(game.deadlines(state)).toEqual([{ at: 14_000, seat: 0, action: { type: 'timeout', what: 'decision' } }]);
    expect(refusal(game, state, { type: 'discard', card: 'brick#1' }, 0, 14_000)).toBe('time.up');
    play(game, state, { type: 'timeout', what: 'decision' }, 'system' as never, 14_000);
    expect(state.survivor.hand).toEqual(['brick#1', 'pistol#1', 'medkit#1', 'axe#1']);
    expect(state.active).toBe('zombie');
  });

  it("the Zombie player's hand limit times out the same way (line 880; the zombie limit is designed)", () => {
    const { game, state } = position({
      config: TIMED,
      zombieHand: ['base', 'base', 'base', 'runner', 'crawler', 'brute'],
      zombieTurn: true,
    });
    play(game, state, { type: 'endPhase' }, 1, 3_000);
    expect(state.pending).toMatchObject([{ kind: 'handLimit', side: 'zombie', endsAt: 13_000 }]);
    const kept = state.zombies.hand.slice(0, 6);
    play(game, state, { type: 'timeout', what: 'decision' }, 'system' as never, 13_000);
    expect(state.zombies.hand).toEqual(kept);
    expect(state.active).toBe('survivor');
  });

  it('the setup redraw has a deadline too; unanswered, both cards are kept (line 88)', () => {
    const state = redrawPending();
    const hand = state.survivor.hand.slice();
    expect(state.pending).toEqual([{ kind: 'mulligan', side: 'survivor', endsAt: 10_000 }]);
    play(game, state, { type: 'timeout', what: 'decision' }, 'system' as never, 10_000);
    expect(state.survivor.hand.slice(0, 2)).toEqual(hand);
    expect(state.phase).toBe('survivorAction');
    expect(state.timer.endsAt).toBe(40_000);
  });

  it('untimed games stay untimed: the hand limit waits (lines 156-158)', () => {
    const { game, state } = position({
      config: { ...TIMED, timer: 'off' },
      survivor: { hand: ['bat', 'brick', 'pistol', 'medkit', 'axe'] },
    });
    play(game, state, { type: 'endPhase' }, 0, 4_000);
    expect(state.pending).toMatchObject([{ kind: 'handLimit', endsAt: null }]);
    expect(game.deadlines(state)).toEqual([]);
  });

  it('a game set up under rules version 1 keeps the old rules: a late action counts, the hand limit and the redraw wait (lines 88, 162, 878)', () => {
    expect(SECONDS_RULES_VERSION).toBe('3');
    const { state } = v1({ config: TIMED, survivor: { row: 2, hand: ['bat', 'brick', 'pistol', 'medkit', 'axe'] } });
    expect(state).not.toHaveProperty('strictTime');
    play(game, state, { type: 'move', to: 3 }, 0, 31_000);
    play(game, state, { type: 'endPhase' }, 0, 32_000);
    expect(state.pending).toMatchObject([{ kind: 'handLimit', endsAt: null }]);
    expect(game.deadlines(state)).toEqual([]);
    expect(redrawPending('1').pending).toEqual([{ kind: 'mulligan', side: 'survivor', endsAt: null }]);
  });
});

describe("the opponent's windows hold the phase clock (rules version 3, DECISION timer.windows; lines 146, 162, 360)", () => {
  const attackWithCounterWindow = () =>
    position({
      config: TIMED,
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      zombieHand: ['shrug'],
      decks: { survivorAttack: ['hitAll'] },
    });

  it("a counter window stops the Survivor's clock while it is open: waiting it out costs the Survivor nothing", () => {
    const { game, state } = attackWithCounterWindow();
    const opened = play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' }, 0, 5_000);
    expect(state.pending).toMatchObject([{ kind: 'counter', endsAt: 15_000 }]);
    expect(opened).toContainEqual({ type: 'timerPaused', remaining: 25_000, until: 15_000 });
    // Only the window's deadline is armed; both seats see the phase clock stopped at 25 s.
    expect(game.deadlines(state)).toEqual([{ at: 15_000, seat: 1, action: { type: 'timeout', what: 'decision' } }]);
    expect(game.view(state, 0).timer.paused).toEqual({ remaining: 25_000, until: 15_000 });
    const closed = game.apply(state, { type: 'timeout', what: 'decision' }, { by: 'system', now: 15_000 });
    expect(closed.ok && closed.events).toContainEqual({ type: 'timerResumed', endsAt: 40_000 });
    expect(state.timer).toMatchObject({ endsAt: 40_000, paused: null });
    expect(state.timer).not.toHaveProperty('held');
    // The Survivor still has the 25 s the window found: an action at 39.9 s is in time, one at 40 s is not.
    expect(refusal(game, state, { type: 'move', to: 4 }, 0, 40_000)).toBe('time.up');
    play(game, state, { type: 'move', to: 4 }, 0, 39_999);
  });

  it('a counter answered at once costs the Survivor only the time it took', () => {
    const { game, state } = attackWithCounterWindow();
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' }, 0, 5_000);
    play(game, state, { type: 'counter', card: null }, 1, 6_000);
    expect(state.timer.endsAt).toBe(31_000);
  });

  it('a Survivor loses no time to windows over a whole phase of attacks, however long the Zombie player waits', () => {
    const { game, state } = position({
      config: TIMED,
      survivor: { row: 3, energy: 9, equipped: ['axe'] },
      zombies: { 3: ['base', 'base', 'base'] },
      zombieHand: ['shrug', 'lurch'],
      decks: { survivorAttack: ['hitA', 'hitA', 'hitA'] },
    });
    let now = 0;
    let waited = 0;
    for (let i = 0; i < 3; i++) {
      now += 3_000; // the Survivor thinks 3 s, then attacks
      play(game, state, { type: 'attack', zombie: `base#${i + 1}`, weapon: 'axe#1' }, 0, now);
      if (state.pending[0]?.kind !== 'counter') break;
      now = state.pending[0].endsAt!; // the Zombie player waits the whole window out
      waited += 10_000;
      game.apply(state, { type: 'timeout', what: 'decision' }, { by: 'system', now });
    }
    expect(waited).toBe(30_000);
    // 9 s of the Survivor's own thinking are spent: 21 s are left, whatever the windows took.
    expect(state.timer.endsAt! - now).toBe(21_000);
  });

  it("the Survivor's reaction to a hit holds the Zombie player's clock in the zombie turn (line 880)", () => {
    const { game, state } = position({
      config: TIMED,
      survivor: { row: 4, hand: ['dodge'] },
      zombies: { 4: ['base'] },
      zombieTurn: true,
      decks: { zombieAttack: ['tackle'] },
    });
    const endsAt = state.timer.endsAt!;
    play(game, state, { type: 'zAttack', zombie: 'base#1' }, 1, 2_000);
    expect(state.pending[0]?.kind).toBe('react');
    expect(state.timer.held).toBe(endsAt - 2_000);
    play(game, state, { type: 'react', choice: 'take' }, 0, 9_000);
    expect(state.timer.endsAt).toBe(endsAt + 7_000);
  });

  it("the active player's own choices run on their own clock (the Shotgun's split, line 364)", () => {
    const { game, state } = position({
      config: TIMED,
      survivor: { row: 3, equipped: ['shotgun'] },
      zombies: { 4: ['crawler', 'base'] },
      decks: { survivorAttack: ['hitA'] },
    });
    play(game, state, { type: 'attack', zombie: 'crawler#1', weapon: 'shotgun#1', profile: 0 }, 0, 5_000);
    expect(state.pending[0]?.kind).toBe('split');
    expect(state.timer).toMatchObject({ endsAt: 30_000 });
    expect(state.timer).not.toHaveProperty('held');
  });

  it("games set up under rules version 2 keep the old clock: the window runs on the Survivor's time", () => {
    const { game, state } = position(
      {
        config: TIMED,
        survivor: { row: 3, equipped: ['bat'] },
        zombies: { 3: ['base'] },
        zombieHand: ['shrug'],
        decks: { survivorAttack: ['hitAll'] },
      },
      1,
      '2',
    );
    expect(state).not.toHaveProperty('windowsHoldClock');
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' }, 0, 5_000);
    game.apply(state, { type: 'timeout', what: 'decision' }, { by: 'system', now: 15_000 });
    expect(state.timer.endsAt).toBe(30_000);
    expect(state.timer).not.toHaveProperty('held');
  });
});
