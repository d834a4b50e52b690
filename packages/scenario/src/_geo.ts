import { loadMissions, missionGeometry } from '@horde/content';
const id = process.argv[2];
const m = loadMissions().find((x) => x.id === id)!;
const g = missionGeometry(m);
for (const z of g.zones) console.log(z.label, z.kind, z.features.join(','), '->', g.neighbors[z.id].map((n) => g.zones[n].label).join(' '));
