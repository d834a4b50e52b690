// Tile 9C (side C of tile 9), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles). [RM] A camp
// (seed 001 lines 1783-1787): all street zones, t1-t6 the pitches a mission gives tents (lines 1742-1759); the field
// morgue m1 + m2 shows an Event trigger (lines 1688-1704). C10. Border pattern: see 5B.
export default `
tile 9C
designed

grid
+--+--+  +  +--+--+
|t1 t2 s1 s1 t3 t3|
+  +  +  +  +  +  +
|t4 t4 s1 s1 t3 t3|
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+  +  +  +  +DD+--+
|t5 t5 s5 s5|m1 m1|
+  +  +  +  +..+..+
|t6 t6 s5 s5|m2 m2|
+--+--+  +  +--+--+

zones
t1 street     # camp pitches (tents when the mission says so)
t2 street
t3 street
t4 street
t5 street
t6 street
s1 street     # north alley of the camp
s2 street     # west alley
s3 street     # the camp's square
s4 street     # east alley
s5 street     # south alley
m1 building eventTrigger   # the field morgue's front room, door onto s4; the Event trigger token
m2 building                # the cold room (an opening to m1)
`;
