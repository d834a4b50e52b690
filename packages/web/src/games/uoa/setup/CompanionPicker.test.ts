/**
 * The new-game form's Companions (issue 13, item 1; EN 282 "a posse of 3 or 4 Survivors may complete its
 * ranks with Companions"): room only for a posse of 3 or 4, up to 6 figures, Leaders given by index.
 */
import { describe, expect, it } from 'vitest';
import { companionRoom, companionsConfig } from './CompanionPicker.tsx';

const posse = (...ids: string[]) => ids.map((id) => ({ id, player: 0 }));

describe('Companions completing a posse', () => {
  it('a posse of 3 takes up to 3, of 4 up to 2, others none', () => {
    expect([1, 2, 3, 4, 5, 6].map(companionRoom)).toEqual([0, 0, 3, 2, 0, 0]);
  });

  it('gives each Companion its Leader as an index into the posse, or none to choose at the table', () => {
    expect(companionsConfig(posse('meg', 'carl', 'henry'), [{ id: 'jeb', leader: 'henry' }, { id: 'hanna' }])).toEqual([
      { id: 'jeb', leader: 2 },
      { id: 'hanna' },
    ]);
  });

  it('drops a Companion who joined the posse, those beyond the room, and a Leader who left it', () => {
    const chosen = [{ id: 'jeb', leader: 'molly' }, { id: 'carl' }, { id: 'hanna' }, { id: 'trixie' }];
    expect(companionsConfig(posse('meg', 'carl', 'henry', 'lee'), chosen)).toEqual([{ id: 'jeb' }, { id: 'hanna' }]);
    expect(companionsConfig(posse('meg', 'carl'), chosen)).toEqual([]);
  });
});
