import { loadClassicModule } from '@horde/games/classic/load';
const m = loadClassicModule();
const mission = m.mission('C0')!;
const geo = m.geometry(mission);
console.log(geo.zones.map((z) => `${z.id}:${z.label}:${z.kind}:b${z.building}`).join(' '));
console.log(geo.doors.map((d) => `${d.id}:${d.label}:${d.zones}`).join(' '));
const g = m.game;
const r = g.setup(
  {
    mission: 'C0',
    survivors: [
      { id: 'amy', player: 0 },
      { id: 'doug', player: 0 },
    ],
  },
  { seed: 3 },
);
if (!r.ok) throw new Error('x');
const s = r.state;
const v = g.view(s, null);
console.log(
  JSON.stringify({
    spawns: v.spawns,
    noiseTokens: v.noiseTokens,
    doors: v.doors,
    lockedDoors: v.lockedDoors,
    spawnedRooms: v.spawnedRooms,
    objectives: v.objectives,
    phase: v.phase,
    active: v.active,
    missionState: v.missionState,
    options: v.options,
  }),
);
console.log(JSON.stringify(v.survivors));
console.log(v.survivors.map((x) => x.inventory.map((c) => (c === null ? null : v.cards[c].def))));
console.log(JSON.stringify(g.legalActions(s, 0)));
console.log(Object.keys(g), Object.keys(g.engine));
