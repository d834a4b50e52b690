/** Small hand-made tiles for the board tests. Each is drawn for one rule. */

/** Streets around a building with one opening (onto sa); a wall splits the top street after s3. */
export const STREETS = `
tile A
grid
+--+--+--+--+--+
|s1 s2 s3|s4 s5|
+  +--+--+--+  +
|s6|bb bb bb|s7|
+  +--+..+--+  +
|s8 s9 sa sb sc|
+--+--+--+--+--+
zones
s1 street
s2 street
s3 street
s4 street
s5 street
s6 street
s7 street
s8 street
s9 street
sa street
sb street
sc street
bb building
`;

/** Three rooms in a row with aligned openings, the last one opening onto a street that runs away from it. */
export const ROW = `
tile B
grid
+--+--+--+--+--+--+
|r1:r2:r3:s1 s2 s3|
+--+--+--+--+--+--+
zones
r1 building
r2 building
r3 building
s1 street
s2 street
s3 street
`;

/** Openings that are not aligned: tt -> mm on the lower row, mm -> zz on the upper row (the "Z" line). */
export const ZIGZAG = `
tile C
grid
+--+--+--+
|zz:mm|tt|
+--+  +  +
|yy|mm:tt|
+--+--+--+
zones
zz building
yy building
mm building
tt building
`;

/** A balcony p1 over streets sa, sc, sd with stairs from hh; other buildings gg and ff. */
export const BALCONY = `
tile D
grid
+--+--+--+--+
|hh hh|sa sa|
+  +  +  +  +
|hh hh|sa sa|
+..+--+  +  +
|sc sc sd sd|
+--+  +  +..+
|gg:se se|ff|
+--+--+--+--+
zones
hh building
sa street
sc street
sd street
se street
gg building
ff building
p1 balcony stairs=hh
overlay
.  .  .  .
.  .  p1 .
.  p1 p1 .
.  .  .  .
`;

/** A 3x3 street grid around a walled, unreachable building ee. */
export const RING = `
tile P
grid
+--+--+--+
|a  b  c |
+  +--+  +
|d |ee|f |
+  +--+  +
|g  h  i |
+--+--+--+
zones
a street
b street
c street
d street
ee building
f street
g street
h street
i street
`;

/** A 6x1 street, open on its east border (E) or west border (F); "~" borders merge (G, H). */
export const STRIP_E = `
tile E
grid
+--+--+--+--+--+--+
|a  a  a  b  b  b 
+--+--+--+--+--+--+
zones
a street
b street
`;
export const STRIP_F = `
tile F
grid
+--+--+--+--+--+--+
 a  a  a  b  b  b |
+--+--+--+--+--+--+
zones
a street
b street
`;
export const STRIP_G = `
tile G
grid
+--+--+--+--+--+--+
|a  a  a  b  b  b ~
+--+--+--+--+--+--+
zones
a street
b street
`;
export const STRIP_H = `
tile H
grid
+--+--+--+--+--+--+
~a  a  a  b  b  b |
+--+--+--+--+--+--+
zones
a street
b street
`;
export const STRIP_WALLED = `
tile K
grid
+--+--+--+--+--+--+
|a  a  a  b  b  b |
+--+--+--+--+--+--+
zones
a street
b street
`;

/**
 * Doors (rulebook «Open a Door»): rooms r1 r2 r3 in a row joined by doors (0: r1|r2, 2: r2|r3); r1 has an opening onto s1,
 * r2 a door onto s1 (1), r3 two doors onto s2 (3, 4: the same two zones, "#2"). Door ids in that order.
 */
export const DOORS = `
tile Q
grid
+--+--+--+--+--+--+
|r1 r1Dr2 r2Dr3 r3|
+..+--+DD+--+DD+DD+
|s1 s1 s1 s2 s2 s2|
+--+--+--+--+--+--+
zones
r1 building
r2 building
r3 building
s1 street
s2 street
`;

/** Nine rooms in a row, each joined to the next by a door, the first with a door onto the street: 9 doors. */
export const MANY_DOORS = `
tile M
grid
+--+--+--+--+--+--+--+--+--+
|a1Da2Da3Da4Da5Da6Da7Da8Da9|
+DD+--+--+--+--+--+--+--+--+
|s1 s1 s1 s1 s1 s1 s1 s1 s1|
+--+--+--+--+--+--+--+--+--+
zones
a1 building
a2 building
a3 building
a4 building
a5 building
a6 building
a7 building
a8 building
a9 building
s1 street
`;
