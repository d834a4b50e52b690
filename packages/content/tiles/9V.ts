// Tile 9V (side V of double-sided tile 9). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M2, M7, M8, M9, M10. THE CHURCH AND THE CEMETERY: "ce" (feature cemetery) is an Abomination spawn site,
// a fenced street zone with one gate onto s4. The church (n1 nave, n2 chancel) serves M9/M10. 1 corpse pile.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 5).
export default `
tile 9V
designed

grid
+--+--+  +  +--+--+
|n2 n2|s1 s1|ce ce|
+..+--+..+  +  +  +
|n1 n1 n1|s1|ce ce|
+..+--+--+  +  +  +
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+--+--+  +  +  +  +
|c1 c1:s5 s5 s6 s6 
+  +  +  +  +  +  +
|c1 c1|s5 s5 s6 s6 
+--+--+  +  +  +  +

zones
n1 building              # church nave (3 cells), doors onto s2 and s1
n2 building crate        # church chancel
c1 building corpsePile   # house, door onto s5
ce street cemetery       # the Cemetery (fenced; gate onto s4)
s1 street                # north arm (narrow at the church)
s2 street                # west arm
s3 street                # crossroads
s4 street                # east arm
s5 street                # south arm
s6 street                # empty lot
`;
