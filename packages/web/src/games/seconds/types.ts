/** The shell's connection and record types, narrowed to Seconds to Live's views, actions and events. */
import type { SecondsAction, SecondsConfig, SecondsEvent, SecondsView } from '@horde/seconds';
import type { GameConnection, GameRecord, SeatSnapshot, Snapshot } from '../../shell/conn/types.ts';

export type SecondsConnection = GameConnection<SecondsView, SecondsAction, SecondsEvent>;
export type SecondsSnapshot = Snapshot<SecondsView, SecondsAction>;
export type SecondsSeatSnapshot = SeatSnapshot<SecondsView, SecondsAction>;
/** A record; `log` (who sent each action and when) and `created` (the clock at setup) when the service gives them. */
export type SecondsRecord = GameRecord<SecondsAction> & { config: SecondsConfig };
