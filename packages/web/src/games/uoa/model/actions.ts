/**
 * Turning the legal actions into what the table offers: per zone (move, shoot, charge,
 * dynamite, Vade Retro, Holy Water) and per survivor (search, reload, end turn, ...), with a
 * label, a shortcut and, for attacks into a zone with survivors, the friendly-fire risk.
 */
import type { Action, PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { i18n } from '../../../i18n/index.ts';
import { equipmentById } from '../data.ts';
import { cardName, rerollSource, skillName, slotName, zombieName, type Namer } from '../text/names.ts';

import type { Offer } from '../../zombicide/offer.ts';

export type { Offer };

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

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {}) as string;

/** A weapon with its attack line: "Springfield (1 die, 4+, Damage 2)". */
function stats(view: PlayerView, s: number, slot: number): string {
  const w = weaponOf(view, s, slot);
  if (!w?.def.weapon) return w ? cardName(w.def.id) : t('uoa:offer.slot', { slot: slot + 1 });
  const ws = w.def.weapon;
  return t('uoa:offer.stats', { name: cardName(w.def.id), count: ws.dice, accuracy: ws.accuracy, damage: ws.damage });
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
  return t('uoa:offer.friendlyFire', {
    survivors: t('uoa:offer.survivorsInZone', { count: others.length }),
    misses: t('uoa:offer.expectedMisses', { count: expected, value: expected.toFixed(1), dice }),
  });
}

export function describeAction(view: PlayerView, geo: BoardGeometry, n: Namer, a: Action): Offer {
  void geo;
  const dual = 'dual' in a && a.dual ? t('uoa:offer.dual') : '';
  const card = (s: number, slot: number) => n.card(view.survivors[s]?.inventory[slot] ?? 0);
  const offer = (key: string, values: Record<string, unknown> = {}, extra: Partial<Offer> = {}): Offer => ({
    action: a,
    label: t(`uoa:offer.${key}`, values),
    ...extra,
  });
  switch (a.type) {
    case 'move':
      return a.via !== undefined
        ? offer('moveVia', { to: n.zone(a.to), via: n.zone(a.via) })
        : offer('move', { to: n.zone(a.to) });
    case 'sprint':
      return offer('sprint', { to: n.zone(a.path[a.path.length - 1]), count: a.path.length });
    case 'jump':
      return offer('jump', { to: n.zone(a.to) });
    case 'tinker':
      return offer('tinker', { card: card(a.s, a.slot) });
    case 'improvised':
      return offer('improvised', { attack: t(`uoa:offer.attack.${a.attack}`), zone: n.zone(a.zone) });
    case 'shove':
      return offer('shove', { to: n.zone(a.to) });
    case 'lifesaver':
      return offer('lifesaver', { who: a.who.map(n.survivor).join(', '), zone: n.zone(a.from) });
    case 'taunt':
      return offer('taunt', { zone: n.zone(a.zone) });
    case 'rally':
      return a.pay === undefined
        ? offer('rally', { who: n.survivor(a.companion) })
        : a.pay === -1
          ? offer('rallyToken', { who: n.survivor(a.companion) })
          : offer('rallyCard', { who: n.survivor(a.companion), card: card(a.s, a.pay), slot: a.pay + 1 });
    case 'giveCompanion':
      return offer('giveCompanion', { who: n.survivor(a.companion), to: n.survivor(a.to) });
    case 'giveToken':
      return offer('giveToken', { to: n.survivor(a.to) });
    case 'chooseLeader':
      return { action: a, label: n.survivor(a.s) };
    case 'search':
      return offer('search', {}, { key: 's', detail: t('uoa:offer.searchDetail') });
    case 'melee':
      return offer('melee', { weapon: stats(view, a.s, a.slot), dual }, { key: 'f' });
    case 'ranged': {
      const warning = friendlyFireRisk(view, a);
      const o = offer(a.fanning ? 'rangedFanning' : 'ranged', {
        zone: n.zone(a.zone),
        weapon: stats(view, a.s, a.slot),
        dual,
      });
      return warning ? { ...o, warning } : o;
    }
    case 'dynamite':
      return offer('dynamite', { zone: n.zone(a.zone) }, { warning: t('uoa:offer.dynamiteWarning') });
    case 'holyWater':
      return offer('holyWater', { zone: n.zone(view.spawns[a.spawn]?.zone ?? -1) });
    case 'reload':
      return offer(
        'reload',
        { card: cardName(view.cards[view.survivors[a.s].inventory[a.slot] ?? 0]?.def ?? '') },
        { key: 'r' },
      );
    case 'trade':
      return offer('trade', { who: n.survivor(a.with) }, { key: 't' });
    case 'reorganize':
      return offer('reorganize', {}, { key: 'g' });
    case 'objective':
      return offer('objective', {}, { key: 'o' });
    case 'makeNoise':
      return offer('makeNoise', {}, { key: 'n', detail: t('uoa:offer.makeNoiseDetail') });
    case 'charge':
      return a.via.length
        ? offer('chargeVia', {
            to: n.zone(a.to),
            via: a.via.map(n.zone).join(', '),
            weapon: stats(view, a.s, a.slot),
            dual,
          })
        : offer('charge', { to: n.zone(a.to), weapon: stats(view, a.s, a.slot), dual });
    case 'vadeRetro':
      return a.replace >= 0
        ? offer('vadeRetroMoves', { zone: n.zone(a.zone), from: n.zone(a.replace) })
        : offer('vadeRetro', { zone: n.zone(a.zone) });
    case 'exit':
      return offer('exit', {}, { key: 'x' });
    case 'endTurn':
      return offer('endTurn', {}, { key: 'e' });
    case 'discard':
      return offer('discard', { card: card(a.s, a.slot) });
    case 'drinkWater':
      return offer('use', { card: card(a.s, a.slot) });
    case 'swap':
      return offer('swap', {
        a: n.survivor(a.a),
        slotA: slotName(a.slotA),
        b: n.survivor(a.b),
        slotB: slotName(a.slotB),
      });
    case 'doneReorganize':
      return offer('done');
    case 'assignWound':
      return { action: a, label: n.survivor(a.to) };
    case 'assignHit':
      return { action: a, label: zombieName(a.zombie) };
    case 'friendlyFire':
      return { action: a, label: n.survivor(a.to) };
    case 'reroll':
      return a.source === null ? offer('keepRoll') : offer('reroll', { source: rerollSource(a.source) });
    case 'splitRoute':
      return offer('toward', { zone: n.zone(a.route) });
    case 'zombieTarget':
      return { action: a, label: n.zone(a.zone) };
    case 'noiseZone':
      return { action: a, label: n.zone(a.zone) };
    case 'keepFound':
      return a.slot === null ? offer('discardFound') : offer('keepIn', { slot: slotName(a.slot) });
    case 'chooseRecipient':
      return { action: a, label: n.survivor(a.s) };
    case 'chooseSkill':
      return { action: a, label: skillName(a.skill) };
    case 'bornLeader':
      return offer('named.bornLeader', { who: n.survivor(a.to) });
    case 'moveWagon':
    case 'moveGatling':
      return offer(`named.${a.type}`, { zone: n.zone(a.to) });
    case 'fireGatling':
      return offer('named.fireGatling', { zone: n.zone(a.zone) });
    case 'startTrain':
    case 'loadCoal':
    case 'loadWagon':
    case 'blowMine':
    case 'boardWagon':
    case 'leaveWagon':
      return offer(`named.${a.type}`);
    default: {
      // An action this table does not know yet: offered by its name.
      const other = a as { type: string };
      return { action: a, label: other.type };
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

/**
 * The survivor whose dashboard a table shows first: the first who may act, else the first of all. Chosen in the
 * first render, not in an effect after it: a dashboard appearing a frame later pushed the panels under the map
 * down (a layout shift of 0.2-0.4 on a phone).
 */
export function firstSelected(view: PlayerView, legal: Action[]): number | null {
  const actors = actingSurvivors(view, legal);
  return actors.length ? actors[0] : view.survivors.length ? 0 : null;
}

/** Survivors the screen may act with now (in turn order), from the legal actions. */
export function actingSurvivors(view: PlayerView, legal: Action[]): number[] {
  const set = new Set<number>();
  for (const a of legal)
    if ('s' in a && a.type !== 'discard' && a.type !== 'drinkWater' && a.type !== 'chooseRecipient') set.add(a.s);
  if (view.active >= 0 && set.has(view.active)) return [view.active];
  return [...set].sort((a, b) => a - b);
}
