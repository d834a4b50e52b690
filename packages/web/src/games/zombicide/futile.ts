/**
 * An attack that cannot hurt (both Zombicides): legal, but its Damage cannot eliminate any zombie in its target
 * zone (Damage 1 against a zone holding only a Fatty or an Abomination), so every hit would be lost. The Damage is
 * the engine's (the weapon with the survivor's skills, attackProfile), the toughness the ruleset's roster. Each
 * table words the answer in its own messages.
 */
import type { Action, PlayerView, ZombicideRules } from '@horde/zombicide';
import { zombiesIn } from '@horde/zombicide';
import { attackProfile } from '@horde/zombicide/attacks';

/** Why an attack is futile: its best Damage and, per zombie type present, the Damage that type needs. */
export interface Futile {
  damage: number;
  needs: { type: number; toughness: number }[];
}

/** The zone an attack aims at, or undefined for an action that is no attack. */
function targetZone(view: PlayerView, a: Action): number | undefined {
  if (a.type === 'ranged') return a.zone;
  if (a.type === 'charge') return a.to;
  if (a.type === 'melee') return view.survivors[a.s]?.zone;
  return undefined;
}

/** Why attack `a` cannot eliminate any zombie in its zone, or undefined (it can, or it is no attack). */
export function futileAttack(rules: ZombicideRules, view: PlayerView, a: Action): Futile | undefined {
  if (a.type !== 'melee' && a.type !== 'ranged' && a.type !== 'charge') return undefined;
  const zone = targetZone(view, a);
  if (zone === undefined) return undefined;
  try {
    const state = rules.stateFromView(view);
    const ctx = rules.context(state);
    const p = attackProfile(ctx, state, {
      s: a.s,
      slot: a.slot,
      dual: a.dual,
      attack: a.type === 'ranged' ? 'ranged' : 'melee',
      zone,
      fanning: a.type === 'ranged' && a.fanning,
      charge: a.type === 'charge',
    });
    // A 6 that adds 1 Damage may still eliminate.
    const damage = p.damage + (p.roll6Damage ? 1 : 0);
    const toughness = ctx.ruleset.roster.toughness;
    const present = toughness.map((_, t) => t).filter((t) => (zombiesIn(view, zone, t) ?? 0) > 0);
    if (present.length === 0 || present.some((t) => damage >= toughness[t])) return undefined;
    return { damage, needs: present.map((type) => ({ type, toughness: toughness[type] })) };
  } catch {
    // A view the profile cannot read (a ruleset's own attack): no warning rather than a wrong one.
    return undefined;
  }
}
