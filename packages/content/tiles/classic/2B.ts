// Tile 2B (side B of double-sided tile 2), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A store of 3 rooms takes the south-west lot and a bite of two arms; a house with a back room: C0, C2, C3, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 2B
designed

grid
+--+--+  +  +--+--+
|a1Da2|s1 s1|b1 b1|
+  +  +  +  +  +  +
|a1|a2Ds1 s1Db1 b1|
+--+--+  +  +DD+--+
 s2 s2 s3 s3 s4 s4
+  +DD+  +  +  +  +
 s2|c1|s3 s3 s4 s4
+--+  +--+  +DD+--+
|c1 c1:c3Ds5|d1 d1|
+--+..+--+  +..+  +
|c2 c2|s5 s5Dd2|d1|
+--+--+  +  +--+--+

zones
a1 building   # back room of the north-west house: reached only through the inner door a1|a2
a2 building   # front room, door onto s1
b1 building   # north-east house, one room, doors onto s1 and s4
c1 building   # store, sales floor (an L), door onto s2
c2 building   # store, stockroom (opening to c1)
c3 building   # store, office (opening to c1), door onto s5
d1 building   # south-east garage (an L), door onto s4
d2 building   # garage office (opening to d1), door onto s5
s1 street     # north arm
s2 street     # west arm (narrow where the store juts out)
s3 street manhole     # the crossroads, a manhole (designed)
s4 street     # east arm
s5 street     # south arm (narrow past the store's office)
`;
