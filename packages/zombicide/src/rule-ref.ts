/**
 * A rule an event, a decision or an outcome names, as data: a code the tables word in each language and the values
 * the wording needs (ids, never names: a zombie type index, a card def id, a survivor index, a colour, a level).
 * Where a rulebook says it is data of the code (each table's sources), not of each reference: a seed line fixed
 * later changes no event and no saved state. The engine writes no sentence a player reads.
 */

/** The rulebook lines a rule comes from: a seed file of shared/seeds (its number) and line numbers in it. */
export interface RuleSource {
  readonly seed: '000' | '001' | '002';
  readonly lines: readonly number[];
}

export type RuleParam = string | number | readonly string[];
export type RuleParams = Readonly<Record<string, RuleParam>>;

/**
 * Each ruleset adds its codes here by declaration merging (`interface RuleCodes { name: ItsCodes }` in its
 * rule-refs.ts), so that a code is one of a known union without the engine naming a ruleset.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the rulesets' declaration merging
export interface RuleCodes {}

export interface RuleRef<C extends string = RuleCode> {
  readonly code: C;
  readonly params?: RuleParams;
}

/** A reference with the values of one occurrence (the constant part shared, only the params new). */
export function withParams<C extends string>(ref: RuleRef<C>, params: RuleParams): RuleRef<C> {
  return { code: ref.code, params };
}

/** The rulebook lines of each code of a table (null: none cited). */
export type RuleSources<K extends string> = Readonly<Record<K, RuleSource | null>>;

/** A table of constant references, one per code of `sources`. */
export function ruleTable<K extends string>(sources: RuleSources<K>): { readonly [k in K]: RuleRef<k> } {
  const out = {} as Record<K, RuleRef<K>>;
  for (const code of Object.keys(sources) as K[]) out[code] = Object.freeze({ code });
  return out as { readonly [k in K]: RuleRef<k> };
}

/** Seed lines, shortly: `src('001', 756)`. */
export function src(seed: RuleSource['seed'], ...lines: number[]): RuleSource {
  return { seed, lines };
}

/** A developer's note of a reference (logs, tools, tests): its code and params, never shown to players. */
export function refNote(ref: RuleRef): string {
  const params = ref.params ? Object.entries(ref.params).map(([k, v]) => `${k}=${String(v)}`) : [];
  return params.length ? `${ref.code} (${params.join(', ')})` : ref.code;
}

import type { CORE_REFS } from './rule-refs.ts';

export type CoreRuleCode = keyof typeof CORE_REFS;
export type RuleCode = CoreRuleCode | RuleCodes[keyof RuleCodes];
