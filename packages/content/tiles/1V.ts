// Tile 1V (side V of double-sided tile 1). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M3, M7. Livery corner: a house with a stairs room and balcony, two more houses, 2 corpse piles.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 1V
designed

grid
+--+--+  +  +  +  +
|a1 a1|s1 s1 s2 s2 
+  +..+  +  +  +  +
|a1|a2|s1 s1 s2 s2 
+..+--+  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+  +  +  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+--+--+  +  +..+--+
|b1 b1:s6 s6|c1 c1|
+..+--+  +  +  +  +
|b2 b2|s6 s6|c1 c1|
+--+--+  +  +--+--+

zones
a1 building corpsePile   # corner house, door onto s3
a2 building              # stairs room up to p1
b1 building crate        # south-west house, front room, door onto s6
b2 building corpsePile   # south-west house, back room
c1 building crate        # livery office, door onto s5
s1 street                # north arm
s2 street                # corral (open lot)
s3 street                # west arm
s4 street                # crossroads
s5 street                # east arm
s6 street                # south arm
p1 balcony stairs=a2     # over the corner of s1 and s4

overlay
.  .  .  .  .  .
.  .  p1 .  .  .
.  .  p1 .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
