// Tile 5V (side V of double-sided tile 5). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M1, M2, M3, M4. Stables and corral: a stairs room with a balcony, 1 corpse pile.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 5V
designed

grid
+--+--+  +  +--+--+
|a1 a1:s1 s1|b1 b1|
+  +  +  +  +..+--+
|a1 a1|s1 s1:b2 b2|
+..+--+  +  +--+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +--+--+
 s5 s5 s6 s6:c1 c1|
+  +  +  +  +  +  +
 s5 s5 s6 s6|c1 c1|
+  +  +  +  +--+--+

zones
a1 building crate        # stables, doors onto s1 and s2
b1 building corpsePile   # house, back room
b2 building              # house, stairs room up to p1, door onto s1
c1 building crate        # blacksmith, door onto s6
s1 street                # north arm
s2 street                # west arm
s3 street                # crossroads
s4 street                # east arm
s5 street                # corral (open lot)
s6 street                # south arm
p1 balcony stairs=b2     # over s4

overlay
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  p1 p1
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
