// Tile 6V (side V of double-sided tile 6). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: none (the rest of the box). Two houses and a shop, a stairs room with a balcony, 2 corpse piles.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 6V
designed

grid
+--+--+  +  +  +  +
|a1:a2|s1 s1 s2 s2 
+  +  +  +  +  +  +
|a1|a2|s1 s1 s2 s2 
+--+..+  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+  +  +  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+--+--+  +  +..+--+
|b1 b1:s6 s6|c1 c1|
+..+--+  +  +  +  +
|b2 b2|s6 s6|c1 c1|
+--+--+  +  +--+--+

zones
a1 building corpsePile   # house, back room
a2 building              # house, stairs room up to p1, door onto s3
b1 building              # house, door onto s6
b2 building corpsePile   # house, back room
c1 building crate        # shop, door onto s5
s1 street                # north arm
s2 street crate          # water tower lot
s3 street                # west arm
s4 street                # crossroads
s5 street                # east arm
s6 street                # south arm
p1 balcony stairs=a2     # over s1 and s4

overlay
.  .  .  .  .  .
.  .  p1 .  .  .
.  .  p1 .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
