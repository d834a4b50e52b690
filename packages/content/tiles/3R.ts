// Tile 3R (side R of double-sided tile 3). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Meets Mission M0 (and M2-M10): two houses with corpse piles across a main street, a stairs room with a balcony, objective crates.
// Text format: docs/tiles.md. The tile text starts on the line of the backquote (lineOffset 3).
export default `
tile 3R
designed

grid
+--+--+--+--+--+--+
|a1 a1:a2 a2 a2:s4 
+  +  +  +  +  +  +
|a1 a1|a2 a2 a2|s4 
+..+--+--+..+--+  +
 s1 s1 s2 s2 s3 s3 
+  +  +  +  +  +  +
 s1 s1 s2 s2 s3 s3 
+--+..+..+--+--+  +
|b1 b1|b2 b2:b3|s5 
+  +  +  +  +  +  +
|b1 b1:b2 b2|b3|s5 
+--+--+--+--+--+  +

zones
a1 building crate        # north house, shop front with a door onto s1
a2 building corpsePile   # north house, big room, doors onto s2 and s4
b1 building corpsePile   # south house, door onto s1
b2 building crate        # south house, door onto s2
b3 building              # south house, stairs room up to p1 (no street door)
s1 street
s2 street
s3 street
s4 street
s5 street
p1 balcony stairs=b3     # over the corner of s3 and s5

overlay
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  p1 p1
.  .  .  .  .  p1
.  .  .  .  .  .
`;
