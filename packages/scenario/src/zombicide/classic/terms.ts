/** Engine data rewritten in a Classic scenario's words: survivor ids, zone and door names, zombie types, slot names. */
import { REF_KEYS, refShown } from '../../core/refs.ts';
import type { Plain } from '../expect.ts';
import { cardLine, type DecisionView, type Names, refParam, sharedDecision } from '../terms.ts';
import type { CardLine, Choice, GameEvent } from '@horde/zombicide';
import type { Built } from './build.ts';
import { SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';

/** Every event type, so a pattern naming another one is a malformed file (a typo never weakens `noEvents`). */
export const EVENT_TYPES = [
  'roundStarted',
  'phase',
  'turnStarted',
  'survivorActivated',
  'survivorDone',
  'actionSpent',
  'survivorMoved',
  'searched',
  'deckReshuffled',
  'cardGained',
  'cardDiscarded',
  'cardsSwapped',
  'tradeSettled',
  'diceRolled',
  'rerolled',
  'zombieKilled',
  'hitLost',
  'survivorWounded',
  'survivorEliminated',
  'survivorReturned',
  'survivorHealed',
  'woundIgnored',
  'weaponEmptied',
  'weaponReloaded',
  'noiseMoved',
  'noiseMade',
  'noiseCleared',
  'doorOpened',
  'doorClosed',
  'carBoarded',
  'carLeft',
  'carSeatChanged',
  'carDriven',
  'carSearched',
  'helicopterTookOff',
  'helicopterLanded',
  'helicopterFlown',
  'cardsStashed',
  'stashTaken',
  'adrenalineGained',
  'dangerLevel',
  'skillGained',
  'ultrared',
  'extraTurn',
  'actionGiven',
  'missionEvent',
  'trainEffect',
  'trainMoved',
  'machineMoved',
  'wagonRiders',
  'companionLed',
  'bountyEarned',
  'objectiveTaken',
  'gateTurned',
  'survivorExited',
  'vadeRetroPlaced',
  'vadeRetroHalted',
  'vadeRetroRemoved',
  'zombieAttacked',
  'zombieMoved',
  'zombieCardDrawn',
  'spawned',
  'outOfMiniatures',
  'extraActivation',
  'spawnZoneChanged',
  'decisionOpened',
  'gameWon',
  'gameLost',
] as const satisfies readonly GameEvent['type'][];
// Fails to compile when the engine gains an event type this list lacks.
const _everyType: Exclude<GameEvent['type'], (typeof EVENT_TYPES)[number]> extends never ? true : false = true;
void _everyType;

const ZONE_KEYS = new Set(['zone', 'from', 'to', 'target']);
const SURVIVOR_KEYS: Record<string, string> = { s: 'survivor', a: 'a', b: 'b', by: 'by' };
/** Events whose from/to are survivors, not zones. */
const SURVIVOR_FROM_TO = new Set(['actionGiven']);

export function survivorName(b: Built, i: number): string {
  return b.state.survivors[i]?.id ?? `#${i}`;
}

export function typeName(t: number): string {
  return ZOMBIE_TYPE_NAMES[t] ?? `#${t}`;
}

export function slotName(slot: number): string {
  return SLOT_NAMES[slot] ?? `#${slot}`;
}

/** Is `key` of an event of this type a zone? */
export function isZoneKey(type: string, key: string): boolean {
  return ZONE_KEYS.has(key) && !((key === 'from' || key === 'to') && SURVIVOR_FROM_TO.has(type));
}

/** This ruleset's names of the engine's numbers (../terms.ts). */
export function names(b: Built): Names {
  return {
    survivor: (i) => survivorName(b, i),
    type: typeName,
    zone: (z) => b.board.name(z),
    card: (c) => b.state.cards[c].def,
  };
}

export function scenarioEvent(b: Built, ev: GameEvent): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(ev)) {
    if (typeof value === 'number' && isZoneKey(ev.type, key)) out[key] = b.board.name(value);
    else if (typeof value === 'number' && (key in SURVIVOR_KEYS || SURVIVOR_FROM_TO.has(ev.type)))
      out[SURVIVOR_KEYS[key] ?? key] = survivorName(b, value);
    else if (key === 'door' && typeof value === 'number') out[key] = b.board.doorName(value);
    else if (key === 'zombie' && typeof value === 'number') out[key] = typeName(value);
    else if (key === 'zombies' && Array.isArray(value)) out[key] = value.map((t) => typeName(t as number));
    else if ((key === 'slot' || key === 'slotA' || key === 'slotB') && typeof value === 'number')
      out[key] = slotName(value);
    else if (REF_KEYS.has(key)) out[key] = refShown(value, (k, v) => refParam(names(b), k, v));
    else if (key === 'line' && typeof value === 'object') out[key] = cardLine(names(b), value as CardLine);
    else out[key] = value;
  }
  return out;
}

export function decisionView(b: Built, d: Choice): DecisionView {
  const n = names(b);
  const shared = sharedDecision(n, d);
  if (shared) return shared;
  const zones = (list: readonly number[]) => list.map((z) => n.zone(z));
  switch (d.kind) {
    case 'confirmTrade':
      return { kind: d.kind, options: [d.initiator, d.survivor].map((s) => n.survivor(s)) };
    case 'loseCard':
      return { kind: d.kind, options: d.slots.map(slotName) };
    case 'spawnRoom':
      return { kind: d.kind, options: zones(d.rooms) };
    case 'modeChoice':
      return {
        kind: d.kind,
        options:
          d.mode === 'spawnToken' || d.mode === 'manholeSpot'
            ? zones(d.options.map((l) => b.ctx.geo.byLabel[l]))
            : [...d.options],
      };
    default:
      return { kind: d.kind, options: [] }; // a decision of a rule Classic does not play
  }
}
