// Tile 2R (side R of double-sided tile 2). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Meets Mission M0 (and M1, M4, M6, M9, M10): a house with a corpse pile, a stairs room with a balcony, objective crates.
// Text format: docs/tiles.md. The tile text starts on the line of the backquote (lineOffset 3).
export default `
tile 2R
designed

grid
+--+--+--+--+--+--+
|h1 h1:h2 h2:s1 s1 
+  +  +  +  +  +  +
|h1 h1|h2 h2|s1 s1 
+..+--+--+..+  +  +
|h3 h3|h4 h4:s2 s2 
+  +  +  +  +  +  +
|h3 h3|h4 h4|s2 s2 
+--+..+--+--+  +  +
 s4 s4 s5 s5 s3 s3 
+  +  +  +  +  +  +
 s4 s4 s5 s5 s3 s3 
+  +  +  +  +  +  +

zones
h1 building corpsePile   # back room of the house, where the dead are piled
h2 building crate        # front room, door onto s1
h3 building              # side room, door onto s4
h4 building              # stairs room, door onto s2, stairs up to p1
s1 street
s2 street
s3 street                # crossroads corner
s4 street crate
s5 street
p1 balcony stairs=h4     # wraps the corner of the house over s2, s3 and s5

overlay
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  p1 .
.  .  .  p1 p1 .
.  .  .  .  .  .
`;
