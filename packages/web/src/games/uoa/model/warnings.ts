/**
 * Warnings an attack offer carries beyond friendly fire: an attack whose Damage cannot eliminate any zombie in its
 * target zone is legal but useless (the shared check, games/zombicide/futile.ts), said in the table's words.
 */
import type { Action, PlayerView } from '@horde/zombicide';
import { i18n } from '../../../i18n/index.ts';
import { futileAttack } from '../../zombicide/futile.ts';
import { engine } from '../rules.ts';
import type { Offer } from './actions.ts';
import { zombieName } from '../text/names.ts';

/** The warning for an attack no hit of which can eliminate a zombie in its zone, or undefined. */
export function uselessAttack(view: PlayerView, a: Action): string | undefined {
  const futile = futileAttack(engine(), view, a);
  if (!futile) return undefined;
  return i18n.t('uoa:warn.useless', {
    damage: futile.damage,
    zombies: futile.needs
      .map((z) => i18n.t('uoa:warn.needs', { zombie: zombieName(z.type), toughness: z.toughness }))
      .join(', '),
  });
}

/** The offer with the useless-attack warning added to any it already has. */
export function withAttackWarning(view: PlayerView, offer: Offer): Offer {
  const useless = uselessAttack(view, offer.action);
  if (!useless) return offer;
  return { ...offer, warning: offer.warning ? `${offer.warning} ${useless}` : useless };
}
