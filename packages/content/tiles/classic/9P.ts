// Tile 9P (a Prison Outbreak [PO] tile), Zombicide Classic. DESIGNED: an original layout (the seed names 9P and 10P
// as the tiles with security zones, line 1867): the four arms meet in a security zone; an exercise yard behind
// barbwire with an observation tower; a cell block; a guard room: C9. Border pattern: see 5B.
export default `
tile 9P
designed

grid
+--+--+  +  +--+--+
|t1:y1*s1 s1|c1|c2|
+--+  +  +  +DD+DD+
|y1 y1|s1 s1Dh1 h1|
+**+--+..+--+--+--+
 s2 s2:g1 g1:s3 s3
+  +  +  +  +  +  +
 s2 s2|g1 g1|s3 s3
+DD+--+..+--+  +  +
|h2 h2|s4 s4 s5 s5
+  +  +  +  +  +  +
|h2 h2|s4 s4 s5 s5
+--+--+  +  +  +  +

zones
s1 street              # north arm
s2 street              # west arm
s3 street              # east arm
s4 street              # south arm
s5 street              # south-east square
y1 street              # exercise yard: walls on the tile border, barbwire onto s1 and s2
t1 tower               # observation tower: its ladder goes down into the yard
g1 building security   # the gate: a security zone where the four arms meet
c1 building cell       # prison cell, door onto the corridor h1
c2 building cell       # prison cell, door onto the corridor h1
h1 building            # cell block corridor, door onto s1
h2 building            # guard room, door onto s2
`;
