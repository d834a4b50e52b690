/**
 * A pending decision as a prompt, in the chosen language: the question, why (the engine's reason),
 * and one button per legal answer (keys 1-9). Classic's own: a Wound costs an Equipment card (the
 * survivor's cards shown, those at stake marked) and a building opens (the rooms to spawn next, also
 * marked on the map). Reorganise windows show the inventories with click-to-swap. When the answer
 * belongs to another seat, the prompt says whom the table waits for.
 */
import type { RuleRef } from '@horde/zombicide/rule-ref';
import { useEffect, useState, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { useTranslation } from 'react-i18next';
import { ZOMBICIDE_ANSWERS } from '../../zombicide/answers.ts';
import type { Action, Choice, PlayerView } from '@horde/zombicide';
import { Die } from '../../../kit/Dice.tsx';
import { Inventory, type SlotRef } from '../dashboard/Inventory.tsx';
import { cardName, skillName, skillText, type Names } from '../text/names.ts';
import { ruleText } from '../text/rule-text.ts';
import { lineText } from '../text/events.ts';
import { content } from '../data.ts';
import { cardLine } from '@horde/zombicide/zombie-deck';
import { classicLineType } from '@horde/zombicide/rulesets/classic/spawn';

export interface PromptProps {
  view: PlayerView;
  decision: Choice;
  legal: Action[];
  names: Names;
  onAnswer: (a: Action) => void;
}

interface Question {
  title: string;
  detail?: string;
  /** The engine's reason (its rule), in the language when known. */
  why?: string;
}

export function question(d: Choice, view: PlayerView, n: Names): Question {
  const t = n.t;
  const why = (ref: RuleRef | undefined) => (ref ? ruleText(n, ref).text : undefined);
  switch (d.kind) {
    case 'assignWound':
      return {
        title: t('prompt.assignWound', { zone: n.zone(d.zone) }),
        detail: t('prompt.assignWoundDetail', { count: d.remaining }),
        why: why(d.why),
      };
    case 'assignHit':
      return {
        title: t('prompt.assignHit', { who: n.survivor(d.survivor), zone: n.zone(d.zone) }),
        detail: t('prompt.assignHitDetail', { count: d.remaining, damage: d.damage }),
        why: why(d.why),
      };
    case 'friendlyFire':
      return {
        title: t('prompt.survivorsFirst', { zone: n.zone(d.zone) }),
        detail: t('prompt.survivorsFirstDetail', {
          count: d.remaining,
          damage: t('prompt.wounds', { count: d.damage }),
        }),
      };
    case 'reroll':
      return { title: t('prompt.reroll', { who: n.survivor(d.survivor) }) };
    case 'splitRoute':
      return {
        title: t('prompt.splitRoute', { zombie: n.zombieType(d.type), zone: n.zone(d.zone) }),
        detail: t('prompt.splitRouteDetail', { count: d.extra }),
      };
    case 'zombieTarget':
      return { title: t('prompt.zombieTarget', { zone: n.zone(d.zone) }) };
    case 'noiseZone':
      return { title: t('prompt.noiseZone') };
    case 'keepFound':
      // Starting Equipment is dealt, not found (seed 001: each Survivor starts with the cards dealt at setup).
      return {
        title: t(d.reason === 'setup' ? 'prompt.keepStarting' : 'prompt.keepFound', {
          who: n.survivor(d.survivor),
          card: n.card(d.card),
        }),
        detail: t('prompt.keepFoundDetail'),
      };
    case 'chooseRecipient':
      return { title: t('prompt.chooseRecipient', { card: n.card(d.card) }), why: why(d.why) };
    case 'chooseLeader':
      return { title: t('prompt.chooseLeader', { who: n.survivor(d.companion) }) };
    case 'reorganize':
      return {
        title:
          d.partner !== null
            ? t('prompt.reorganizeTwo', { a: n.survivor(d.survivor), b: n.survivor(d.partner) })
            : t('prompt.reorganize', { who: n.survivor(d.survivor) }),
        detail: t('prompt.reorganizeDetail'),
      };
    case 'confirmTrade':
      return {
        title: t('prompt.confirmTrade', { partner: n.survivor(d.survivor), initiator: n.survivor(d.initiator) }),
        detail: t('prompt.confirmTradeDetail'),
      };
    case 'chooseSkill':
      return { title: t('prompt.chooseSkill', { who: n.survivor(d.survivor), level: n.level(d.level) }) };
    case 'loseCard':
      return {
        title: t('prompt.loseCard', { who: n.survivor(d.survivor) }),
        detail: t('prompt.loseCardDetail'),
        why: why(d.why),
      };
    case 'spawnRoom':
      return {
        title: t('prompt.spawnRoom', { who: n.survivor(d.survivor) }),
        detail: t('prompt.spawnRoomDetail', { count: d.rooms.length }),
        why: why(d.why),
      };
    case 'modeChoice':
      return {
        title: t(`prompt.modeChoice.${d.mode}`, { who: d.survivor >= 0 ? n.survivor(d.survivor) : '' }),
        why: why(d.why),
      };
    default:
      return { title: t('prompt.other', { kind: d.kind }) };
  }
}

export function answerLabel(a: Action, d: Choice, view: PlayerView, n: Names): string {
  const t = n.t;
  switch (a.type) {
    case 'assignWound':
    case 'friendlyFire':
      return n.survivor(a.to);
    case 'assignHit':
      // -1: no target (the Sniper Rifle and Sniper, seed 001 lines 1395, 2291).
      return a.zombie < 0 ? t('prompt.noTarget') : n.zombieType(a.zombie);
    case 'reroll':
      return a.source === null
        ? t('prompt.keepRoll')
        : t('prompt.rerollWith', { source: t(`reroll.${a.source}`, { defaultValue: a.source }) });
    case 'splitRoute':
      return t('prompt.toward', { zone: n.zone(a.route) });
    case 'zombieTarget':
    case 'noiseZone':
      return n.zone(a.zone);
    case 'keepFound': {
      if (a.slot === null) return t('prompt.discardFound');
      const s = d.kind === 'keepFound' ? d.survivor : 0;
      const inSlot = view.survivors[s]?.inventory[a.slot];
      return inSlot !== null && inSlot !== undefined
        ? t('prompt.slotReplaces', { slot: t(`slot.${a.slot}`), card: n.card(inSlot) })
        : t(`slot.${a.slot}`);
    }
    case 'chooseRecipient':
    case 'chooseLeader':
    case 'chooseExtraTurn':
      return n.survivor(a.s);
    case 'chooseSkill':
      return skillName(t, a.skill);
    case 'doneReorganize':
      return t('prompt.done');
    case 'confirmTrade':
      return t(a.accept ? 'prompt.acceptTrade' : 'prompt.refuseTrade');
    case 'loseCard': {
      const s = d.kind === 'loseCard' ? d.survivor : 0;
      const card = view.survivors[s]?.inventory[a.slot];
      return t('prompt.loseThis', {
        card: card === null || card === undefined ? '?' : n.card(card),
        slot: t(`slot.${a.slot}`),
      });
    }
    case 'spawnRoom':
      return t('prompt.spawnHere', { zone: n.zone(a.zone) });
    case 'modeChoice':
      // A game mode's options: a zone label (an extra Spawn token), a card id (a starting weapon), an aspect.
      if (d.kind === 'modeChoice' && (d.mode === 'spawnToken' || d.mode === 'manholeSpot' || d.mode === 'aBombGrab'))
        return n.zoneByLabel?.(a.option) ?? a.option;
      if (d.kind === 'modeChoice' && d.mode === 'aspect') return t(`prompt.aspect.${a.option}`);
      if (d.kind === 'modeChoice' && d.mode === 'teamCard') return t(`offer.teamCard.${a.option}`);
      if (d.kind === 'modeChoice' && d.mode === 'lostLoot' && a.option === 'none') return t('prompt.lostLootNone');
      if (d.kind === 'modeChoice' && d.mode === 'vipTrade' && a.option === 'keep') return t('prompt.vipKeep');
      // Distributor: a Zombie card's number, shown with its line at the game's Danger Level.
      if (d.kind === 'modeChoice' && d.mode === 'distributor') return distributorCard(a.option, view, n);
      // Zuul's or Vinz Clortho's card: an Abomination's type id.
      if (d.kind === 'modeChoice' && d.mode === 'zuulAbomination') return t(`names.zombie.${a.option}`);
      // Gozer: an Abomination whose abilities it gains.
      if (d.kind === 'modeChoice' && d.mode === 'gozerAbility') return t(`prompt.gozerAbility.${a.option}`);
      // Dog Companions [DC]: a dog's card id, or none; a dog's second find: the card held or the one found.
      if (d.kind === 'modeChoice' && d.mode === 'dogCompanion' && a.option === 'none') return t('prompt.dogNone');
      if (d.kind === 'modeChoice' && d.mode === 'dogKeep') return t(`prompt.dogKeep.${a.option}`);
      // Destiny: the card drawn (keep it) or another drawn in its place.
      if (d.kind === 'modeChoice' && d.mode === 'destiny' && a.option === 'redraw') return t('prompt.destinyRedraw');
      // Is that all you've got?: an Equipment card to discard, or the Wound taken.
      if (d.kind === 'modeChoice' && d.mode === 'isThatAll' && a.option === 'wound') return t('prompt.isThatAllWound');
      // Experience mode [US1]: a card "equipment/skill", read as its Equipment and its Skill.
      if (d.kind === 'modeChoice' && d.mode === 'experienceCard') {
        const at = a.option.indexOf('/');
        return `${cardName(t, a.option.slice(0, at))} / ${skillName(t, a.option.slice(at + 1))}`;
      }
      // Competitive: a survivor of the team wears the vest (the option is his id).
      if (d.kind === 'modeChoice' && d.mode === 'vestWearer') {
        const s = view.survivors.findIndex((x) => x.id === a.option);
        return s >= 0 ? n.survivor(s) : a.option;
      }
      return cardName(t, a.option);
    case 'stepAside':
      return n.zone(a.zone);
    case 'reflex':
      return a.slot === -1
        ? t('prompt.letThemCome')
        : t('prompt.strike', {
            card: n.card(view.survivors['survivor' in d ? d.survivor : 0]?.inventory[a.slot] ?? 0),
          });
    default:
      return a.type;
  }
}

/** Classic's answers: both tables', a trade's consent, a Wound's card, the spawn room, the mode's choice. */
const ANSWERS = new Set<Action['type']>([...ZOMBICIDE_ANSWERS, 'confirmTrade', 'loseCard', 'spawnRoom', 'modeChoice']);

/**
 * The actions that answer the pending decision (the others: swaps, discards, are done on the cards). A found card's
 * free slots come first, then discarding it, then the slots whose card it would discard: a free slot loses nothing.
 */
export function answersOf(legal: readonly Action[], view?: PlayerView, d?: Choice): Action[] {
  const answers = legal.filter((a) => ANSWERS.has(a.type));
  if (!view || d?.kind !== 'keepFound') return answers;
  const inv = view.survivors[d.survivor]?.inventory ?? [];
  const rank = (a: Action) =>
    a.type !== 'keepFound' ? 1 : a.slot === null ? 1 : inv[a.slot] === null || inv[a.slot] === undefined ? 0 : 2;
  return [...answers].sort((a, b) => rank(a) - rank(b));
}

export function Prompt({ view, decision, legal, names, onAnswer }: PromptProps): ReactElement {
  const { t } = useTranslation('classic');
  const [picked, setPicked] = useState<SlotRef | null>(null);
  const answers = answersOf(legal, view, decision);
  const q = question(decision, view, names);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!tableKey(e)) return;
      const i = Number(e.key) - 1;
      if (Number.isInteger(i) && i >= 0 && i < Math.min(9, answers.length)) {
        e.preventDefault();
        onAnswer(answers[i]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answers, onAnswer]);
  const waiting = answers.length === 0;
  const who = 'survivor' in decision ? view.survivors[decision.survivor] : null;
  const inventories =
    decision.kind === 'reorganize'
      ? [decision.survivor, ...(decision.partner !== null ? [decision.partner] : [])]
      : decision.kind === 'loseCard'
        ? [decision.survivor]
        : [];
  return (
    <section
      className={`prompt classic-prompt ${decision.kind}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="prompt-title"
      data-decision={decision.kind}
    >
      <h2 id="prompt-title">{q.title}</h2>
      {q.detail && <p className="prompt-detail">{q.detail}</p>}
      {q.why && (
        <p className="prompt-why">
          <span className="sr-only">{t('log.ruleLabel')}</span>
          {q.why}
        </p>
      )}
      {decision.kind === 'reroll' && (
        <div className="dice">
          {decision.rolls.map((v, i) => {
            const hit = v >= (view.combat?.accuracy ?? 7);
            return <Die key={i} value={v} hit={hit} label={t(hit ? 'dice.hit' : 'dice.miss', { value: v })} />;
          })}
        </div>
      )}
      {inventories.length > 0 && (
        <div className="prompt-inventories">
          {inventories.map((s) => (
            <Inventory
              key={s}
              view={view}
              s={s}
              legal={legal}
              picked={picked}
              onPick={setPicked}
              onAction={onAnswer}
              caption={names.survivor(s)}
              highlight={decision.kind === 'loseCard' ? decision.slots : undefined}
            />
          ))}
        </div>
      )}
      {waiting ? (
        <p className="waiting">
          {who ? t('prompt.waitingSeat', { who: names.seat(who.player) }) : t('prompt.waitingOther')}
        </p>
      ) : (
        <ol className="answers">
          {answers.map((a, i) => (
            <li key={i}>
              <button
                type="button"
                className={a.type === 'doneReorganize' ? 'primary' : undefined}
                onClick={() => onAnswer(a)}
                data-answer={a.type}
              >
                {i < 9 && <kbd>{i + 1}</kbd>} {answerLabel(a, decision, view, names)}
              </button>
              {a.type === 'chooseSkill' && <span className="answer-help">{skillText(t, a.skill)}</span>}
              {a.type === 'keepFound' && a.slot === null && decision.kind === 'keepFound' && (
                <span className="answer-help">{cardName(t, view.cards[decision.card]?.def ?? '')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A Zombie card offered by Distributor: its number and the line read at the highest Danger Level in play. */
function distributorCard(option: string, view: PlayerView, n: Names): string {
  const card = content.zombieCards.find((c) => c.id === Number(option));
  if (!card) return option;
  const rank = ['blue', 'yellow', 'orange', 'red'] as const;
  const level = view.survivors.reduce(
    (top, sv) => (!sv.eliminated && rank.indexOf(sv.level) > rank.indexOf(top) ? sv.level : top),
    'blue' as (typeof rank)[number],
  );
  const line = cardLine(card.lines[level], classicLineType(card.species));
  return n.t('prompt.distributorCard', { card: option, line: lineText(n, line) });
}
