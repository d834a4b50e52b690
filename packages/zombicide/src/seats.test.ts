/**
 * Seats and the action schema over random play: every action the rules list
 * passes the schema a client's action is checked against, belongs to a seat,
 * and is offered to exactly the seats that own it; the game waits on a seat
 * exactly when that seat has something to do that is not a free card action.
 */
import { describe, expect, it } from 'vitest';
import { actionSchema } from './action-schema.ts';
import { actionOwners, awaitedSeats, legalBySeat, mayAct } from './seats.ts';
import { Table } from './rulesets/uoa/test-kit.ts';

/** Six survivors over three seats in the test town, with zombies to fight and a spawn zone. */
function threeSeats() {
  return new Table({
    survivors: ['meg', 'carl', 'jimmy', 'pablito', 'hanna', 'may'].map((id, i) => ({
      id,
      zone: 's1',
      player: i % 3,
      inventory: { hand1: 'pan' },
    })),
    spawns: [{ zone: 't6', kind: 'starting' }],
    zombies: { s4: { walker: 2 }, t1: { fatty: 1, runner: 1 } },
    exits: ['t1'],
  });
}

describe('action schema and seat ownership over random play (seats.ts, action-schema.ts)', () => {
  it('accepts every legal action, gives each an owner, offers it to its owners and awaits the right seats', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const t = threeSeats();
      let r = seed;
      for (let step = 0; step < 300; step++) {
        const legal = t.game.engine.legalActions(t.state);
        if (legal.length === 0) break;
        for (const a of legal) {
          expect(t.game.actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
          const owners = actionOwners(t.state, a);
          expect(owners === 'any' || owners.length > 0, `owner of ${JSON.stringify(a)}`).toBe(true);
          checked++;
        }
        const bySeat = legalBySeat(t.state, legal, 3);
        for (let seat = 0; seat < 3; seat++) {
          expect(t.game.legalActions(t.state, seat)).toEqual(bySeat[seat]);
          // The fast path is the same as asking the owner of each action.
          expect(t.game.legalActions(t.state, seat)).toEqual(legal.filter((a) => mayAct(t.state, a, seat)));
        }
        // Every awaited seat has an action; a seat that is not awaited has only off-turn ones: free card actions
        // (discard, drink) and, in a trade with another seat that waits for its consent, moving cards.
        const awaited = awaitedSeats(t.state);
        for (let seat = 0; seat < 3; seat++) {
          if (awaited.includes(seat)) expect(bySeat[seat].length, `seat ${seat} awaited`).toBeGreaterThan(0);
          else
            for (const a of bySeat[seat]) expect(['discard', 'drinkWater', 'swap', 'giveCompanion']).toContain(a.type);
        }
        r = (r * 48271) % 2147483647;
        expect(t.game.engine.apply(t.state, legal[r % legal.length]).ok).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('with one seat, that seat may send every legal action (the fast path equals asking each owner)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const t = new Table({
        survivors: ['meg', 'carl', 'jimmy'].map((id) => ({ id, zone: 's1', inventory: { hand1: 'pan' } })),
        spawns: [{ zone: 't6', kind: 'starting' }],
        zombies: { s4: { walker: 2 }, t1: { fatty: 1, runner: 1 } },
        exits: ['t1'],
      });
      let r = seed;
      for (let step = 0; step < 200; step++) {
        const legal = t.game.engine.legalActions(t.state);
        if (legal.length === 0) break;
        expect(t.game.legalActions(t.state, 0)).toEqual(legal.filter((a) => mayAct(t.state, a, 0)));
        expect(t.game.legalActions(t.state, 0)).toEqual(legal);
        r = (r * 48271) % 2147483647;
        expect(t.game.engine.apply(t.state, legal[r % legal.length]).ok).toBe(true);
      }
    }
  });

  it('refuses extra fields and wrong types in actions', () => {
    expect(actionSchema.safeParse({ type: 'move', s: 0, to: 1, x: 1 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'move', s: '0', to: 1 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'nope' }).success).toBe(false);
  });

  it("checks a ruleset's own action kinds with its own exact shapes, and the core's schema does not know them", () => {
    const { game } = threeSeats();
    expect(game.actionSchema.safeParse({ type: 'moveWagon', s: 0, to: 1 }).success).toBe(true);
    expect(game.actionSchema.safeParse({ type: 'moveWagon', s: 0, to: 1, x: 1 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'moveWagon', s: 0, to: 1 }).success).toBe(false);
  });

  it("refuses a survivor's action from another seat and leaves the state untouched (contract v2: apply checks the actor)", () => {
    const t = threeSeats();
    const mine = t.game.legalActions(t.state, 0).find((a) => a.type === 'endTurn')!;
    expect(mine).toBeDefined();
    const before = JSON.stringify(t.state);
    const refused = t.game.apply(t.state, mine, { by: 1, now: 0 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'seat.notYours' } });
    expect(JSON.stringify(t.state)).toBe(before);
    expect(t.game.apply(t.state, mine, { by: 'system', now: 0 }).ok).toBe(false);
    expect(t.game.apply(t.state, mine, { by: 0, now: 0 }).ok).toBe(true);
  });
});

describe('lone Companions (EN "Companions": no seat controls a Companion without a Leader)', () => {
  it("a decision about lone Companions only is the players' together: every seat is awaited, never seat -1", () => {
    const t = threeSeats();
    // Carl becomes a lone Companion in s1, and a Walker's wound must go to someone there (assignWound).
    Object.assign(t.state.survivors[1], { companion: true, player: -1, leader: -1 });
    t.state.pending = [
      {
        kind: 'assignWound',
        zone: t.state.survivors[1].zone,
        remaining: 1,
        zombie: 0,
        candidates: [1],
        why: { code: 'shareWounds' },
      },
    ];
    expect(awaitedSeats(t.state)).toEqual([0, 1, 2]);
    expect(actionOwners(t.state, { type: 'assignWound', to: 1 })).toBe('any');
    // With a controlled survivor among the candidates, its seat answers.
    t.state.pending = [
      {
        kind: 'assignWound',
        zone: t.state.survivors[0].zone,
        remaining: 1,
        zombie: 0,
        candidates: [0, 1],
        why: { code: 'shareWounds' },
      },
    ];
    expect(awaitedSeats(t.state)).toEqual([0]);
  });
});

describe('setup refuses ids that are no survivor, whatever their name (issue 12, finding 6)', () => {
  it('"toString", "__proto__" and "constructor" are unknown survivors, with a code and a path', () => {
    const t = threeSeats();
    for (const id of ['toString', '__proto__', 'constructor']) {
      const r = t.game.setup({ mission: t.state.mission, survivors: [{ id }] }, { seed: 1 });
      expect(r).toMatchObject({ ok: false, issues: [{ code: 'setup.unknownSurvivor', path: ['survivors', 0, 'id'] }] });
    }
  });
});

describe('setup names every problem of a config at once (the contract: validate and setup refuse the same configs)', () => {
  it('an unknown survivor, a survivor chosen twice and a seat out of range are three issues, each with its path', () => {
    const t = threeSeats();
    const config = {
      mission: t.state.mission,
      survivors: [{ id: 'nobody' }, { id: 'meg' }, { id: 'meg' }, { id: 'carl', player: 9 }],
    };
    const issues = t.game.validate(config);
    expect(issues.map((i) => [i.code, i.path])).toEqual([
      ['setup.unknownSurvivor', ['survivors', 0, 'id']],
      ['setup.duplicateSurvivor', ['survivors', 2, 'id']],
      ['setup.seatRange', ['survivors', 3, 'player']],
    ]);
    expect(t.game.setup(config, { seed: 1 })).toEqual({ ok: false, issues });
  });
});
