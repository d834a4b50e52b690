/**
 * One line per engine event, in the chosen language, for the log and the zombies' phase banner: what
 * happened, with the rule the engine names for it (translated when the table knows it).
 */
import type { CardLine, GameEvent } from '@horde/zombicide';
import { cardName, skillName, type Names } from './names.ts';
import { missionText, ruleText, type RuleLine } from './rule-text.ts';
import { capitalized } from './seats.ts';
import { isSharedZombieStep } from '../../zombicide/zombie-steps.ts';

export type Tone = 'info' | 'good' | 'bad' | 'zombie' | 'minor';

export interface EventLine {
  text: string;
  /** The rule the engine names for this event, when it gives one. */
  rule?: RuleLine;
  tone: Tone;
}

export function describeEvent(e: GameEvent, n: Names): EventLine | null {
  const t = n.t;
  const rule = 'rule' in e && e.rule ? ruleText(n, e.rule) : undefined;
  const line = (key: string, params: Record<string, unknown>, tone: Tone): EventLine =>
    rule ? { text: t(`classic:log.${key}`, params), rule, tone } : { text: t(`classic:log.${key}`, params), tone };
  switch (e.type) {
    case 'roundStarted':
      return line('roundStarted', { round: e.round, who: n.seat(e.firstPlayer) }, 'info');
    case 'phase':
      return line(`phase.${e.phase}`, {}, 'info');
    case 'turnStarted':
      return line('turnStarted', { who: capitalized(n.seat(e.player)) }, 'minor');
    case 'survivorActivated':
      return line('survivorActivated', { who: n.survivor(e.s) }, 'minor');
    case 'survivorDone':
      return line('survivorDone', { who: n.survivor(e.s) }, 'minor');
    case 'actionSpent':
      return null;
    case 'survivorMoved':
      return line('survivorMoved', { who: n.survivor(e.s), to: n.zone(e.to) }, 'info');
    case 'searched':
      return line('searched', { who: n.survivor(e.s), card: cardName(t, e.card) }, e.card === 'aaahh' ? 'bad' : 'good');
    case 'deckReshuffled':
      return line(`reshuffled.${e.deck}`, {}, 'minor');
    case 'cardGained':
      return e.card === 'wounded'
        ? line('woundedCard', { who: n.survivor(e.s), slot: t(`classic:slot.${e.slot}`) }, 'bad')
        : line(
            e.rule.code === 'setup' ? 'cardStarting' : 'cardGained',
            { who: n.survivor(e.s), card: cardName(t, e.card) },
            'good',
          );
    case 'cardDiscarded':
      // A card lost is news: the player sees what a slot choice or a Wound cost.
      return line('cardDiscarded', { who: n.survivor(e.s), card: cardName(t, e.card) }, 'info');
    case 'cardsSwapped':
      return line('cardsSwapped', { a: n.survivor(e.a), b: n.survivor(e.b) }, 'minor');
    case 'tradeSettled':
      return line(e.accepted ? 'tradeAccepted' : 'tradeRefused', { a: n.survivor(e.a), b: n.survivor(e.b) }, 'info');
    case 'diceRolled':
      return line(
        'diceRolled',
        // "rolls 1 die: 2": the number of dice said apart from their faces, so a face never reads as a count.
        {
          who: n.survivor(e.s),
          dice: t('classic:log.dice', { count: e.rolls.length }),
          rolls: e.rolls.join(' '),
          accuracy: e.accuracy,
          count: e.hits,
        },
        'info',
      );
    case 'rerolled':
      return line(
        'rerolled',
        {
          who: n.survivor(e.s),
          source: n.t(`classic:reroll.${e.source}`, { defaultValue: e.source }),
          rolls: e.rolls.join(' '),
        },
        'info',
      );
    case 'zombieKilled':
      return line(
        'zombieKilled',
        { who: n.survivor(e.s), zombie: n.zombieType(e.zombie), zone: n.zone(e.zone) },
        'good',
      );
    case 'hitLost':
      // A hit that kills nothing is still the roll's outcome: always shown.
      return line('hitLost', { zone: n.zone(e.zone) }, 'info');
    case 'survivorWounded':
      return line(
        e.by === 'friendlyFire' ? 'woundedBySurvivor' : 'wounded',
        { who: n.survivor(e.s), count: e.wounds },
        'bad',
      );
    case 'survivorEliminated':
      return line('eliminated', { who: n.survivor(e.s) }, 'bad');
    case 'survivorReturned':
      return line(e.zombivor ? 'returnedZombivor' : 'returned', { who: n.survivor(e.s) }, 'good');
    case 'survivorHealed':
      return line('healed', { who: n.survivor(e.s), by: n.survivor(e.by) }, 'good');
    case 'woundIgnored':
      // Tough names no zombie type (the engine passes -1).
      if (e.zombie < 0) return line('woundIgnoredTough', { who: n.survivor(e.s) }, 'good');
      return line('woundIgnored', { who: n.survivor(e.s), zombie: n.zombieType(e.zombie) }, 'good');
    case 'weaponEmptied':
      return line('weaponEmptied', { who: n.survivor(e.s), card: cardName(t, e.card) }, 'minor');
    case 'weaponReloaded':
      return line('weaponReloaded', { who: n.survivor(e.s), card: cardName(t, e.card) }, 'info');
    case 'noiseMade':
      return line('noiseMade', { zone: n.zone(e.zone), count: e.tokens }, 'info');
    case 'noiseCleared':
      return line('noiseCleared', {}, 'minor');
    case 'doorOpened':
      return line('doorOpened', { who: n.survivor(e.s), door: n.door(e.door) }, 'info');
    case 'carBoarded':
      return line('carBoarded', { who: n.survivor(e.s), car: n.car(e.car) }, 'info');
    case 'carLeft':
      return line('carLeft', { who: n.survivor(e.s), car: n.car(e.car) }, 'info');
    case 'carSeatChanged':
      return line('carSeatChanged', { who: n.survivor(e.s), car: n.car(e.car) }, 'info');
    case 'carDriven':
      return line(
        'carDriven',
        { who: n.survivor(e.s), car: n.car(e.car), from: n.zone(e.from), to: n.zone(e.to) },
        'info',
      );
    case 'carSearched':
      return line('carSearched', { who: n.survivor(e.s), car: n.car(e.car) }, 'info');
    case 'cardsStashed':
      return line(
        'cardsStashed',
        { who: n.survivor(e.s), car: n.car(e.car), cards: e.cards.map((c) => cardName(t, c)).join(', ') },
        'info',
      );
    case 'stashTaken':
      return line(
        'stashTaken',
        { who: n.survivor(e.s), car: n.car(e.car), cards: e.cards.map((c) => cardName(t, c)).join(', ') },
        'info',
      );
    case 'doorClosed':
      return line('doorClosed', { who: n.survivor(e.s), door: n.door(e.door) }, 'info');
    case 'gateTurned':
      return line(
        'gateTurned',
        { who: n.survivor(e.s), gate: n.zone(e.zone), way: t(`classic:offer.way.${e.turn === 1 ? 'cw' : 'ccw'}`) },
        'info',
      );
    case 'helicopterTookOff':
      return line('helicopterTookOff', { who: n.survivor(e.s), car: n.car(e.car) }, 'info');
    case 'helicopterLanded':
      return line('helicopterLanded', { who: n.survivor(e.s), car: n.car(e.car) }, 'info');
    case 'helicopterFlown':
      return line(
        'helicopterFlown',
        { who: n.survivor(e.s), car: n.car(e.car), from: n.zone(e.from), to: n.zone(e.to) },
        'info',
      );
    case 'adrenalineGained':
      return line('experience', { who: n.survivor(e.s), count: e.ap, total: e.total }, 'good');
    case 'dangerLevel':
      return line('dangerLevel', { who: n.survivor(e.s), level: n.level(e.level) }, 'good');
    case 'skillGained':
      return line('skillGained', { who: n.survivor(e.s), skill: skillName(t, e.skill) }, 'good');
    case 'ultrared':
      return line('ultrared', { who: n.survivor(e.s), count: e.passes }, 'good');
    case 'extraTurn':
      return line('extraTurn', { who: n.survivor(e.s) }, 'good');
    case 'actionGiven':
      return line('actionGiven', { from: n.survivor(e.from), to: n.survivor(e.to) }, 'info');
    case 'companionLed':
      return line('companionLed', { who: n.survivor(e.companion), leader: n.survivor(e.leader) }, 'good');
    case 'missionEvent':
      return rule
        ? { text: missionText(n, e.text), rule, tone: 'info' }
        : { text: missionText(n, e.text), tone: 'info' };
    case 'objectiveTaken':
      return line('objectiveTaken', { who: n.survivor(e.s), color: n.color(e.color), zone: n.zone(e.zone) }, 'good');
    case 'survivorExited':
      return line('survivorExited', { who: n.survivor(e.s), zone: n.zone(e.zone) }, 'good');
    case 'zombieAttacked':
      return line(
        'zombieAttacked',
        { zombies: n.zombies(e.zombie, e.count), zone: n.zone(e.zone), count: e.count },
        'zombie',
      );
    case 'zombieMoved':
      return line(
        'zombieMoved',
        { zombies: n.zombies(e.zombie, e.count), from: n.zone(e.from), to: n.zone(e.to), count: e.count },
        'zombie',
      );
    case 'zombieCardDrawn':
      return line(
        'zombieCard',
        { card: e.card, zone: n.zone(e.zone), level: n.level(e.level), line: lineText(n, e.line) },
        'zombie',
      );
    case 'spawned':
      return line('spawned', { zombies: n.zombies(e.zombie, e.count), zone: n.zone(e.zone), count: e.count }, 'zombie');
    case 'outOfMiniatures':
      return line('outOfMiniatures', { zombie: n.zombieType(e.zombie) }, 'bad');
    case 'extraActivation':
      return line('extraActivation', { zombie: n.zombieType(e.zombie) }, 'zombie');
    case 'spawnZoneChanged':
      return line(e.active ? 'spawnZoneActive' : 'spawnZoneInactive', { zone: n.zone(e.zone) }, 'zombie');
    case 'decisionOpened':
      return line(`decision.${e.decision}`, {}, 'minor');
    case 'gameWon':
      return line('gameWon', {}, 'good');
    case 'gameLost':
      return line('gameLost', {}, 'bad');
    default: {
      // An event of another ruleset (trains, Vade Retro...): never in a Classic game; shown by its name.
      const other = e as { type: string };
      return line('other', { type: other.type }, 'minor');
    }
  }
}

/** A Zombie card's line in words ("2 Toxic Walkers, 1 Toxic Runner", an extra Activation, nothing). */
export function lineText(n: Names, line: CardLine): string {
  if (line.kind === 'none') return n.t('classic:card.nothing');
  if (line.kind === 'extraActivation') return n.t('classic:card.extraActivation', { zombie: n.zombieType(line.type) });
  const parts: string[] = [];
  for (let i = 0; i < line.zombies.length; i += 2) parts.push(n.zombies(line.zombies[i], line.zombies[i + 1]));
  return parts.join(', ');
}

/** Events that show a visible step of the zombies' phase (each gets a beat of the playback). */
export function isZombieStep(e: GameEvent): boolean {
  return (
    isSharedZombieStep(e) || e.type === 'noiseCleared' || (e.type === 'missionEvent' && e.text.code === 'spawnDice')
  );
}
