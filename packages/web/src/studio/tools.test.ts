/** What a click of each studio tool does to a mission (tools.ts): put a piece in a zone, a second click takes it. */
import { describe, expect, it } from 'vitest';
import { applyCommand } from './model/commands.ts';
import { emptyMission, type MissionDoc } from './model/mission.ts';
import { doorCommand, TOOLS, zoneCommand, type Tool } from './tools.ts';

const click = (doc: MissionDoc, tool: Tool, zone: string): MissionDoc => {
  const c = zoneCommand(tool, doc, zone);
  return c ? applyCommand(doc, c) : doc;
};

describe('studio tools', () => {
  it('a spawn zone with its kind, colour and Classic spawn numbers; the same click again takes it away', () => {
    const tool: Tool = { kind: 'spawn', spawn: 'spawn', color: 'blue', locators: [1, 2] };
    const once = click(emptyMission('classic'), tool, '1B:s1');
    expect(once.spawns).toEqual([{ zone: '1B:s1', kind: 'spawn', color: 'blue', locators: [1, 2] }]);
    expect(click(once, tool, '1B:s1').spawns).toEqual([]);
    // Another kind on the same zone replaces it.
    expect(click(once, { ...tool, color: null, locators: [] }, '1B:s1').spawns).toEqual([
      { zone: '1B:s1', kind: 'spawn' },
    ]);
  });

  it('an Objective face down, taken back by a second click; zombies add one a click, a fifth empties the zone', () => {
    const obj = click(emptyMission('uoa'), { kind: 'objective', color: 'green', hidden: true }, '2R:h1');
    expect(obj.objectives).toEqual([{ zone: '2R:h1', color: 'green', hidden: true }]);
    expect(click(obj, { kind: 'objective', color: 'green', hidden: true }, '2R:h1').objectives).toEqual([]);
    let doc = emptyMission('uoa');
    for (let i = 0; i < 4; i++) doc = click(doc, TOOLS.zombies, '2R:s1');
    expect(doc.zombies).toEqual([{ zone: '2R:s1', walker: 4 }]);
    expect(click(doc, TOOLS.zombies, '2R:s1').zombies).toEqual([]);
  });

  it('the start moves where clicked; an exit toggles', () => {
    let doc = click(emptyMission('uoa'), TOOLS.start, '2R:s4');
    expect(doc.start).toBe('2R:s4');
    doc = click(click(doc, TOOLS.exit, '2R:s1'), TOOLS.exit, '2R:s2');
    expect(doc.exits).toEqual(['2R:s1', '2R:s2']);
    expect(click(doc, TOOLS.exit, '2R:s1').exits).toEqual(['2R:s2']);
  });

  it('a door set locked and coloured, or open; the same state again leaves it closed (out of the list)', () => {
    const locked: Tool = { kind: 'door', state: 'locked', color: 'red' };
    const c = doorCommand(locked, emptyMission('classic'), '1B:c1|1B:c2');
    const doc = c ? applyCommand(emptyMission('classic'), c) : emptyMission('classic');
    expect(doc.doors).toEqual([{ door: '1B:c1|1B:c2', locked: true, color: 'red' }]);
    const again = doorCommand(locked, doc, '1B:c1|1B:c2');
    expect(again && applyCommand(doc, again).doors).toBeUndefined();
    const open = doorCommand({ kind: 'door', state: 'open', color: null }, doc, '1B:c1|1B:c2');
    expect(open && applyCommand(doc, open).doors).toEqual([{ door: '1B:c1|1B:c2', open: true }]);
  });

  it('special pieces of each game: the Wagon in one zone, a Companion, a car, covered zones; a second click takes them', () => {
    const special = (what: Extract<Tool, { kind: 'special' }>['what']): Tool => ({ ...TOOLS.special, what }) as Tool;
    let doc = click(emptyMission('uoa'), special('wagon'), '2R:s1');
    expect(doc.wagon).toEqual({ zone: '2R:s1' });
    doc = click(doc, special('wagon'), '2R:s2');
    expect(doc.wagon).toEqual({ zone: '2R:s2' });
    doc = click(doc, { kind: 'special', what: 'companion', car: 'police', companion: 'faithful' }, '2R:h1');
    expect(doc.companions).toEqual([{ class: 'faithful', count: 1, zones: ['2R:h1'], mode: 'lone' }]);
    expect(
      'companions' in click(doc, { kind: 'special', what: 'companion', car: 'police', companion: 'faithful' }, '2R:h1'),
    ).toBe(false);
    let classic = click(
      emptyMission('classic'),
      { kind: 'special', what: 'car', car: 'taxi', companion: 'brawler' },
      '1B:s1',
    );
    expect(classic.cars).toEqual([{ zone: '1B:s1', kind: 'taxi' }]);
    classic = click(click(classic, special('covered'), '1B:s2'), special('covered'), '1B:s3');
    expect(classic.covered).toEqual(['1B:s2', '1B:s3']);
    expect(click(click(classic, special('covered'), '1B:s2'), special('covered'), '1B:s3').covered).toBeUndefined();
  });
});
