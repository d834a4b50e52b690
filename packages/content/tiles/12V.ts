// Tile 12V (side V of double-sided tile 12). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M1, M3, M8. The railroad: track zones r1, r2 on rows 2-3 (railroad zones are street zones), street verges on rows 0-1 and 4-5.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 4).
export default `
tile 12V
designed

grid
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+  +  +  +  +  +  +
 r1 r1 r1 r2 r2 r2 
+  +  +  +  +  +  +
 r1 r1 r1 r2 r2 r2 
+  +  +  +  +  +  +
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +

zones
r1 railroad   # track, west half
r2 railroad   # track, east half
s1 street     # north verge, west half
s2 street     # north verge, east half
s3 street     # south verge, west half
s4 street     # south verge, east half
`;
