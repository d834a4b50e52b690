/**
 * The static data the table reads: Seconds to Live's content (cards, survivors, zombie types, the
 * solo automata), indexed by card instance ("pistol#2" → the Pistol) with the engine's own index.
 * The content is TypeScript data that runs in the browser too, so it is imported, not bundled by
 * the data plugin. Definitions only: what a card says, never what is legal now.
 */
import { secondsContent } from '@horde/content/seconds/index';
import { indexCards, kindOf, printedUses, type RulesContext } from '@horde/seconds/cards';
import type {
  AlleyCardDef,
  SecondsContent,
  SupplyDef,
  SurvivorAttackCardDef,
  SurvivorDef,
  TacticsDef,
  ZombieAttackCardDef,
  ZombieCardDef,
  ZombieTacticsDef,
  ZombieTypeDef,
} from '@horde/seconds';

export { kindOf, printedUses };

let cards: RulesContext | undefined;

/** The content's card index, built once. */
export function secondsCards(): RulesContext {
  cards ??= indexCards(secondsContent());
  return cards;
}

export function content(): SecondsContent {
  return secondsCards().content;
}

/** What kind of card an id names (instance or content id), for the zoom and the names. */
export type CardRef =
  | { deck: 'supply'; def: SupplyDef }
  | { deck: 'tactics'; def: TacticsDef }
  | { deck: 'zombie'; def: ZombieCardDef; type: ZombieTypeDef }
  | { deck: 'zombieTactics'; def: ZombieTacticsDef }
  | { deck: 'survivorAttack'; def: SurvivorAttackCardDef }
  | { deck: 'zombieAttack'; def: ZombieAttackCardDef }
  | { deck: 'survivor'; def: SurvivorDef }
  | { deck: 'alley'; def: AlleyCardDef };

const byId = <T extends { id: string }>(list: readonly T[], id: string): T | undefined => list.find((x) => x.id === id);

/** The definition behind a card id ("pistol#2", "pistol", "runner#1", "row4", "lenny"), or null. */
export function cardRef(id: string): CardRef | null {
  const c = content();
  const kind = kindOf(id);
  const supply = byId(c.supply, kind);
  if (supply) return { deck: 'supply', def: supply };
  const tactic = byId(c.tactics, kind);
  if (tactic) return { deck: 'tactics', def: tactic };
  const zombie = byId(c.zombies, kind);
  if (zombie) {
    const type = byId(c.zombieTypes, zombie.type);
    if (type) return { deck: 'zombie', def: zombie, type };
  }
  const zt = byId(c.zombieTactics, kind);
  if (zt) return { deck: 'zombieTactics', def: zt };
  const sa = byId(c.survivorAttack, kind);
  if (sa) return { deck: 'survivorAttack', def: sa };
  const za = byId(c.zombieAttack, kind);
  if (za) return { deck: 'zombieAttack', def: za };
  const survivor = byId(c.survivors, kind);
  if (survivor) return { deck: 'survivor', def: survivor };
  const alley = byId(c.alley, kind);
  if (alley) return { deck: 'alley', def: alley };
  return null;
}

export function supplyDef(id: string): SupplyDef | undefined {
  return byId(content().supply, kindOf(id));
}

export function survivorDef(id: string): SurvivorDef | undefined {
  return byId(content().survivors, id);
}

export function alleyCard(row: number): AlleyCardDef | undefined {
  return content().alley.find((a) => a.row === row);
}

/** A Zombie card's type (from its instance id). */
export function zombieType(id: string): ZombieTypeDef | undefined {
  const ref = cardRef(id);
  return ref?.deck === 'zombie' ? ref.type : undefined;
}
