/** The shell's connection and record types, narrowed to Undead or Alive's views, actions and events. */
import type { Action, GameConfig, GameEvent, PlayerView } from '@horde/zombicide';
import type { GameConnection, GameRecord, Snapshot } from '../../shell/conn/types.ts';

export type UoaConnection = GameConnection<PlayerView, Action, GameEvent>;
export type UoaSnapshot = Snapshot<PlayerView, Action>;
export type UoaRecord = GameRecord<Action> & { config: GameConfig };
