// Tile 4B (side B of double-sided tile 4), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// An apartment block of four small rooms, a pawn shop with a locked back room: C1, C3, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 4B
designed

grid
+--+--+  +  +--+--+
|a1:a2|s1 s1Db1Db2|
+--+..+  +  +  +  +
|a3:a4Ds1 s1|b1|b2|
+DD+--+  +  +--+--+
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+--+--+  +  +DD+--+
|d1 d1Ds5 s5|c1 c1|
+..+..+  +  +  +  +
|d2 d2|s5 s5Dc1 c1|
+--+--+  +  +--+--+

zones
a1 building   # apartments, flat 1 (opening to a2)
a2 building   # flat 2 (openings to a1 and a4)
a3 building   # flat 3 (opening to a4), door onto s2
a4 building   # landing, door onto s1
b1 building   # pawn shop, door onto s1
b2 building   # its back room: reached only through the inner door b1|b2
c1 building   # south-east house, one room, doors onto s4 and s5
d1 building   # south-west house, front room, door onto s5
d2 building   # its back room (wide opening to d1)
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm
s5 street     # south arm
`;
