/**
 * Where a mission problem is on the map (`ContentProblem.at`): the web's mission studio draws each problem at its
 * zone, tile or door from these places, never from the message's words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tileLibrary } from '@horde/zombicide/board/index';
import { tileSources } from '../tiles/index.ts';
import { defaultMissionsDir } from './missions.ts';
import { parseMissions } from './missions-check.ts';

const M0_TEXT = readFileSync(join(defaultMissionsDir, 'M0.yaml'), 'utf8');
const problemsOf = (text: string, library = undefined as ReturnType<typeof tileLibrary> | undefined) =>
  parseMissions({ 'missions/M0.yaml': text }, library).problems;

describe('mission problems name their places on the map', () => {
  it('a spawn zone on a building zone is at that zone (spawn tokens go on streets, digest 1)', () => {
    const [p, ...rest] = problemsOf(
      M0_TEXT.replace('{ zone: "3R:s4", kind: starting }', '{ zone: "3R:a1", kind: starting }'),
    );
    expect(rest).toEqual([]);
    expect(p.field).toBe('spawns.0.zone');
    expect(p.at).toEqual([{ zone: '3R:a1' }]);
  });

  it('a problem of a list item field is at the item zone (a coloured spawn zone wakes with its Objective)', () => {
    const [p] = problemsOf(
      M0_TEXT.replace('{ zone: "3R:s4", kind: starting }', '{ zone: "3R:s4", kind: starting, color: blue }'),
    );
    expect(p.field).toBe('spawns.0.color');
    expect(p.at).toEqual([{ zone: '3R:s4' }]);
  });

  it('a tile that touches no other tile is at that placed tile', () => {
    const [p] = problemsOf(
      M0_TEXT.replace('{ tile: 3R, rotation: 0, col: 1, row: 0 }', '{ tile: 3R, rotation: 0, col: 2, row: 0 }'),
    );
    expect(p.message).toMatch(/touches no other tile/);
    expect(p.at).toEqual([{ tile: 1 }]);
  });

  it('zones nobody can reach from the start are each a place of the problem', () => {
    const closed = [
      'tile 99R',
      'grid',
      '+--+--+--+  +  +  +',
      '|r1 r1 r1|s1 s1 s1 ',
      '+  +  +  +  +  +  +',
      '|r1 r1 r1|s1 s1 s1 ',
      '+  +  +  +  +  +  +',
      '|r1 r1 r1|s1 s1 s1 ',
      '+--+--+--+  +  +  +',
      ' s1 s1 s1 s1 s1 s1 ',
      '+  +  +  +  +  +  +',
      ' s1 s1 s1 s1 s1 s1 ',
      '+  +  +  +  +  +  +',
      ' s1 s1 s1 s1 s1 s1 ',
      '+  +  +  +  +  +  +',
      '',
      'zones',
      'r1 building',
      's1 street',
      '',
    ].join('\n');
    const library = tileLibrary([...tileSources, { file: 'test/99R.ts', text: closed }]);
    const text = M0_TEXT.replace(
      '{ tile: 3R, rotation: 0, col: 1, row: 0 }',
      '{ tile: 3R, rotation: 0, col: 1, row: 0 }\n  - { tile: 99R, rotation: 0, col: 0, row: 1 }',
    );
    const [p] = problemsOf(text, library);
    expect(p.message).toMatch(/cannot be reached/);
    expect(p.at).toEqual([{ zone: '99R:r1' }]);
  });

  it('a goal naming an Objective colour not on the board has no place: it is about the mission', () => {
    const [p] = problemsOf(M0_TEXT.replace('kind: takeAllObjectives', 'kind: takeObjectives\n    colors: [green]'));
    expect(p.field).toBe('goals.0.colors.0');
    expect(p.at).toBeUndefined();
  });
});

describe('the mission checks run in a browser', () => {
  it('missions-check.ts and every module it imports, transitively in this package, import no node: module', () => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/^import [^;]*?from '([^']+)';/gms)) {
        if (spec.startsWith('node:')) offenders.push(`${file}: ${spec}`);
        else if (spec.startsWith('.')) visit(join(file, '..', spec));
      }
    };
    visit(join(import.meta.dirname, 'missions-check.ts'));
    expect(seen.size).toBeGreaterThan(3);
    expect(offenders).toEqual([]);
  });
});
