// Tile 7V (side V of double-sided tile 7). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M3, M7. The gunsmith: a big workshop, two houses, 1 corpse pile.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 7V
designed

grid
+--+--+  +  +  +  +
|a1 a1|s1 s1 s2 s2 
+..+--+  +  +  +  +
|a2 a2|s1 s1 s2 s2 
+..+--+  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+  +  +  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+--+--+  +--+..+--+
|b1 b1:s6|b2 b2 b2|
+  +  +  +--+  +  +
|b1 b1|s6 s6:b2 b2|
+--+--+  +  +--+--+

zones
a1 building corpsePile   # house, back room
a2 building crate        # house, front room, door onto s3
b1 building crate        # shed, door onto s6
b2 building crate        # gunsmith (5 cells), doors onto s5 and s6
s1 street                # north arm
s2 street                # firing range (open lot)
s3 street                # west arm
s4 street                # crossroads
s5 street                # east arm
s6 street                # south arm (narrow at the gunsmith)
`;
