// Tile 2C (side C of double-sided tile 2), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A parking lot in the north-west, a three-room diner in the north-east: C1, C4.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 2C
designed

grid
+  +  +  +  +--+--+
 s6 s6 s1 s1Db1 b1|
+  +  +  +  +--+..+
 s6 s6 s1 s1|b2 b2|
+  +  +  +  +..+--+
 s2 s2 s3 s3Db3|s4
+  +  +  +  +--+  +
 s2 s2 s3 s3 s4 s4
+DD+--+  +  +DD+--+
|c1 c1|s5 s5|d1 d1|
+  +  +  +  +--+DD+
|c1 c1Ds5 s5|d2 d2|
+--+--+  +  +--+--+

zones
b1 building   # diner, dining room, door onto s1
b2 building   # diner, kitchen (openings to b1 and b3)
b3 building   # diner, back office, door onto s3
c1 building   # south-west house, one room, doors onto s2 and s5
d1 building   # south-east house, front room, door onto s4
d2 building   # its back room: reached only through the inner door d1|d2
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm (narrow past the diner's office)
s5 street     # south arm
s6 street     # parking lot
`;
