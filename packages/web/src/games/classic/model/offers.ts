/**
 * The legal actions as the Classic table offers them, in the chosen language: per zone (move,
 * shoot), per door (open it with which weapon), per survivor (search, reload, end turn...), each with
 * a label, a shortcut and, for a shot into a zone with survivors, the warning that survivors take the
 * hits first (Classic's Targeting Priority Order). The grouping helpers are Undead or Alive's.
 */
import type { Action } from '@horde/zombicide';
import { freeSpotBorder } from '@horde/zombicide/board/index';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';
import type { Offer } from '../../zombicide/offer.ts';
import { equipmentById, missions } from '../data.ts';
import { futileAttack } from '../../zombicide/futile.ts';
import { engine } from '../rules.ts';
import { cardName, type Names, paramName } from '../text/names.ts';

export type { Offer };
import {
  actionZone as sharedActionZone,
  survivorOffers as sharedSurvivorOffers,
  zoneOffers as sharedZoneOffers,
} from '../../uoa/model/actions.ts';

export { actingSurvivors, firstSelected } from '../../uoa/model/actions.ts';

/** A drive or a flight: offered on the zone the vehicle ends in. */
function isTrip(a: Action): a is Extract<Action, { type: 'drive' | 'fly' }> {
  return a.type === 'drive' || a.type === 'fly';
}

/** The zone an action points at: a drive or a flight points at the zone the vehicle ends in (the reachable zones marked). */
export function actionZone(view: ClassicView, a: Action): number | null {
  if (isTrip(a)) return a.path[a.path.length - 1] ?? null;
  return sharedActionZone(view, a);
}

/** Zone-pointing offers of survivor `s`, the drives and flights included. */
export function zoneOffers(view: ClassicView, legal: Action[], s: number): Map<number, Action[]> {
  const out = sharedZoneOffers(view, legal, s);
  for (const a of legal) {
    if (!isTrip(a) || a.s !== s) continue;
    const z = a.path[a.path.length - 1];
    out.set(z, [...(out.get(z) ?? []), a]);
  }
  return out;
}

/** The action bar's offers of survivor `s` (a drive or a flight is offered on its zone instead). */
export function survivorOffers(legal: Action[], s: number): Action[] {
  return sharedSurvivorOffers(legal, s).filter((a) => !isTrip(a));
}

/** A barricade spot by its two zones ("street 5C:s1 / street 5C:s3"): the mission's, or a Handyman's Leader's. */
function barricadeBorder(view: ClassicView, n: Names, spot: number): string {
  const free = freeSpotBorder(spot);
  if (free) return free.zones.map((z) => n.zone(z)).join(' / ');
  const text = missions.find((m) => m.id === view.mission)?.barricades?.[spot] ?? '';
  return text
    .split('|')
    .map((l) => n.zoneByLabel?.(l) ?? l)
    .join(' / ');
}

/** The kind of car `car` ("police car"), in the language. */
export function carName(_view: ClassicView, n: Names, car: number): string {
  return n.car(car);
}

function seatName(n: Names, seat: number, helicopter = false): string {
  if (seat !== 0) return n.t('classic:offer.seatPassenger', { seat });
  return n.t(helicopter ? 'classic:offer.seatPilot' : 'classic:offer.seatDriver');
}

/** The vehicle survivor `s` sits in, or undefined. */
function vehicleOf(view: ClassicView, s: number) {
  return (view.cars ?? []).find((c) => c.seats.includes(s));
}

/** The zones of a trip, "to" or "to via a, b", in the language (`key`: drive or fly). */
function tripLabel(n: Names, key: 'drive' | 'fly', path: number[]): string {
  const to = n.zone(path[path.length - 1]);
  if (path.length === 1) return n.t(`classic:offer.${key}`, { to });
  const via = path
    .slice(0, -1)
    .map((z) => n.zone(z))
    .join(', ');
  return n.t(`classic:offer.${key}Via`, { to, via });
}

/**
 * A drive runs over the survivors outside cars in the zone it leaves and every zone it enters: they are
 * rolled for and hit first (seed 001 line 1363).
 */
export function carAttackWarning(
  view: ClassicView,
  n: Names,
  a: Extract<Action, { type: 'drive' }>,
): string | undefined {
  const cars = view.cars ?? [];
  const inCar = (i: number) => cars.some((c) => c.seats.includes(i));
  const from = view.survivors[a.s]?.zone ?? -1;
  const zones = new Set([from, ...a.path]);
  const hit: number[] = [];
  view.survivors.forEach((x, i) => {
    if (!x.eliminated && !x.exited && zones.has(x.zone) && !inCar(i)) hit.push(i);
  });
  if (hit.length === 0) return undefined;
  return n.t('classic:offer.carFriendlyFire', { count: hit.length, names: hit.map((i) => n.survivor(i)).join(', ') });
}

export function weaponOf(view: ClassicView, s: number, slot: number) {
  const card = view.survivors[s]?.inventory[slot];
  if (card === null || card === undefined) return null;
  const def = equipmentById[view.cards[card]?.def ?? ''];
  return def ? { card, def, loaded: view.cards[card].loaded } : null;
}

/** "Pistol (1 die, 4+, Damage 1)". */
export function weaponStats(view: ClassicView, n: Names, s: number, slot: number): string {
  const w = weaponOf(view, s, slot);
  if (!w) return n.t('classic:offer.slot', { slot: slot + 1 });
  const name = cardName(n.t, w.def.id);
  const ws = w.def.weapon;
  if (!ws) return name;
  return n.t('classic:offer.stats', { name, count: ws.dice, accuracy: ws.accuracy, damage: ws.damage });
}

/** Survivors in the target zone of a shot take its hits first (Classic's Targeting Priority Order). */
export function survivorsFirstWarning(
  view: ClassicView,
  n: Names,
  a: Extract<Action, { type: 'ranged' }>,
): string | undefined {
  const others = view.survivors.filter((x, i) => i !== a.s && x.zone === a.zone && !x.eliminated && !x.exited);
  if (others.length === 0) return undefined;
  const damage = weaponOf(view, a.s, a.slot)?.def.weapon?.damage ?? 1;
  return n.t('classic:offer.survivorsFirst', {
    count: others.length,
    names: others.map((o) => n.survivor(view.survivors.indexOf(o))).join(', '),
    damage,
  });
}

/**
 * An attack whose Damage cannot eliminate any zombie in its zone (Damage 1 against an Abomination): its hits would
 * be lost (seed 001 lines 1312-1339), as Undead or Alive's table warns.
 */
export function futileWarning(view: ClassicView, n: Names, a: Action): string | undefined {
  const futile = futileAttack(engine(), view, a);
  if (!futile) return undefined;
  return n.t('classic:offer.futile', {
    damage: futile.damage,
    zombies: futile.needs
      .map((z) => n.t('classic:offer.needs', { zombie: n.zombieType(z.type), toughness: z.toughness }))
      .join(', '),
  });
}

/** Warnings joined: each sentence kept, none when there are none. */
function warnings(...list: (string | undefined)[]): string | undefined {
  const said = list.filter((w): w is string => !!w);
  return said.length ? said.join(' ') : undefined;
}

/** The door-opening weapon of an openDoor action ("Crowbar", or Break-in's bare hands). */
export function openerName(view: ClassicView, n: Names, a: Extract<Action, { type: 'openDoor' }>): string {
  if (a.slot < 0) return n.t('classic:offer.breakIn');
  const w = weaponOf(view, a.s, a.slot);
  return w ? cardName(n.t, w.def.id) : n.t('classic:offer.slot', { slot: a.slot + 1 });
}

/** Whether opening with this card leaves a Noise token (its door icon is noisy). */
export function noisyOpener(view: ClassicView, a: Extract<Action, { type: 'openDoor' }>): boolean {
  return a.slot >= 0 && weaponOf(view, a.s, a.slot)?.def.door === 'noisy';
}

const KEYS: Partial<Record<Action['type'], string>> = {
  search: 's',
  melee: 'f',
  reload: 'r',
  trade: 't',
  reorganize: 'g',
  objective: 'o',
  makeNoise: 'n',
  exit: 'x',
  endTurn: 'e',
  openDoor: 'd',
};

export function describeAction(view: ClassicView, n: Names, a: Action): Offer {
  const t = n.t;
  const key = KEYS[a.type];
  const offer = (label: string, extra: Partial<Offer> = {}): Offer =>
    key ? { action: a, label, key, ...extra } : { action: a, label, ...extra };
  const dual = 'dual' in a && a.dual ? t('classic:offer.dual') : '';
  switch (a.type) {
    case 'move':
      return offer(
        a.via !== undefined
          ? t('classic:offer.moveVia', { to: n.zone(a.to), via: n.zone(a.via) })
          : t('classic:offer.move', { to: n.zone(a.to) }),
      );
    case 'sprint':
      return offer(t('classic:offer.sprint', { to: n.zone(a.path[a.path.length - 1]), count: a.path.length }));
    case 'jump':
      return offer(t('classic:offer.jump', { to: n.zone(a.to) }));
    case 'search':
      return offer(t('classic:offer.search'), { detail: t('classic:offer.searchDetail') });
    case 'melee': {
      // Barbarian (seed 001 line 2167): the weapon rolls a die per Actor in the zone.
      const key = a.actorDice ? 'classic:offer.meleeActors' : 'classic:offer.melee';
      const label = t(key, { weapon: weaponStats(view, n, a.s, a.slot), dual });
      const warning = futileWarning(view, n, a);
      return warning ? offer(label, { warning }) : offer(label);
    }
    case 'ranged': {
      const warning = warnings(survivorsFirstWarning(view, n, a), futileWarning(view, n, a));
      // Full auto (seed 001 line 2225): the weapon rolls a die per Actor in the zone shot at.
      const label = t(a.actorDice ? 'classic:offer.rangedActors' : 'classic:offer.ranged', {
        zone: n.zone(a.zone),
        weapon: weaponStats(view, n, a.s, a.slot),
        dual,
      });
      // Trick shot (seed 001 line 2313): the twin weapon aims at another zone in the same Action.
      if (a.trickShot !== undefined) {
        const trick = t('classic:offer.trickShot', { label, zone: n.zone(a.trickShot) });
        const twin = survivorsFirstWarning(view, n, { ...a, zone: a.trickShot });
        const both = warnings(warning, twin);
        return both ? offer(trick, { warning: both }) : offer(trick);
      }
      return warning ? offer(label, { warning }) : offer(label);
    }
    case 'reload':
      return offer(t('classic:offer.reload', { weapon: weaponStats(view, n, a.s, a.slot) }));
    case 'trade':
      return offer(t('classic:offer.trade', { who: n.survivor(a.with) }));
    case 'reorganize':
      return offer(t('classic:offer.reorganize'));
    case 'objective':
      return offer(t('classic:offer.objective'));
    case 'makeNoise':
      return offer(t('classic:offer.makeNoise'), { detail: t('classic:offer.makeNoiseDetail') });
    case 'exit':
      return offer(t('classic:offer.exit'));
    case 'endTurn':
      return offer(t('classic:offer.endTurn'));
    case 'openDoor': {
      const from = view.survivors[a.s]?.zone ?? -1;
      const label = t('classic:offer.openDoor', { door: n.doorFrom(a.door, from), weapon: openerName(view, n, a) });
      return offer(label, { detail: t(noisyOpener(view, a) ? 'offer.openDoorNoisy' : 'offer.openDoorSilent') });
    }
    case 'discard':
      return offer(t('classic:offer.discard', { card: n.card(view.survivors[a.s].inventory[a.slot] ?? 0) }));
    case 'shove':
      return offer(t('classic:offer.shove', { to: n.zone(a.to) }));
    case 'taunt':
      return offer(t('classic:offer.taunt', { zone: n.zone(a.zone) }));
    case 'lifesaver':
      return offer(t('classic:offer.lifesaver', { who: a.who.map(n.survivor).join(', '), zone: n.zone(a.from) }));
    case 'bornLeader':
      return offer(t('classic:offer.bornLeader', { who: n.survivor(a.to) }));
    case 'heal':
      return offer(t('classic:offer.heal', { who: n.survivor(a.who) }));
    case 'combine': {
      const inv = view.survivors[a.s].inventory;
      return offer(t('classic:offer.combine', { a: n.card(inv[a.a] ?? 0), b: n.card(inv[a.b] ?? 0) }));
    }
    case 'charge': {
      const label = t('classic:offer.charge', { to: n.zone(a.to), weapon: weaponStats(view, n, a.s, a.slot), dual });
      const warning = futileWarning(view, n, a);
      return warning ? offer(label, { warning }) : offer(label);
    }
    case 'getInCar': {
      const heli = view.cars?.[a.car]?.kind === 'helicopter';
      return offer(t('classic:offer.getInCar', { car: carName(view, n, a.car), seat: seatName(n, a.seat, heli) }));
    }
    case 'getOutOfCar':
      return vehicleOf(view, a.s)?.flying
        ? offer(t('classic:offer.fastRoping'), { detail: t('classic:offer.fastRopingDetail') })
        : offer(
            t('classic:offer.getOutOfCar', {
              car: carName(
                view,
                n,
                (view.cars ?? []).findIndex((c) => c.seats.includes(a.s)),
              ),
            }),
          );
    case 'changeSeat':
      return offer(
        t('classic:offer.changeSeat', { seat: seatName(n, a.seat, vehicleOf(view, a.s)?.kind === 'helicopter') }),
      );
    case 'stash': {
      const inv = view.survivors[a.s].inventory;
      const cards = a.slots.map((slot) => n.card(inv[slot] ?? 0)).join(', ');
      return offer(t('classic:offer.stash', { cards, car: carName(view, n, a.car) }));
    }
    case 'takeStashed':
      return offer(
        t('classic:offer.takeStashed', {
          cards: a.cards.map((c) => n.card(c)).join(', '),
          car: carName(view, n, a.car),
        }),
      );
    case 'pullSwitch':
      // [PO] A Switch of doors opens or locks them up, no way to choose (seed 001 line 756).
      if (missions.find((m) => m.id === view.mission)?.switches?.[a.switch]?.doors)
        return offer(t('classic:offer.pullSwitchDoors'), { detail: t('classic:offer.pullSwitchDoorsDetail') });
      // [PO] The player chooses the way the gate turns (seed 001 line 1726): one offer each way.
      return offer(t('classic:offer.pullSwitch', { way: t(`classic:offer.way.${a.turn === 1 ? 'cw' : 'ccw'}`) }), {
        detail: t('classic:offer.pullSwitchDetail'),
      });
    case 'chargeMove':
      // Charge (seed 001 line 2191): free, into a zone with zombies; Bloodlust (line 2171): 1 Action, then an attack.
      if (a.bloodlust)
        return offer(t('classic:offer.bloodlust', { to: n.zone(a.to), type: paramName(t, a.bloodlust) }), {
          detail: t('classic:offer.bloodlustDetail'),
        });
      return offer(t('classic:offer.chargeMove', { to: n.zone(a.to) }), {
        detail: t('classic:offer.chargeMoveDetail'),
      });
    case 'loud':
      return offer(t('classic:offer.loud'), { detail: t('classic:offer.loudDetail') });
    case 'buildBarricade': {
      // [TCM] 3 Actions to start a barricade, 3 more to complete it (seed 001 lines 728-742).
      const started = view.barricades?.some((b) => b.spot === a.spot);
      // A Handyman's Leader's new one off the mission's spots (line 2020) says so.
      const anywhere = !started && freeSpotBorder(a.spot) !== undefined;
      const label = started ? 'completeBarricade' : anywhere ? 'buildBarricadeAnywhere' : 'buildBarricade';
      return offer(t(`classic:offer.${label}`, { border: barricadeBorder(view, n, a.spot) }), {
        detail: t(anywhere ? 'classic:offer.buildBarricadeAnywhereDetail' : 'classic:offer.buildBarricadeDetail'),
      });
    }
    case 'breakBarricade': {
      // [TCM] As a door opens, with a door-opening weapon in hand (seed 001 line 746).
      const card = view.survivors[a.s]?.inventory[a.slot];
      return offer(
        t('classic:offer.breakBarricade', {
          border: barricadeBorder(view, n, a.spot),
          weapon: card === null || card === undefined ? '?' : n.card(card),
        }),
        { detail: t('classic:offer.breakBarricadeDetail') },
      );
    }
    case 'lockDoor':
      // Lock it down (seed 001 line 2243).
      return offer(t('classic:offer.lockDoor', { door: n.doorFrom(a.door, view.survivors[a.s]?.zone ?? -1) }), {
        detail: t('classic:offer.lockDoorDetail'),
      });
    case 'takeOff':
      return offer(t('classic:offer.takeOff'), { detail: t('classic:offer.takeOffDetail') });
    case 'land':
      return offer(t('classic:offer.land'), { detail: t('classic:offer.landDetail') });
    case 'fly':
      return offer(tripLabel(n, 'fly', a.path), { detail: t('classic:offer.flyDetail') });
    case 'searchCar':
      return offer(t('classic:offer.searchCar', { car: carName(view, n, a.car) }));
    case 'drive': {
      const label = tripLabel(n, 'drive', a.path);
      const warning = carAttackWarning(view, n, a);
      const detail = t('classic:offer.driveDetail');
      return warning ? offer(label, { detail, warning }) : offer(label, { detail });
    }
    case 'teamAction': {
      // Team Actions [RM]: the card is one of the team's (its index), named in the view's mission state.
      const team = view.survivors[a.s]?.player ?? 0;
      const card = String(view.missionState[`teamCards:${team}`] ?? '').split(',')[a.card] ?? '';
      // Its second way (seed 001 lines 1914, 1926, 1936): out of the Zone they all stand in, each his own way.
      const label = t(a.way === 2 ? 'classic:offer.teamActionOut' : 'classic:offer.teamAction', {
        card: t(`classic:offer.teamCard.${card}`, { defaultValue: card }),
        zone: n.zone(a.zone),
        with: a.with.map((m) => n.survivor(m)).join(', '),
      });
      return offer(label, {
        detail: t(a.way === 2 ? 'classic:offer.teamActionOutDetail' : 'classic:offer.teamActionDetail'),
      });
    }
    case 'teamMove':
      // The free Move of a second way; his own Zone: Charge! without moving (seed 001 line 1914).
      return offer(
        a.to === view.survivors[a.s]?.zone
          ? t('classic:offer.teamStay', { who: n.survivor(a.s) })
          : t('classic:offer.teamMove', { who: n.survivor(a.s), to: n.zone(a.to) }),
      );
    case 'meleeRival': {
      // Competitive [RM]: each hit inflicts the weapon's Damage in Wounds on the rival (seed 001 line 2721).
      const damage = weaponOf(view, a.s, a.slot)?.def.weapon?.damage ?? 1;
      const label = t('classic:offer.meleeRival', {
        who: n.survivor(a.who),
        weapon: weaponStats(view, n, a.s, a.slot),
        dual,
      });
      return offer(label, { warning: t('classic:offer.meleeRivalWarning', { count: damage }) });
    }
    case 'rally':
      // Companions [AN]: his token taken like an Objective (seed 001 line 1968).
      return offer(t('classic:offer.takeCompanion', { who: n.survivor(a.companion) }), {
        detail: t('classic:offer.takeCompanionDetail'),
      });
    case 'instruct':
      return offer(instructionLabel(view, n, a), { detail: t('classic:offer.instructDetail') });
    case 'teamAttack': {
      const weapon = weaponStats(view, n, a.s, a.slot);
      return offer(
        a.zone === undefined
          ? t('classic:offer.teamAttack', { who: n.survivor(a.s), weapon, dual })
          : t('classic:offer.teamAttackAt', { who: n.survivor(a.s), zone: n.zone(a.zone), weapon, dual }),
      );
    }
    default:
      // An action of another ruleset: offered by its name.
      return offer(a.type);
  }
}

/** An Instruction to a Companion (seed 001 lines 760-764): "Gunman: shoot at …", "Cherry: move to …". */
export function instructionLabel(view: ClassicView, n: Names, a: Extract<Action, { type: 'instruct' }>): string {
  const who = n.survivor(a.companion);
  const from = view.survivors[a.companion]?.zone ?? -1;
  const held = view.survivors[a.companion]?.holds;
  const target =
    a.order === 'openDoor'
      ? n.doorFrom(a.target, from)
      : a.order === 'breakBarricade'
        ? barricadeBorder(view, n, a.target)
        : a.order === 'getIn'
          ? String(a.target)
          : a.target >= 0
            ? n.zone(a.target)
            : '';
  // A dog gets in without a seat (-1, decision dogVehicles).
  const order = a.order === 'getIn' && a.target < 0 ? 'getInDog' : a.order;
  return n.t(`classic:offer.instruct.${order}`, {
    who,
    target,
    card: held === undefined ? '' : n.card(held),
  });
}

/** The openDoor actions of survivor `s`, by door. */
export function doorOffers(legal: readonly Action[], s: number): Map<number, Extract<Action, { type: 'openDoor' }>[]> {
  const out = new Map<number, Extract<Action, { type: 'openDoor' }>[]>();
  for (const a of legal) {
    if (a.type !== 'openDoor' || a.s !== s) continue;
    out.set(a.door, [...(out.get(a.door) ?? []), a]);
  }
  return out;
}
