/**
 * One sentence per event, in the chosen language: the log explains every move in words, the
 * automaton's included (which step card or dice result, and whether it applied). Events carry
 * codes and ids, never prose; this file turns them into text with the names of names.ts.
 */
import type { SecondsEvent } from '@horde/seconds';
import { content } from '../data.ts';
import {
  abilityName,
  automatonName,
  cardName,
  rowName,
  sidePlayer,
  survivorName,
  type T,
  weaponName,
  zombieName,
} from './names.ts';

/** How a line reads: routine, good or bad for the Survivor, the zombies' side, or the automaton's reasoning. */
export type Tone = 'minor' | 'normal' | 'good' | 'bad' | 'zombie' | 'automaton' | 'turn';

export interface Line {
  text: string;
  tone: Tone;
}

export interface EventContext {
  /** Solo: the automaton (its step cards and chart name the lines). */
  automaton: 'fast' | 'swarm' | null;
  /** Online: the names the players gave, by seat (they stand for "the Survivor", "the Zombie player"). */
  players?: readonly (string | null)[];
}

const who = (t: T, side: 'survivor' | 'zombie', ctx: EventContext): string =>
  (side === 'zombie' && ctx.automaton ? null : sidePlayer(ctx.players ?? [], side)) ??
  (side === 'survivor'
    ? t('seconds:log.who.survivor')
    : ctx.automaton
      ? t('seconds:log.who.automaton')
      : t('seconds:log.who.zombies'));

const deckName = (t: T, deck: string): string => t(`seconds:decks.${deck}`, { defaultValue: deck });

/** The text of a solo op (a dice chart option, a step's action). */
export function soloOpText(t: T, op: string, fallback: string): string {
  return t(`seconds:solo.ops.${op}`, { defaultValue: fallback });
}

/** A step card's text, by automaton and step number. */
export function soloStepText(t: T, automaton: 'fast' | 'swarm', step: number): string {
  const def = content()
    .solo.automata.find((a) => a.id === automaton)
    ?.steps.find((s) => s.step === step);
  return t(`seconds:solo.${automaton}.steps.${step}`, { defaultValue: def?.text ?? '' });
}

export function finalText(t: T, index: number): string {
  const def = content().solo.finalInstructions[index];
  return t(`seconds:solo.final.${index}`, { defaultValue: def?.text ?? '' });
}

export function chartGroupName(t: T, automaton: 'fast' | 'swarm', group: string): string {
  const def = content()
    .solo.automata.find((a) => a.id === automaton)
    ?.chart.find((g) => g.id === group);
  return t(`seconds:solo.groups.${group}`, { defaultValue: def?.name ?? group });
}

function diceLine(t: T, e: Extract<SecondsEvent, { type: 'diceRolled' }>, ctx: EventContext): string {
  const automaton = ctx.automaton ?? 'fast';
  const group = content()
    .solo.automata.find((a) => a.id === automaton)
    ?.chart.find((g) => g.id === e.group);
  const option = group?.options[e.option];
  const text = option ? soloOpText(t, option.op, option.text) : '';
  return e.performed
    ? t('seconds:log.diceRolled', { roll: e.roll, group: chartGroupName(t, automaton, e.group), text })
    : t('seconds:log.diceNothing', { roll: e.roll, group: chartGroupName(t, automaton, e.group) });
}

/** The sentence of one event, or null for events the log does not show. */
export function describeEvent(t: T, e: SecondsEvent, ctx: EventContext): Line | null {
  const z = (id: string) => zombieName(t, id);
  const c = (id: string | null) => (id ? cardName(t, id) : t('seconds:log.faceDownCard'));
  switch (e.type) {
    case 'setupDone':
      return {
        text:
          e.mode === 'solo'
            ? t('seconds:log.setupSolo', {
                survivor: survivorName(e.survivor),
                automaton: automatonName(t, ctx.automaton ?? 'fast'),
              })
            : t('seconds:log.setupTwo', { survivor: survivorName(e.survivor) }),
        tone: 'turn',
      };
    case 'mulligan':
      return { text: t('seconds:log.mulligan', { count: e.discarded }), tone: 'normal' };
    case 'turnStarted':
      return e.side === 'survivor'
        ? { text: t('seconds:log.survivorTurn', { turn: e.turn, energy: e.energy }), tone: 'turn' }
        : {
            text: t(ctx.automaton ? 'seconds:log.zombieTurnAutomaton' : 'seconds:log.zombieTurnPlayer', {
              energy: e.energy,
            }),
            tone: 'turn',
          };
    case 'phaseStarted': {
      const phase = t(`seconds:phases.${e.phase}`);
      return {
        text: e.endsAt !== null ? t('seconds:log.phaseTimed', { phase }) : t('seconds:log.phase', { phase }),
        tone: 'minor',
      };
    }
    case 'choiceTimedOut':
      return { text: t('seconds:log.choiceTimedOut', { who: who(t, e.side, ctx) }), tone: 'bad' };
    case 'timeUp':
      return { text: t('seconds:log.timeUp', { who: who(t, e.side, ctx) }), tone: 'bad' };
    case 'timerPaused':
      return { text: t('seconds:log.timerPaused', { seconds: Math.ceil(e.remaining / 1000) }), tone: 'normal' };
    case 'timerResumed':
      return { text: t('seconds:log.timerResumed'), tone: 'normal' };
    case 'cardDrawn': {
      if (e.deck === 'survivorAttack' || e.deck === 'zombieAttack') return null;
      const values = { who: who(t, e.side, ctx), card: c(e.card), deck: deckName(t, e.deck) };
      if (e.card === null && e.to === 'hand') return { text: t('seconds:log.drawnHidden', values), tone: 'minor' };
      return { text: t(`seconds:log.drawn.${e.to}`, values), tone: 'minor' };
    }
    case 'deckShuffled':
      return { text: t('seconds:log.deckShuffled', { deck: deckName(t, e.deck), count: e.size }), tone: 'minor' };
    case 'cardDiscarded':
      return { text: t('seconds:log.cardDiscarded', { who: who(t, e.side, ctx), card: c(e.card) }), tone: 'minor' };
    case 'energySpent':
      return { text: t('seconds:log.energySpent', { count: e.amount, left: e.left }), tone: 'minor' };
    case 'energyGained':
      return {
        text: t('seconds:log.energyGained', { who: who(t, e.side, ctx), count: e.amount, energy: e.energy }),
        tone: 'normal',
      };
    case 'survivorMoved': {
      const key = e.to >= 11 ? 'street' : e.rule;
      return {
        text: t(`seconds:log.moved.${key}`, { from: e.from, to: e.to, cost: e.cost }),
        tone: e.to >= 11 ? 'good' : 'normal',
      };
    }
    case 'survivorStoodUp':
      return { text: t('seconds:log.stoodUp', { cost: e.cost }), tone: 'normal' };
    case 'survivorKnockedDown':
      return {
        text: e.by ? t('seconds:log.knockedDownBy', { zombie: z(e.by) }) : t('seconds:log.knockedDown'),
        tone: 'bad',
      };
    case 'abilityTokenCollected':
      return { text: t('seconds:log.abilityToken', { count: e.tokens, row: e.row }), tone: 'good' };
    case 'supplyPickedUp':
      return {
        text: t(e.free ? 'seconds:log.pickedUpFree' : 'seconds:log.pickedUp', { card: c(e.card), row: e.row }),
        tone: 'normal',
      };
    case 'supplyEquipped':
      return { text: t('seconds:log.equipped', { card: c(e.card), cost: e.cost }), tone: 'normal' };
    case 'supplyDropped':
      return { text: t('seconds:log.dropped', { card: c(e.card), row: e.row }), tone: 'normal' };
    case 'supplyPlaced':
      return {
        text: t(`seconds:log.placed.${e.rule}`, { card: c(e.card), row: e.row }),
        tone: e.rule === 'dropFirearm' ? 'bad' : 'minor',
      };
    case 'supplyUsed':
      return { text: t('seconds:log.supplyUsed', { card: c(e.card), count: e.heal }), tone: 'good' };
    case 'tacticsPlayed':
      return {
        text: t('seconds:log.tacticsPlayed', { who: who(t, e.side, ctx), card: c(e.card), cost: e.cost }),
        tone: e.side === 'survivor' ? 'normal' : 'zombie',
      };
    case 'attackDeclared':
      return {
        text: t(e.ability ? 'seconds:log.attackAbility' : 'seconds:log.attack', {
          zombie: z(e.zombie),
          weapon: weaponName(t, e.weapon),
          cost: e.cost,
        }),
        tone: 'normal',
      };
    case 'attackCardDrawn':
      return {
        text: t(`seconds:log.card.${e.deck === 'zombieAttack' ? 'zombie' : e.rule}`, {
          line: e.line.toUpperCase(),
          result: e.hit ? t('seconds:log.hitMark') : t('seconds:log.missMark'),
        }),
        tone: 'minor',
      };
    case 'attackResult':
      if (!e.hit) return { text: t('seconds:log.missed', { zombie: z(e.zombie) }), tone: 'bad' };
      return {
        text: t(e.knockdown ? 'seconds:log.hitKnockdown' : 'seconds:log.hit', { zombie: z(e.zombie), count: e.damage }),
        tone: 'good',
      };
    case 'ammoSpent':
      return { text: t('seconds:log.ammoSpent', { card: c(e.card), count: e.left }), tone: 'minor' };
    case 'durabilityLost':
      return { text: t('seconds:log.durabilityLost', { card: c(e.card), count: e.left }), tone: 'minor' };
    case 'weaponDiscarded':
      return { text: t(`seconds:log.weaponDiscarded.${e.reason}`, { card: c(e.card) }), tone: 'bad' };
    case 'attackCountered':
      return { text: t('seconds:log.countered', { card: c(e.card), zombie: z(e.zombie) }), tone: 'zombie' };
    case 'damageSplit':
      return { text: t('seconds:log.split', { zombie: z(e.zombie), count: e.amount }), tone: 'normal' };
    case 'criticalHit':
      return { text: t('seconds:log.crit', { zombie: z(e.zombie), count: e.extra }), tone: 'good' };
    case 'zombieDamaged':
      return {
        text: t('seconds:log.zombieDamaged', { zombie: z(e.zombie), count: e.amount, health: e.health }),
        tone: 'minor',
      };
    case 'zombieKilled':
      return { text: t('seconds:log.zombieKilled', { zombie: z(e.zombie), row: e.row }), tone: 'good' };
    case 'zombieKnockedDown':
      return { text: t('seconds:log.zombieKnockedDown', { zombie: z(e.zombie) }), tone: 'good' };
    case 'zombieStoodUp':
      return { text: t(`seconds:log.zombieStood.${e.rule}`, { zombie: z(e.zombie) }), tone: 'zombie' };
    case 'zombieMoved':
      return {
        text: t(`seconds:log.zombieMoved.${e.rule}`, { zombie: z(e.zombie), from: e.from, to: e.to }),
        tone: 'zombie',
      };
    case 'zombieSummoned':
      return {
        text: t(`seconds:log.summoned.${e.rule}`, { zombie: z(e.zombie), where: rowName(t, e.row) }),
        tone: 'zombie',
      };
    case 'zombieAttacked':
      return {
        text: t(e.opportunity ? 'seconds:log.opportunity' : 'seconds:log.zombieAttack', {
          zombie: z(e.zombie),
          line: e.line.toUpperCase(),
        }),
        tone: 'zombie',
      };
    case 'attackBlocked':
      return { text: t(`seconds:log.blocked.${e.rule}`, { zombie: z(e.zombie) }), tone: 'good' };
    case 'survivorDamaged':
      return {
        text: t(e.absorbed > 0 ? 'seconds:log.damagedArmour' : 'seconds:log.damaged', {
          zombie: z(e.zombie),
          count: e.amount,
          absorbed: e.absorbed,
          health: e.health,
        }),
        tone: 'bad',
      };
    case 'armorAbsorbed':
      return { text: t('seconds:log.armour', { card: c(e.card), count: e.amount, left: e.left }), tone: 'minor' };
    case 'desperationMove':
      return { text: t('seconds:log.desperation', { health: e.health }), tone: 'good' };
    case 'concussion':
      return { text: t('seconds:log.concussion', { count: e.tokens, energy: e.energyTokens }), tone: 'bad' };
    case 'timeTokenRemoved':
      return { text: t('seconds:log.timeToken', { count: e.left }), tone: 'zombie' };
    case 'warehouseReleased':
      return {
        text: t(`seconds:log.warehouse.${e.rule}`, { zombies: e.zombies.map(z).join(', ') }),
        tone: 'bad',
      };
    case 'abilityUsed':
      return { text: t('seconds:log.abilityUsed', { ability: abilityName(t, e.ability) }), tone: 'normal' };
    case 'restriction': {
      const what = [e.noMove ? t('seconds:log.noMove') : '', e.noAttack ? t('seconds:log.noAttack') : '']
        .filter(Boolean)
        .join(t('seconds:log.and'));
      return { text: t('seconds:log.restriction', { what }), tone: 'bad' };
    }
    case 'handDiscarded':
      return { text: t('seconds:log.handDiscarded', { who: who(t, e.side, ctx), count: e.count }), tone: 'minor' };
    case 'soloStep': {
      const values = { step: e.step, text: soloStepText(t, e.automaton, e.step) };
      return {
        text: t(e.applies ? 'seconds:log.step' : 'seconds:log.stepSkipped', values),
        tone: e.applies ? 'automaton' : 'minor',
      };
    }
    case 'diceRolled':
      return { text: diceLine(t, e, ctx), tone: 'automaton' };
    case 'soloFinal': {
      const values = { n: e.index + 1, text: finalText(t, e.index) };
      return {
        text: t(e.applies ? 'seconds:log.final' : 'seconds:log.finalSkipped', values),
        tone: e.applies ? 'automaton' : 'minor',
      };
    }
    case 'weaponLost':
      return { text: t(`seconds:log.weaponLost.${e.effect}`, { card: c(e.card) }), tone: 'bad' };
    case 'gameOver':
      return {
        text:
          t(`seconds:log.over.${e.reason}`, { count: e.turns }) +
          (e.score !== null ? ` ${t('seconds:log.score', { score: e.score })}` : ''),
        tone: e.winner === 'survivor' ? 'good' : 'bad',
      };
    default:
      return null;
  }
}
