/**
 * Where each legal action is offered on the table: a row (move there), a zombie (attack it, or
 * move, attack, stand it up on the zombie side), a Supply card in the alley (pick it up), a card
 * in the hand or a weapon slot (play, equip, use, drop, attack with it), the action bar, the
 * prompt of a pending decision, or the clock (pause). The table offers only what the snapshot
 * lists: this file sorts the list, it never decides what is legal.
 */
import type { ActionType, SecondsAction } from '@horde/seconds';

export type Anchor =
  | { kind: 'row'; row: number }
  | { kind: 'zombie'; id: string }
  | { kind: 'supply'; row: number; index: number }
  | { kind: 'card'; id: string }
  | { kind: 'bar'; group: string }
  | { kind: 'prompt' }
  | { kind: 'clock' };

export const anchorKey = (a: Anchor): string => {
  switch (a.kind) {
    case 'row':
      return `row:${a.row}`;
    case 'zombie':
      return `zombie:${a.id}`;
    case 'supply':
      return `supply:${a.row}:${a.index}`;
    case 'card':
      return `card:${a.id}`;
    case 'bar':
      return `bar:${a.group}`;
    default:
      return a.kind;
  }
};

/** Decisions: answered in the prompt of the pending window. */
export const RULINGS: readonly ActionType[] = [
  'mulligan',
  'counter',
  'react',
  'desperation',
  'split',
  'keep',
  'discard',
  'sound',
  'chooseWeapon',
  'drawChoice',
  'chooseZombie',
];

const isWeapon = (w: string) => w !== 'stomp' && w !== 'knockdown' && w !== 'shove';

/** Where an action is offered (several places for some: an attack is on its zombie and on its weapon). */
export function anchorsOf(a: SecondsAction, survivorRow: number): Anchor[] {
  // The hand limit's discards are also on their cards, so that the hand shows which cards it asks for.
  if (a.type === 'discard') return [{ kind: 'prompt' }, { kind: 'card', id: a.card }];
  if (RULINGS.includes(a.type)) return [{ kind: 'prompt' }];
  switch (a.type) {
    case 'move':
      return [{ kind: 'row', row: a.to }];
    case 'pickUp':
      return [{ kind: 'supply', row: survivorRow, index: a.index }];
    case 'equip':
    case 'drop':
    case 'useSupply':
    case 'summon':
      return [{ kind: 'card', id: a.card }];
    case 'playTactics':
    case 'zPlay':
      return [{ kind: 'card', id: a.card }];
    case 'attack':
      return isWeapon(a.weapon)
        ? [
            { kind: 'zombie', id: a.zombie },
            { kind: 'card', id: a.weapon },
          ]
        : [{ kind: 'zombie', id: a.zombie }];
    case 'zMove':
    case 'zAttack':
    case 'zStand':
    case 'shriek':
      return [{ kind: 'zombie', id: a.zombie }];
    case 'ability':
      return [{ kind: 'bar', group: 'ability' }];
    case 'drawTactics':
      return [{ kind: 'bar', group: a.discard ? 'drawDiscarding' : 'drawTactics' }];
    case 'zDraw':
      return [{ kind: 'bar', group: `zDraw-${a.deck}` }];
    case 'pause':
    case 'resume':
      return [{ kind: 'clock' }];
    case 'timeout':
      return [];
    default:
      return [{ kind: 'bar', group: a.type }];
  }
}

export type Offers = Map<string, SecondsAction[]>;

/** The legal actions by anchor key. */
export function offersByAnchor(legal: readonly SecondsAction[], survivorRow: number): Offers {
  const out: Offers = new Map();
  for (const a of legal)
    for (const anchor of anchorsOf(a, survivorRow)) {
      const key = anchorKey(anchor);
      const list = out.get(key);
      if (list) list.push(a);
      else out.set(key, [a]);
    }
  return out;
}

/** The action bar's groups, in the order they are shown (other groups follow). */
export const BAR_ORDER = [
  'endPhase',
  'standUp',
  'drawTactics',
  'drawDiscarding',
  'ability',
  'removeConcussion',
  'zDraw-zombie',
  'zDraw-tactics',
];

export function barGroups(offers: Offers): { group: string; actions: SecondsAction[] }[] {
  const groups = [...offers.entries()]
    .filter(([k]) => k.startsWith('bar:'))
    .map(([k, actions]) => ({ group: k.slice(4), actions }));
  const rank = (g: string) => {
    const i = BAR_ORDER.indexOf(g);
    return i < 0 ? BAR_ORDER.length : i;
  };
  return groups.sort((a, b) => rank(a.group) - rank(b.group));
}

/** Keyboard shortcut of a bar group. */
export const BAR_KEYS: Record<string, string> = {
  endPhase: 'e',
  standUp: 's',
  drawTactics: 'd',
  ability: 'a',
};
