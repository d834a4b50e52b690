/** Movement, Opportunity Attacks, standing up, the street: seed 003 lines 146, 234-255, 410, 446, 895. */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position, refusal } from './test-kit.ts';

describe('moving (line 234)', () => {
  it('costs the move cost of the Survivor card and goes forward or back one row', () => {
    const { game, state } = position({ survivor: { row: 3 }, warehouse: [] });
    play(game, state, { type: 'move', to: 4 });
    expect(state.survivor.row).toBe(4);
    expect(state.survivor.energy).toBe(3);
    play(game, state, { type: 'move', to: 3 });
    expect(state.survivor.row).toBe(3);
    expect(refusal(game, state, { type: 'move', to: 5 })).toBe('move.range');
  });

  it('moving up past standing zombies: each makes an Opportunity Attack after the move (lines 146, 238)', () => {
    const { game, state } = position({
      survivor: { row: 2 },
      zombies: { 2: ['base', { card: 'base', knockdown: true }, 'runner'] },
      decks: { zombieAttack: ['whiff', 'bite'] },
    });
    const ev = play(game, state, { type: 'move', to: 3 });
    const attacks = ev.filter((e) => e.type === 'zombieAttacked');
    expect(attacks).toHaveLength(2);
    expect(attacks.every((e) => e.type === 'zombieAttacked' && e.opportunity)).toBe(true);
    expect(state.survivor.row).toBe(3);
    expect(state.survivor.health).toBe(4);
  });

  it('moving back, or away from knocked-down zombies, draws no Opportunity Attack (line 238)', () => {
    const { game, state } = position({
      survivor: { row: 4 },
      zombies: { 4: ['base'], 5: [{ card: 'base', knockdown: true }] },
    });
    expect(eventTypes(play(game, state, { type: 'move', to: 3 }))).not.toContain('zombieAttacked');
    const second = position({ survivor: { row: 5 }, zombies: { 5: [{ card: 'base', knockdown: true }] } });
    expect(eventTypes(play(second.game, second.state, { type: 'move', to: 6 }))).not.toContain('zombieAttacked');
  });

  it('collects the Ability tokens of the row entered (line 446)', () => {
    const { game, state } = position({ survivor: { row: 4, abilityTokens: 0 }, abilityTokens: { 5: 1 } });
    play(game, state, { type: 'move', to: 5 });
    expect(state.survivor.abilityTokens).toBe(1);
    expect(state.rows[5].abilityTokens).toBe(0);
  });

  it('entering row four releases the Warehouse zombies and removes the Time tokens (line 410)', () => {
    const { game, state } = position({ survivor: { row: 3 }, warehouse: ['base', 'brute', 'crawler'], timeTokens: 3 });
    const ev = play(game, state, { type: 'move', to: 4 });
    expect(eventTypes(ev)).toContain('warehouseReleased');
    expect(state.warehouse).toEqual([]);
    expect(state.timeTokens).toBe(0);
    expect(state.rows[1].zombies).toHaveLength(3);
  });

  it('knocked down, the Survivor may not move (line 239) and stands up for 1E, 2E beside a standing zombie (line 247)', () => {
    const { game, state } = position({ survivor: { row: 3, down: true }, zombies: { 3: ['base'] } });
    expect(refusal(game, state, { type: 'move', to: 4 })).toBe('move.knockedDown');
    play(game, state, { type: 'standUp' });
    expect(state.survivor.down).toBe(false);
    expect(state.survivor.energy).toBe(2);
    const alone = position({ survivor: { row: 3, down: true } });
    play(alone.game, alone.state, { type: 'standUp' });
    expect(alone.state.survivor.energy).toBe(3);
  });

  it('reaching the street wins once the Opportunity Attacks are survived (lines 106, 226)', () => {
    const { game, state } = position({
      survivor: { row: 10 },
      zombies: { 10: ['base'] },
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'move', to: 11 });
    expect(state.survivor.health).toBe(4);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'escaped' });
  });

  it('no Desperation Move against an Opportunity Attack when moving into the street (line 895)', () => {
    const { game, state } = position({
      survivor: { row: 10, health: 1, abilityTokens: 2 },
      zombies: { 10: ['base'] },
      decks: { zombieAttack: ['bite'] },
    });
    play(game, state, { type: 'move', to: 11 });
    expect(state.pending).toEqual([]);
    expect(game.outcome(state)).toMatchObject({ over: true, reason: 'killed' });
  });

  it('a Tactics card can forbid Movement Actions (line 148)', () => {
    const { game, state } = position({ survivor: { row: 3, noMove: true } });
    expect(refusal(game, state, { type: 'move', to: 4 })).toBe('restricted.move');
  });
});
