/** @horde/games: the registry of game modules (Node: loadRegistry reads the shipped content). */
export * from './module.ts';
export * from './registry.ts';
export * from './catalog.ts';
export { createUoaModule, posseFor, type UoaCatalogue, type UoaData, type UoaModule } from './uoa/module.ts';
export { loadUoaModule, shippedContent, shippedMissions, type LoadUoaOptions } from './uoa/load.ts';
export { M0_LIKE_ID, SAMPLE_MISSION, TEST_MISSIONS, m0LikeMission } from './uoa/test-missions.ts';
export { toyModule, type ToyModule } from './toy/module.ts';
export { createSecondsModule, type SecondsCatalogue, type SecondsModule } from './seconds/module.ts';
export { createZombiesModule, type ZombiesModule } from './zombies/module.ts';
