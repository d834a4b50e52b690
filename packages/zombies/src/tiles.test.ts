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
    const s = position({ tileDeck: ['road-cross'], turn: { seat: 0, step: 'tile' } });
    expect(s.pending[0]).toEqual({ kind: 'tile', seat: 0, tile: 'road-cross' });
    expect(game.awaiting(s)).toEqual([0]);
  });

  it('refuses a spot where a road meets the back of a building, or no road joins', () => {
    const s = position({ tileDeck: ['hospital'], turn: { seat: 0, step: 'tile' } });
    // The Hospital's road stub points south at rotation 0: north of the Town Square it meets its road;
    // turned half round, the Town Square's road would run into the back of the Hospital.
    expect(placementIssue(s, game.ctx, 'hospital', 0, -1, 0)).toBeNull();
    expect(placementIssue(s, game.ctx, 'hospital', 0, -1, 2)).toBe('tiles.edgeMismatch');
    expect(placementIssue(s, game.ctx, 'hospital', 0, 1, 2)).toBeNull();
    expect(refused(s, 0, { type: 'placeTile', x: 0, y: -1, rotation: 2 })).toBe('tiles.edgeMismatch');
    expect(refused(s, 0, { type: 'placeTile', x: 5, y: 5, rotation: 0 })).toBe('tiles.notAdjacent');
    expect(legalPlacements(s, game.ctx, 'hospital')).toEqual([
      { x: 0, y: -1, rotation: 0 },
      { x: 1, y: 0, rotation: 1 },
      { x: 0, y: 1, rotation: 2 },
      { x: -1, y: 0, rotation: 3 },
    ]);
  });

  it('a road tile comes in with one zombie on each road exit (published)', () => {
    const s = position({ tileDeck: ['road-t'], turn: { seat: 0, step: 'tile' } });
    const ev = act(s, 0, { type: 'placeTile', x: 1, y: 0, rotation: 3 });
    const placed = ev.find((e) => e.type === 'zombiesPlaced');
    expect(placed).toMatchObject({ rule: 'roadZombies' });
    expect(placed && placed.type === 'zombiesPlaced' ? placed.squares.length : 0).toBe(3);
    expect(s.turn.step).toBe('roll');
  });

  it('a named building comes in with its printed zombies and tokens inside', () => {
    const s = position({ tileDeck: ['hospital'], turn: { seat: 0, step: 'tile' } });
    act(s, 0, { type: 'placeTile', x: 0, y: 1, rotation: 2 });
    const inside = s.geo.buildings.find((b) => b.named === 'hospital')!.squares;
    expect(inside.reduce((n, x) => n + s.zombies[x], 0)).toBe(6);
    expect(inside.reduce((n, x) => n + s.life[x], 0)).toBe(4);
    expect(s.zombies[sq(s, '1,3')]).toBe(0); // the road stub
  });

  it('sets aside a tile that fits nowhere and draws the next (DECISION tiles.unplaceable)', () => {
    // A map closed on every side but one exit: the Hospital cannot go anywhere that joins... make the only
    // open road face a dead end: lay dead ends on all four exits of the Town Square.
    const s = position({
      tiles: [
        { tile: 'hospital', x: 0, y: -1, rotation: 0 },
        { tile: 'police-station', x: 1, y: 0, rotation: 1 },
        { tile: 'hospital', x: 0, y: 1, rotation: 2 },
        { tile: 'police-station', x: -1, y: 0, rotation: 3 },
      ],
      tileDeck: ['road-cross', 'road-straight'],
      turn: { seat: 0, step: 'tile' },
    });
    expect(s.pending).toEqual([]);
    expect(s.turn.step).toBe('roll');
    expect(s.tileDeck.slice(0, 2)).toEqual(['road-straight', 'road-cross']);
  });
});

describe('the tile deck', () => {
  it('puts the Helipad last (published)', () => {
    const s = position({});
    expect(buildTileDeck(s, game.ctx)[0]).toBe('helipad');
  });

  it('Where in Hell Are We? hides it in the bottom half (seed 004 lines 70-72)', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = position({ seed, config: { whereInHellAreWe: true } });
      const deck = buildTileDeck(s, game.ctx);
      const at = deck.indexOf('helipad');
      expect(at).toBeLessThanOrEqual(Math.floor((deck.length - 1) / 2));
      seen.add(at);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('an odd count: the top pile takes the extra tile, the Helipad goes into the other (line 72; DECISION tiles.oddSplit)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const deck = buildTileDeck(position({ seed, config: { whereInHellAreWe: true } }), game.ctx);
      expect(deck.length % 2).toBe(0); // 27 others (odd) and the Helipad
      // Drawn from the end: the top pile is the last 14 tiles, of the 27 others; the Helipad is among the first 14.
      expect(deck.slice(deck.length / 2)).not.toContain('helipad');
      expect(deck.slice(0, deck.length / 2)).toContain('helipad');
    }
  });

  it('Last Man Standing leaves the Helipad out unless kept (DECISION tiles.helipadOut)', () => {
    expect(buildTileDeck(position({ config: { lastManStanding: true } }), game.ctx)).not.toContain('helipad');
    expect(buildTileDeck(position({ config: { lastManStanding: true, lastManHelipad: true } }), game.ctx)).toContain(
      'helipad',
    );
    expect(types([])).toEqual([]);
  });
});
