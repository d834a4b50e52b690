// Tile 3C (side C of double-sided tile 3), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles).
// Two open lots (a gas station forecourt and a vacant lot), a house and a corner bar: C2, C4.
// Border pattern: street on the two middle cells of every side, so any two Classic tiles join street to street.
export default `
tile 3C
designed

grid
+--+--+  +  +  +  +
|a1:a2|s1 s1 s6 s6
+  +  +  +  +  +  +
|a1|a2Ds1 s1 s6 s6
+DD+--+  +  +  +  +
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+  +  +  +DD+--+DD+
 s7 s7 s5|b2:b1 b1|
+  +  +  +--+  +  +
 s7 s7 s5 s5|b1 b1|
+  +  +  +  +--+--+

zones
a1 building   # north-west house, west room, door onto s2
a2 building   # east room (opening to a1), door onto s1
b1 building   # corner bar, main room, door onto s4
b2 building   # bar entrance (opening to b1), door onto s3
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm
s5 street     # south arm (narrow past the bar entrance)
s6 street     # gas station forecourt
s7 street     # vacant lot
`;
