// Tile 11R (side R of double-sided tile 11). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M2, M7, M9. A train car with one building zone (a building of its own) on rows 2-3, street verges on rows 0-1 and 4-5.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 11R
designed

grid
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+--+--+..+--+--+--+
|c1 c1 c1 c1 c1 c1|
+  +  +  +  +  +  +
|c1 c1 c1 c1 c1 c1|
+--+--+--+..+--+--+
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +

zones
c1 train crate   # the car, doors onto s1 and s4
s1 street        # north verge, west half
s2 street        # north verge, east half
s3 street        # south verge, west half
s4 street        # south verge, east half
`;
