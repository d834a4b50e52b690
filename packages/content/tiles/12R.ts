// Tile 12R (side R of double-sided tile 12). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M2, M5, M7, M9 (M1, M3, M8 may flip 12V to it). A train car with two building zones forming one building, on rows 2-3; street verges on rows 0-1 and 4-5.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 12R
designed

grid
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+--+..+--+--+--+--+
|c1 c1 c1:c2 c2 c2|
+  +  +  +  +  +  +
|c1 c1 c1|c2 c2 c2|
+--+--+--+--+..+--+
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +

zones
c1 train building=car         # west half of the car, door onto s1
c2 train crate building=car   # east half of the car, door onto s4
s1 street                     # north verge, west half
s2 street                     # north verge, east half
s3 street                     # south verge, west half
s4 street                     # south verge, east half
`;
