/**
 * Barricade spots [TCM] and the Hole Zone [AN] in a Classic mission file (seed 001 lines 722, 963, 1014): C11's
 * spots validate; a spot on a wall, one spot too many on a border, or a Spawn Zone in a Hole Zone is reported with
 * the file, the entry and the field, like every mission problem.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMissions } from '../../src/missions.ts';
import { classicTiles } from './library.ts';

const library = classicTiles();
const file = 'missions/classic/C11.yaml';
const c11 = readFileSync(new URL('../../missions/classic/C11.yaml', import.meta.url), 'utf8');
const SPOTS = 'barricades: ["5C:s1|5C:s3", "5C:s1|5C:s3", "5C:s4|5C:s6", "5C:b2|5C:s1"]';
const problems = (text: string) =>
  parseMissions({ [file]: text }, library)
    .problems.filter((p) => !/expected exactly 1 starting spawn zone|zones? cannot be reached from/.test(p.message))
    .map((p) => p.text);

describe('barricade spots and Hole Zones in a Classic mission (seed 001 lines 722, 963, 1014)', () => {
  it('C11: two spots on the standard street, one on the half street, one on a door; the hole of its tile 5C', () => {
    expect(c11).toContain(SPOTS);
    expect(problems(c11)).toEqual([]);
  });

  it('names the entry and the field of a spot between zones that share only walls', () => {
    expect(problems(c11.replace(SPOTS, 'barricades: ["5C:c2|5C:s3"]'))).toEqual([
      expect.stringMatching(/entry "C11": field barricades\.0: "5C:c2" and "5C:s3" share no border for a barricade/),
    ]);
  });

  it('refuses a third spot on a standard street and a second on a half street (line 1014)', () => {
    const more = 'barricades: ["5C:s1|5C:s3", "5C:s3|5C:s1", "5C:s1|5C:s3", "5C:s4|5C:s6", "5C:s6|5C:s4"]';
    expect(problems(c11.replace(SPOTS, more))).toEqual([
      expect.stringMatching(/field barricades\.2: the border of "5C:s1" and "5C:s3" takes 2 barricades/),
      expect.stringMatching(/field barricades\.4: the border of "5C:s6" and "5C:s4" takes 1 barricade:/),
    ]);
  });

  it('refuses a Spawn Zone in a Hole Zone (line 963)', () => {
    const spawns = '  - { zone: "5C:s1", kind: spawn, locators: [1, 2, 3] }';
    expect(problems(c11.replace(spawns, '  - { zone: "5C:c2", kind: spawn, locators: [1, 2, 3] }'))).toContainEqual(
      expect.stringMatching(/field spawns\.0\.zone: "5C:c2" is a Hole Zone: nothing spawns there/),
    );
  });

  it('refuses a plank whose ends border no same Hole Zone (lines 1828-1830)', () => {
    const planks = `${SPOTS}\nplanks: ["5C:c1|5C:s5", "5C:s1|5C:s3"]`;
    expect(problems(c11.replace(SPOTS, planks))).toEqual([
      expect.stringMatching(/field planks\.1: a plank between "5C:s1" and "5C:s3" crosses no Hole Zone/),
    ]);
  });
});
