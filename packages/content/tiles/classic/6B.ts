// Tile 6B (side B of double-sided tile 6), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A three-room pharmacy, an open square, a laundry and a house with a back room: C2, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 6B
designed

grid
+--+--+  +  +  +  +
|a1:a2Ds1 s1 s6 s6
+--+..+  +  +  +  +
|a3 a3|s1 s1 s6 s6
+DD+--+  +  +  +  +
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+DD+--+  +  +DD+--+
|c1 c1Ds5 s5|d1|d2|
+  +  +  +  +  +  +
|c1 c1|s5 s5|d1Dd2|
+--+--+  +  +--+--+

zones
a1 building   # pharmacy, dispensary (opening to a2)
a2 building   # shop floor, door onto s1
a3 building   # storeroom (opening to a2), door onto s2
c1 building   # laundry, one room, doors onto s2 and s5
d1 building   # south-east house, front room, door onto s4
d2 building   # its back room: reached only through the inner door d1|d2
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm
s5 street     # south arm
s6 street     # town square
`;
