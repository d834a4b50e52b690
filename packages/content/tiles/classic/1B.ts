// Tile 1B (side B of double-sided tile 1), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A plain crossroads with a house on each corner: C0, C1, C5. Text format: docs/tiles.md.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 1B
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1Db1 b1|
+  +  +  +  +..+--+
|a1 a1Ds1 s1|b2 b2|
+DD+--+  +  +--+DD+
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+--+DD+  +  +--+--+
|c1 c1|s5 s5Dd1 d1|
+DD+--+  +  +  +  +
|c2 c2|s5 s5|d1 d1|
+--+--+  +  +--+--+

zones
a1 building   # corner house, one room, doors onto s1 and s2
b1 building   # front room of the north-east house, door onto s1
b2 building   # its back room (opening to b1), door onto s4
c1 building   # south-west house, door onto s2
c2 building   # cellar behind c1: reached only through the inner door c1|c2
d1 building   # south-east shop, one room, door onto s5
s1 street     # north arm
s2 street     # west arm
s3 street manhole     # the crossroads, a manhole (designed)
s4 street     # east arm
s5 street     # south arm
`;
