/**
 * A step's action, written with survivor ids, zone labels, slot or card
 * names, translated into engine actions against the current state.
 */
import type { Action } from '@horde/zombicide';
import { describeAction, sharedActions, slotOf, type StepWords } from '../actions.ts';
import { StepProblem } from '../steps.ts';
import { survivorIndexOf, type Built } from './build.ts';
import type { Path } from './parse.ts';
import { ACTION_NAMES, SLOT_NAMES, ZOMBIE_TYPE_NAMES, type ActionName, type Step } from './schema.ts';

export function stepActionName(step: Step): ActionName {
  return ACTION_NAMES.find((n) => step[n] !== undefined)!;
}

/** Short text for reports: `ranged {"survivor":"jimmy","weapon":"winchester","at":"s3"}`. */
export function describeStep(step: Step): string {
  const name = stepActionName(step);
  return describeAction(name, step[name]);
}

/** The position in the words the shared translation reads (../actions.ts). */
function words(b: Built): StepWords {
  return {
    state: b.state,
    slots: SLOT_NAMES,
    isCard: (id) => b.ctx.equipment[id] !== undefined,
    survivor(id, path) {
      const i = survivorIndexOf(b, id);
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

export function translateStep(b: Built, step: Step, index: number): Action[] {
  const name = stepActionName(step);
  const w = words(b);
  const shared = sharedActions(w, step, name, index);
  if (shared) return shared;
  const base: Path = ['steps', index, name];
  const sv = (id: string, key?: string) => w.survivor(id, key ? [...base, key] : base);
  const zone = (label: string, key?: string) => b.zone(label, key ? [...base, key] : base);
  const actorOf = (v: string | { survivor: string }) => (typeof v === 'string' ? sv(v) : sv(v.survivor, 'survivor'));
  const slot = (s: number, ref: string, key = 'weapon') => slotOf(w, s, ref, [...base, key]);
  switch (name) {
    case 'rally': {
      const a = step.rally!;
      const s = sv(a.survivor, 'survivor');
      const pay = a.pay === undefined ? {} : { pay: a.pay === 'token' ? -1 : slot(s, a.pay, 'pay') };
      return [{ type: 'rally', s, companion: sv(a.companion, 'companion'), ...pay }];
    }
    case 'giveCompanion': {
      const a = step.giveCompanion!;
      return [{ type: 'giveCompanion', companion: sv(a.companion, 'companion'), to: sv(a.to, 'to') }];
    }
    case 'giveToken': {
      const a = step.giveToken!;
      return [{ type: 'giveToken', from: sv(a.from, 'from'), to: sv(a.to, 'to') }];
    }
    case 'moveWagon': {
      const a = step.moveWagon!;
      return [{ type: 'moveWagon', s: sv(a.survivor, 'survivor'), to: zone(a.to, 'to') }];
    }
    case 'boardWagon':
      return [{ type: 'boardWagon', s: actorOf(step.boardWagon!) }];
    case 'leaveWagon':
      return [{ type: 'leaveWagon', s: actorOf(step.leaveWagon!) }];
    case 'moveGatling': {
      const a = step.moveGatling!;
      return [{ type: 'moveGatling', s: sv(a.survivor, 'survivor'), to: zone(a.to, 'to') }];
    }
    case 'fireGatling': {
      const a = step.fireGatling!;
      return [{ type: 'fireGatling', s: sv(a.survivor, 'survivor'), zone: zone(a.at, 'at') }];
    }
    case 'tinker': {
      const a = step.tinker!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'tinker', s, slot: slot(s, a.slot, 'slot') }];
    }
    case 'improvised': {
      const a = step.improvised!;
      return [{ type: 'improvised', s: sv(a.survivor, 'survivor'), attack: a.attack, zone: zone(a.at, 'at') }];
    }
    case 'shove': {
      const a = step.shove!;
      return [{ type: 'shove', s: sv(a.survivor, 'survivor'), to: zone(a.to, 'to') }];
    }
    case 'lifesaver': {
      const a = step.lifesaver!;
      const list = typeof a.who === 'string' ? [a.who] : a.who;
      return [
        {
          type: 'lifesaver',
          s: sv(a.survivor, 'survivor'),
          from: zone(a.from, 'from'),
          who: list.map((id) => sv(id, 'who')),
        },
      ];
    }
    case 'taunt': {
      const a = step.taunt!;
      return [{ type: 'taunt', s: sv(a.survivor, 'survivor'), zone: zone(a.at, 'at') }];
    }
    case 'chooseLeader':
      return [{ type: 'chooseLeader', s: sv(step.chooseLeader!) }];
    case 'chooseExtraTurn':
      return [{ type: 'chooseExtraTurn', s: sv(step.chooseExtraTurn!) }];
    case 'reflex': {
      const r = step.reflex!;
      if (r === 'pass') return [{ type: 'reflex', slot: -1, dual: false }];
      const d = b.state.pending[0];
      if (d?.kind !== 'combatReflexes')
        throw new StepProblem(`no Combat reflexes offer is pending (pending: ${d?.kind ?? 'none'})`);
      return [{ type: 'reflex', slot: slot(d.survivor, r.weapon), dual: r.dual }];
    }
    case 'dynamite': {
      const a = step.dynamite!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'dynamite', s, slot: slot(s, a.weapon), zone: zone(a.at, 'at') }];
    }
    case 'holyWater': {
      const a = step.holyWater!;
      const s = sv(a.survivor, 'survivor');
      const z = zone(a.spawn, 'spawn');
      const spawn = b.state.spawns.findIndex((sp) => sp.zone === z);
      if (spawn < 0) throw new StepProblem(`no spawn zone in ${a.spawn}`);
      return [{ type: 'holyWater', s, slot: slot(s, a.weapon), spawn }];
    }
    case 'blowMine':
      return [{ type: 'blowMine', s: actorOf(step.blowMine!) }];
    case 'startTrain':
      return [{ type: 'startTrain', s: actorOf(step.startTrain!) }];
    case 'loadWagon':
      return [{ type: 'loadWagon', s: actorOf(step.loadWagon!) }];
    case 'loadCoal':
      return [{ type: 'loadCoal', s: actorOf(step.loadCoal!) }];
    case 'charge': {
      const a = step.charge!;
      const s = sv(a.survivor, 'survivor');
      const via = a.via === undefined ? [] : (typeof a.via === 'string' ? [a.via] : a.via).map((l) => zone(l, 'via'));
      return [{ type: 'charge', s, to: zone(a.to, 'to'), via, slot: slot(s, a.weapon), dual: a.dual }];
    }
    case 'vadeRetro': {
      const a = step.vadeRetro!;
      return [
        {
          type: 'vadeRetro',
          s: sv(a.survivor, 'survivor'),
          zone: zone(a.at, 'at'),
          replace: a.replace === undefined ? -1 : zone(a.replace, 'replace'),
        },
      ];
    }
    case 'discard': {
      const a = step.discard!;
      return [{ type: 'discard', s: sv(a.survivor, 'survivor'), slot: SLOT_NAMES.indexOf(a.slot) }];
    }
    case 'drinkWater': {
      const a = step.drinkWater!;
      return [{ type: 'drinkWater', s: sv(a.survivor, 'survivor'), slot: SLOT_NAMES.indexOf(a.slot) }];
    }
    case 'swap': {
      const a = step.swap!;
      return [
        {
          type: 'swap',
          a: sv(a.a, 'a'),
          slotA: SLOT_NAMES.indexOf(a.slotA),
          b: sv(a.b, 'b'),
          slotB: SLOT_NAMES.indexOf(a.slotB),
        },
      ];
    }
    case 'assignHit':
      return [{ type: 'assignHit', zombie: ZOMBIE_TYPE_NAMES.indexOf(step.assignHit!) }];
    case 'friendlyFire':
      return [{ type: 'friendlyFire', to: sv(step.friendlyFire!) }];
    case 'noiseZone':
      return [{ type: 'noiseZone', zone: zone(step.noiseZone!) }];
    case 'keepFound':
      return [{ type: 'keepFound', slot: step.keepFound === 'discard' ? null : SLOT_NAMES.indexOf(step.keepFound!) }];
    case 'stepAside':
      return [{ type: 'stepAside', zone: zone(step.stepAside!) }];
  }
  // The shared actions were translated above (../actions.ts).
  throw new Error(`no translation for the step ${name}`);
}
