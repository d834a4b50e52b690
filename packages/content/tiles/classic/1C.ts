// Tile 1C (side C of double-sided tile 1), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// The ring: a town hall in the middle with a street all around it, corner shops: C2, C4.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 1C
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1|b1 b1|
+..+--+  +  +--+  +
|a2Ds1 s1 s1 s1Db1|
+--+  +DD+--+  +--+
 s2 s2|m1 m1|s3 s3
+  +  +..+--+  +  +
 s2 s2|m2 m2Ds3 s3
+DD+  +--+--+  +--+
|c1|s4 s4 s4 s4Dd1|
+  +--+  +  +--+  +
|c1 c1|s4 s4|d1 d1|
+--+--+  +  +--+--+

zones
a1 building   # north-west shop, front room
a2 building   # its back room, door onto s1
b1 building   # north-east corner shop (an L of 3 cells), door onto s1
c1 building   # south-west corner shop (an L), door onto s2
d1 building   # south-east corner shop (an L), door onto s4
m1 building   # town hall, north room, door onto s1
m2 building   # town hall, south room, door onto s3
s1 street     # north arm and the north side of the ring
s2 street     # west arm and the west side of the ring
s3 street     # east arm and the east side of the ring
s4 street     # south arm and the south side of the ring
`;
