// Tile 10R (side R of double-sided tile 10). DESIGNED for Horde: an original layout, since the rulebook scans carry no tile drawings.
// Missions: M2, M3, M5, M7, M9 (M1, M8 flip 10V to this side when the train enters). THE LOCOMOTIVE, heading east at rotation 0:
// lo (impassable: the engine, blocks movement and sight), ca (the cab: M9 starts the train there), te (the tender: M9 loads coal, M2/M5/M9 Gatling).
// Track on rows 2-3 (the train), street verges on rows 0-1 and 4-5.
// Text format: docs/tiles.md. Border pattern: every side has street (or railroad) at its two middle cells.
// The tile text starts on the line of the backquote (lineOffset 6).
export default `
tile 10R
designed

grid
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+  +  +  +  +  +  +
 s1 s1 s1 s2 s2 s2 
+--+--+..+--+--+--+
|te te:ca|lo lo lo|
+  +  +  +  +  +  +
|te te|ca|lo lo lo|
+--+--+..+--+--+--+
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +
 s3 s3 s3 s4 s4 s4 
+  +  +  +  +  +  +

zones
te train building=loco   # the tender (reached from the cab)
ca train building=loco   # the cab of the locomotive, doors onto s1 and s3
lo impassable            # the engine and boiler
s1 street                # north verge, west half
s2 street                # north verge, east half
s3 street                # south verge, west half
s4 street                # south verge, east half
`;
