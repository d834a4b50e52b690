// Tile 5B (side B of double-sided tile 5), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A bar with its kitchen on the west arm, a chapel with a vestry on the east arm: C2, C3, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 5B
designed

grid
+--+--+  +  +--+--+
|a1 a1Ds1 s1|b1 b1|
+  +  +  +  +DD+--+
|a1 a1|s1 s1Db2 b2|
+--+..+  +  +--+--+
 s2|a2Ds3 s3 s4 s4
+  +--+  +  +--+  +
 s2 s2 s3 s3Dd1|s4
+--+DD+  +  +..+--+
|c1 c1|s5 s5|d2 d2|
+  +  +  +  +  +  +
|c1 c1|s5 s5Dd2 d2|
+--+--+  +  +--+--+

zones
a1 building   # bar, door onto s1
a2 building   # bar kitchen (opening to a1), door onto s3
b1 building   # north-east house, back room: reached only through the inner door b1|b2
b2 building   # its front room, door onto s1
c1 building   # south-west house, one room, door onto s2
d1 building   # chapel vestry, door onto s3
d2 building   # chapel nave (opening to d1), door onto s5
s1 street     # north arm
s2 street     # west arm (narrow past the kitchen)
s3 street manhole     # the crossroads, a manhole (designed)
s4 street     # east arm (narrow past the vestry)
s5 street     # south arm
`;
