import { describe, expect, it } from 'vitest';
import { addZombies } from '../../zombies.ts';
import { CLASSIC_BOX, FATTY, RUNNER, WALKER } from './roster.ts';
import { ClassicTable } from './test-kit.ts';

describe('the zombies\' moves (seed 001 "Move", lines 791-832)', () => {
  it('zombies that see survivors go to the noisiest zone in sight, each survivor counting as a Noise token (line 797)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's1' },
        { id: 'wanda', zone: 's6' },
        { id: 'doug', zone: 's6' },
      ],
      zombies: { s3: { walker: 1 } },
      noise: { s1: 1 },
    });
    // s1: 1 token + Ned = 2; s6: Wanda + Doug = 2: a tie, so the Walker splits (and one more is added).
    t.endTurns();
    expect(t.zombiesAt('s2').walker).toBe(1);
    expect(t.zombiesAt('s4').walker).toBe(1);
  });

  it('seeing nobody, zombies go toward the zone with the most Noise tokens, at any distance (line 799)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 't1' }],
      zombies: { s4: { walker: 1 } },
      noise: { s6: 2, t1: 0 },
    });
    // From s4 Ned in t1 is out of sight (around the corner); s6 holds 2 tokens, t1 holds Ned alone (1).
    t.endTurns();
    expect(t.zombiesAt('s5').walker).toBe(1);
  });

  it('zombies already in the noisiest zone stay put (line 777)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 't1' }],
      zombies: { s6: { walker: 2 } },
      noise: { s6: 3 },
    });
    t.endTurns();
    expect(t.zombiesAt('s6').walker).toBe(2);
  });

  it('with no open path, zombies route as if doors were open, and a closed door stops them (line 803 EXAMPLE)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2' }],
      zombies: { a1: { walker: 1 } },
    });
    // The Walker in a1 sees nobody (the door is shut); the loudest zone is s2 (Ned), behind the closed door.
    t.endTurns();
    expect(t.zombiesAt('a1').walker).toBe(1);
    expect(t.state.survivors[0].wounds).toBe(0);
  });

  it('EXAMPLE (line 832): 4 Walkers, 1 Fatty and 3 Runners split over two routes; a Fatty and a Runner are added', () => {
    const u = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's1' },
        { id: 'wanda', zone: 's6' },
      ],
      zombies: { s3: { walker: 4, fatty: 1, runner: 3 } },
    });
    // Ned in s3 and Wanda in s5 are equally noisy and both in sight of s4: the group splits toward both.
    u.state.survivors[0].zone = u.zone('s3');
    u.state.survivors[1].zone = u.zone('s5');
    u.state.zombies.fill(0);
    u.state.pool = [...CLASSIC_BOX];
    const z = u.zone('s4');
    addZombies(u.state, z, WALKER, 4);
    addZombies(u.state, z, RUNNER, 3);
    addZombies(u.state, z, FATTY, 1);
    u.endTurns();
    const spawned = u.events.filter((e) => e.type === 'spawned');
    // A second Fatty (no escort) and a fourth Runner join so both groups are identical.
    expect(spawned.map((e) => e.type === 'spawned' && [e.zombie, e.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(u.zombiesAt('s3')).toEqual({ walker: 2, runner: 2, fatty: 1, abomination: 0 });
    expect(u.zombiesAt('s5')).toEqual({ walker: 2, runner: 2, fatty: 1, abomination: 0 });
  });
});

describe('zombie attacks (seed 001 "Attack", lines 781-795)', () => {
  it('EXAMPLE (line 795): 7 Walkers with 2 survivors all attack; two Wounded cards eliminate each survivor', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's3' },
        { id: 'wanda', zone: 's3' },
      ],
      zombies: { s3: { walker: 7 } },
    });
    t.endTurns();
    for (let i = 0; i < 20 && t.state.pending.length > 0; i++) t.act(t.game.engine.legalActions(t.state)[0]); // the players share the Wounds
    expect(t.state.survivors.every((survivor) => survivor.eliminated)).toBe(true);
    expect(t.state.phase).toBe('lost');
    expect(t.state.outcomeCode).toBe('nobodyLeft');
  });

  it('EXAMPLE (line 838): a Runner attacks, the Walker next door moves in, the Runner attacks again: eliminated', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's3' },
        { id: 'wanda', zone: 't6' },
      ],
      zombies: { s3: { runner: 1 }, s2: { walker: 1 } },
    });
    t.endTurns();
    expect(t.state.survivors[0].eliminated).toBe(true);
    expect(t.zombiesAt('s3').walker).toBe(1);
    expect(t.state.phase).toBe('players'); // Wanda lives on: one death alone does not lose
  });
});
