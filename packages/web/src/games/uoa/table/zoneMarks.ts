/**
 * What the map marks: a decision's choices (a split route, a zombie target, where the Noise goes), or the
 * selected survivor's zone actions, each with its badge (Move·Shoot, the cost of a Move, ⚠ for a futile or risky
 * attack) and its description for a screen reader. `t` is the table's (its keys are named with their namespace).
 */
import type { TFunction } from 'i18next';
import type { Action, PlayerView } from '@horde/zombicide';
import type { ZoneMark } from '../board/Board.tsx';
import { tellApart, type Offer } from '../model/actions.ts';
import { costOf } from '../model/rules-view.ts';
import type { Namer } from '../text/names.ts';

/** The zone a decision's answer names, if it names one. */
export function decisionZone(a: Action): number | null {
  return a.type === 'splitRoute' ? a.route : a.type === 'zombieTarget' || a.type === 'noiseZone' ? a.zone : null;
}

const BADGES: [Action['type'][], string][] = [
  [['move', 'sprint', 'jump'], 'board.badge.move'],
  [['ranged'], 'board.badge.shoot'],
  [['charge'], 'board.badge.charge'],
  [['dynamite'], 'board.badge.dynamite'],
  [['vadeRetro'], 'board.badge.vadeRetro'],
  [['holyWater'], 'board.badge.holyWater'],
  [['improvised'], 'board.badge.attack'],
  [['shove', 'taunt', 'lifesaver'], 'board.badge.skill'],
];
const ATTACKS: Action['type'][] = ['ranged', 'charge', 'dynamite', 'improvised'];

export function zoneMarks(
  t: TFunction,
  view: PlayerView,
  decision: PlayerView['pending'][number] | undefined,
  legal: Action[],
  offersByZone: Map<number, Action[]>,
  offer: (a: Action) => Offer,
  names: Namer,
): Map<number, ZoneMark> {
  const m = new Map<number, ZoneMark>();
  if (decision) {
    for (const a of legal) {
      const z = decisionZone(a);
      if (z !== null) m.set(z, { badge: t('uoa:board.pick'), kind: 'choice', describe: t('uoa:board.pickDescribe') });
    }
    return m;
  }
  for (const [zone, list] of offersByZone) {
    const kinds = new Set(list.map((a) => a.type));
    const parts = BADGES.filter(([types]) => types.some((k) => kinds.has(k))).map(([, key]) => t(key));
    const attack = ATTACKS.some((k) => kinds.has(k));
    const offers = tellApart(list.map(offer), names);
    const risky = offers.some((o) => o.warning);
    // A Move that costs more than 1 Action (zombies in the zone left) says so on the map too.
    const moveCost = Math.min(
      ...list.filter((a) => a.type === 'move').map((a) => costOf(view, a) ?? 1),
      Number.POSITIVE_INFINITY,
    );
    const extra = Number.isFinite(moveCost) && moveCost > 1 ? ` ${t('uoa:cost.short', { count: moveCost })}` : '';
    m.set(zone, {
      badge: `${parts.join('·')}${extra}${risky ? ' ⚠' : ''}`,
      kind: attack ? 'attack' : 'move',
      describe:
        offers.map((o) => (o.cost ? `${o.label} (${o.cost})` : o.label)).join('; ') +
        (risky ? `. ${t('uoa:warn.prefix')}: ${[...new Set(offers.flatMap((o) => o.warning ?? []))].join(' ')}` : ''),
    });
  }
  return m;
}
