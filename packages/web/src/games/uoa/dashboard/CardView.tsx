/** One equipment card in a slot: name, weapon line, and whether it is loaded. */
import type { ReactElement } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { equipmentById } from '../data.ts';
import { cardText } from '../text/cards.ts';

export function weaponLine(defId: string): string {
  const w = equipmentById[defId]?.weapon;
  if (!w) return '';
  const range = w.attack === 'melee' ? 'Melee' : `Range ${w.minRange}-${w.maxRange}`;
  return `${range} · ${w.dice}d ${w.accuracy}+ · Dmg ${w.damage}${w.noise !== 'silent' ? ` · ${w.noise === 'boom' ? 'Boom' : 'Bang'}` : ''}${w.dual ? ' · Dual' : ''}`;
}

export function CardView({ view, card }: { view: PlayerView; card: number | null }): ReactElement {
  if (card === null) return <span className="card empty">empty</span>;
  const c = view.cards[card];
  const def = equipmentById[c?.def ?? ''];
  const line = weaponLine(c?.def ?? '');
  return (
    <span className="card" title={cardText(c?.def ?? '').join('\n') || undefined}>
      <span className="card-name">{def?.name ?? c?.def}</span>
      {line && <span className="card-stats">{line}</span>}
      {c && !c.loaded && <span className="card-empty">⟳ not loaded</span>}
    </span>
  );
}
