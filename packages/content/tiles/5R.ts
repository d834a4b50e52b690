// Tile 5R (side R of double-sided tile 5). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M5, M6, M7, M10. The hotel: a stairs room with a balcony over the main street, 1 corpse pile.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 5R
designed

grid
+  +  +  +  +--+--+
 s1 s1 s2 s2|a1 a1|
+  +  +  +..+..+  +
 s1 s1 s2|a2 a2|a1|
+  +  +  +--+--+--+
 s3 s3 s4 s4 s5 s5 
+  +  +  +  +  +  +
 s3 s3 s4 s4 s5 s5 
+..+--+  +  +  +  +
|b1 b1|s6 s6 s7 s7 
+  +  +  +  +  +  +
|b1 b1|s6 s6 s7 s7 
+--+--+  +  +  +  +

zones
a1 building corpsePile   # hotel rooms
a2 building              # hotel lobby, stairs room up to p1, door onto s2
b1 building crate        # laundry, door onto s3
s1 street                # square
s2 street                # north arm (narrow at the hotel)
s3 street                # west arm
s4 street                # crossroads
s5 street                # east arm
s6 street                # south arm
s7 street crate          # well yard
p1 balcony stairs=a2     # along the hotel front over s4 and s5

overlay
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  p1 p1 .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
`;
