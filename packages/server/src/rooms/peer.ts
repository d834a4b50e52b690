/** What a room needs from a connection: the seats it holds and a way to send text. */
export interface Peer {
  readonly seats: readonly number[];
  readonly spectator: boolean;
  readonly wantsLegal: boolean;
  /** The player's name (hello or name message), null when none was given. */
  readonly name: string | null;
  send(text: string): void;
  /**
   * Closes the connection, saying why: its seat was handed over (4003), or (`reconnect`) the game moved to another
   * process or this one stops (1012: the client connects again and reaches the game where it is).
   */
  drop(reason: string, reconnect?: boolean): void;
}
