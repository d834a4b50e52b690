/**
 * The tools that join places (links.ts, tools.ts), each checked against a shipped mission: its piece taken away, then
 * drawn again by clicks, gives the file's own value back, and the live checks find nothing to say (C9's Switches, seed
 * 001 lines 748-758; C10's stair token, seed 001 line 1809; C11's barricade spots, line 1014; M1's train). A wrong click is a problem on the map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carOf, trainCarCommand, trainCommand } from './links.ts';
import { checkMission } from './model/check.ts';
import { applyCommand, type Command } from './model/commands.ts';
import { tileIds } from './model/library.ts';
import type { MissionDoc } from './model/mission.ts';
import { missionFromYaml, missionToYaml } from './model/yaml.ts';
import { doorCommand, TOOLS, zoneClick, type Tool } from './tools.ts';

const missionsDir = join(import.meta.dirname, '../../../content/missions');
function shipped(path: string): MissionDoc {
  const r = missionFromYaml(readFileSync(join(missionsDir, path), 'utf8'));
  if ('error' in r) throw new Error(r.error);
  return r.doc;
}
const without = (doc: MissionDoc, key: keyof MissionDoc): MissionDoc => {
  const next = { ...doc };
  delete next[key];
  return next;
};
const apply = (doc: MissionDoc, c: Command | null): MissionDoc => (c ? applyCommand(doc, c) : doc);

/** Clicks zones with a tool, as the map does: each click's command applied, the tool kept as it becomes. */
function clicks(doc: MissionDoc, start: Tool, zones: string[]): { doc: MissionDoc; tool: Tool } {
  let tool = start;
  for (const zone of zones) {
    const click = zoneClick(tool, doc, zone);
    doc = apply(doc, click.command);
    tool = click.tool ?? tool;
  }
  return { doc, tool };
}

describe('Switches (Classic, [PO])', () => {
  it("C9's two Switches drawn by clicks: one turning the gate of 10P:g2, one opening two doors beside a blue Objective", () => {
    const c9 = shipped('classic/C9.yaml');
    let { doc } = clicks(without(c9, 'switches'), TOOLS.switch, ['10P:k1']);
    doc = clicks(doc, { kind: 'switch', objective: 'blue', linking: null }, ['10P:k2']).doc;
    doc = clicks(doc, { kind: 'switch', objective: null, linking: '10P:k1' }, ['10P:g2']).doc;
    const linking: Tool = { kind: 'switch', objective: null, linking: '10P:k2' };
    for (const door of ['10P:c3|10P:k2', '10P:c4|10P:k2']) doc = apply(doc, doorCommand(linking, doc, door));
    expect(doc.switches).toEqual(c9.switches);
    // Saved, each Switch is the file's own line, keys in the schema's order.
    expect(missionToYaml(doc)).toContain(
      '  - { zone: "10P:k2", doors: ["10P:c3|10P:k2", "10P:c4|10P:k2"], objective: blue }',
    );
    expect(checkMission('classic', doc)).toEqual([]);
    // A door clicked again is unlinked; a Switch that turns and opens nothing is a problem.
    const unlinked = apply(doc, doorCommand(linking, doc, '10P:c3|10P:k2'));
    expect(unlinked.switches?.[1].doors).toEqual(['10P:c4|10P:k2']);
    const bare = clicks(doc, { kind: 'switch', objective: null, linking: '10P:k1' }, ['10P:g2']).doc;
    expect(bare.switches?.[0]).toEqual({ zone: '10P:k1' });
    expect(checkMission('classic', bare).map((p) => p.code)).toContain('switchNothing');
    // The same zone clicked again (no Switch chosen) takes the Switch away.
    expect(clicks(doc, TOOLS.switch, ['10P:k1']).doc.switches?.map((s) => s.zone)).toEqual(['10P:k2']);
  });
});

describe('stair tokens (Classic, [RM])', () => {
  it("C10's stair token: two zones clicked across the fence, in either order; the same two again take it away", () => {
    const c10 = shipped('classic/C10.yaml');
    const first = clicks(without(c10, 'stairs'), TOOLS.stairs, ['8C:s5']);
    expect(first.tool).toEqual({ kind: 'stairs', from: '8C:s5' });
    expect(first.doc.stairs).toBeUndefined();
    const { doc, tool } = clicks(first.doc, first.tool, ['8C:hp']);
    expect(tool).toEqual(TOOLS.stairs);
    expect(doc.stairs).toEqual(c10.stairs);
    expect(checkMission('classic', doc)).toEqual([]);
    expect(clicks(doc, TOOLS.stairs, ['8C:hp', '8C:s5']).doc.stairs).toBeUndefined();
    // Two zones with no fence between them: the checks say so, at the token.
    const wrong = clicks(without(c10, 'stairs'), TOOLS.stairs, ['8C:s5', '8C:s1']).doc;
    expect(checkMission('classic', wrong).map((p) => p.code)).toContain('stairNoFence');
  });
});

describe('barricade spots (Classic, [TCM])', () => {
  it("C11's four spots: clicked border by border, the north arm's twice (seed 001 line 1014); a third click empties it", () => {
    const c11 = shipped('classic/C11.yaml');
    let { doc } = clicks(without(c11, 'barricades'), TOOLS.barricade, ['5C:s3', '5C:s1', '5C:s1', '5C:s3']);
    ({ doc } = clicks(doc, TOOLS.barricade, ['5C:s6', '5C:s4', '5C:s1', '5C:b2']));
    expect(doc.barricades).toEqual(c11.barricades);
    expect(checkMission('classic', doc)).toEqual([]);
    expect(clicks(doc, TOOLS.barricade, ['5C:s1', '5C:s3']).doc.barricades).toEqual(['5C:s4|5C:s6', '5C:b2|5C:s1']);
    // A second spot on a half street: the checks say the border takes one.
    const twice = clicks(doc, TOOLS.barricade, ['5C:s4', '5C:s6']).doc;
    expect(checkMission('classic', twice).map((p) => p.code)).toContain('barricadeTooMany');
  });
});

describe("the train (Undead or Alive's)", () => {
  it("M1's train: its track clicked tile by tile, mobile, heading east, brought by the blue Objective, 12V a car 12R", () => {
    const m1 = shipped('M1.yaml');
    let { doc } = clicks(without(m1, 'train'), TOOLS.train, ['10V:r1', '12V:r1']);
    expect(doc.train).toEqual({ mobile: false, track: ['10V', '12V'], heading: 'east' });
    // A mobile train needs what brings it: a problem until the trigger is chosen.
    doc = apply(doc, trainCommand(doc, { mobile: true }));
    expect(checkMission('uoa', doc).map((p) => p.code)).toContain('trainNoTrigger');
    doc = apply(doc, trainCommand(doc, { trigger: 'blueObjectiveLeaves' }));
    const car = carOf('12V', tileIds('uoa'));
    expect([car, carOf('10V', tileIds('uoa'))]).toEqual(['12R', '10R']);
    doc = apply(doc, trainCarCommand(doc, car ?? ''));
    expect(doc.train).toEqual(m1.train);
    expect(Object.keys(doc.train ?? {})).toEqual(['mobile', 'track', 'heading', 'trigger', 'cars']);
    expect(checkMission('uoa', doc)).toEqual([]);
    // A tile clicked again leaves the track (and its car the cars); the last one takes the train away.
    const shorter = clicks(doc, TOOLS.train, ['12V:r1']).doc;
    expect(shorter.train?.track).toEqual(['10V']);
    expect(shorter.train?.cars).toBeUndefined();
    expect(clicks(shorter, TOOLS.train, ['10V:r1']).doc.train).toBeUndefined();
    // A tile that is not a train's: a problem.
    const street = clicks(doc, TOOLS.train, [m1.start]).doc;
    expect(checkMission('uoa', street).map((p) => p.code)).toContain('notTrainTile');
  });
});
