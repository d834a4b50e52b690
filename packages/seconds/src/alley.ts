/**
 * The alley: rows 1..10 and the street (line 82), the zombies and Supply
 * cards in each row, and the lookups the rules and the solo priorities use.
 * Within a row, index 0 is the bottom of the alley (next to the Alley cards).
 */
import type { RulesContext } from './cards.ts';
import { STREET, TOP_ROW, type SecondsState, type ZombieInPlay } from './state.ts';

export interface ZombieAt {
  zombie: ZombieInPlay;
  row: number;
  index: number;
}

export function findZombie(state: SecondsState, id: string): ZombieAt | null {
  for (let row = 1; row <= TOP_ROW; row++) {
    const list = state.rows[row].zombies;
    for (let index = 0; index < list.length; index++)
      if (list[index].id === id) return { zombie: list[index], row, index };
  }
  return null;
}

export function zombiesInPlay(state: SecondsState): number {
  let n = 0;
  for (let row = 1; row <= TOP_ROW; row++) n += state.rows[row].zombies.length;
  return n;
}

export function standingIn(state: SecondsState, row: number): ZombieInPlay[] {
  if (row < 1 || row > TOP_ROW) return [];
  return state.rows[row].zombies.filter((z) => !z.knockdown);
}

export function hasStandingZombie(state: SecondsState, row: number): boolean {
  if (row < 1 || row > TOP_ROW) return false;
  const list = state.rows[row].zombies;
  for (let i = 0; i < list.length; i++) if (!list[i].knockdown) return true;
  return false;
}

/** Knockdown tokens in play: eight in the box (line 683). */
export const KNOCKDOWN_TOKENS = 8;

export function knockdownsInPlay(state: SecondsState): number {
  let n = 0;
  for (let row = 1; row <= TOP_ROW; row++) for (const z of state.rows[row].zombies) if (z.knockdown) n++;
  return n;
}

/** A zombie card enters play in `row`. DECISION zombie.position: at the top of the row. */
export function putZombie(
  ctx: RulesContext,
  state: SecondsState,
  card: string,
  row: number,
  summoned: boolean,
): ZombieInPlay {
  const type = ctx.zombieType.get(card);
  const z: ZombieInPlay = {
    id: card,
    health: type ? type.health : 1,
    knockdown: false,
    attacked: false,
    summoned,
    shrieked: false,
  };
  state.rows[row].zombies.push(z);
  return z;
}

/** Moves a zombie to another row, where it takes the top position. */
export function moveZombie(state: SecondsState, id: string, to: number): number {
  const at = findZombie(state, id);
  if (!at) return -1;
  state.rows[at.row].zombies.splice(at.index, 1);
  state.rows[to].zombies.push(at.zombie);
  return at.row;
}

export function removeZombie(state: SecondsState, id: string): ZombieAt | null {
  const at = findZombie(state, id);
  if (at) state.rows[at.row].zombies.splice(at.index, 1);
  return at;
}

/**
 * DECISION chart.priorities.
 * Zombies in the solo priority order (lines 755-757): the Survivor's row
 * first, then the rows behind the Survivor (nearest first), then the rows
 * ahead (nearest first); within a row, from the bottom of the alley.
 */
export function byPriority(
  state: SecondsState,
  where: 'any' | 'behind' | 'ahead' | 'same' | 'notSame',
  accept: (z: ZombieInPlay, row: number) => boolean,
): ZombieAt[] {
  const out: ZombieAt[] = [];
  const here = state.survivor.row;
  const scan = (row: number) => {
    if (row < 1 || row > TOP_ROW) return;
    const list = state.rows[row].zombies;
    for (let index = 0; index < list.length; index++)
      if (accept(list[index], row)) out.push({ zombie: list[index], row, index });
  };
  if (where === 'any' || where === 'same') scan(here);
  if (where !== 'same' && where !== 'ahead') for (let row = here - 1; row >= 1; row--) scan(row);
  if (where !== 'same' && where !== 'behind') for (let row = here + 1; row <= TOP_ROW; row++) scan(row);
  return out;
}

export function firstByPriority(
  state: SecondsState,
  where: 'any' | 'behind' | 'ahead' | 'same' | 'notSame',
  accept: (z: ZombieInPlay, row: number) => boolean,
): ZombieAt | null {
  return byPriority(state, where, accept)[0] ?? null;
}

export function inAlley(row: number): boolean {
  return row >= 1 && row <= TOP_ROW;
}

export { STREET, TOP_ROW };
