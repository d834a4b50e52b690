/** @horde/seconds: the rules of Seconds to Live (seed 003), its solo zombie automaton included. */
export {};
