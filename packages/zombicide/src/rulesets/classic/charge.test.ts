import { describe, expect, it } from 'vitest';
import { addZombies } from '../../zombies.ts';
import { WALKER } from './roster.ts';
import { ClassicTable } from './test-kit.ts';

describe('Charge (seed 001 line 2191)', () => {
  it('free, as often as wanted: up to 2 zones into a zone with zombies', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'wanda', zone: 's1', skills: ['charge'] }],
      zombies: { s3: { walker: 1 }, s2: {} },
    });
    t.act({ type: 'chargeMove', s: 0, to: t.zone('s3'), via: [t.zone('s2')] });
    expect(t.state.survivors[0].zone).toBe(t.zone('s3'));
    expect(t.state.survivors[0].actionsUsed).toBe(0);
  });

  it('refused: without zombies where it ends, farther than 2 zones, through a zone with zombies, without the Skill', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'wanda', zone: 's1', skills: ['charge'] },
        { id: 'ned', zone: 's1' },
      ],
      zombies: { s2: { walker: 1 }, s3: { walker: 1 } },
    });
    expect(t.refuse({ type: 'chargeMove', s: 0, to: t.zone('s3'), via: [t.zone('s2')] })).toBe('move.stopped');
    expect(t.refuse({ type: 'chargeMove', s: 1, to: t.zone('s2'), via: [] })).toBe('chargeMove.skill');
    t.state.zombies.fill(0);
    expect(t.refuse({ type: 'chargeMove', s: 0, to: t.zone('s2'), via: [] })).toBe('chargeMove.noZombies');
    addZombies(t.state, t.zone('s4'), WALKER, 1);
    const far = { type: 'chargeMove' as const, s: 0, to: t.zone('s4'), via: [t.zone('s2'), t.zone('s3')] };
    expect(t.refuse(far)).toBe('chargeMove.tooFar');
  });

  it('normal Movement rules: leaving a zone with zombies costs 1 Action per zombie there', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'wanda', zone: 's1', skills: ['charge'] }],
      zombies: { s1: { walker: 2 }, s2: { walker: 1 } },
    });
    t.act({ type: 'chargeMove', s: 0, to: t.zone('s2'), via: [] });
    expect(t.state.survivors[0].actionsUsed).toBe(2);
  });
});

describe('Bloodlust: [Combat/Melee/Ranged] (seed 001 lines 2171-2175)', () => {
  it('1 Action: up to 2 zones into a zone with zombies, then a free Combat Action of its type', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'wanda', zone: 's1', skills: ['bloodlust(melee)'], inventory: { hand1: 'machete' } }],
      zombies: { s3: { walker: 2 } },
      dice: [6, 6],
    });
    t.act({ type: 'chargeMove', s: 0, to: t.zone('s3'), via: [t.zone('s2')], bloodlust: 'melee' });
    expect(t.state.survivors[0].zone).toBe(t.zone('s3'));
    expect(t.state.survivors[0].actionsUsed).toBe(1);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // the free Melee Action
    expect(t.state.survivors[0].actionsUsed).toBe(1);
    t.act({ type: 'melee', s: 0, slot: 0, dual: false }); // a paid one
    expect(t.state.survivors[0].actionsUsed).toBe(2);
  });

  it('refused without that Bloodlust, or with no zombie where it ends', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'wanda', zone: 's1', skills: ['bloodlust(ranged)'] }],
      zombies: { s2: { walker: 1 } },
    });
    expect(t.refuse({ type: 'chargeMove', s: 0, to: t.zone('s2'), via: [], bloodlust: 'melee' })).toBe(
      'chargeMove.skill',
    );
    expect(t.refuse({ type: 'chargeMove', s: 0, to: t.zone('s3'), via: [], bloodlust: 'ranged' })).toBe(
      'chargeMove.noZombies',
    );
  });
});
