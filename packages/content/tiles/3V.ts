// Tile 3V (side V of double-sided tile 3). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: none (the rest of the box). A quiet quarter: a big boarding house with a balcony, two houses, 2 corpse piles.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 3V
designed

grid
+  +  +  +  +--+--+
 s1 s1 s2 s2|a1 a1|
+  +  +  +--+  +  +
 s1 s1 s2|a1 a1 a1|
+  +  +  +--+..+--+
 s3 s3 s4 s4 s5 s5 
+  +  +  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+..+--+  +  +--+--+
|b1 b1|s6 s6:c1 c1|
+  +  +  +  +  +  +
|b1 b1|s6 s6|c1 c1|
+--+--+  +  +--+--+

zones
a1 building crate        # boarding house (5 cells), stairs room up to p1, door onto s5
b1 building corpsePile   # house, door onto s3
c1 building corpsePile   # house, door onto s6
s1 street crate          # wood yard
s2 street                # north arm
s3 street                # west arm
s4 street                # crossroads
s5 street                # east arm
s6 street                # south arm
p1 balcony stairs=a1     # over s2 and s4

overlay
.  .  .  .  .  .
.  .  p1 .  .  .
.  .  p1 .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
