/** The shell's connection and record types, narrowed to Zombicide Classic's views, actions and events. */
import type { Action, GameConfig, GameEvent, PlayerView } from '@horde/zombicide';
import type { GameConnection, GameRecord, Snapshot } from '../../shell/conn/types.ts';

export type ClassicConnection = GameConnection<PlayerView, Action, GameEvent>;
export type ClassicSnapshot = Snapshot<PlayerView, Action>;
export type ClassicRecord = GameRecord<Action> & { config: GameConfig };
