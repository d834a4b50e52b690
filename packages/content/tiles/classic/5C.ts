// Tile 5C (side C of double-sided tile 5), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// [AN] A damaged block (seed 001 lines 1815-1826): the south-west house fell into a Hole Zone (c2); a dead-end
// half street (s6) runs between the crossroads and a pawnshop. C11. Border pattern: see 5B.
export default `
tile 5C
designed

grid
+--+--+  +  +--+--+
|a1 a1Ds1 s1|b1 b1|
+..+--+  +  +..+--+
|a2 a2|s1 s1Db2 b2|
+DD+--+  +  +--+--+
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+DD+--+  +  +  +--+
|c1:c2Ds5 s5|s6|d1|
+  +  +  +  +  +  +
|c1:c2|s5 s5|s6Dd1|
+--+--+  +  +--+--+

zones
a1 building   # a grocery, door onto s1
a2 building   # its store room (opening to a1), door onto s2
b1 building   # a flat's back room: reached only through b2
b2 building   # its front room, door onto s1
c1 building   # what stands of the south-west house, door onto s2
c2 building hole   # [AN] the hole where the rest of the house fell in (opening to c1), door onto s5
d1 building   # a pawnshop, door onto the half street s6
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm
s5 street     # south arm
s6 street     # a half street (one cell wide), a dead end off the east arm
`;
