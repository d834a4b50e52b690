/**
 * The actions both rulesets write alike (schema.ts SHARED_ACTIONS), translated into engine actions against the
 * current state: survivors by id, zones by label, weapons by slot name or card id. Each ruleset's actions.ts
 * translates its own steps and hands these here.
 */
import type { Action, State } from '@horde/zombicide';
import type { z } from 'zod';
import type { Path } from './parse.ts';
import type { SHARED_ACTIONS } from './schema.ts';
import { StepProblem } from './steps.ts';

type SharedName = keyof typeof SHARED_ACTIONS;
/** A step's shared actions, as the ruleset's schema read them. */
export type SharedStep = { [K in SharedName]?: z.output<(typeof SHARED_ACTIONS)[K]> };

const SHARED_NAMES: ReadonlySet<string> = new Set<SharedName>([
  'move',
  'sprint',
  'jump',
  'search',
  'melee',
  'ranged',
  'reload',
  'trade',
  'reorganize',
  'objective',
  'makeNoise',
  'exit',
  'bornLeader',
  'endTurn',
  'doneReorganize',
  'assignWound',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'chooseRecipient',
  'chooseSkill',
]);

/** What the translation reads of a built position (either ruleset). */
export interface StepWords {
  state: State;
  /** The ruleset's slot names, in slot order. */
  slots: readonly string[];
  /** Is this a card id of the content? */
  isCard(id: string): boolean;
  /** A survivor's index, or a malformed-file error at the path. */
  survivor(id: string, path: Path): number;
  zone(label: string, path: Path): number;
  error(path: Path, detail: string): Error;
}

/** Short text for reports: `ranged {"survivor":"jimmy","weapon":"winchester","at":"s3"}`; `check` without an action. */
export function describeAction(name: string | undefined, value: unknown): string {
  if (name === undefined) return 'check';
  return `${name} ${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/** A slot name, or the first slot holding that card (in slot order). */
export function slotOf(w: StepWords, s: number, ref: string, path: Path): number {
  const named = w.slots.indexOf(ref);
  if (named >= 0) return named;
  if (!w.isCard(ref)) throw w.error(path, `"${ref}" is neither a slot (${w.slots.join(', ')}) nor a card id`);
  const slot = w.state.survivors[s].inventory.findIndex((c) => c !== null && w.state.cards[c].def === ref);
  if (slot < 0) throw new StepProblem(`${w.state.survivors[s].id} holds no ${ref}`);
  return slot;
}

/** The engine actions of a shared step (`name` at `steps[index]`); undefined when `name` is the ruleset's own. */
export function sharedActions(w: StepWords, step: SharedStep, name: string, index: number): Action[] | undefined {
  if (!SHARED_NAMES.has(name)) return undefined;
  const base: Path = ['steps', index, name];
  const sv = (id: string, key?: string) => w.survivor(id, key ? [...base, key] : base);
  const zone = (label: string, key?: string) => w.zone(label, key ? [...base, key] : base);
  const actor = (v: string | { survivor: string }) => (typeof v === 'string' ? sv(v) : sv(v.survivor, 'survivor'));
  const slot = (s: number, ref: string) => slotOf(w, s, ref, [...base, 'weapon']);
  switch (name as SharedName) {
    case 'move': {
      const a = step.move!;
      const via = a.via !== undefined ? { via: zone(a.via, 'via') } : {};
      return [{ type: 'move', s: sv(a.survivor, 'survivor'), to: zone(a.to, 'to'), ...via }];
    }
    case 'sprint': {
      const a = step.sprint!;
      return [{ type: 'sprint', s: sv(a.survivor, 'survivor'), path: a.path.map((l) => zone(l, 'path')) }];
    }
    case 'jump': {
      const a = step.jump!;
      return [{ type: 'jump', s: sv(a.survivor, 'survivor'), to: zone(a.to, 'to') }];
    }
    case 'search':
    case 'reorganize':
    case 'objective':
    case 'makeNoise':
    case 'exit': {
      const type = name as 'search' | 'reorganize' | 'objective' | 'makeNoise' | 'exit';
      return [{ type, s: actor(step[type]!) }];
    }
    case 'melee': {
      const a = step.melee!;
      const s = sv(a.survivor, 'survivor');
      const melee: Action = { type: 'melee', s, slot: slot(s, a.weapon), dual: a.dual };
      return [a.actors ? { ...melee, actorDice: true } : melee];
    }
    case 'ranged': {
      const a = step.ranged!;
      const s = sv(a.survivor, 'survivor');
      const ranged: Action = {
        type: 'ranged',
        s,
        slot: slot(s, a.weapon),
        dual: a.dual,
        zone: zone(a.at, 'at'),
        fanning: a.fanning,
      };
      const trick = a.trickShot === undefined ? ranged : { ...ranged, trickShot: zone(a.trickShot, 'trickShot') };
      return [a.actors ? { ...trick, actorDice: true } : trick];
    }
    case 'reload': {
      const a = step.reload!;
      const s = sv(a.survivor, 'survivor');
      return [{ type: 'reload', s, slot: slot(s, a.weapon) }];
    }
    case 'trade': {
      const a = step.trade!;
      return [{ type: 'trade', s: sv(a.survivor, 'survivor'), with: sv(a.with, 'with') }];
    }
    case 'bornLeader': {
      // Undead or Alive: the Action used at once; Classic (seed 001 line 2177): for the recipient's next Activation.
      const a = step.bornLeader!;
      return [{ type: 'bornLeader', s: sv(a.survivor, 'survivor'), to: sv(a.to, 'to') }];
    }
    case 'endTurn': {
      const one = typeof step.endTurn === 'string';
      const list = one ? [step.endTurn as string] : (step.endTurn as string[]);
      return list.map((id, k) => ({ type: 'endTurn', s: w.survivor(id, one ? base : [...base, k]) }));
    }
    case 'doneReorganize':
      return [{ type: 'doneReorganize' }];
    case 'assignWound':
      return [{ type: 'assignWound', to: sv(step.assignWound!) }];
    case 'reroll':
      return [{ type: 'reroll', source: step.reroll === 'keep' ? null : step.reroll! }];
    case 'splitRoute':
      return [{ type: 'splitRoute', route: zone(step.splitRoute!) }];
    case 'zombieTarget':
      return [{ type: 'zombieTarget', zone: zone(step.zombieTarget!) }];
    case 'chooseRecipient':
      return [{ type: 'chooseRecipient', s: sv(step.chooseRecipient!) }];
    case 'chooseSkill':
      return [{ type: 'chooseSkill', skill: step.chooseSkill! }];
  }
}
