/** @horde/zombies: the rules of Zombies!!! (seed 004), each optional rule a switch of the game's options. */
export {};
