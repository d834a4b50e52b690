/**
 * Switches [PO] in a Classic mission file (seed 001 lines 748-758): C9's door Switch with its linked Objective
 * validates; a bad Switch (unknown door, both a gate and doors, a linked Objective missing) is reported with the
 * file, the entry and the field, like every mission problem.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMissions } from '../../src/missions.ts';
import { classicTiles } from './library.ts';

const library = classicTiles();
const file = 'missions/classic/C9.yaml';
const c9 = readFileSync(new URL('../../missions/classic/C9.yaml', import.meta.url), 'utf8');
const SWITCH = '{ zone: "10P:k2", doors: ["10P:c3|10P:k2", "10P:c4|10P:k2"], objective: blue }';
const problems = (text: string) =>
  parseMissions({ [file]: text }, library)
    .problems.filter((p) => !/expected exactly 1 starting spawn zone|zones? cannot be reached from/.test(p.message))
    .map((p) => p.text);
const withSwitch = (sw: string) => problems(c9.replace(SWITCH, sw));

describe('Switches of doors in a Classic mission (seed 001 lines 756-758)', () => {
  it('C9: a Switch in the south corridor opens the two south cells and is linked to the blue Objective there', () => {
    expect(c9).toContain(SWITCH);
    expect(problems(c9)).toEqual([]);
  });

  it('names the file, the entry and the field of a door not on the map', () => {
    const line = c9.split('\n').findIndex((l) => l.includes(SWITCH)) + 1;
    expect(withSwitch('{ zone: "10P:k2", doors: ["10P:c3|10P:s4"], objective: blue }')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^missions/classic/C9\\.yaml:${line}: entry "C9": field switches\\.1\\.doors\\.0: no door "10P:c3\\|10P:s4" on the map`,
        ),
      ),
    ]);
    expect(withSwitch('{ zone: "10P:k2", doors: ["10P:c3-10P:k2"] }')[0]).toMatch(
      /entry "C9": field switches\.1\.doors\.0: .*door label/,
    );
  });

  it('refuses a Switch with both a gate and doors, or with neither', () => {
    expect(withSwitch('{ zone: "10P:k2", gate: "10P:g2", doors: ["10P:c3|10P:k2"] }')).toContainEqual(
      expect.stringMatching(/entry "C9": field switches\.1: a Switch turns a gate or opens doors, not both/),
    );
    expect(withSwitch('{ zone: "10P:k2" }')).toContainEqual(
      expect.stringMatching(/entry "C9": field switches\.1: a Switch needs a `gate` to turn or `doors`/),
    );
  });

  it('refuses a linked Objective that is not in the Switch zone, a door answering two Switches or a gate side', () => {
    expect(withSwitch('{ zone: "10P:k2", doors: ["10P:c3|10P:k2"], objective: green }')).toContainEqual(
      expect.stringMatching(/field switches\.1\.objective: no face-up green Objective in the Switch's zone "10P:k2"/),
    );
    expect(withSwitch(`${SWITCH}\n  - { zone: "10P:k2", doors: ["10P:c4|10P:k2"] }`)).toContainEqual(
      expect.stringMatching(/field switches\.2\.doors\.0: the door "10P:c4\|10P:k2" already answers a Switch/),
    );
    expect(withSwitch('{ zone: "10P:k2", doors: ["10P:g2|10P:k1"] }')).toContainEqual(
      expect.stringMatching(/field switches\.1\.doors\.0: "10P:g2\|10P:k1" is no door a Switch opens/),
    );
  });
});
