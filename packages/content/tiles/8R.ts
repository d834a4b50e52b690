// Tile 8R (side R of double-sided tile 8). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: none (the rest of the box). Four houses, a stairs room with a balcony, 2 corpse piles.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 8R
designed

grid
+--+--+  +  +--+--+
|a1 a1:s1 s1|b1 b1|
+  +  +  +  +  +  +
|a1 a1|s1 s1|b1 b1|
+--+--+  +  +..+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+..+--+  +  +--+--+
|c1 c1|s5 s5:d1 d1|
+..+--+  +  +  +  +
|c2 c2|s5 s5|d1 d1|
+--+--+  +  +--+--+

zones
a1 building corpsePile   # house, door onto s1
b1 building crate        # shop, door onto s4
c1 building crate        # house, front room, door onto s2
c2 building              # house, stairs room up to p1
d1 building corpsePile   # house, door onto s5
s1 street                # north arm
s2 street                # west arm
s3 street                # crossroads
s4 street                # east arm
s5 street                # south arm
p1 balcony stairs=c2     # over s5

overlay
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  p1 .  .  .
.  .  p1 .  .  .
`;
