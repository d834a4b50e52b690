/**
 * The answers to pending choices (DESIGN.md, "Choices belong to players"):
 * the setup redraw, the Zombie player's counter and Sound, the Survivor's
 * reaction to a hit and the Desperation Move, the Shotgun split, the
 * Scavenger's keep, hand limits, the solo weapon choice, the harder rules'
 * zombie choices. Each has a check (shared by legalActions and apply) and a
 * default used when its deadline passes.
 */
import type { RuleError } from '@horde/core';
import { findZombie } from './alley.ts';
import { counterMatches, splitTargets } from './attack.ts';
import { hitWeapon } from './automaton.ts';
import { kindOf, type RulesContext } from './cards.ts';
import { discard, removeFromList } from './decks.ts';
import { refuse } from './rule-error.ts';
import { finishSetup } from './setup.ts';
import { summonCard } from './summon.ts';
import { discardFromHand } from './survivor-actions.ts';
import { canBlock, resolveDesperation, tryBlock } from './zombie-attack.ts';
import { answerChooseZombie, answerDrawChoice } from './zombie-turn.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import type { ChoiceKind, SecondsState } from './state.ts';

export type ChoiceAction = Extract<
  SecondsAction,
  {
    type:
      | 'mulligan'
      | 'counter'
      | 'react'
      | 'desperation'
      | 'split'
      | 'keep'
      | 'discard'
      | 'sound'
      | 'chooseWeapon'
      | 'drawChoice'
      | 'chooseZombie';
  }
>;

export const CHOICE_FOR: Record<ChoiceAction['type'], ChoiceKind> = {
  mulligan: 'mulligan',
  counter: 'counter',
  react: 'react',
  desperation: 'desperation',
  split: 'split',
  keep: 'scavenge',
  discard: 'handLimit',
  sound: 'sound',
  chooseWeapon: 'chooseWeapon',
  drawChoice: 'drawChoice',
  chooseZombie: 'chooseZombie',
};

export function checkChoice(ctx: RulesContext, state: SecondsState, a: ChoiceAction): RuleError | null {
  const p = state.pending[0];
  if (!p || p.kind !== CHOICE_FOR[a.type]) return refuse('choice.none');
  switch (a.type) {
    case 'mulligan': {
      const hand = state.survivor.hand;
      if (new Set(a.discard).size !== a.discard.length || a.discard.some((x) => !hand.includes(x)))
        // line 88
        return refuse('mulligan.cards');
      return null;
    }
    case 'counter': {
      if (a.card === null) return null;
      if (!state.zombies.hand.includes(a.card)) return refuse('card.notInHand');
      if (!state.attack || !counterMatches(ctx, state.attack, a.card))
        // line 360
        return refuse('counter.kind');
      return null;
    }
    case 'react': {
      if (a.choice === 'take') return a.card === undefined ? null : refuse('react.params');
      if (a.choice === 'block')
        return a.card !== undefined ? refuse('react.params') : canBlock(ctx, state) ? null : refuse('react.block'); // Block: the Self Defense Trainer's ability, an Ability token (line 885)
      const def = a.card ? ctx.tactics.get(a.card) : undefined;
      if (!a.card || !def || !state.survivor.hand.includes(a.card) || def.effect !== 'dodge')
        return refuse('react.dodge');
      return null;
    }
    case 'desperation':
      return null;
    case 'split': {
      const at = state.attack;
      if (!at) return refuse('choice.none');
      if (a.zombie === null) return a.amount === undefined ? null : refuse('split.params');
      if (!splitTargets(state, at).includes(a.zombie)) return refuse('split.target');
      const amount = a.amount ?? 1;
      if (amount < 1 || amount >= at.damage) return refuse('split.amount', { most: at.damage - 1 });
      return null;
    }
    case 'keep':
      return p.kind === 'scavenge' && p.cards.includes(a.card) ? null : refuse('keep.card');
    case 'discard': {
      const hand = p.kind === 'handLimit' && p.side === 'zombie' ? state.zombies.hand : state.survivor.hand;
      return hand.includes(a.card) ? null : refuse('card.notInHand');
    }
    case 'sound':
      if (a.card === null) return null;
      // line 537
      return state.zombies.hand.includes(a.card) && ctx.zombies.has(a.card) ? null : refuse('sound.card');
    case 'chooseWeapon':
      return p.kind === 'chooseWeapon' && p.cards.includes(a.card) ? null : refuse('chooseWeapon.card');
    case 'drawChoice':
      return null;
    case 'chooseZombie':
      return p.kind === 'chooseZombie' && p.zombies.includes(a.zombie) ? null : refuse('chooseZombie.target');
  }
}

export function doChoice(
  ctx: RulesContext,
  state: SecondsState,
  a: ChoiceAction,
  now: number,
  ev: SecondsEvent[],
): void {
  const p = state.pending[0]!;
  switch (a.type) {
    case 'mulligan': {
      state.pending.shift();
      const sv = state.survivor;
      for (const card of a.discard) {
        removeFromList(sv.hand, card);
        discard(state, 'supply', card);
      }
      for (let i = 0; i < a.discard.length; i++) {
        const card = state.decks.supply.pop();
        if (!card) break;
        sv.hand.unshift(card);
        ev.push({ type: 'cardDrawn', deck: 'supply', card, side: 'survivor', to: 'hand' });
      }
      ev.push({ type: 'mulligan', discarded: a.discard.length });
      finishSetup(ctx, state, now, ev);
      return;
    }
    case 'counter':
      state.pending.shift();
      if (a.card !== null && state.attack) {
        removeFromList(state.zombies.hand, a.card);
        discard(state, 'zombieTactics', a.card);
        state.attack.countered = true;
        ev.push({ type: 'attackCountered', card: a.card, zombie: state.attack.zombie });
      }
      return;
    case 'react':
      state.pending.shift();
      if (a.choice === 'block') tryBlock(ctx, state, ev);
      else if (a.choice === 'dodge') {
        const za = state.zombieAttack!;
        removeFromList(state.survivor.hand, a.card!);
        discard(state, 'tactics', a.card!);
        ev.push({ type: 'tacticsPlayed', card: a.card!, side: 'survivor', cost: 0 });
        za.dodged = true;
        ev.push({ type: 'attackBlocked', zombie: za.zombie, rule: 'dodge' });
      }
      return;
    case 'desperation':
      state.pending.shift();
      resolveDesperation(ctx, state, a.use, ev);
      return;
    case 'split':
      state.pending.shift();
      if (a.zombie !== null && state.attack) {
        const amount = a.amount ?? 1;
        state.attack.splits.push({ zombie: a.zombie, amount });
        ev.push({ type: 'damageSplit', zombie: a.zombie, amount });
      }
      return;
    case 'keep': {
      if (p.kind !== 'scavenge') return;
      state.pending.shift();
      state.survivor.hand.push(a.card);
      for (const card of p.cards)
        if (card !== a.card) {
          discard(state, 'supply', card);
          ev.push({ type: 'cardDiscarded', card, side: 'survivor', from: 'deck' });
        }
      return;
    }
    case 'discard': {
      if (p.kind !== 'handLimit') return;
      if (p.side === 'survivor') discardFromHand(ctx, state, a.card, ev);
      else {
        removeFromList(state.zombies.hand, a.card);
        discard(state, ctx.zombies.has(a.card) ? 'zombie' : 'zombieTactics', a.card);
        ev.push({ type: 'cardDiscarded', card: a.card, side: 'zombie', from: 'hand' });
      }
      const hand = p.side === 'survivor' ? state.survivor.hand : state.zombies.hand;
      if (hand.length <= p.limit) {
        state.pending.shift();
        ev.push({ type: 'handDiscarded', side: p.side, count: hand.length });
      }
      return;
    }
    case 'sound':
      state.pending.shift();
      if (a.card !== null) {
        removeFromList(state.zombies.hand, a.card);
        summonCard(ctx, state, a.card, ctx.content.zombieRules.summonRow, 'sound', ev);
      }
      return;
    case 'chooseWeapon':
      if (p.kind !== 'chooseWeapon') return;
      state.pending.shift();
      hitWeapon(ctx, state, a.card, p.effect, ev);
      return;
    case 'drawChoice':
      answerDrawChoice(ctx, state, a.deck, now, ev);
      return;
    case 'chooseZombie':
      answerChooseZombie(ctx, state, a.zombie, now, ev);
      return;
  }
}

/** What a timed-out choice does. DECISION timeout.defaults. */
export function defaultChoice(state: SecondsState): ChoiceAction | null {
  const p = state.pending[0];
  if (!p) return null;
  switch (p.kind) {
    case 'mulligan':
      return { type: 'mulligan', discard: [] };
    case 'handLimit': {
      const hand = p.side === 'survivor' ? state.survivor.hand : state.zombies.hand;
      return { type: 'discard', card: hand[hand.length - 1] };
    }
    case 'counter':
      return { type: 'counter', card: null };
    case 'react':
      return { type: 'react', choice: 'take' };
    case 'desperation':
      return { type: 'desperation', use: true };
    case 'split':
      return { type: 'split', zombie: null };
    case 'scavenge':
      return { type: 'keep', card: p.cards[0] };
    case 'sound':
      return { type: 'sound', card: null };
    case 'drawChoice':
      return { type: 'drawChoice', deck: 'tactics' };
    case 'chooseZombie':
      return { type: 'chooseZombie', zombie: p.zombies[0] };
    default:
      return null;
  }
}

/** Candidate answers to the pending choice (legalActions filters them through checkChoice). */
export function choiceCandidates(ctx: RulesContext, state: SecondsState, out: SecondsAction[]): void {
  const p = state.pending[0];
  if (!p) return;
  const distinct = (cards: string[]) => {
    const seen = new Set<string>();
    return cards.filter((card) => {
      const k = kindOf(card);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  switch (p.kind) {
    case 'mulligan': {
      const [x, y] = state.survivor.hand;
      out.push({ type: 'mulligan', discard: [] });
      if (x) out.push({ type: 'mulligan', discard: [x] });
      if (y) out.push({ type: 'mulligan', discard: [y] }, { type: 'mulligan', discard: [x, y] });
      return;
    }
    case 'counter':
      out.push({ type: 'counter', card: null });
      for (const card of distinct(state.zombies.hand)) out.push({ type: 'counter', card });
      return;
    case 'react':
      out.push({ type: 'react', choice: 'take' }, { type: 'react', choice: 'block' });
      for (const card of distinct(state.survivor.hand)) out.push({ type: 'react', choice: 'dodge', card });
      return;
    case 'desperation':
      out.push({ type: 'desperation', use: true }, { type: 'desperation', use: false });
      return;
    case 'split': {
      out.push({ type: 'split', zombie: null });
      const at = state.attack;
      if (at)
        for (const z of splitTargets(state, at))
          for (let n = 1; n < at.damage; n++) out.push({ type: 'split', zombie: z, amount: n });
      return;
    }
    case 'scavenge':
      for (const card of p.cards) out.push({ type: 'keep', card });
      return;
    case 'handLimit':
      for (const card of p.side === 'survivor' ? state.survivor.hand : state.zombies.hand)
        out.push({ type: 'discard', card });
      return;
    case 'sound':
      out.push({ type: 'sound', card: null });
      for (const card of distinct(state.zombies.hand)) out.push({ type: 'sound', card });
      return;
    case 'chooseWeapon':
      for (const card of p.cards) out.push({ type: 'chooseWeapon', card });
      return;
    case 'drawChoice':
      out.push({ type: 'drawChoice', deck: 'zombie' }, { type: 'drawChoice', deck: 'tactics' });
      return;
    case 'chooseZombie':
      for (const zombie of p.zombies) if (findZombie(state, zombie)) out.push({ type: 'chooseZombie', zombie });
      return;
  }
}
