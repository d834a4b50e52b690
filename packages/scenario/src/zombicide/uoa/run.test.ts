import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../core/errors.ts';
import { readScenarioYaml } from '../../core/yaml.ts';
import { runScenarioText } from '../../index.ts';
import { parseUoaScenario } from './parse.ts';

const parseScenario = (text: string, file: string) => parseUoaScenario(readScenarioYaml(text, file));

const MAP = `map: |
  tile R
  grid
  +--+--+--+
  |s1 s2 s3|
  +--+--+--+
  zones
  s1 street
  s2 street
  s3 street
`;

const base = (rest: string) => `name: test\nrule: "EN 800"\n${MAP}${rest}`;

describe('parsing errors', () => {
  it('names the file, the line and the unknown key', () => {
    const text = base('survivors:\n  meg: { zone: s1, wonds: 1 }\n');
    expect(() => parseScenario(text, 'x.yaml')).toThrowError(
      /^x\.yaml:14: survivors\.meg\.wonds: unknown key "wonds"$/,
    );
  });

  it('reports a wrong value type with its key path', () => {
    const r = runScenarioText(base('survivors:\n  meg: { zone: s1 }\ndice: [7]\n'), 'd.yaml');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/^d\.yaml:15: dice\[0\]: /);
  });

  it('reports YAML syntax errors with a line', () => {
    const r = runScenarioText('name: a\nrule: [unclosed\n', 'y.yaml');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/^y\.yaml:\d+: YAML: /);
  });

  it('reports an unknown zone label found while building the position', () => {
    const r = runScenarioText(base('survivors:\n  meg: { zone: s9 }\n'), 'z.yaml');
    expect(r.status).toBe('malformed');
    expect(r.error).toMatch(/^z\.yaml:14: survivors\.meg\.zone: unknown or ambiguous zone "s9"/);
  });

  it('reports a step with no action or two actions', () => {
    const none = runScenarioText(base('survivors:\n  meg: { zone: s1 }\nsteps:\n  - note: nothing\n'), 's.yaml');
    expect(none.error).toMatch(/steps\[0\]: a step needs exactly one action/);
    const two = runScenarioText(
      base('survivors:\n  meg: { zone: s1 }\nsteps:\n  - { endTurn: meg, search: meg }\n'),
      's.yaml',
    );
    expect(two.error).toMatch(/found search and endTurn|found endTurn and search/);
  });

  it('takes an explicit game: uoa, and reports a file of another game', () => {
    const text = base('survivors:\n  meg: { zone: s1 }\n');
    expect(runScenarioText(`game: uoa\n${text}`, 'g.yaml').status).toBe('passed');
    expect(runScenarioText(`game: 7\n${text}`, 'g.yaml').error).toMatch(
      /^g\.yaml:1: game: unknown game 7 \(scenario dialects: uoa, classic, seconds, zombies\)$/,
    );
    expect(() => runScenarioText(text, 'g.yaml', 'chess')).toThrow(/no scenario dialect for game "chess"/);
    // A run for Seconds to Live reports an Undead or Alive file (no game key) without running it.
    expect(runScenarioText(text, 'g.yaml', 'seconds').error).toMatch(/a "uoa" scenario, and this run is for "seconds"/);
  });

  it('is one line', () => {
    try {
      parseScenario(base('survivors: {}\n'), 'e.yaml');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      expect((e as Error).message.split('\n')).toHaveLength(1);
    }
  });
});

describe('running', () => {
  const fight = (expectWalkers: number) =>
    base(`survivors:
  meg: { zone: s1, inventory: { hand1: coltSaa } }
  carl: { zone: s3 }
zombies:
  s2: { walker: 2 }
dice: [6]
steps:
  - ranged: { survivor: meg, weapon: hand1, at: s2 }
    expect:
      events:
        - { type: zombieKilled, zombie: walker, survivor: meg }
expect:
  zones:
    s2: { walker: ${expectWalkers} }
`);

  it('passes a correct scenario', () => {
    const r = runScenarioText(fight(1), 'ok.yaml');
    expect(r.failures).toEqual([]);
    expect(r.status).toBe('passed');
  });

  it('fails a wrong expectation, with expected and actual', () => {
    const r = runScenarioText(fight(0), 'bad.yaml');
    expect(r.status).toBe('failed');
    expect(r.failures).toEqual([{ where: 'at the end: zones.s2.walker', expected: '0', actual: '1' }]);
  });

  it('fails when forced dice are left unused', () => {
    const r = runScenarioText(fight(1).replace('dice: [6]', 'dice: [6, 6]'), 'dice.yaml');
    expect(r.status).toBe('failed');
    expect(r.failures[0].actual).toBe('unused: [6]');
  });

  it('checks that an illegal action is refused with its reason and changes nothing', () => {
    const text = base(`survivors:
  meg: { zone: s1 }
zombies:
  s1: { walker: 2 }
steps:
  - search: meg
    illegal: search.notBuilding
`);
    expect(runScenarioText(text, 'i.yaml').status).toBe('passed');
    // Matched by code, never by a piece of the message.
    const wrongReason = runScenarioText(text.replace('search.notBuilding', 'only building zones'), 'i.yaml');
    expect(wrongReason.status).toBe('failed');
    expect(wrongReason.failures[0].actual).toBe('refused: search.notBuilding');
  });

  it("plays a step as its survivor's seat; `seat` sends it from another, refused by the game's seat check", () => {
    const text = base(`players: 2
survivors:
  meg: { zone: s1, player: 0 }
steps:
  - move: { survivor: meg, to: s2 }
    seat: 1
    illegal: seat.notYours
  - move: { survivor: meg, to: s2 }
    expect:
      survivors:
        meg: { zone: s2 }
`);
    expect(runScenarioText(text, 's.yaml').failures).toEqual([]);
    // Sent by its own seat, the Move is legal: the refusal expected is a surprise, and the run stops there.
    const r = runScenarioText(text.replace('seat: 1', 'seat: 0'), 's.yaml');
    expect(r.failures).toEqual([
      {
        where: 'step 1 (move {"survivor":"meg","to":"s2"})',
        expected: 'refused: seat.notYours',
        actual: 'accepted',
      },
    ]);
  });

  it('fails when an action expected to be illegal is accepted', () => {
    const text = base(`survivors:
  meg: { zone: s1 }
steps:
  - move: { survivor: meg, to: s2 }
    illegal: move.notAdjacent
`);
    const r = runScenarioText(text, 'a.yaml');
    expect(r.status).toBe('failed');
    expect(r.failures[0]).toMatchObject({ expected: 'refused: move.notAdjacent', actual: 'accepted' });
  });

  it('fails when a step expected to be legal is refused, and stops there', () => {
    const text = base(`survivors:
  meg: { zone: s1 }
zombies:
  s1: { walker: 3 }
steps:
  - move: { survivor: meg, to: s2 }
  - move: { survivor: meg, to: s3 }
`);
    const r = runScenarioText(text, 'r.yaml');
    expect(r.status).toBe('failed');
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0].where).toMatch(/^step 1 /);
    expect(r.failures[0].actual).toBe('refused: noActions {count: 4, left: 3}');
  });

  it("checks pending decisions in the file's words", () => {
    const text = base(`survivors:
  carl: { zone: s1 }
  henry: { zone: s1 }
zombies:
  s1: { walker: 1 }
steps:
  - endTurn: [carl, henry]
    expect:
      pending: { kind: assignWound, options: [henry, carl] }
`);
    expect(runScenarioText(text, 'p.yaml').failures).toEqual([]);
  });
});

describe('vocabulary for companions and machines', () => {
  it('places a lone Companion under its chosen id, and a linked one with its Leader', () => {
    const r = runScenarioText(
      base(`survivors:
  henry: { zone: s1 }
  carl: { zone: s3 }
companions:
  meg: { zone: s1 }
  jeb: { mode: linked, leader: carl }
steps:
  - rally: { survivor: henry, companion: meg }
    expect:
      events: [{ type: companionLed, companion: meg, leader: henry }]
expect:
  survivors:
    meg: { leader: henry }
    jeb: { leader: carl, zone: s3 }
`),
      'c.yaml',
    );
    expect(r.failures).toEqual([]);
    expect(r.status).toBe('passed');
  });

  it('refuses a lone Companion without a zone, and a Companion who is also a player survivor', () => {
    expect(
      runScenarioText(base('survivors:\n  henry: { zone: s1 }\ncompanions:\n  meg: {}\n'), 'c.yaml').error,
    ).toMatch(/companions\.meg\.zone: a lone Companion needs a zone/);
    expect(
      runScenarioText(base('survivors:\n  meg: { zone: s1 }\ncompanions:\n  meg: { zone: s1 }\n'), 'c.yaml').error,
    ).toMatch(/companions\.meg: meg is a player survivor/);
  });

  it('places the Wagon with its riders and reports them in expectations', () => {
    const r = runScenarioText(
      base(`wagon: { zone: s1, riders: [meg] }
survivors:
  carl: { zone: s1 }
  meg: { zone: s1, player: 1 }
steps:
  - moveWagon: { survivor: carl, to: s2 }
expect:
  wagon: { zone: s2, riders: [meg] }
  zones: { s2: { survivors: [carl, meg] } }
`),
      'w.yaml',
    );
    expect(r.failures).toEqual([]);
  });
});

describe('mission scenarios', () => {
  const mission = (rest: string) => `name: m\nrule: "FR 2713"\nmission: M0\n${rest}`;

  it('sets up a shipped mission: survivors at its start, its zombies and exit', () => {
    const r = runScenarioText(
      mission(
        'survivors:\n  meg: {}\nexpect:\n  zones:\n    "2R:s4": { survivors: [meg] }\n    "3R:s2": { fatty: 1 }\n  exits: ["2R:s1"]\n',
      ),
      'm.yaml',
    );
    expect(r.failures).toEqual([]);
    expect(r.status).toBe('passed');
  });

  it('refuses map keys the mission gives', () => {
    const r = runScenarioText(mission('exits: ["2R:s1"]\nsurvivors:\n  meg: {}\n'), 'm.yaml');
    expect(r.error).toMatch(/exits: "exits" comes from mission M0/);
  });

  it('setupRefused passes only when the setup is refused for that reason', () => {
    const m6 = (who: string) =>
      `name: m\nrule: "FR 3022"\nmission: M6\nsetupRefused: { code: setup.forbiddenClass, className: gunslinger }\nsurvivors:\n  ${who}: {}\n`;
    expect(runScenarioText(m6('meg'), 'r.yaml').status).toBe('passed');
    const accepted = runScenarioText(m6('carl'), 'r.yaml');
    expect(accepted.status).toBe('failed');
    expect(accepted.failures[0].actual).toMatch(/accepted/);
    // Refused, but not for the class the file names (Meg is a Gunslinger, not a Faithful).
    const other = runScenarioText(m6('meg').replace('className: gunslinger', 'className: faithful'), 'r.yaml');
    expect(other.status).toBe('failed');
    expect(other.failures[0]).toMatchObject({
      expected: 'refused: setup.forbiddenClass {className: faithful}',
      actual: expect.stringMatching(/setup\.forbiddenClass \{.*className: gunslinger/),
    });
  });

  it('names an unknown mission', () => {
    const r = runScenarioText('name: m\nrule: r\nmission: M42\nsurvivors:\n  meg: {}\n', 'u.yaml');
    expect(r.error).toMatch(/unknown mission "M42"/);
  });

  it('a train under way: zones follow the changed map, and a train expectation reports the tiles', () => {
    const m1 = (tiles: string) =>
      `name: t\nrule: "EN 1467"\nmission: M1\ntrain: { tiles: [12R, 10R] }\nsurvivors:\n  hanna: { zone: "10R:ca" }\nexpect:\n  train: { tiles: ${tiles}, running: true }\n  survivors:\n    hanna: { zone: "10R:ca", leftOnTrain: false }\n`;
    expect(runScenarioText(m1('[12R, 10R]'), 't.yaml').status).toBe('passed');
    const wrong = runScenarioText(m1('[10R, 12V]'), 't.yaml');
    expect(wrong.failures.map((f) => f.where)).toEqual(['at the end: train.tiles']);
    expect(runScenarioText(base('train: { tiles: [10R] }\nsurvivors:\n  meg: { zone: s1 }\n'), 'n.yaml').error).toMatch(
      /"train" needs a "mission"/,
    );
  });
});
