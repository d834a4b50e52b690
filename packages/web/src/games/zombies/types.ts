/** The shell's connection and record types, narrowed to Zombies!!!'s views, actions and events. */
import type { Action, GameEvent, ZombiesConfig, ZombiesView } from '@horde/zombies';
import type { GameConnection, GameRecord, SeatSnapshot, Snapshot } from '../../shell/conn/types.ts';

export type ZConnection = GameConnection<ZombiesView, Action, GameEvent>;
export type ZSnapshot = Snapshot<ZombiesView, Action>;
export type ZSeatSnapshot = SeatSnapshot<ZombiesView, Action>;
export type ZRecord = GameRecord<Action> & { config: Partial<ZombiesConfig> };
