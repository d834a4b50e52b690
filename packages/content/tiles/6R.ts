// Tile 6R (side R of double-sided tile 6). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M3, M5, M9, M10. The saloon: a big saloon, a store and a house (1 corpse pile), no balcony (M5 counts 3 balconies on its map).
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 6R
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1|b1 b1|
+  +  +  +..+  +  +
|a1 a1|s1|b1 b1 b1|
+..+--+  +--+..+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+--+--+--+  +..+--+
|c1 c1 c1|s5|c2 c2|
+  +  +..+  +  +  +
|c1 c1|s5 s5|c2 c2|
+--+--+  +  +--+--+

zones
a1 building corpsePile   # house, door onto s2
b1 building crate        # saloon (5 cells), doors onto s1 and s4
c1 building crate        # dry goods store (5 cells), door onto s5
c2 building              # assay office, door onto s4
s1 street                # north arm (narrow at the saloon)
s2 street                # west arm
s3 street                # crossroads
s4 street                # east arm
s5 street                # south arm (narrow at the store)
`;
