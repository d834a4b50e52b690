// Tile 2V (side V of double-sided tile 2). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M2, M7. Bank and hotel: four buildings, a stairs room with a balcony, 2 corpse piles.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 2V
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1|b1 b1|
+..+--+  +  +  +  +
|a2 a2:s1 s1|b1 b1|
+..+--+  +  +..+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+..+--+  +  +..+--+
|c1:c2|s5 s5|d1 d1|
+  +  +  +  +..+--+
|c1|c2|s5 s5|d2 d2|
+--+--+  +  +--+--+

zones
a1 building corpsePile   # hotel, back rooms
a2 building              # hotel lobby, doors onto s2 and s1
b1 building crate        # bank, door onto s4
c1 building crate        # post office, door onto s2
c2 building              # post office, stairs room up to p1
d1 building              # undertaker, front, door onto s4
d2 building corpsePile   # undertaker, back room
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
