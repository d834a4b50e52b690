/**
 * The rules context: the content, indexed once per game: every card instance ("pistol#2") to
 * its definition and deck. The rules look cards up here; the state holds ids. It travels beside
 * the state (the first argument of the rules, `ctx`), never inside it.
 */
import type {
  SecondsContent,
  SoloAutomatonDef,
  SupplyDef,
  SurvivorAttackCardDef,
  SurvivorDef,
  TacticsDef,
  ZombieAttackCardDef,
  ZombieCardDef,
  ZombieTacticsDef,
  ZombieTypeDef,
} from './content-types.ts';
import type { Piles } from './state.ts';

export interface RulesContext {
  content: SecondsContent;
  supply: Map<string, SupplyDef>;
  tactics: Map<string, TacticsDef>;
  zombies: Map<string, ZombieCardDef>;
  zombieType: Map<string, ZombieTypeDef>;
  zombieTactics: Map<string, ZombieTacticsDef>;
  survivorAttack: Map<string, SurvivorAttackCardDef>;
  zombieAttack: Map<string, ZombieAttackCardDef>;
  survivors: Map<string, SurvivorDef>;
  automata: Map<string, SoloAutomatonDef>;
  /** Every instance of each deck, in content order. */
  instances: Record<keyof Piles, string[]>;
}

/** The content id of a card instance: "pistol#2" -> "pistol". */
export function kindOf(id: string): string {
  const hash = id.indexOf('#');
  return hash < 0 ? id : id.slice(0, hash);
}

function expand<T extends { id: string; count: number }>(
  defs: readonly T[],
  deck: keyof Piles,
  into: Map<string, T>,
  seen: Map<string, string>,
  list: string[],
): void {
  for (const def of defs) {
    for (let n = 1; n <= def.count; n++) {
      const id = `${def.id}#${n}`;
      const other = seen.get(id);
      if (other) throw new Error(`Seconds to Live content: card id ${id} is in both the ${other} and ${deck} decks`);
      seen.set(id, deck);
      into.set(id, def);
      list.push(id);
    }
  }
}

export function indexCards(content: SecondsContent): RulesContext {
  const seen = new Map<string, string>();
  const instances: Record<keyof Piles, string[]> = {
    supply: [],
    tactics: [],
    survivorAttack: [],
    zombie: [],
    zombieTactics: [],
    zombieAttack: [],
  };
  const cards: RulesContext = {
    content,
    supply: new Map(),
    tactics: new Map(),
    zombies: new Map(),
    zombieType: new Map(),
    zombieTactics: new Map(),
    survivorAttack: new Map(),
    zombieAttack: new Map(),
    survivors: new Map(content.survivors.map((def) => [def.id, def])),
    automata: new Map(content.solo.automata.map((a) => [a.id, a])),
    instances,
  };
  expand(content.supply, 'supply', cards.supply, seen, instances.supply);
  expand(content.tactics, 'tactics', cards.tactics, seen, instances.tactics);
  expand(content.survivorAttack, 'survivorAttack', cards.survivorAttack, seen, instances.survivorAttack);
  expand(content.zombies, 'zombie', cards.zombies, seen, instances.zombie);
  expand(content.zombieTactics, 'zombieTactics', cards.zombieTactics, seen, instances.zombieTactics);
  expand(content.zombieAttack, 'zombieAttack', cards.zombieAttack, seen, instances.zombieAttack);
  const types = new Map(content.zombieTypes.map((t) => [t.id, t]));
  for (const [id, def] of cards.zombies) {
    const type = types.get(def.type);
    if (!type) throw new Error(`Seconds to Live content: zombie card ${def.id} has unknown type ${def.type}`);
    cards.zombieType.set(id, type);
  }
  return cards;
}

/** Printed ammo, durability or armour of a Supply card: what its uses count down from. */
export function printedUses(def: SupplyDef): number | null {
  return def.ammo ?? def.durability ?? def.armor ?? null;
}
