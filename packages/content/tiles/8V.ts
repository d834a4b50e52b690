// Tile 8V (side V of double-sided tile 8). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M1, M4, M5, M6, M8, M9, M10. THE MINE: zone "mn" (feature mine) is an Abomination spawn site.
// Its only door opens onto s1, so the stuck Wagon of M6 stands in s1 and blocks access; M9 puts its 6 coal sacks in mn.
// No corpse pile (the mining camp is empty of houses).
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 6).
export default `
tile 8V
designed

grid
+--+--+  +  +--+--+
|mn mn:s1 s1|a1 a1|
+  +  +  +  +  +  +
|mn mn|s1 s1|a1 a1|
+--+--+  +  +..+--+
 s2 s2 s3 s3 s4 s4 
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4 
+--+--+  +  +--+--+
|b1 b1:s5 s5|rk rk|
+  +  +  +  +  +  +
|b1 b1|s5 s5|rk rk|
+--+--+  +  +--+--+

zones
mn building mine    # the Mine (Abomination spawn site), one door onto s1
a1 building crate   # mining office, door onto s4
b1 building crate   # bunkhouse, door onto s5
s1 street           # mine yard (in front of the mine door)
s2 street           # west arm
s3 street           # crossroads
s4 street           # east arm
s5 street           # south arm
rk impassable       # spoil heap (blocks movement and sight)
`;
