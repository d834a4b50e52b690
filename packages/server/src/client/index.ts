/** The typed client library of the Horde game server (browser and Node). */
export {
  HordeClient,
  ActionRejected,
  newActionId,
  type ClientOptions,
  type ActOptions,
  type SocketLike,
  type SocketFactory,
} from './client.ts';
export {
  HordeApi,
  ApiError,
  type ApiIssue,
  type Catalog,
  type CreateGameBody,
  type CreatedGame,
  type Invites,
  type SeatInvite,
  type SequelBody,
  type SequelInvites,
  type ShareInfo,
  type StoredAction,
} from './http.ts';
export type * from '../protocol/messages.ts';
