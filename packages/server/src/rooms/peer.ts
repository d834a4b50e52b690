/** What a room needs from a connection: the seats it holds and a way to send text. */
export interface Peer {
  readonly seats: readonly number[];
  readonly spectator: boolean;
  readonly wantsLegal: boolean;
  /** The player's name (hello or name message), null when none was given. */
  readonly name: string | null;
  send(text: string): void;
  /** Closes the connection (its seat was handed to a bot, or the server is going down), saying why. */
  drop(reason: string): void;
}
