/**
 * Replays events onto a copy of a view, so the zombies' phase can be shown step by step before
 * the authoritative view arrives at the end. Only what the board draws is tracked; the next
 * server view always replaces the frame.
 */
import { setZombies, zombiesIn, type GameEvent, type PlayerView } from '@horde/zombicide';
import type { UoaView } from '@horde/zombicide/rulesets/uoa/index';

export function applyEvent(view: PlayerView, e: GameEvent): PlayerView {
  const v: PlayerView = { ...view };
  const bump = (zone: number, type: number, delta: number) => {
    v.zombies = v.zombies === view.zombies ? [...view.zombies] : v.zombies;
    setZombies(v, zone, type, Math.max(0, (zombiesIn(v, zone, type) ?? 0) + delta));
  };
  const survivor = (s: number, patch: Partial<PlayerView['survivors'][number]>) => {
    v.survivors = view.survivors.map((x, i) => (i === s ? { ...x, ...patch } : x));
  };
  switch (e.type) {
    case 'zombieMoved':
      bump(e.from, e.zombie, -e.count);
      bump(e.to, e.zombie, e.count);
      break;
    case 'spawned':
      bump(e.zone, e.zombie, e.count);
      break;
    case 'zombieKilled':
      bump(e.zone, e.zombie, -1);
      break;
    case 'survivorMoved':
      survivor(e.s, { zone: e.to });
      break;
    case 'survivorWounded':
      survivor(e.s, { wounds: view.survivors[e.s].wounds + e.wounds });
      break;
    case 'survivorEliminated':
      survivor(e.s, { eliminated: true });
      break;
    case 'survivorExited':
      survivor(e.s, { exited: true });
      break;
    case 'noiseMoved':
      v.noise = { zone: e.zone, boom: e.boom };
      break;
    case 'vadeRetroPlaced':
      (v as UoaView).vadeRetro = [...(view as UoaView).vadeRetro, e.zone];
      break;
    case 'vadeRetroRemoved':
      (v as UoaView).vadeRetro = (view as UoaView).vadeRetro.filter((z) => z !== e.zone);
      break;
    case 'spawnZoneChanged':
      v.spawns = view.spawns.map((sp, i) => (i === e.index ? { ...sp, zone: e.zone, active: e.active } : sp));
      break;
    case 'phase':
      if (e.phase === 'zombies') v.phase = 'zombies';
      break;
    case 'roundStarted':
      v.round = e.round;
      break;
    default:
      break;
  }
  return v;
}

/** Zones an event points at (to highlight during the step). */
export function eventZones(e: GameEvent): number[] {
  switch (e.type) {
    case 'zombieMoved':
      return [e.from, e.to];
    case 'spawned':
    case 'zombieAttacked':
    case 'zombieCardDrawn':
    case 'vadeRetroHalted':
      return [e.zone];
    case 'spawnZoneChanged':
      return [e.zone];
    default:
      return [];
  }
}
