// Tile 4R (side R of double-sided tile 4). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M2, M3, M4, M5, M8. Sheriff's office and jail: a stairs room with a balcony wrapping the corner, 1 corpse pile.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 4R
designed

grid
+--+--+  +  +--+--+
|a1 a1:s1 s1|b1 b1|
+  +..+  +  +  +  +
|a1|a2|s1 s1|b1 b1|
+--+--+  +  +..+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+..+--+--+  +  +  +
|c1 c1 c1|s5 s6 s6 
+  +  +..+  +  +  +
|c1 c1|s5 s5 s6 s6 
+--+--+  +  +  +  +

zones
a1 building corpsePile   # jail cells, door onto s1
a2 building              # jailer's room, stairs room up to p1
b1 building crate        # gun shop, door onto s4
c1 building crate        # sheriff's office (5 cells), doors onto s2 and s5
s1 street                # north arm
s2 street                # west arm
s3 street                # crossroads
s4 street                # east arm
s5 street                # south arm (narrow at the office)
s6 street                # stable yard
p1 balcony stairs=a2     # wraps the jail corner over s1, s2 and s3

overlay
.  .  .  .  .  .
.  .  p1 .  .  .
.  p1 p1 .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
