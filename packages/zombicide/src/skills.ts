/**
 * Skill queries (EN "Skills", FR "Compétences"). Skills are data: a survivor
 * holds keys such as "lucky" or "plus1DieAction(melee)"; the rules ask these
 * helpers at the points where a skill changes them. A skill's text overrides
 * the general rules (EN 1590).
 */
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import type { SkillRef, WeaponStats } from './defs.ts';
import { inPlay } from './survivors.ts';

/** A skill reference as survivors hold it: "id" or "id(param)". */
export function skillKey(ref: SkillRef): string {
  return ref.param ? `${ref.id}(${ref.param})` : ref.id;
}

const parsed = new Map<string, { id: string; param?: string }>();

/** "plus1DieAction(melee)" -> { id: "plus1DieAction", param: "melee" } (memoised: skill keys are few). */
export function parseKey(key: string): { id: string; param?: string } {
  let p = parsed.get(key);
  if (!p) {
    const open = key.indexOf('(');
    p = open < 0 ? { id: key } : { id: key.slice(0, open), param: key.slice(open + 1, -1) };
    parsed.set(key, p);
  }
  return p;
}

/**
 * Skills in effect for a survivor: its own, plus those a Brother in arms
 * standing in the same zone shares ("brotherInArms(lowProfile)" gives
 * "lowProfile" to everyone in the zone, EN "Brother in arms").
 */
export function activeSkills(state: State, s: number): string[] {
  const surv = state.survivors[s];
  let out = surv.skills;
  for (let i = 0; i < state.survivors.length; i++) {
    const other = state.survivors[i];
    if (other.zone !== surv.zone || !inPlay(other)) continue;
    let shared: string[] | null = null;
    // A Companion's passive effects: its Leader has them while they share the zone (a ruleset's Companion cards).
    if (other.gives && other.leader === s) shared = [...other.gives];
    for (const k of other.skills) {
      if (!k.startsWith('brotherInArms(')) continue;
      // Brother in arms works while at least one other survivor shares the zone.
      if (!zoneHasAnother(state, i)) continue;
      (shared ??= []).push(k.slice('brotherInArms('.length, -1));
    }
    if (shared) out = out.concat(shared);
  }
  return out;
}

function zoneHasAnother(state: State, s: number): boolean {
  const zone = state.survivors[s].zone;
  for (let i = 0; i < state.survivors.length; i++)
    if (i !== s && state.survivors[i].zone === zone && inPlay(state.survivors[i])) return true;
  return false;
}

/**
 * `activeSkills(state, s).includes(key)` without building the list: asked for every candidate action, so it
 * allocates nothing (the survivor's own skills first, then what the others in his zone give him).
 */
export function hasSkillActive(state: State, s: number, key: string): boolean {
  const surv = state.survivors[s];
  if (surv.skills.includes(key)) return true;
  for (let i = 0; i < state.survivors.length; i++) {
    const other = state.survivors[i];
    if (other.zone !== surv.zone || !inPlay(other)) continue;
    if (other.gives && other.leader === s && other.gives.includes(key)) return true;
    for (const k of other.skills) if (isBrotherInArmsOf(k, key) && zoneHasAnother(state, i)) return true;
  }
  return false;
}

const BROTHER = 'brotherInArms(';

/** `k` is "brotherInArms(<key>)", read in place. */
function isBrotherInArmsOf(k: string, key: string): boolean {
  return k.length === BROTHER.length + key.length + 1 && k.startsWith(BROTHER) && k.startsWith(key, BROTHER.length);
}

/**
 * Tactician (seed 001 line 2305): the survivor's Activation may be resolved at any point of the Players' Phase,
 * whoever's turn it is; played from the rules version setting `skillsV10` (a ruleset's).
 */
export function actsAnytime(state: State, s: number): boolean {
  return state.options.skillsV10 === true && hasSkillActive(state, s, 'tactician');
}

export function countSkill(state: State, s: number, key: string): number {
  let n = 0;
  for (const k of activeSkills(state, s)) if (k === key) n++;
  return n;
}

/** Parameters of every active instance of a parameterised skill ("plus1DieAction" -> ["melee", "combat"]). */
export function skillParams(state: State, s: number, id: string): string[] {
  const out: string[] = [];
  for (const k of activeSkills(state, s)) {
    const p = parseKey(k);
    if (p.id === id && p.param !== undefined) out.push(p.param);
  }
  return out;
}

/** Does an [Action] parameter (combat, melee, ranged) cover this attack? */
export function actionMatches(param: string, attack: 'melee' | 'ranged'): boolean {
  return param === 'combat' || param === attack;
}

/** Does an [Equipment] parameter (a family such as rifle or melee, or a card id) cover this weapon? */
export function equipmentMatches(param: string, defId: string, weapon: WeaponStats): boolean {
  if (param === defId) return true;
  if (param === 'melee') return weapon.attack === 'melee';
  return param === weapon.family;
}

/** What kind of action is being paid for, to find a matching free Action (EN "+1 free ... Action"). */
export interface ActionUse {
  kind: 'move' | 'search' | 'melee' | 'ranged' | 'reload' | 'charge' | 'vadeRetro' | 'dog' | 'other';
  fanning?: boolean;
  /** Weapon used (combat) or reloaded. */
  weapon?: { id: string; stats: WeaponStats };
  dual?: boolean;
  /** Combat against zombies in a zone with a Vade Retro token. */
  vadeRetroZone?: boolean;
  /** Reloading a Pistol emptied by Fanning. */
  fannedPistol?: boolean;
}

interface FreePool {
  key: string;
  matches: (use: ActionUse) => boolean;
}

const isCombat = (u: ActionUse) => u.kind === 'melee' || u.kind === 'ranged';

/** Free Action skills, most specific first: the engine spends the narrowest matching one (never a worse choice for the player). */
const pools = new Map<string, FreePool | null>();

function poolFor(key: string): FreePool | null {
  let pool = pools.get(key);
  if (pool === undefined) {
    pool = makePool(key);
    pools.set(key, pool);
  }
  return pool;
}

function makePool(key: string): FreePool | null {
  const { id, param } = parseKey(key);
  switch (id) {
    case 'plus1FreeCharge':
      return { key, matches: (u) => u.kind === 'charge' };
    // A Dog Companion's Instruction (a ruleset's), from the rules version that sets `skillsV9`.
    case 'plus1FreeDogAction':
      return { key, matches: (u) => u.kind === 'dog' };
    case 'plus1FreeFanning':
      return { key, matches: (u) => u.kind === 'ranged' && !!u.fanning };
    case 'fanningPlus1FreeReload':
      return { key, matches: (u) => u.kind === 'reload' && !!u.fannedPistol };
    case 'plus1FreeReload':
      return { key, matches: (u) => u.kind === 'reload' };
    case 'plus1FreeVadeRetro':
      return { key, matches: (u) => u.kind === 'vadeRetro' };
    case 'vadeRetroPlus1FreeCombatAction':
      return { key, matches: (u) => isCombat(u) && !!u.vadeRetroZone };
    case 'dualExpert':
      return { key, matches: (u) => isCombat(u) && !!u.dual };
    case 'plus1FreeEquipmentAction':
      return {
        key,
        matches: (u) => isCombat(u) && !!u.weapon && equipmentMatches(param!, u.weapon.id, u.weapon.stats),
      };
    case 'plus1FreeAction':
      return { key, matches: (u) => (param === 'combat' ? isCombat(u) : u.kind === param) };
    // Bloodlust: the free Combat Action its move grants (a ruleset's; granted per use, `grants`).
    case 'bloodlust':
      return { key, matches: (u) => (param === 'combat' ? isCombat(u) : u.kind === param) };
    default:
      return null;
  }
}

const SPECIFICITY = [
  'plus1FreeDogAction',
  'plus1FreeCharge',
  'plus1FreeFanning',
  'fanningPlus1FreeReload',
  'plus1FreeReload',
  'plus1FreeVadeRetro',
  'vadeRetroPlus1FreeCombatAction',
  'dualExpert',
  'plus1FreeEquipmentAction',
  'bloodlust',
  'plus1FreeAction',
];

/** +1 free Dog Action pays from the rules version setting `skillsV9`: older games held it without effect. */
function poolPlayed(state: State, key: string): boolean {
  return key !== 'plus1FreeDogAction' || state.options.skillsV9 === true;
}

/** The free Action skill that would pay for this action, or null. */
export function matchingFreeAction(state: State, s: number, use: ActionUse): string | null {
  const surv = state.survivors[s];
  const skills = activeSkills(state, s);
  let best: string | null = null;
  let bestRank = Infinity;
  for (const key of skills) {
    const pool = poolFor(key);
    if (!pool?.matches(use) || !poolPlayed(state, key)) continue;
    if ((surv.used[`free:${key}`] ?? 0) >= grants(surv.used, skills, key)) continue;
    const { id, param } = parseKey(key);
    const broad = (id === 'plus1FreeAction' || id === 'bloodlust') && param === 'combat';
    const rank = SPECIFICITY.indexOf(id) * 2 + (broad ? 1 : 0);
    if (rank < bestRank) {
      best = key;
      bestRank = rank;
    }
  }
  return best;
}

/** True while the survivor still holds an unused free Action of any kind. */
export function hasUnusedFreeAction(state: State, s: number): boolean {
  const surv = state.survivors[s];
  const skills = activeSkills(state, s);
  const pooled = new Set<string>();
  for (const key of skills) if (poolFor(key) && poolPlayed(state, key)) pooled.add(key);
  for (const key of pooled) if ((surv.used[`free:${key}`] ?? 0) < grants(surv.used, skills, key)) return true;
  return false;
}

/** Free Actions a skill gives this turn: one per copy held, or one per use of a skill granting them (Bloodlust). */
function grants(used: Record<string, number>, skills: readonly string[], key: string): number {
  if (key.startsWith('bloodlust(')) return used[`granted:${key}`] ?? 0;
  let n = 0;
  for (const k of skills) if (k === key) n++;
  return n;
}

/** A skill is gained (setup, a level, a choice); the ruleset adds what it brings (a class skill's class). */
export function gainSkill(ctx: RulesContext, state: State, s: number, key: string): void {
  state.survivors[s].skills.push(key);
  ctx.ruleset.survivors.skillGained(state, s, key);
}
