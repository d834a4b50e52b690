/** The solo automaton, seed 003 lines 578-816 (with the test content's small step deck and chart). */
import { describe, expect, it } from 'vitest';
import { chartLookup } from './automaton.ts';
import { eventTypes, play, position, testContent, zombieIds } from './test-kit.ts';
import type { SecondsEvent } from './actions.ts';

const SOLO = { mode: 'solo' as const, survivor: 'shooter', automaton: 'fast' as const };
const steps = (ev: SecondsEvent[]) => ev.flatMap((e) => (e.type === 'soloStep' ? [[e.step, e.applies]] : []));

describe('the zombie turn in solo (lines 741-751)', () => {
  it('runs the step cards in order while Energy remains, then the dice, then the Final Instructions', () => {
    // Steps: 1 nothing, 2 attack, 3 (rows 7-10) move ahead, 4 move in and attack, 5 stand up, 6 shriek.
    const { state, events } = position({
      config: SOLO,
      survivor: { row: 4 },
      zombies: { 3: ['base'], 4: ['runner'], 6: [{ card: 'crawler', knockdown: true }] },
      decks: { zombieAttack: ['whiff', 'whiff'] },
      rolls: [10],
      zombieTurn: true,
    });
    expect(steps(events)).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, true],
      [5, true],
      [6, false],
    ]);
    // 1E attack + 2E move in and attack + 1E stand up = 4E; the fifth is a chart roll (10: nothing).
    expect(events.filter((e) => e.type === 'diceRolled')).toEqual([
      { type: 'diceRolled', roll: 10, group: 'quiet', option: 0, performed: true },
    ]);
    expect(eventTypes(events)).toContain('soloFinal');
    expect(zombieIds(state, 4)).toEqual(['runner#1', 'base#1']);
    expect(state.rows[6].zombies[0].knockdown).toBe(false);
    expect(state.active).toBe('survivor');
    expect(state.turn).toBe(2);
  });

  it('stops the steps when Energy runs out, then reads the Final Instructions (line 743, 751)', () => {
    const { events } = position({
      config: SOLO,
      survivor: { row: 4 },
      zombies: { 4: ['base'] },
      zombieEnergy: 1,
      decks: { zombieAttack: ['whiff'] },
      zombieTurn: true,
    });
    expect(steps(events)).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(eventTypes(events)).not.toContain('diceRolled');
  });

  it('an invalid chart option moves to the next one of its group, looping to its top (line 747)', () => {
    // 46: firearm ammo (no firearm) -> loops to 41: destroy melee.
    const { state, events } = position({
      config: SOLO,
      survivor: { row: 4, equipped: ['bat'] },
      zombieEnergy: 1,
      rolls: [46],
      zombieTurn: true,
    });
    void events;
    expect(state.survivor.equipped).toEqual([]);
    expect(state.discards.supply).toContain('bat#1');
  });

  it('when every option of the group is invalid, nothing happens and the Energy is lost (line 747)', () => {
    const { state, events } = position({
      config: SOLO,
      survivor: { row: 4 },
      zombieEnergy: 1,
      rolls: [45],
      zombieTurn: true,
    });
    expect(events.find((e) => e.type === 'diceRolled')).toMatchObject({ roll: 45, performed: false });
    expect(state.active).toBe('survivor');
  });

  it('with several weapons the Survivor chooses which one is hit (line 705)', () => {
    const { game, state } = position({
      config: SOLO,
      survivor: { row: 4, equipped: ['bat', 'axe'] },
      zombieEnergy: 1,
      rolls: [41],
      zombieTurn: true,
    });
    expect(state.pending).toMatchObject([{ kind: 'chooseWeapon', cards: ['bat#1', 'axe#1'] }]);
    play(game, state, { type: 'chooseWeapon', card: 'axe#1' });
    expect(state.survivor.equipped).toEqual(['bat#1']);
    expect(state.active).toBe('survivor');
  });

  it('a zombie that entered play this turn may not attack (line 790); Shriekers summon any kind (line 589)', () => {
    // Step 6: the Shrieker draws the top Zombie card into row ten.
    const { state, events } = position({
      config: SOLO,
      survivor: { row: 9 },
      zombies: { 8: ['shrieker'] },
      zombieEnergy: 5,
      decks: { zombie: ['brute'], zombieAttack: ['whiff', 'whiff'] },
      rolls: [1, 1, 1],
      zombieTurn: true,
    });
    expect(eventTypes(events)).toContain('zombieSummoned');
    const summoned = events.find((e) => e.type === 'zombieSummoned');
    expect(summoned).toMatchObject({ zombie: 'brute#1', row: 10, rule: 'shriek' });
    expect(state.stats.zombieAttacks).toBe(1);
  });

  it('the Final Instructions: no attack this turn -> a zombie into row ten', () => {
    const { state } = position({
      config: SOLO,
      survivor: { row: 2 },
      zombieEnergy: 1,
      rolls: [1],
      decks: { zombie: ['crawler'] },
      zombieTurn: true,
    });
    expect(zombieIds(state, 10)).toEqual(['crawler#1']);
  });

  it('the chart covers 1..100 and a roll finds its group and option', () => {
    const chart = testContent().solo.automata[0].chart;
    expect(chartLookup(chart, 45)).toEqual({ group: 1, option: 1 });
    expect(chartLookup(chart, 100)).toEqual({ group: 3, option: 1 });
  });

  it('the Survivor reacts to the automaton hits (Dodge), then the automaton goes on', () => {
    const { game, state } = position({
      config: SOLO,
      survivor: { row: 4, hand: ['dodge'] },
      zombies: { 4: ['base'] },
      decks: { zombieAttack: ['bite'] },
      rolls: [1, 1, 1, 1],
      zombieTurn: true,
    });
    expect(state.pending[0]?.kind).toBe('react');
    expect(game.awaiting(state)).toEqual([0]);
    play(game, state, { type: 'react', choice: 'dodge', card: 'dodge#1' });
    expect(state.survivor.health).toBe(5);
    expect(state.active).toBe('survivor');
  });
});
