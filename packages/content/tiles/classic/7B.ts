// Tile 7B (side B of double-sided tile 7), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A four-room police station wraps the north-east corner of the crossroads: C3, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 7B
designed

grid
+--+--+  +  +--+--+
|a1 a1Ds1 s1|b1 b1|
+--+DD+  +--+--+..+
|a2 a2|s1Db3:b2 b2|
+DD+--+  +--+..+--+
 s2 s2 s3 s3|b4|s4
+  +  +  +  +DD+  +
 s2 s2 s3 s3 s4 s4
+--+DD+  +  +--+--+
|c1 c1|s5 s5Dd1 d1|
+  +  +  +  +..+..+
|c1 c1|s5 s5|d2 d2|
+--+--+  +  +--+--+

zones
a1 building   # north-west house, front room, door onto s1, inner door to a2
a2 building   # its back room, door onto s2, inner door to a1
b1 building   # police station, cells (opening to b2)
b2 building   # squad room (openings to b1, b3 and b4)
b3 building   # front desk, door onto s1
b4 building   # garage, door onto s4
c1 building   # south-west house, one room, door onto s2
d1 building   # south-east house, front room, door onto s5
d2 building   # its back room (wide opening to d1)
s1 street     # north arm (narrow past the front desk)
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm (narrow past the garage)
s5 street     # south arm
`;
