/** Engine data rewritten in a Classic scenario's words: survivor ids, zone and door names, zombie types, slot names. */
import { REF_KEYS, refShown } from '../../core/refs.ts';
import type { CardLine, Decision, GameEvent } from '@horde/zombicide';
import type { Built } from './build.ts';
import { SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';

export type Plain = Record<string, unknown>;

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

/** A Zombie card's line with its zombie types by name: `{ kind: zombies, zombies: [walker, 2] }`. */
function cardLine(line: CardLine): Plain {
  if (line.kind === 'zombies')
    return { kind: line.kind, zombies: line.zombies.map((v, i) => (i % 2 ? v : typeName(v))) };
  return line.kind === 'extraActivation' ? { kind: line.kind, type: typeName(line.type) } : { kind: line.kind };
}

/** Survivor parameters of a rule reference (indexes), zombie type ones, zone ones. */
const REF_SURVIVORS = new Set(['who', 'from', 'to', 'leader']);
const REF_TYPES = new Set(['type', 'escort']);

/** A rule reference's parameter in the file's words. */
export function refParam(b: Built, key: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (REF_SURVIVORS.has(key)) return survivorName(b, value);
  if (REF_TYPES.has(key)) return typeName(value);
  if (key === 'zone') return b.board.name(value);
  return value;
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
    else if (REF_KEYS.has(key)) out[key] = refShown(value, (k, v) => refParam(b, k, v));
    else if (key === 'line' && typeof value === 'object') out[key] = cardLine(value as CardLine);
    else out[key] = value;
  }
  return out;
}

export interface DecisionView {
  kind: Decision['kind'];
  options: string[];
}

export function decisionView(b: Built, d: Decision): DecisionView {
  const zones = (list: readonly number[]) => list.map((z) => b.board.name(z));
  const people = (list: readonly number[]) => list.map((s) => survivorName(b, s));
  switch (d.kind) {
    case 'assignWound':
    case 'chooseRecipient':
    case 'friendlyFire':
      return { kind: d.kind, options: people(d.candidates) };
    case 'assignHit':
      return { kind: d.kind, options: d.options.map(typeName) };
    case 'reroll':
      return { kind: d.kind, options: ['keep', ...d.sources] };
    case 'splitRoute':
      return { kind: d.kind, options: zones(d.routes) };
    case 'zombieTarget':
      return { kind: d.kind, options: zones(d.options) };
    case 'keepFound':
      return { kind: d.kind, options: [b.state.cards[d.card].def] };
    case 'reorganize':
      return { kind: d.kind, options: people(d.partner === null ? [d.survivor] : [d.survivor, d.partner]) };
    case 'confirmTrade':
      return { kind: d.kind, options: people([d.initiator, d.survivor]) };
    case 'chooseSkill':
      return { kind: d.kind, options: [...d.options] };
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
