/**
 * One line per engine event, in the chosen language, for the log and the zombies' phase banner: what
 * happened (the table's messages, `log.*`, with names translated), and the rule the engine names for it
 * (rule-text.ts: the engine's words in English, said again in French).
 */
import type { CardLine, GameEvent } from '@horde/zombicide';
import { i18n } from '../../../i18n/index.ts';
import { content } from '../data.ts';
import { capitalized, cardName, levelName, rerollSource, skillName, zombieName, zombies, type Namer } from './names.ts';
import { missionText, outcomeSaid, ruleText } from './rule-text.ts';
import { topicOfRule, type TopicId } from '../reference/topics.ts';
import { isSharedZombieStep } from '../../zombicide/zombie-steps.ts';

export interface EventLine {
  text: string;
  /** The rule the engine names for this event, when it gives one. */
  rule?: string;
  /** The rulebook lines of that rule, for a discreet source note. */
  ruleSource?: string;
  /** The rules reference's topic of that rule (the log links to it). */
  topic?: TopicId;
  /** Set when the text is the engine's own English. */
  lang?: 'en';
  /** Importance, for styling and filtering. */
  tone: 'info' | 'good' | 'bad' | 'zombie' | 'minor';
}

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {}) as string;

/** A Bounty Weapon's feat (the English of its card) in the chosen language. */
function featText(feat: string): string {
  const card = content.equipment.find((c) => c.feat?.text === feat);
  return card ? t(`uoa:content.cards.${card.id}.feat`, { defaultValue: feat }) : feat;
}

/** A Zombie card's line in words ("2 Walkers, 1 Runner", an extra Activation, nothing). */
export function lineText(line: CardLine): string {
  if (line.kind === 'none') return t('uoa:log.line.nothing');
  if (line.kind === 'extraActivation') return t('uoa:log.line.extraActivation', { zombie: zombieName(line.type) });
  const parts: string[] = [];
  for (let i = 0; i < line.zombies.length; i += 2) parts.push(zombies(line.zombies[i], line.zombies[i + 1]));
  return parts.join(', ');
}

export function describeEvent(e: GameEvent, n: Namer): EventLine | null {
  const ref = 'rule' in e ? e.rule : undefined;
  const said = ref ? ruleText(ref, n) : undefined;
  const line = (key: string, values: Record<string, unknown>, tone: EventLine['tone']): EventLine => {
    const text = t(`uoa:log.${key}`, values);
    if (!said || !ref) return { text, tone };
    const topic = topicOfRule(ref) ?? undefined;
    const rule = { text, rule: said.text, tone, ...(topic ? { topic } : {}) };
    return said.source ? { ...rule, ruleSource: said.source } : rule;
  };
  const who = (s: number) => n.survivor(s);
  const seat = (p: number) => n.seat?.(p) ?? t('uoa:players.theSeat', { seat: p + 1 });
  switch (e.type) {
    case 'roundStarted':
      return line('roundStarted', { round: e.round, who: seat(e.firstPlayer) }, 'info');
    case 'phase':
      return line(`phase.${e.phase}`, {}, 'info');
    case 'turnStarted':
      return line('turnStarted', { who: capitalized(seat(e.player)) }, 'minor');
    case 'survivorActivated':
      return line('survivorActivated', { who: who(e.s) }, 'minor');
    case 'survivorDone':
      return line('survivorDone', { who: who(e.s) }, 'minor');
    case 'actionSpent':
      return null;
    case 'survivorMoved':
      return line('survivorMoved', { who: who(e.s), to: n.zone(e.to) }, 'info');
    case 'searched':
      return line('searched', { who: who(e.s), card: cardName(e.card) }, 'good');
    case 'deckReshuffled':
      return line(`reshuffled.${e.deck}`, {}, 'minor');
    case 'cardGained':
      return line('cardGained', { who: who(e.s), card: cardName(e.card) }, 'good');
    case 'cardDiscarded':
      return line('cardDiscarded', { who: who(e.s), card: cardName(e.card) }, 'minor');
    case 'cardsSwapped':
      return e.a === e.b
        ? line('cardsSwappedSelf', { who: who(e.a) }, 'minor')
        : line('cardsSwapped', { a: who(e.a), b: who(e.b) }, 'minor');
    case 'tradeSettled':
      return line(
        e.accepted ? 'tradeAccepted' : 'tradeRefused',
        { a: who(e.a), b: who(e.b) },
        e.accepted ? 'info' : 'bad',
      );
    case 'diceRolled':
      return line(
        'diceRolled',
        { who: who(e.s), rolls: e.rolls.join(' '), accuracy: e.accuracy, count: e.hits },
        'info',
      );
    case 'rerolled':
      return line('rerolled', { who: who(e.s), source: rerollSource(e.source), rolls: e.rolls.join(' ') }, 'info');
    case 'zombieKilled':
      return line(
        'zombieKilled',
        { who: who(e.s), zombies: zombies(e.zombie, 1), zone: n.zone(e.zone), ap: e.ap },
        'good',
      );
    case 'hitLost':
      return line('hitLost', { zone: n.zone(e.zone) }, 'minor');
    case 'survivorWounded':
      return line('wounded', { who: who(e.s), count: e.wounds, by: t(`uoa:log.by.${e.by}`) }, 'bad');
    case 'survivorEliminated':
      return line('eliminated', { who: who(e.s) }, 'bad');
    case 'survivorHealed':
      return line('healed', { who: who(e.s), by: who(e.by) }, 'good');
    case 'companionLed':
      return line('companionLed', { companion: who(e.companion), leader: who(e.leader) }, 'info');
    case 'bountyEarned':
      return line('bountyEarned', { who: who(e.s), card: cardName(e.card), feat: featText(e.feat) }, 'good');
    case 'weaponEmptied':
      return line('weaponEmptied', { who: who(e.s), card: cardName(e.card) }, 'minor');
    case 'weaponReloaded':
      return line('weaponReloaded', { who: who(e.s), card: cardName(e.card) }, 'info');
    case 'noiseMoved':
      return line('noiseMoved', { noise: e.boom ? 'Boom' : 'Bang', zone: n.zone(e.zone) }, 'info');
    case 'adrenalineGained':
      return line('adrenaline', { who: who(e.s), ap: e.ap, total: e.total }, 'good');
    case 'dangerLevel':
      return line('dangerLevel', { who: who(e.s), level: levelName(e.level) }, 'good');
    case 'skillGained':
      return line('skillGained', { who: who(e.s), skill: skillName(e.skill) }, 'good');
    case 'objectiveTaken':
      return line(
        'objectiveTaken',
        { who: who(e.s), color: t(`uoa:names.color.${e.color}`, { defaultValue: e.color }), zone: n.zone(e.zone) },
        'good',
      );
    case 'survivorExited':
      return line('survivorExited', { who: who(e.s), zone: n.zone(e.zone) }, 'good');
    case 'vadeRetroPlaced':
      return line('vadeRetroPlaced', { who: who(e.s), zone: n.zone(e.zone) }, 'info');
    case 'vadeRetroHalted':
      return line('vadeRetroHalted', { zone: n.zone(e.zone) }, 'info');
    case 'vadeRetroRemoved':
      return line('vadeRetroRemoved', { zone: n.zone(e.zone) }, 'minor');
    case 'zombieAttacked':
      return line(
        'zombieAttacked',
        { zombies: zombies(e.zombie, e.count), zone: n.zone(e.zone), count: e.count },
        'zombie',
      );
    case 'zombieMoved':
      return line(
        'zombieMoved',
        { zombies: zombies(e.zombie, e.count), from: n.zone(e.from), to: n.zone(e.to), count: e.count },
        'zombie',
      );
    case 'zombieCardDrawn':
      return line(
        'zombieCard',
        { card: e.card, zone: n.zone(e.zone), level: levelName(e.level), line: lineText(e.line) },
        'zombie',
      );
    case 'spawned':
      return line('spawned', { zombies: zombies(e.zombie, e.count), zone: n.zone(e.zone), count: e.count }, 'zombie');
    case 'outOfMiniatures':
      return line('outOfMiniatures', { zombie: zombieName(e.zombie) }, 'bad');
    case 'extraActivation':
      return line('extraActivation', { zombie: zombieName(e.zombie) }, 'zombie');
    case 'spawnZoneChanged':
      return line(e.active ? 'spawnZoneActive' : 'spawnZoneInactive', { zone: n.zone(e.zone) }, 'zombie');
    case 'decisionOpened':
      return line(`decision.${e.decision}`, {}, 'minor');
    case 'ultrared':
      return line('ultrared', { who: who(e.s), passes: e.passes }, 'good');
    case 'gameWon':
      return { text: outcomeSaid(e.reason, n), tone: 'good' };
    case 'gameLost':
      return { text: outcomeSaid(e.reason, n), tone: 'bad' };
    case 'woundIgnored':
      return line('woundIgnored', { who: who(e.s), zombie: zombieName(e.zombie) }, 'good');
    case 'extraTurn':
      return line('extraTurn', { who: who(e.s) }, 'good');
    case 'actionGiven':
      return line('actionGiven', { from: who(e.from), to: who(e.to) }, 'info');
    case 'missionEvent':
    case 'trainEffect': {
      const base = line('other', { type: e.type }, 'info');
      return { ...base, text: missionText(e.text, n).text };
    }
    case 'trainMoved':
      return line('trainMoved', { tiles: e.tiles.join(' · ') }, 'zombie');
    case 'machineMoved':
      return line(`machineMoved.${e.machine}`, { to: n.zone(e.to) }, 'info');
    case 'wagonRiders':
      return e.riders.length
        ? line('wagonRiders', { names: e.riders.map(who).join(', ') }, 'minor')
        : line('wagonEmpty', {}, 'minor');
    default: {
      // An event this table does not know yet: still shown, by its name and rule.
      const other = e as { type: string };
      return line('other', { type: other.type }, 'minor');
    }
  }
}

/** Events that show a visible step of the zombies' phase (each gets a beat of the animation). */
export function isZombieStep(e: GameEvent): boolean {
  return isSharedZombieStep(e) || e.type === 'vadeRetroHalted';
}
