/**
 * Turning the legal actions into what the table offers: per zone (move, shoot, charge,
 * dynamite, Vade Retro, Holy Water) and per survivor (search, reload, end turn, ...), with a
 * label, a shortcut and, for attacks into a zone with survivors, the friendly-fire risk.
 */
import type { Action, PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { i18n } from '../../../i18n/index.ts';
import { equipmentById } from '../data.ts';
import { cardName, type Namer } from '../text/names.ts';

export interface Offer {
  action: Action;
  label: string;
  /** Longer explanation (tooltip, screen readers). */
  detail?: string;
  /** Keyboard shortcut, when the action has one. */
  key?: string;
  /** Warning shown with the offer (friendly fire). */
  warning?: string;
  /** What it costs, in words ("2 Actions", "free"), when the table shows it. */
  cost?: string;
}

export function weaponOf(view: PlayerView, s: number, slot: number) {
  const card = view.survivors[s]?.inventory[slot];
  if (card === null || card === undefined) return null;
  const def = equipmentById[view.cards[card].def];
  return def ? { card, def, loaded: view.cards[card].loaded } : null;
}

/** The zone an action points at on the board, or null. */
export function actionZone(view: PlayerView, a: Action): number | null {
  switch (a.type) {
    case 'move':
    case 'charge':
    case 'jump':
      return a.to;
    case 'sprint':
      return a.path[a.path.length - 1] ?? null;
    case 'ranged':
    case 'dynamite':
    case 'vadeRetro':
    case 'improvised':
    case 'taunt':
      return a.zone;
    case 'shove':
      return a.to;
    case 'lifesaver':
      return a.from;
    case 'holyWater':
      return view.spawns[a.spawn]?.zone ?? null;
    default:
      return null;
  }
}

function stats(view: PlayerView, s: number, slot: number): string {
  const w = weaponOf(view, s, slot);
  if (!w?.def.weapon) return w ? cardName(w.def.id) : `slot ${slot + 1}`;
  const ws = w.def.weapon;
  return `${w.def.name} (${ws.dice} ${ws.dice === 1 ? 'die' : 'dice'}, ${ws.accuracy}+, damage ${ws.damage})`;
}

/** Chance that a die misses with this accuracy, times dice: expected misses that can wound survivors. */
export function friendlyFireRisk(view: PlayerView, a: Extract<Action, { type: 'ranged' }>): string | undefined {
  const others = view.survivors.filter((x, i) => i !== a.s && x.zone === a.zone && !x.eliminated && !x.exited);
  if (others.length === 0) return undefined;
  const w = weaponOf(view, a.s, a.slot)?.def.weapon;
  if (!w) return undefined;
  const dice = w.dice * (a.dual ? 2 : 1);
  const missChance = Math.min(1, Math.max(0, (w.accuracy - 1) / 6));
  const expected = dice * missChance;
  return `Friendly fire: ${others.length} survivor${others.length === 1 ? '' : 's'} in the target zone; about ${expected.toFixed(1)} expected miss${expected === 1 ? '' : 'es'} of ${dice} dice may wound them.`;
}

export function describeAction(view: PlayerView, geo: BoardGeometry, n: Namer, a: Action): Offer {
  void geo;
  const dual = 'dual' in a && a.dual ? ' (dual)' : '';
  switch (a.type) {
    case 'move':
      return { action: a, label: `Move to ${n.zone(a.to)}${a.via !== undefined ? ` via ${n.zone(a.via)}` : ''}` };
    case 'sprint':
      return { action: a, label: `Sprint to ${n.zone(a.path[a.path.length - 1])} (${a.path.length} zones)` };
    case 'jump':
      return { action: a, label: `Jump to ${n.zone(a.to)}` };
    case 'tinker':
      return { action: a, label: `Tinker with ${n.card(view.survivors[a.s].inventory[a.slot] ?? 0)}` };
    case 'improvised':
      return { action: a, label: `Improvised ${a.attack} attack on ${n.zone(a.zone)}` };
    case 'shove':
      return { action: a, label: `Shove the zombies into ${n.zone(a.to)}` };
    case 'lifesaver':
      return { action: a, label: `Lifesaver: pull ${a.who.map(n.survivor).join(', ')} from ${n.zone(a.from)}` };
    case 'taunt':
      return { action: a, label: `Taunt the zombies in ${n.zone(a.zone)}` };
    case 'rally':
      return {
        action: a,
        label: `Rally ${n.survivor(a.companion)}${a.pay === undefined ? '' : a.pay === -1 ? ', paying an ammo token' : `, paying the card in slot ${a.pay + 1}`}`,
      };
    case 'giveCompanion':
      return { action: a, label: `Give ${n.survivor(a.companion)} to ${n.survivor(a.to)}` };
    case 'giveToken':
      return { action: a, label: `Give an ammo token to ${n.survivor(a.to)}` };
    case 'chooseLeader':
      return { action: a, label: n.survivor(a.s) };
    case 'search':
      return {
        action: a,
        label: 'Search',
        key: 's',
        detail: 'Draw a card from the Equipment deck (once per turn, in a room with no zombie).',
      };
    case 'melee':
      return { action: a, label: `Melee: ${stats(view, a.s, a.slot)}${dual}`, key: 'f' };
    case 'ranged': {
      const warning = friendlyFireRisk(view, a);
      const label = `Shoot ${n.zone(a.zone)}: ${stats(view, a.s, a.slot)}${dual}${a.fanning ? ' with Fanning' : ''}`;
      return warning ? { action: a, label, warning } : { action: a, label };
    }
    case 'dynamite':
      return {
        action: a,
        label: `Throw Dynamite into ${n.zone(a.zone)}`,
        warning: 'Dynamite kills every survivor and zombie in the zone.',
      };
    case 'holyWater':
      return { action: a, label: `Holy Water on the spawn zone in ${n.zone(view.spawns[a.spawn]?.zone ?? -1)}` };
    case 'reload':
      return {
        action: a,
        label: `Reload ${cardName(view.cards[view.survivors[a.s].inventory[a.slot] ?? 0]?.def ?? '')}`,
        key: 'r',
      };
    case 'trade':
      return { action: a, label: `Trade with ${n.survivor(a.with)}`, key: 't' };
    case 'reorganize':
      return { action: a, label: 'Reorganise inventory', key: 'g' };
    case 'objective':
      return { action: a, label: 'Take the Objective', key: 'o' };
    case 'makeNoise':
      return { action: a, label: 'Make noise', key: 'n', detail: 'Put the Noise token (Bang) in this zone.' };
    case 'charge':
      return {
        action: a,
        label: `Charge into ${n.zone(a.to)}${a.via.length ? ` via ${a.via.map(n.zone).join(', ')}` : ''}: ${stats(view, a.s, a.slot)}${dual}`,
      };
    case 'vadeRetro':
      return {
        action: a,
        label: `Vade Retro on ${n.zone(a.zone)}${a.replace >= 0 ? ` (moves the token from ${n.zone(a.replace)})` : ''}`,
      };
    case 'exit':
      return { action: a, label: 'Escape through the exit', key: 'x' };
    case 'endTurn':
      return { action: a, label: 'End turn', key: 'e' };
    case 'discard':
      return { action: a, label: `Discard ${n.card(view.survivors[a.s].inventory[a.slot] ?? 0)}` };
    case 'drinkWater':
      return { action: a, label: `Use ${n.card(view.survivors[a.s].inventory[a.slot] ?? 0)}` };
    case 'swap':
      return {
        action: a,
        label: `Swap ${n.survivor(a.a)} slot ${a.slotA + 1} with ${n.survivor(a.b)} slot ${a.slotB + 1}`,
      };
    case 'doneReorganize':
      return { action: a, label: 'Done' };
    case 'assignWound':
      return { action: a, label: n.survivor(a.to) };
    case 'assignHit':
      return { action: a, label: ['Walker', 'Runner', 'Fatty', 'Abomination'][a.zombie] ?? `zombie ${a.zombie}` };
    case 'friendlyFire':
      return { action: a, label: n.survivor(a.to) };
    case 'reroll':
      return { action: a, label: a.source === null ? 'Keep the roll' : `Reroll (${a.source})` };
    case 'splitRoute':
      return { action: a, label: `Toward ${n.zone(a.route)}` };
    case 'zombieTarget':
      return { action: a, label: n.zone(a.zone) };
    case 'noiseZone':
      return { action: a, label: n.zone(a.zone) };
    case 'keepFound':
      return { action: a, label: a.slot === null ? 'Discard it' : `Put it in slot ${a.slot + 1}` };
    case 'chooseRecipient':
      return { action: a, label: n.survivor(a.s) };
    case 'chooseSkill':
      return { action: a, label: a.skill };
    default: {
      const other = a as { type: string };
      const named: Record<string, string> = {
        startTrain: 'Start the train',
        loadCoal: 'Load the coal sacks into the tender',
        loadWagon: 'Stow the Objectives in the Wagon',
        blowMine: 'Blow the mine',
        boardWagon: 'Get in the Wagon',
        leaveWagon: 'Get out of the Wagon',
        bornLeader: 'Give an Action (Born leader)',
      };
      // An action this table does not know yet: offered by its name.
      return { action: a, label: named[other.type] ?? other.type };
    }
  }
}

/** The zones an action passes through before its destination (a Sprint's path, a Move or Charge via). */
export function passedThrough(a: Action): number[] {
  switch (a.type) {
    case 'sprint':
      return a.path.slice(0, -1);
    case 'move':
      return a.via !== undefined && a.via >= 0 ? [a.via] : [];
    case 'charge':
      return a.via;
    default:
      return [];
  }
}

/**
 * Offers that would read the same (two Sprints to one zone by two paths) are told apart by the
 * zones they pass through: which buildings a survivor enters on the way matters (a Corpse Pile
 * wakes when its building is entered).
 */
export function tellApart(offers: Offer[], n: Namer): Offer[] {
  const count = new Map<string, number>();
  for (const o of offers) count.set(o.label, (count.get(o.label) ?? 0) + 1);
  return offers.map((o) => {
    const via = passedThrough(o.action);
    if ((count.get(o.label) ?? 0) < 2 || via.length === 0) return o;
    return { ...o, label: i18n.t('uoa:offer.via', { label: o.label, zones: via.map(n.zone).join(' → ') }) };
  });
}

/** Actions of survivor `s` that point at a zone, grouped by zone. */
export function zoneOffers(view: PlayerView, legal: Action[], s: number): Map<number, Action[]> {
  const out = new Map<number, Action[]>();
  for (const a of legal) {
    if (!('s' in a) || a.s !== s) continue;
    const z = actionZone(view, a);
    if (z === null) continue;
    const list = out.get(z) ?? [];
    list.push(a);
    out.set(z, list);
  }
  return out;
}

const ZONE_TYPES = new Set([
  'move',
  'sprint',
  'jump',
  'improvised',
  'taunt',
  'shove',
  'lifesaver',
  'ranged',
  'dynamite',
  'holyWater',
  'charge',
  'vadeRetro',
]);
const HIDDEN = new Set(['discard', 'drinkWater']);

/** Actions of survivor `s` that do not point at a zone (the action bar), one offer each. */
export function survivorOffers(legal: Action[], s: number): Action[] {
  return legal.filter(
    (a) =>
      's' in a &&
      a.s === s &&
      !ZONE_TYPES.has(a.type) &&
      !HIDDEN.has(a.type) &&
      a.type !== 'chooseRecipient' &&
      a.type !== 'chooseLeader',
  );
}

/** Survivors the screen may act with now (in turn order), from the legal actions. */
export function actingSurvivors(view: PlayerView, legal: Action[]): number[] {
  const set = new Set<number>();
  for (const a of legal)
    if ('s' in a && a.type !== 'discard' && a.type !== 'drinkWater' && a.type !== 'chooseRecipient') set.add(a.s);
  if (view.active >= 0 && set.has(view.active)) return [view.active];
  return [...set].sort((a, b) => a - b);
}
