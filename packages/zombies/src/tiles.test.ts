/**
 * Map tiles (published base game; seed 004 line 6 "Draw and Place Map Tile", lines 66-76 Where in Hell Are
 * We?): roads join roads and never the back of a building; road tiles come in with a zombie per road exit;
 * named buildings with their printed contents; the Helipad last, or hidden in the bottom half of the deck.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq, types } from './test-kit.ts';
import { buildTileDeck, legalPlacements, placementIssue } from './tiles.ts';

describe('laying a tile (seed 004 line 6, published placement)', () => {
  it('starts the turn: draw up to 3 cards, then the drawn tile waits for its placer', () => {
    const state = position({ tileDeck: ['road-cross'], turn: { seat: 0, step: 'tile' } });
    expect(state.pending[0]).toEqual({ kind: 'tile', seat: 0, tile: 'road-cross' });
    expect(game.awaiting(state)).toEqual([0]);
  });

  it('refuses a spot where a road meets the back of a building, or no road joins', () => {
    const state = position({ tileDeck: ['hospital'], turn: { seat: 0, step: 'tile' } });
    // The Hospital's road stub points south at rotation 0: north of the Town Square it meets its road;
    // turned half round, the Town Square's road would run into the back of the Hospital.
    expect(placementIssue(game.ctx, state, 'hospital', 0, -1, 0)).toBeNull();
    expect(placementIssue(game.ctx, state, 'hospital', 0, -1, 2)).toBe('tiles.edgeMismatch');
    expect(placementIssue(game.ctx, state, 'hospital', 0, 1, 2)).toBeNull();
    expect(refused(state, 0, { type: 'placeTile', x: 0, y: -1, rotation: 2 })).toBe('tiles.edgeMismatch');
    expect(refused(state, 0, { type: 'placeTile', x: 5, y: 5, rotation: 0 })).toBe('tiles.notAdjacent');
    expect(legalPlacements(game.ctx, state, 'hospital')).toEqual([
      { x: 0, y: -1, rotation: 0 },
      { x: 1, y: 0, rotation: 1 },
      { x: 0, y: 1, rotation: 2 },
      { x: -1, y: 0, rotation: 3 },
    ]);
  });

  it('a road tile comes in with one zombie on each road exit (published)', () => {
    const state = position({ tileDeck: ['road-t'], turn: { seat: 0, step: 'tile' } });
    const ev = act(state, 0, { type: 'placeTile', x: 1, y: 0, rotation: 3 });
    const placed = ev.find((e) => e.type === 'zombiesPlaced');
    expect(placed).toMatchObject({ rule: 'roadZombies' });
    expect(placed && placed.type === 'zombiesPlaced' ? placed.squares.length : 0).toBe(3);
    expect(state.turn.step).toBe('roll');
  });

  it('a named building comes in with its printed zombies and tokens inside', () => {
    const state = position({ tileDeck: ['hospital'], turn: { seat: 0, step: 'tile' } });
    act(state, 0, { type: 'placeTile', x: 0, y: 1, rotation: 2 });
    const inside = state.geo.buildings.find((b) => b.named === 'hospital')!.squares;
    expect(inside.reduce((n, x) => n + state.zombies[x], 0)).toBe(6);
    expect(inside.reduce((n, x) => n + state.life[x], 0)).toBe(4);
    expect(state.zombies[sq(state, '1,3')]).toBe(0); // the road stub
  });

  it('sets aside a tile that fits nowhere and draws the next (DECISION tiles.unplaceable)', () => {
    // A map closed on every side but one exit: the Hospital cannot go anywhere that joins... make the only
    // open road face a dead end: lay dead ends on all four exits of the Town Square.
    const state = position({
      tiles: [
        { tile: 'hospital', x: 0, y: -1, rotation: 0 },
        { tile: 'police-station', x: 1, y: 0, rotation: 1 },
        { tile: 'hospital', x: 0, y: 1, rotation: 2 },
        { tile: 'police-station', x: -1, y: 0, rotation: 3 },
      ],
      tileDeck: ['road-cross', 'road-straight'],
      turn: { seat: 0, step: 'tile' },
    });
    expect(state.pending).toEqual([]);
    expect(state.turn.step).toBe('roll');
    expect(state.tileDeck.slice(0, 2)).toEqual(['road-straight', 'road-cross']);
  });
});

describe('the tile deck', () => {
  it('puts the Helipad last (published)', () => {
    const state = position({});
    expect(buildTileDeck(game.ctx, state)[0]).toBe('helipad');
  });

  it('Where in Hell Are We? hides it in the bottom half (seed 004 lines 70-72)', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const state = position({ seed, config: { whereInHellAreWe: true } });
      const deck = buildTileDeck(game.ctx, state);
      const at = deck.indexOf('helipad');
      expect(at).toBeLessThanOrEqual(Math.floor((deck.length - 1) / 2));
      seen.add(at);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('an odd count: the top pile takes the extra tile, the Helipad goes into the other (line 72; DECISION tiles.oddSplit)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const deck = buildTileDeck(game.ctx, position({ seed, config: { whereInHellAreWe: true } }));
      expect(deck.length % 2).toBe(0); // 27 others (odd) and the Helipad
      // Drawn from the end: the top pile is the last 14 tiles, of the 27 others; the Helipad is among the first 14.
      expect(deck.slice(deck.length / 2)).not.toContain('helipad');
      expect(deck.slice(0, deck.length / 2)).toContain('helipad');
    }
  });

  it('Last Man Standing leaves the Helipad out unless kept (DECISION tiles.helipadOut)', () => {
    expect(buildTileDeck(game.ctx, position({ config: { lastManStanding: true } }))).not.toContain('helipad');
    expect(buildTileDeck(game.ctx, position({ config: { lastManStanding: true, lastManHelipad: true } }))).toContain(
      'helipad',
    );
    expect(types([])).toEqual([]);
  });
});
