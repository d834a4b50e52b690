// Tile 8B (side B of double-sided tile 8), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// A bus stop square, a clinic with a locked ward, a laundromat and a three-room school annex: C3, C5.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 8B
designed

grid
+  +  +  +  +--+--+
 s6 s6 s1 s1Db1Db2|
+  +  +  +  +..+--+
 s6 s6 s1 s1|b3 b3|
+  +  +  +  +--+DD+
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+DD+--+  +  +--+--+
|c1 c1|s5 s5Dd1:d2|
+  +  +  +  +..+--+
|c1 c1Ds5 s5|d3 d3|
+--+--+  +  +--+--+

zones
b1 building   # clinic, waiting room, door onto s1
b2 building blueBed   # locked ward: reached only through the inner door b1|b2; a blue bed (designed)
b3 building greenBed   # surgery (opening to b1), door onto s4; a green bed (designed)
c1 building   # laundromat, one room, doors onto s2 and s5
d1 building   # school annex, hall, door onto s5
d2 building   # classroom (opening to d1)
d3 building   # gym (opening to d1)
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm
s5 street     # south arm
s6 street manhole     # bus stop square, a manhole (designed)
`;
