/**
 * The server's view patches (protocol 3): whatever two JSON documents, the patch applied to the first (by
 * the client's fast-json-patch) gives the second; equal documents give an empty patch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchDocument } from '../client/client.ts';
import { viewDiff } from './view-diff.ts';

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, -2.5, '', 'a', 'a/b~c'),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x/y', 'm~n', '0', 'seat'), tie('value'), { maxKeys: 5 }),
  ),
})).value;
const doc = fc.dictionary(fc.constantFrom('view', 'legal', 'seat', 'a~/'), json, { maxKeys: 4 });

describe('viewDiff', () => {
  it('turns any view document into any other, through the client', () => {
    fc.assert(
      fc.property(doc, doc, (a, b) => {
        const before = JSON.parse(JSON.stringify(a));
        const patch = viewDiff(a, b);
        expect(JSON.parse(JSON.stringify(a))).toEqual(before); // the documents are not touched
        expect(patchDocument(a, JSON.parse(JSON.stringify(patch)))).toEqual(b);
      }),
      { numRuns: 2000 },
    );
  });

  // Seats' views may share the state's objects; one broadcast's diffs share a memo of the pairs met near the root.
  it('with a memo shared by several seats sharing objects, gives each seat the patch it would get alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(json, json), { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(0, 1, 2, 3), { minLength: 2, maxLength: 5 }),
        (fields, picks) => {
          // Each seat's documents are fresh objects holding the same field objects, as readonlyView makes them.
          const shared = fields.map(([a, b]) => ({ a, b }));
          const docsOf = (side: 'a' | 'b', seat: number) => ({
            // The same pair of objects may sit at two places: the memo must tell them apart.
            view: Object.fromEntries(picks.map((p, i) => [`f${i}`, shared[(p + seat) % shared.length][side]])),
            seat: side === 'b' && picks[seat] === 0 ? seat : 0,
          });
          const memo = new Map();
          picks.forEach((_, seat) => {
            const before = docsOf('a', seat);
            const after = docsOf('b', seat);
            expect(viewDiff(before, after, memo)).toEqual(viewDiff(before, after));
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('sends nothing for equal documents and only what changed otherwise', () => {
    const view = { round: 3, zones: [{ z: [1, 0] }, { z: [0, 0] }], hand: ['pistol'] };
    expect(viewDiff(view, structuredClone(view))).toEqual([]);
    const next = { round: 3, zones: [{ z: [1, 0] }, { z: [0, 1] }], hand: ['pistol', 'axe'] };
    expect(viewDiff(view, next)).toEqual([
      { op: 'replace', path: '/zones/1/z/1', value: 1 },
      { op: 'add', path: '/hand/1', value: 'axe' },
    ]);
    // A key set to undefined is gone, as JSON.stringify would have it.
    expect(viewDiff({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual([{ op: 'remove', path: '/b' }]);
  });
});
