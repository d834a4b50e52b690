/**
 * @horde/games: the registry of game modules (Node: loadRegistry reads the shipped content, contentFingerprint
 * hashes with node:crypto). Pinned content (issue 31): GameModule.pin and fromPin, pinnedModule, contentFingerprint;
 * legacyPin (Node: reads packages/games/legacy) for games stored before content was pinned.
 */
export * from './module.ts';
export * from './registry.ts';
export * from './catalog.ts';
export {
  jsonCopy,
  type Migrations,
  openPin,
  PINNED_MODULES_CACHED,
  PinnedContentError,
  type PinHeader,
  pinnedModule,
} from './pinned.ts';
export { contentFingerprint } from './fingerprint.ts';
export { legacyPin } from './legacy.ts';
export { missionTileIds, type PinnedTile, ZOMBICIDE_PIN_FORMAT, type ZombicidePinV1 } from './zombicide/pin.ts';
export { createUoaModule, posseFor, type UoaCatalogue, type UoaData, type UoaModule } from './uoa/module.ts';
export { loadUoaModule, shippedContent, shippedMissions, type LoadUoaOptions } from './uoa/load.ts';
export { M0_LIKE_ID, SAMPLE_MISSION, TEST_MISSIONS, m0LikeMission } from './uoa/test-missions.ts';
export { toyModule, type ToyModule } from './toy/module.ts';
export {
  createSecondsModule,
  SECONDS_PIN_FORMAT,
  type SecondsCatalogue,
  type SecondsModule,
  type SecondsPinV1,
} from './seconds/module.ts';
export { createZombiesModule, ZOMBIES_PIN_FORMAT, type ZombiesModule, type ZombiesPinV1 } from './zombies/module.ts';
