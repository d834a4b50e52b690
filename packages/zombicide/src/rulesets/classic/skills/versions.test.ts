import { describe, expect, it } from 'vitest';
import { ClassicTable } from '../test-kit.ts';
import { skillPlayed } from './versions.ts';
import { classicPart } from '../state.ts';
import { CLASSIC } from '../ruleset.ts';
import { actsAnytime } from '../../../skills.ts';
import type { GameConfig } from '../../../setup.ts';

/**
 * Before rules version 8, Ultrared's free choice (seed 001 line 2838) offered every Skill without a parameter, the
 * ones the engine did not play too: a game of version 7 holding one replays as it was played, the Skill doing
 * nothing (a game's options lack `freeSkillsNamed`, set from version 8).
 */
function asVersion7(t: ClassicTable): void {
  delete t.state.options.freeSkillsNamed;
  delete t.state.options.noTargetChoice;
  delete t.state.options.exampleCards;
}

describe('the Skills played from rules version 8 do nothing in a v7 game', () => {
  it('Lock it down (line 2243): v8 offers and plays lockDoor; v7 neither offers nor allows it', () => {
    const setup = {
      survivors: [{ id: 'ned', zone: 's2', skills: ['lockItDown'] }],
    };
    const v8 = new ClassicTable(setup);
    const door = v8.door('a1|s2');
    v8.state.doors = [door];
    classicPart(v8.state).spawnedRooms = [v8.zone('a1'), v8.zone('a2')];
    expect(v8.game.engine.legalActions(v8.state)).toContainEqual({ type: 'lockDoor', s: 0, door });
    const v7 = new ClassicTable(setup);
    asVersion7(v7);
    v7.state.doors = [door];
    classicPart(v7.state).spawnedRooms = [v7.zone('a1'), v7.zone('a2')];
    expect(v7.game.engine.legalActions(v7.state)).not.toContainEqual({ type: 'lockDoor', s: 0, door });
    expect(v7.refuse({ type: 'lockDoor', s: 0, door })).toBe('lockDoor.skill');
    expect(v7.state.doors).toEqual([door]);
  });

  it('Regeneration (line 2279): v8 discards the Wounded cards at the end of the round, v7 keeps them', () => {
    const setup = {
      survivors: [
        { id: 'ned', zone: 's1', skills: ['regeneration'] },
        { id: 'wanda', zone: 's3' },
      ],
    };
    const v8 = new ClassicTable(setup);
    const v7 = new ClassicTable(setup);
    asVersion7(v7);
    for (const t of [v8, v7]) {
      t.state.survivors[0].wounds = 1;
      t.state.survivors[0].inventory[2] = t.takeCard('wounded');
      t.endTurns();
    }
    expect(v8.state.survivors[0].wounds).toBe(0);
    expect(v7.state.survivors[0].wounds).toBe(1);
  });
});

describe('the Skills played from rules version 9 (option skillsV9)', () => {
  it('Barbarian (line 2167): offered and played in v9; a v8 game neither offers its attack nor its free choice', () => {
    const setup = {
      survivors: [{ id: 'ned', zone: 's2', skills: ['barbarian'], inventory: { hand1: 'crowbar' } }],
      zombies: { s2: { walker: 2 } },
    };
    const melee = { type: 'melee' as const, s: 0, slot: 0, dual: false, actorDice: true as const };
    const v9 = new ClassicTable(setup);
    expect(v9.game.engine.legalActions(v9.state)).toContainEqual(melee);
    expect(skillPlayed(v9.state, 'barbarian')).toBe(true);
    const v8 = new ClassicTable(setup);
    delete v8.state.options.skillsV9;
    expect(v8.game.engine.legalActions(v8.state)).not.toContainEqual(melee);
    expect(v8.refuse(melee)).toBe('melee.barbarian');
    // Ultrared's free choice of a v8 game never named it (experience.ts asks the ruleset's skillPlayed).
    expect(skillPlayed(v8.state, 'barbarian')).toBe(false);
    expect(skillPlayed(v8.state, 'lockItDown')).toBe(true);
  });
});

describe('the Skills played from rules version 10 (option skillsV10)', () => {
  it('Distributor (line 2402): v10 asks which card goes to each Spawn Zone; a v9 game draws them as before', () => {
    const setup = {
      survivors: [{ id: 'phil', zone: 's5', skills: ['distributor'] }],
      spawns: ['s1', 's3'],
      zombieDeck: [1, 4],
    };
    const v10 = new ClassicTable(setup);
    v10.endTurns();
    expect(v10.state.pending[0]).toMatchObject({ kind: 'modeChoice', mode: 'distributor', options: ['1', '4'] });
    const v9 = new ClassicTable(setup);
    delete v9.state.options.skillsV10;
    v9.endTurns();
    expect(v9.state.pending).toEqual([]);
    // Card 1 (a Walker at Blue) to the first Spawn Zone, card 4 (a Fatty and its 2 Walkers) to the next.
    expect(v9.zombiesAt('s1')).toMatchObject({ walker: 1, fatty: 0 });
    expect(v9.zombiesAt('s3')).toMatchObject({ walker: 2, fatty: 1 });
    expect(skillPlayed(v9.state, 'distributor')).toBe(false);
  });

  it('Trick shot (line 2313): v10 offers and plays the twin weapon at another zone; a v9 game refuses it', () => {
    const setup = {
      survivors: [{ id: 'wanda', zone: 's2', skills: ['trickShot'], inventory: { hand1: 'pistol', hand2: 'pistol' } }],
      zombies: { s1: { walker: 1 }, s3: { walker: 1 } },
      dice: [4, 5],
    };
    const v10 = new ClassicTable(setup);
    const shot = {
      type: 'ranged' as const,
      s: 0,
      slot: 0,
      dual: true,
      zone: v10.zone('s1'),
      fanning: false,
      trickShot: v10.zone('s3'),
    };
    expect(v10.game.engine.legalActions(v10.state)).toContainEqual(shot);
    v10.act(shot);
    expect(v10.zombiesAt('s1').walker).toBe(0);
    expect(v10.zombiesAt('s3').walker).toBe(0);
    const v9 = new ClassicTable(setup);
    delete v9.state.options.skillsV10;
    expect(v9.game.engine.legalActions(v9.state)).not.toContainEqual(shot);
    expect(v9.refuse(shot)).toBe('trickShot.skill');
    expect(v9.zombiesAt('s3').walker).toBe(1);
  });

  it('Gozer and Stay Puft (lines 1599-1611) and Can start at are switched on from v10 only', () => {
    const config = { mission: 'M', survivors: [{ id: 'ned' }], gozer: true, canStartAt: true } as GameConfig;
    expect(CLASSIC.options(config, '10')).toMatchObject({ uniqueAbomination: 'gozer', canStartAt: true });
    const v9 = CLASSIC.options(config, '9');
    expect(v9.uniqueAbomination).toBeUndefined();
    expect(v9.canStartAt).toBeUndefined();
    expect(CLASSIC.options({ ...config, gozer: false, stayPuft: true } as GameConfig, '10').uniqueAbomination).toBe(
      'stayPuft',
    );
  });

  it('Tactician (line 2305): acts in any turn in v10; a v9 game holding it waits for its player as before', () => {
    const setup = { survivors: [{ id: 'wanda', zone: 's1', skills: ['tactician'] }] };
    const v10 = new ClassicTable(setup);
    expect(actsAnytime(v10.state, 0)).toBe(true);
    const v9 = new ClassicTable(setup);
    delete v9.state.options.skillsV10;
    expect(actsAnytime(v9.state, 0)).toBe(false);
  });
});
