import { describe, expect, it } from 'vitest';
import { ClassicTable } from '../test-kit.ts';
import { skillPlayed } from './versions.ts';
import { classicPart } from '../state.ts';

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
    expect(v7.refuse({ type: 'lockDoor', s: 0, door })).toMatch(/Skill/);
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
    expect(v8.refuse(melee)).toMatch(/Barbarian/);
    // Ultrared's free choice of a v8 game never named it (experience.ts asks the ruleset's skillPlayed).
    expect(skillPlayed(v8.state, 'barbarian')).toBe(false);
    expect(skillPlayed(v8.state, 'lockItDown')).toBe(true);
  });
});
