// Tile 3B (side B of double-sided tile 3), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A warehouse with a loading room on the east arm, a house with a locked-in back room: C1, C3, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 3B
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1Dw1 w1|
+..+--+  +  +  +  +
|a2Da3Ds1 s1|w1 w1|
+DD+--+  +  +..+--+
 s2 s2 s3 s3|w2|s4
+  +  +  +  +DD+  +
 s2 s2 s3 s3 s4 s4
+--+DD+--+  +--+DD+
|c1 c1Dc2|s5|d1 d1|
+  +  +--+  +  +  +
|c1 c1|s5 s5Dd1 d1|
+--+--+  +  +--+--+

zones
a1 building   # north-west house, parlour (opening to a2)
a2 building   # kitchen, door onto s2, inner door to a3
a3 building   # porch room, door onto s1, inner door to a2
w1 building   # warehouse hall, door onto s1
w2 building   # loading room (opening to w1), door onto s4
c1 building   # south-west house, door onto s2
c2 building   # its back room: reached only through the inner door c1|c2
d1 building   # south-east house, one room, doors onto s4 and s5
s1 street     # north arm
s2 street     # west arm
s3 street manhole manhole     # the crossroads, two manholes (designed)
s4 street     # east arm (narrow past the loading room)
s5 street     # south arm (narrow past c2)
`;
