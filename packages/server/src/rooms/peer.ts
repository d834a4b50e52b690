/** What a room needs from a connection: the seats it holds and a way to send text. */
export interface Peer {
  readonly seats: readonly number[];
  readonly spectator: boolean;
  readonly wantsLegal: boolean;
  send(text: string): void;
}
