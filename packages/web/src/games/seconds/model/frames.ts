/**
 * The zombies' turn played back step by step: a batch of events (the automaton's whole turn
 * comes in one) applied to the view it started from, one frame per visible step: a zombie moves,
 * comes into play, gets up, attacks, the Survivor is hit or knocked down, a weapon is lost, a
 * Time token goes. Each frame says why (the step card or dice result it came from). This only
 * moves pieces as the events say; the authoritative view replaces the last frame.
 */
import type { SecondsEvent, SecondsView, ZombieView } from '@horde/seconds';
import { cardRef, kindOf } from '../data.ts';

export interface Frame {
  view: SecondsView;
  /** The event this frame shows, and its index in the batch. */
  event: SecondsEvent;
  index: number;
  /** The automaton's step or dice event that led to it, if any. */
  why: SecondsEvent | null;
  zombies: string[];
  rows: number[];
}

function newZombie(id: string): ZombieView {
  const ref = cardRef(id);
  const type = ref?.deck === 'zombie' ? ref.type : null;
  const health = type?.health ?? 1;
  return {
    id,
    card: kindOf(id),
    type: type?.id ?? 'base',
    health,
    maxHealth: health,
    knockdown: false,
    attacked: false,
    summoned: true,
    shrieked: false,
    supply: ref?.deck === 'zombie' ? ref.def.supply : false,
  };
}

function findZombie(v: SecondsView, id: string): { row: number; z: ZombieView } | null {
  for (const r of v.rows) {
    const z = r.zombies.find((x) => x.id === id);
    if (z) return { row: r.row, z };
  }
  return null;
}

function removeZombie(v: SecondsView, id: string): ZombieView | null {
  for (const r of v.rows) {
    const i = r.zombies.findIndex((x) => x.id === id);
    if (i >= 0) return r.zombies.splice(i, 1)[0];
  }
  return null;
}

const rowOf = (v: SecondsView, row: number) => v.rows[row - 1];

/** The view after one event (a copy; the input is not changed). */
export function applyEvent(before: SecondsView, e: SecondsEvent): SecondsView {
  const v = structuredClone(before);
  const patchZombie = (id: string, patch: Partial<ZombieView>) => {
    const found = findZombie(v, id);
    if (found) Object.assign(found.z, patch);
  };
  switch (e.type) {
    case 'zombieMoved': {
      const z = removeZombie(v, e.zombie);
      if (z && rowOf(v, e.to)) rowOf(v, e.to).zombies.push(z);
      break;
    }
    case 'zombieSummoned':
      if (rowOf(v, e.row) && !findZombie(v, e.zombie)) rowOf(v, e.row).zombies.push(newZombie(e.zombie));
      break;
    case 'warehouseReleased':
      for (const id of e.zombies) if (!findZombie(v, id)) rowOf(v, 1)?.zombies.push(newZombie(id));
      v.warehouse = { count: 0, cards: v.warehouse.cards ? [] : null };
      break;
    case 'zombieStoodUp':
      patchZombie(e.zombie, { knockdown: false });
      break;
    case 'zombieKnockedDown':
      patchZombie(e.zombie, { knockdown: true });
      break;
    case 'zombieDamaged':
      patchZombie(e.zombie, { health: e.health });
      break;
    case 'zombieKilled':
      removeZombie(v, e.zombie);
      break;
    case 'zombieAttacked':
      patchZombie(e.zombie, { attacked: true });
      break;
    case 'survivorDamaged':
      v.survivor.health = e.health;
      break;
    case 'desperationMove':
      v.survivor.health = e.health;
      break;
    case 'survivorKnockedDown':
      v.survivor.down = true;
      break;
    case 'survivorStoodUp':
      v.survivor.down = false;
      break;
    case 'timeTokenRemoved':
      v.timeTokens = e.left;
      break;
    case 'weaponLost':
    case 'weaponDiscarded':
      if (e.type === 'weaponLost' && e.effect === 'firearmAmmo') {
        const w = v.survivor.equipped.find((x) => x.card === e.card);
        if (w && w.uses !== null) w.uses = Math.max(0, w.uses - 1);
      } else v.survivor.equipped = v.survivor.equipped.filter((x) => x.card !== e.card);
      break;
    case 'armorAbsorbed': {
      const w = v.survivor.equipped.find((x) => x.card === e.card);
      if (w) w.uses = e.left;
      break;
    }
    case 'supplyPlaced':
      rowOf(v, e.row)?.supply.push({ card: e.card, faceUp: e.faceUp, uses: null });
      break;
    case 'concussion':
      v.survivor.concussion = e.tokens;
      v.survivor.energyTokens = e.energyTokens;
      break;
    case 'phaseStarted':
      v.phase = e.phase;
      break;
    case 'turnStarted':
      v.active = e.side;
      if (e.side === 'survivor') v.turn = e.turn;
      if (e.side === 'zombie') v.zombieSide.energy = e.energy;
      break;
    case 'energySpent':
      if (e.side === 'zombie') v.zombieSide.energy = e.left;
      break;
    default:
      break;
  }
  return v;
}

/** Events that make a frame of their own. */
const STEPS = new Set<SecondsEvent['type']>([
  'zombieMoved',
  'zombieSummoned',
  'warehouseReleased',
  'zombieStoodUp',
  'zombieAttacked',
  'attackBlocked',
  'survivorDamaged',
  'survivorKnockedDown',
  'desperationMove',
  'timeTokenRemoved',
  'weaponLost',
  'diceRolled',
  'soloStep',
  'soloFinal',
]);

function focusOf(e: SecondsEvent): { zombies: string[]; rows: number[] } {
  switch (e.type) {
    case 'zombieMoved':
      return { zombies: [e.zombie], rows: [e.from, e.to] };
    case 'zombieSummoned':
      return { zombies: [e.zombie], rows: [e.row] };
    case 'warehouseReleased':
      return { zombies: e.zombies, rows: [1] };
    case 'zombieStoodUp':
    case 'zombieAttacked':
    case 'attackBlocked':
    case 'survivorDamaged':
      return { zombies: [e.zombie], rows: [] };
    case 'survivorKnockedDown':
      return { zombies: e.by ? [e.by] : [], rows: [] };
    case 'timeTokenRemoved':
      return { zombies: [], rows: [1] };
    default:
      return { zombies: [], rows: [] };
  }
}

/** Whether a batch holds a zombie turn worth playing back. */
export function hasZombieTurn(events: readonly SecondsEvent[]): boolean {
  return events.some((e) => (e.type === 'turnStarted' && e.side === 'zombie') || e.type === 'soloStep');
}

/** The frames of a batch: from the first event of the zombies' turn to its end (the next Survivor turn). */
export function buildFrames(start: SecondsView, events: readonly SecondsEvent[]): Frame[] {
  const frames: Frame[] = [];
  let v = start;
  let inZombies = false;
  let why: SecondsEvent | null = null;
  events.forEach((e, index) => {
    v = applyEvent(v, e);
    if (e.type === 'turnStarted') inZombies = e.side === 'zombie';
    if (!inZombies) return;
    if (e.type === 'soloStep' || e.type === 'diceRolled' || e.type === 'soloFinal') {
      why = e;
      // A step that does not apply is said in the log, not played.
      if (e.type !== 'diceRolled' && !e.applies) return;
    }
    if (STEPS.has(e.type)) frames.push({ view: v, event: e, index, why, ...focusOf(e) });
  });
  return frames;
}
