// Tile 8C (side C of tile 8), Zombicide Classic. DESIGNED: an original layout (the seed has no tiles). [RM] A hospital
// (seed 001 lines 1836-1844): hospital rooms, locker rooms b1 and c2, beds (line 955); a fenced helipad hp (lines
// 1803-1813): sight crosses the fence, Moves cross only over a mission's stair token. C10. Border pattern: see 5B.
export default `
tile 8C
designed

grid
+--+--+  +  +--+--+
|a1 a1|s1 s1|b1|b2|
+DD+--+  +  +DD+..+
|a2 a2Ds1 s1|b3 b3|
+--+--+  +  +DD+--+
 s2 s2 s3 s3 s4 s4
+  +  +  +  +  +  +
 s2 s2 s3 s3 s4 s4
+DD+--+  +  +FF+FF+
|c1 c1|s5 s5Fhp hp|
+..+..+  +  +  +  +
|c2 c2|s5 s5Fhp hp|
+--+--+  +  +--+--+

zones
a1 building hospital blueBed   # west ward: its own door onto the hall a2
a2 building hospital           # the hall, the hospital's front door onto s1
b1 building lockerRoom         # locker room (Searched): its own door onto the corridor b3
b2 building hospital greenBed  # east ward, its door missing (an opening onto b3)
b3 building hospital           # the corridor, its door onto s4
c1 building hospital greenBed  # south ward, door onto s2
c2 building lockerRoom         # its locker room (an opening to c1)
s1 street     # north arm
s2 street     # west arm
s3 street     # the crossroads
s4 street     # east arm, along the helipad's fence
s5 street     # south arm, along the helipad's fence
hp street     # the helipad, fenced off from s4 and s5
`;
