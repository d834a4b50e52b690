/**
 * Warnings an attack offer carries beyond friendly fire: an attack whose Damage cannot eliminate
 * any zombie in its target zone (Damage 1 against a zone holding only a Fatty) is legal but
 * useless. The Damage is the engine's (the weapon with the survivor's skills, attackProfile), the
 * toughness the ruleset's roster.
 */
import type { Action, PlayerView } from '@horde/zombicide';
import { attackProfile } from '@horde/zombicide/attacks';
import { zombiesIn } from '@horde/zombicide';
import { i18n } from '../../../i18n/index.ts';
import { engine } from '../rules.ts';
import type { Offer } from './actions.ts';
import { readOnlyState } from './rules-view.ts';
import { zombieName } from '../text/names.ts';

type Attack = Extract<Action, { type: 'melee' | 'ranged' | 'charge' }>;

/** The warning for an attack no hit of which can eliminate a zombie in its zone, or undefined. */
export function uselessAttack(view: PlayerView, a: Action): string | undefined {
  if (a.type !== 'melee' && a.type !== 'ranged' && a.type !== 'charge') return undefined;
  const at = a as Attack;
  const zone = at.type === 'ranged' ? at.zone : at.type === 'charge' ? at.to : view.survivors[at.s]?.zone;
  if (zone === undefined) return undefined;
  try {
    const state = readOnlyState(view);
    const ctx = engine().context(state);
    const p = attackProfile(ctx, state, {
      s: at.s,
      slot: at.slot,
      dual: at.dual,
      attack: at.type === 'ranged' ? 'ranged' : 'melee',
      zone,
      fanning: at.type === 'ranged' && at.fanning,
      charge: at.type === 'charge',
    });
    // A 6 that adds 1 Damage may still eliminate.
    const damage = p.damage + (p.roll6Damage ? 1 : 0);
    const roster = ctx.ruleset.roster;
    const present = roster.toughness.map((_, t) => t).filter((t) => (zombiesIn(view, zone, t) ?? 0) > 0);
    if (present.length === 0 || present.some((t) => damage >= roster.toughness[t])) return undefined;
    return i18n.t('uoa:warn.useless', {
      damage,
      zombies: present
        .map((t) => i18n.t('uoa:warn.needs', { zombie: zombieName(t), toughness: roster.toughness[t] }))
        .join(', '),
    });
  } catch {
    return undefined;
  }
}

/** The offer with the useless-attack warning added to any it already has. */
export function withAttackWarning(view: PlayerView, offer: Offer): Offer {
  const useless = uselessAttack(view, offer.action);
  if (!useless) return offer;
  return { ...offer, warning: offer.warning ? `${offer.warning} ${useless}` : useless };
}
