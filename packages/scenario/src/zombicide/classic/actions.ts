/** A step's action in the file's words (survivor ids, zone and door names, slots or card ids) as engine actions. */
import { type Action, NO_TARGET } from '@horde/zombicide';
import { describeAction, sharedActions, slotOf, type StepWords } from '../actions.ts';
import { StepProblem } from '../steps.ts';
import type { Built } from './build.ts';
import type { Path } from './parse.ts';
import { ACTION_NAMES, type ActionName, SLOT_NAMES, type Step, ZOMBIE_TYPE_NAMES } from './schema.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

/** The step's action; undefined for a step that only checks its `expect`. */
export function stepActionName(step: Step): ActionName | undefined {
  return ACTION_NAMES.find((n) => step[n] !== undefined);
}

/** Short text for reports: `openDoor {"survivor":"ned","door":"a1|s2"}`. */
export function describeStep(step: Step): string {
  const name = stepActionName(step);
  return describeAction(name, name === undefined ? undefined : step[name]);
}

/** The position in the words the shared translation reads (../actions.ts). */
function words(b: Built): StepWords {
  return {
    state: b.state,
    slots: SLOT_NAMES,
    isCard: (id) => b.ctx.equipment[id] !== undefined,
    survivor(id, path) {
      const i = b.survivorIndex[id];
      if (i === undefined)
        throw b.parsed.error(
          path,
          `unknown survivor "${id}" (in this scenario: ${Object.keys(b.survivorIndex).join(', ')})`,
        );
      return i;
    },
    zone: b.zone,
    error: b.parsed.error,
  };
}

/** The first car in survivor `s`'s zone. */
function carHere(b: Built, s: number): number {
  const car = classicPart(b.state).cars?.findIndex((c) => c.zone === b.state.survivors[s].zone) ?? -1;
  if (car < 0) throw new StepProblem(`no car in ${b.state.survivors[s].id}'s zone`);
  return car;
}

/** A seat in the file's words: the driver's (0), the first empty passenger's, or a passenger seat 1-3. */
function seatOf(b: Built, car: number, seat: 'driver' | 'passenger' | number): number {
  if (seat === 'driver') return 0;
  if (typeof seat === 'number') return seat;
  const seats = classicPart(b.state).cars?.[car]?.seats ?? [];
  for (let k = 1; k < seats.length; k++) if (seats[k] < 0) return k;
  return 1;
}

export function translateStep(b: Built, step: Step, index: number): Action[] {
  const name = stepActionName(step);
  if (name === undefined) return [];
  const w = words(b);
  const shared = sharedActions(w, step, name, index);
  if (shared) return shared;
  const base: Path = ['steps', index, name];
  const sv = (id: string, key?: string) => w.survivor(id, key ? [...base, key] : base);
  const zone = (label: string, key?: string) => b.zone(label, key ? [...base, key] : base);
  const slot = (s: number, ref: string, key = 'weapon') => slotOf(w, s, ref, [...base, key]);
  switch (name) {
    case 'openDoor': {
      const a = step.openDoor!;
      const s = sv(a.survivor, 'survivor');
      const door = b.door(a.door, [...base, 'door']);
      return [{ type: 'openDoor', s, door, slot: a.weapon === undefined ? -1 : slot(s, a.weapon) }];
    }
    case 'discard': {
      const a = step.discard!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'discard', s, slot: slot(s, a.slot, 'slot') }];
    }
    case 'swap': {
      const a = step.swap!;
      const slotA = SLOT_NAMES.indexOf(a.slotA);
      const slotB = SLOT_NAMES.indexOf(a.slotB);
      return [{ type: 'swap', a: sv(a.a, 'a'), slotA, b: sv(a.b, 'b'), slotB }];
    }
    case 'confirmTrade':
      return [{ type: 'confirmTrade', accept: step.confirmTrade! }];
    case 'friendlyFire':
      return [{ type: 'friendlyFire', to: sv(step.friendlyFire!) }];
    case 'assignHit':
      return [
        {
          type: 'assignHit',
          zombie: step.assignHit === 'none' ? NO_TARGET : ZOMBIE_TYPE_NAMES.indexOf(step.assignHit!),
        },
      ];
    case 'taunt': {
      const a = step.taunt!;
      return [{ type: 'taunt', s: sv(a.survivor, 'survivor'), zone: zone(a.at, 'at') }];
    }
    case 'loud':
      return [{ type: 'loud', s: sv(step.loud!) }];
    case 'lockDoor': {
      const a = step.lockDoor!;
      return [{ type: 'lockDoor', s: sv(a.survivor, 'survivor'), door: b.door(a.door, [...base, 'door']) }];
    }
    case 'buildBarricade': {
      const a = step.buildBarricade!;
      return [{ type: 'buildBarricade', s: sv(a.survivor, 'survivor'), spot: b.spot(a.spot, [...base, 'spot']) }];
    }
    case 'breakBarricade': {
      const a = step.breakBarricade!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'breakBarricade', s, spot: b.spot(a.spot, [...base, 'spot']), slot: slot(s, a.weapon) }];
    }
    case 'chargeMove': {
      const a = step.chargeMove!;
      const charge: Action = {
        type: 'chargeMove',
        s: sv(a.survivor, 'survivor'),
        to: zone(a.to, 'to'),
        via: (a.via === undefined ? [] : typeof a.via === 'string' ? [a.via] : a.via).map((l) => zone(l, 'via')),
      };
      return [a.bloodlust ? { ...charge, bloodlust: a.bloodlust } : charge];
    }
    case 'keepFound':
      return [{ type: 'keepFound', slot: step.keepFound === 'discard' ? null : SLOT_NAMES.indexOf(step.keepFound!) }];
    case 'loseCard': {
      const d = b.state.pending[0];
      if (d?.kind !== 'loseCard')
        throw new StepProblem(`no Wound waits for a card to lose (pending: ${d?.kind ?? 'none'})`);
      return [{ type: 'loseCard', slot: slotOf(w, d.survivor, step.loseCard!, base) }];
    }
    case 'spawnRoom':
      return [{ type: 'spawnRoom', zone: zone(step.spawnRoom!) }];
    case 'teamAction': {
      const a = step.teamAction!;
      const s = sv(a.survivor, 'survivor');
      const team = b.state.survivors[s].player;
      const held = String(b.state.missionState[`teamCards:${team}`] ?? '').split(',');
      if (!held.includes(a.card))
        throw new StepProblem(`the team holds no ${a.card} card (it holds: ${held.join(', ')})`);
      // The first card of that name not used this round ("round:i,j", modes/team-action-uses.ts).
      const [round, list] = String(b.state.missionState[`teamCardsUsed:${team}`] ?? '').split(':');
      const used = Number(round) === b.state.round && list ? list.split(',').map(Number) : [];
      const free = held.findIndex((c, i) => c === a.card && !used.includes(i));
      const card = free >= 0 ? free : held.indexOf(a.card);
      const with_ = a.with.map((w) => sv(w));
      const action: Action = { type: 'teamAction', s, card, zone: zone(a.at, 'at'), with: with_ };
      return [a.way === 2 ? { ...action, way: 2 } : action];
    }
    case 'teamMove': {
      const a = step.teamMove!;
      return [{ type: 'teamMove', s: sv(a.survivor, 'survivor'), to: zone(a.to, 'to') }];
    }
    case 'meleeRival': {
      const a = step.meleeRival!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'meleeRival', s, slot: slot(s, a.weapon), dual: a.dual, who: sv(a.at, 'at') }];
    }
    case 'takeCompanion': {
      const a = step.takeCompanion!;
      return [{ type: 'rally', s: sv(a.survivor, 'survivor'), companion: sv(a.companion, 'companion') }];
    }
    case 'instruct': {
      const a = step.instruct!;
      const target =
        a.at === undefined
          ? -1
          : typeof a.at === 'number'
            ? a.at
            : a.order === 'openDoor'
              ? b.door(a.at, [...base, 'at'])
              : a.order === 'breakBarricade'
                ? b.spot(a.at, [...base, 'at'])
                : zone(a.at, 'at');
      return [
        {
          type: 'instruct',
          s: sv(a.survivor, 'survivor'),
          companion: sv(a.companion, 'companion'),
          order: a.order,
          target,
        },
      ];
    }
    case 'teamAttack': {
      const a = step.teamAttack!;
      const s = sv(a.survivor, 'survivor');
      const attack: Action = { type: 'teamAttack', s, slot: slot(s, a.weapon), dual: a.dual };
      return [a.at === undefined ? attack : { ...attack, zone: zone(a.at, 'at') }];
    }
    case 'modeChoice': {
      // An extra Spawn token's zone is named as every zone of the file; the engine's options are zone labels.
      const d = b.state.pending[0];
      const asZone =
        d?.kind === 'modeChoice' && (d.mode === 'spawnToken' || d.mode === 'manholeSpot' || d.mode === 'aBombGrab');
      return [
        { type: 'modeChoice', option: asZone ? b.ctx.geo.zones[zone(step.modeChoice!)].label : step.modeChoice! },
      ];
    }
    case 'getInCar': {
      const a = step.getInCar!;
      const s = sv(a.survivor, 'survivor');
      const car = a.car ?? carHere(b, s);
      return [{ type: 'getInCar', s, car, seat: seatOf(b, car, a.seat) }];
    }
    case 'getOutOfCar':
      return [{ type: 'getOutOfCar', s: sv(step.getOutOfCar!) }];
    case 'changeSeat': {
      const a = step.changeSeat!;
      const s = sv(a.survivor, 'survivor');
      const car = classicPart(b.state).cars?.findIndex((c) => c.seats.includes(s)) ?? -1;
      if (car < 0) throw new StepProblem(`${b.state.survivors[s].id} is not in a car`);
      return [{ type: 'changeSeat', s, seat: seatOf(b, car, a.seat) }];
    }
    case 'drive': {
      const a = step.drive!;
      return [{ type: 'drive', s: sv(a.survivor, 'survivor'), path: a.path.map((l) => zone(l, 'path')) }];
    }
    case 'searchCar': {
      const a = step.searchCar!;
      const s = typeof a === 'string' ? sv(a) : sv(a.survivor, 'survivor');
      const car = typeof a === 'string' || a.car === undefined ? carHere(b, s) : a.car;
      return [{ type: 'searchCar', s, car }];
    }
    case 'pullSwitch': {
      const a = step.pullSwitch!;
      const s = typeof a === 'string' ? sv(a) : sv(a.survivor, 'survivor');
      const here = b.state.survivors[s].zone;
      const sw = (b.ctx.mission.switches ?? []).findIndex((w) => b.ctx.geo.byLabel[w.zone] === here);
      if (sw < 0) throw new StepProblem(`no switch in ${b.ctx.geo.zones[here].label}`);
      return [{ type: 'pullSwitch', s, switch: sw, turn: typeof a === 'string' || a.turn === 'cw' ? 1 : -1 }];
    }
    case 'takeOff':
      return [{ type: 'takeOff', s: sv(step.takeOff!) }];
    case 'land':
      return [{ type: 'land', s: sv(step.land!) }];
    case 'fly': {
      const a = step.fly!;
      return [{ type: 'fly', s: sv(a.survivor, 'survivor'), path: a.path.map((l) => zone(l, 'path')) }];
    }
    case 'stash': {
      const a = step.stash!;
      const s = sv(a.survivor, 'survivor');
      // The slots in slot order, as the game's legal actions list them (the cards stashed are a set).
      const slots = a.cards.map((ref) => slot(s, ref, 'cards')).sort((x, y) => x - y);
      return [{ type: 'stash', s, car: a.car ?? carHere(b, s), slots }];
    }
    case 'takeStashed': {
      const a = step.takeStashed!;
      const s = sv(a.survivor, 'survivor');
      const car = a.car ?? carHere(b, s);
      const left = [...(classicPart(b.state).cars?.[car]?.stash ?? [])];
      const cards = a.cards.map((id) => {
        const at = left.findIndex((c) => b.state.cards[c].def === id);
        if (at < 0) throw new StepProblem(`no ${id} stashed in that vehicle`);
        return left.splice(at, 1)[0];
      });
      return [{ type: 'takeStashed', s, car, cards, slots: a.slots.map((n) => SLOT_NAMES.indexOf(n)) }];
    }
    case 'combine': {
      const a = step.combine!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'combine', s, a: slot(s, a.a, 'a'), b: slot(s, a.b, 'b') }];
    }
  }
  // The shared actions were translated above (../actions.ts).
  throw new Error(`no translation for the step ${name}`);
}
