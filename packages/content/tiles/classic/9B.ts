// Tile 9B (side B of double-sided tile 9), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// The bank on a square: a two-room bank in the middle with a vault behind an inner door, corner shops: C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 9B
designed

grid
+  +  +  +  +--+--+
 s1 s1 s2 s2Db1 b1|
+  +  +  +  +--+  +
 s1 s1 s2 s2 s3Db1|
+  +  +DD+--+  +--+
 s4 s4|m1Dm2|s3 s3
+  +  +..+--+  +  +
 s4 s4|m3 m3|s3 s3
+--+  +--+DD+  +  +
|c1Ds5 s5 s5 s6 s6
+  +--+  +  +  +  +
|c1 c1|s5 s5 s6 s6
+--+--+  +  +  +  +

zones
b1 building   # north-east corner shop (an L), doors onto s2 and s3
c1 building   # south-west corner shop (an L), door onto s5
m1 building   # bank, counter hall, door onto s2
m2 building   # bank vault: reached only through the inner door m1|m2
m3 building   # bank office (opening to m1), door onto s5
s1 street     # north-west square
s2 street     # north arm
s3 street     # east arm and the east side of the bank
s4 street     # west arm and the west side of the bank
s5 street     # south arm and the south side of the bank
s6 street     # south-east square
`;
