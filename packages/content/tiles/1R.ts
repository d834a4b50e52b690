// Tile 1R (side R of double-sided tile 1). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M1, M4, M5, M6, M8, M9. A crossroads with a general store and a two-room house (1 corpse pile), no balcony (M5 counts 3 balconies on its map).
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 1R
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1|b1 b1|
+..+--+  +..+  +  +
|a2 a2|s1|b1 b1 b1|
+..+--+  +--+..+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+--+--+  +  +  +  +
|c1 c1:s5 s5 s6 s6 
+  +  +  +  +  +  +
|c1 c1|s5 s5 s6 s6 
+--+--+  +  +  +  +

zones
a1 building corpsePile   # house, back room
a2 building              # house, front room, door onto s2
b1 building crate        # general store (5 cells), doors onto s1 and s4
c1 building crate        # barber shop, door onto s5
s1 street                # north arm
s2 street                # west arm
s3 street                # crossroads
s4 street                # east arm
s5 street                # south arm
s6 street                # empty lot
`;
