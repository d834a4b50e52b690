// Tile 7R (side R of double-sided tile 7). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M4, M6. The bank and the doctor: a stairs room with a balcony over the main street, 1 corpse pile.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 7R
designed

grid
+--+--+  +  +  +  +
|a1 a1:s1 s1 s2 s2 
+  +  +  +  +  +  +
|a1 a1|s1 s1 s2 s2 
+..+--+  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+  +  +  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+--+..+--+  +--+--+
|b1:b2 b2|s6:c1 c1|
+  +--+--+  +  +  +
|b1 b1|s6 s6|c1 c1|
+--+--+  +  +--+--+

zones
a1 building crate        # bank, doors onto s1 and s3
b1 building corpsePile   # doctor's back room
b2 building              # doctor's office, stairs room up to p1, door onto s3
c1 building crate        # telegraph office, door onto s6
s1 street                # north arm
s2 street                # hitching lot
s3 street                # west arm
s4 street                # crossroads
s5 street                # east arm
s6 street                # south arm (narrow at the doctor)
p1 balcony stairs=b2     # over s3 and s4

overlay
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  p1 p1 .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
