/**
 * One game in memory: its state, its log's ids, the connections watching it.
 * Actions go through one queue: check, apply to a copy, append to storage,
 * then (only then) acknowledge, swap the state in and broadcast.
 */
import { canonicalJson, hashState } from '@horde/core';
import type { Action, State, UoaGame } from '@horde/zombicide';
import type {
  AckMessage,
  GameStatus,
  GameSummary,
  RejectedMessage,
  RejectCode,
  UpdateMessage,
  ViewMessage,
} from '../protocol/messages.ts';
import type { GameRecord, Storage } from '../storage/types.ts';
import { legalBySeat, mayAct } from './ownership.ts';
import type { Peer } from './peer.ts';
import { SerialQueue } from './serial.ts';

export interface SubmitRequest {
  id: string;
  seat: number;
  base?: number;
  action: Action;
}

export type SubmitResult = AckMessage | RejectedMessage;

interface Accepted {
  seq: number;
  key: string;
}

const UPDATE_BUFFER = 100;

const only = (result: SubmitResult) => ({ result });

export class Room {
  readonly id: string;
  private state: State;
  private seqNo: number;
  private statusNow: GameStatus;
  private readonly accepted = new Map<string, Accepted>();
  /** Recent update messages (serialised) for clients catching up after a reconnection. */
  private readonly recent: { seq: number; text: string }[] = [];
  private readonly peers = new Set<Peer>();
  private readonly queue = new SerialQueue();
  private legalCache: { seq: number; bySeat: Action[][] } | null = null;
  private updatedAt: string;

  constructor(
    private readonly game: UoaGame,
    private readonly storage: Storage,
    readonly record: GameRecord,
    state: State,
    log: { id: string; seq: number; action: Action }[],
  ) {
    this.id = record.id;
    this.state = state;
    this.seqNo = record.seq;
    this.statusNow = record.status;
    this.updatedAt = record.updatedAt;
    for (const a of log) this.accepted.set(a.id, { seq: a.seq, key: canonicalJson(a.action) });
  }

  get seq(): number {
    return this.seqNo;
  }
  get status(): GameStatus {
    return this.statusNow;
  }
  get players(): number {
    return this.record.players;
  }
  get peerCount(): number {
    return this.peers.size;
  }

  summary(): GameSummary {
    const r = this.record;
    return {
      id: r.id,
      name: r.name,
      mission: r.mission,
      players: r.players,
      status: this.statusNow,
      seq: this.seqNo,
      createdAt: r.createdAt,
      updatedAt: this.updatedAt,
      connected: this.connectedSeats(),
    };
  }

  connectedSeats(): number[] {
    const seats = new Set<number>();
    for (const p of this.peers) for (const s of p.seats) seats.add(s);
    return [...seats].sort((a, b) => a - b);
  }

  hash(): string {
    return hashState(this.state);
  }

  /** Adds a connection and tells everyone who is connected. */
  join(peer: Peer): void {
    this.peers.add(peer);
    this.broadcastPresence();
  }

  /** The updates after `since` if still buffered (null: a gap, rely on the views). */
  missedSince(since?: number): string[] | null {
    if (since === undefined || since >= this.seqNo) return [];
    const first = this.recent[0];
    if (!first || first.seq > since + 1) return null;
    return this.recent.filter((u) => u.seq > since).map((u) => u.text);
  }

  leave(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    this.broadcastPresence();
    if (this.peers.size === 0) this.onEmpty?.(this);
  }

  /** Called when the last connection leaves (the manager unloads finished games). */
  onEmpty?: (room: Room) => void;

  /** The view messages for a peer, serialised. */
  viewsFor(peer: Peer): string[] {
    if (peer.spectator) return [this.viewText(null, false)];
    return peer.seats.map((seat) => this.viewText(seat, peer.wantsLegal));
  }

  /**
   * Queues an action. `reply` receives the ack or rejection before any
   * broadcast of the update goes out, so the sender sees its ack first.
   */
  submit(req: SubmitRequest, reply: (result: SubmitResult) => void = () => {}): Promise<SubmitResult> {
    return this.queue.run(async () => {
      const { result, update } = await this.process(req);
      reply(result);
      if (update) this.broadcast(update);
      return result;
    });
  }

  private reject(id: string, code: RejectCode, message: string): RejectedMessage {
    return { t: 'rejected', id, code, message, seq: this.seqNo };
  }

  private async process(req: SubmitRequest): Promise<{ result: SubmitResult; update?: string }> {
    const { id, seat, action } = req;
    const known = this.accepted.get(id);
    if (known) {
      if (known.key !== canonicalJson(action))
        return only(
          this.reject(id, 'idConflict', `Action id "${id}" was already used for another action (#${known.seq})`),
        );
      return only({ t: 'ack', id, seq: known.seq, duplicate: true });
    }
    if (req.base !== undefined && req.base < this.seqNo)
      return only(this.reject(id, 'stale', `Stale: chosen on #${req.base}, the game is at #${this.seqNo}`));
    if (req.base !== undefined && req.base > this.seqNo)
      return only(this.reject(id, 'ahead', `Out of order: chosen on #${req.base}, the game is only at #${this.seqNo}`));
    if (!mayAct(this.state, action, seat)) {
      return only(
        this.reject(
          id,
          'notYourSurvivor',
          `Seat ${seat} may not send ${action.type}${'s' in action ? ` for survivor #${action.s}` : ''}: it belongs to another seat (or to no one now)`,
        ),
      );
    }
    const next = this.game.clone(this.state);
    const result = this.game.apply(next, action);
    if (!result.ok) return only(this.reject(id, result.error.code, result.error.message));

    const seq = this.seqNo + 1;
    const outcome = this.game.outcome(next);
    const status: GameStatus = outcome.status === 'ongoing' ? 'ongoing' : outcome.status;
    const at = new Date().toISOString();
    try {
      await this.storage.appendAction(this.id, { seq, id, seat, action, hash: hashState(next), at }, status);
    } catch (err) {
      return only(
        this.reject(id, 'storage', `The action could not be stored, nothing changed: ${(err as Error).message}`),
      );
    }
    this.state = next;
    this.seqNo = seq;
    this.statusNow = status;
    this.updatedAt = at;
    this.accepted.set(id, { seq, key: canonicalJson(action) });
    const update: UpdateMessage = { t: 'update', seq, id, seat, action, events: result.events, status };
    const text = JSON.stringify(update);
    this.recent.push({ seq, text });
    if (this.recent.length > UPDATE_BUFFER) this.recent.shift();
    return { result: { t: 'ack', id, seq, duplicate: false }, update: text };
  }

  private legalFor(seat: number): Action[] {
    if (!this.legalCache || this.legalCache.seq !== this.seqNo) {
      this.legalCache = {
        seq: this.seqNo,
        bySeat: legalBySeat(this.state, this.game.legalActions(this.state), this.record.players),
      };
    }
    return this.legalCache.bySeat[seat] ?? [];
  }

  private viewText(seat: number | null, legal: boolean): string {
    const msg: ViewMessage = {
      t: 'view',
      seq: this.seqNo,
      seat,
      view: this.game.view(this.state, seat === null ? null : String(seat)),
    };
    if (seat !== null && legal) msg.legal = this.legalFor(seat);
    return JSON.stringify(msg);
  }

  private broadcast(updateText: string): void {
    const views = new Map<string, string>();
    for (const peer of this.peers) {
      peer.send(updateText);
      const keys = peer.spectator ? ['s'] : peer.seats.map((s) => `${s}:${peer.wantsLegal ? 1 : 0}`);
      for (const key of keys) {
        let text = views.get(key);
        if (text === undefined) {
          text =
            key === 's' ? this.viewText(null, false) : this.viewText(Number(key.split(':')[0]), key.endsWith(':1'));
          views.set(key, text);
        }
        peer.send(text);
      }
    }
  }

  private broadcastPresence(): void {
    let spectators = 0;
    for (const p of this.peers) if (p.spectator) spectators++;
    const text = JSON.stringify({ t: 'presence', connected: this.connectedSeats(), spectators });
    for (const p of this.peers) p.send(text);
  }
}
