// Tile 4C (side C of double-sided tile 4), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A four-room boarding house wraps the north-west corner of the crossroads; a parking lot: C2, C4.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 4C
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1Db1 b1|
+..+..+--+  +  +  +
|a2 a2:a3Ds1|b1 b1|
+--+..+--+  +DD+--+
 s2|a4|s3 s3 s4 s4
+  +DD+  +  +  +  +
 s2 s2 s3 s3 s4 s4
+  +  +  +  +--+--+
 s6 s6 s5 s5Dc1 c1|
+  +  +  +  +..+--+
 s6 s6 s5 s5|c2 c2|
+  +  +  +  +--+--+

zones
a1 building   # boarding house, dormitory (wide opening to a2)
a2 building   # hall (openings to a1, a3 and a4)
a3 building   # porch, door onto s1
a4 building   # side room, door onto s2
b1 building   # north-east shop, one room, doors onto s1 and s4
c1 building   # south-east house, front room, door onto s5
c2 building   # its back room (opening to c1)
s1 street     # north arm (narrow past the porch)
s2 street     # west arm (narrow past the side room)
s3 street     # the crossroads
s4 street     # east arm
s5 street     # south arm
s6 street     # parking lot
`;
