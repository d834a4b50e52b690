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
