// Tile 10P (a Prison Outbreak [PO] tile), Zombicide Classic. DESIGNED: an original layout (the seed names 9P and 10P
// as the tiles with security zones, line 1867): a security zone, an alley, an extra zone, cell blocks, a rotating
// security gate (lines 1726-1730) alone opening a sealed cell: C9. Border: street on every side's middle (see 5B).
export default `
tile 10P
designed

grid
+--+--+  +  +--+--+
|c1|g2:s1 s1Dx1 x1|
+--+..+  +  +  +  +
|k1 k1|s1 s1|x1 x1|
+DD+--+..+**+..+--+
 s2 s2:g1:al alDs3
+  +  +  +  +  +  +
 s2 s2|g1|al al|s3
+--+DD+..+--+--+  +
|k2 k2|s4 s4 s3 s3
+DD+DD+  +  +  +  +
|c3|c4|s4 s4 s3 s3
+--+--+  +  +  +  +

zones
s1 street              # north arm
s2 street              # west arm
s3 street              # east arm and south-east square
s4 street              # south arm
al street alley        # indoor alley: barbwire onto s1, a door onto s3 (no Zombie card), open to x1 and g1
g1 building security   # security zone between the west arm, the north and south arms and the alley
x1 building            # extra zone [PO] (a building zone, line 1710): door onto s1, opening onto the alley
k1 building            # north corridor, door onto s2
c1 building cell       # north cell, sealed: only the gate g2 opens onto it
g2 building gate       # rotating security gate [PO]: drawn open onto the corridor k1 (south) and the north arm (east)
k2 building            # south corridor, door onto s2
c3 building cell       # south cells, doors onto the corridor k2
c4 building cell
`;
