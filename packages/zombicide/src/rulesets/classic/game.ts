/** Zombicide Classic as a core `Game`: the shared engine bound to its ruleset. */
import { createZombicideGame, type ZombicideGame, type ZombicideGameOptions } from '../../game.ts';
import { CLASSIC } from './ruleset.ts';

export function createClassicGame(options: ZombicideGameOptions): ZombicideGame {
  return createZombicideGame(CLASSIC, options);
}
