/**
 * A pending decision as a prompt: the question, the engine's reason, and one button per legal
 * answer (keys 1-9). Reorganise windows show the inventories with click-to-swap. When the
 * answer belongs to another seat, the prompt says whom the table waits for.
 */
import type { RuleRef } from '@horde/zombicide/rule-ref';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { i18n } from '../../../i18n/index.ts';
import type { Action, Choice, PlayerView } from '@horde/zombicide';
import {
  capitalized,
  cardName,
  levelName,
  rerollSource,
  skillName,
  skillText,
  slotName,
  zombieName,
  type Namer,
} from '../text/names.ts';
import { ruleText } from '../text/rule-text.ts';
import { Inventory, type SlotRef } from '../dashboard/Inventory.tsx';
import { Die } from '../../../kit/Dice.tsx';
import { weaponLine } from '../dashboard/CardView.tsx';
import { equipmentById } from '../data.ts';
import { cardText } from '../text/cards.ts';
import { tableKey } from '../../../ui/shortcuts.ts';
import { focusQuietly } from '../../../ui/useFocusTrap.ts';
import { seatWords, type SeatWords } from './seats.ts';
import { ZOMBICIDE_ANSWERS } from '../../zombicide/answers.ts';

export interface PromptProps {
  view: PlayerView;
  decision: Choice;
  legal: Action[];
  names: Namer;
  onAnswer: (a: Action) => void;
  /** Whether its digits answer (not while a dialog is open over the table). Default: yes. */
  keys?: boolean;
  /** How seats are named (their players' names online). */
  seats?: SeatWords;
}

/** A prompt's message (`prompt.<key>`). */
const say = (key: string, values?: Record<string, unknown>): string =>
  i18n.t(`uoa:prompt.${key}`, values ?? {}) as string;
/** The engine's reason for a decision, in the chosen language. */
const why = (ref: RuleRef, n?: Namer): string => ruleText(ref, n).text;

function question(d: Choice, view: PlayerView, n: Namer): { title: string; detail?: string } {
  switch (d.kind) {
    case 'assignWound':
      return {
        title: say('assignWound', { zone: n.zone(d.zone) }),
        detail: say('assignWoundDetail', { count: d.remaining, why: why(d.why, n) }),
      };
    case 'assignHit':
      return {
        title: say('assignHit', { who: n.survivor(d.survivor), zone: n.zone(d.zone) }),
        detail: say('assignHitDetail', { count: d.remaining, damage: d.damage, why: why(d.why, n) }),
      };
    case 'friendlyFire':
      return {
        title: say('friendlyFire', { zone: n.zone(d.zone) }),
        detail: say('friendlyFireDetail', { count: d.remaining, damage: d.damage }),
      };
    case 'reroll':
      return {
        title: say('reroll', { who: n.survivor(d.survivor) }),
        detail: say('rerollDetail', { sources: d.sources.map(rerollSource).join(', ') }),
      };
    case 'splitRoute':
      return {
        title: say('splitRoute', { zombie: zombieName(d.type), zone: n.zone(d.zone) }),
        detail: say('splitRouteDetail', { count: d.extra }),
      };
    case 'zombieTarget':
      return { title: say('zombieTarget', { zone: n.zone(d.zone) }) };
    case 'noiseZone':
      return { title: say('noiseZone') };
    case 'keepFound':
      return {
        title: say('keepFound', { who: n.survivor(d.survivor), card: cardName(view.cards[d.card]?.def ?? '') }),
        detail: view.survivors[d.survivor]?.inventory.every((c) => c !== null)
          ? i18n.t('uoa:found.full')
          : i18n.t('uoa:found.room'),
      };
    case 'chooseRecipient':
      return {
        title: say('chooseRecipient', { card: cardName(view.cards[d.card]?.def ?? '') }),
        detail: why(d.why, n),
      };
    case 'chooseLeader':
      return { title: say('chooseLeader', { who: n.survivor(d.companion) }) };
    case 'reorganize':
      return {
        title:
          d.partner !== null
            ? say('reorganizeTwo', { a: n.survivor(d.survivor), b: n.survivor(d.partner) })
            : say('reorganize', { who: n.survivor(d.survivor) }),
        detail: say('reorganizeDetail'),
      };
    case 'chooseSkill':
      return { title: say('chooseSkill', { who: n.survivor(d.survivor), level: levelName(d.level) }) };
    case 'confirmTrade':
      return {
        title: i18n.t('uoa:trade.confirm', { partner: n.survivor(d.survivor), initiator: n.survivor(d.initiator) }),
        detail: i18n.t('uoa:trade.confirmDetail'),
      };
    case 'combatReflexes':
      return { title: say('combatReflexes', { who: n.survivor(d.survivor) }) };
    case 'chooseExtraTurn':
      return { title: say('chooseExtraTurn') };
    case 'stepAside':
      return { title: say('stepAside', { who: n.survivor(d.survivor) }), detail: say('stepAsideDetail') };
    default: {
      const other = d as { kind: string };
      return { title: say('other', { kind: other.kind }) };
    }
  }
}

export function answerLabel(a: Action, d: Choice, view: PlayerView, n: Namer): string {
  switch (a.type) {
    case 'assignWound':
      return n.survivor(a.to);
    case 'assignHit':
      return zombieName(a.zombie);
    case 'friendlyFire':
      return n.survivor(a.to);
    case 'reroll':
      return a.source === null ? say('keepRoll') : say('rerollWith', { source: rerollSource(a.source) });
    case 'splitRoute':
      return say('toward', { zone: n.zone(a.route) });
    case 'zombieTarget':
      return capitalized(n.zone(a.zone));
    case 'noiseZone':
      return capitalized(n.zone(a.zone));
    case 'keepFound': {
      if (a.slot === null) return say('discardFound');
      const s = d.kind === 'keepFound' ? d.survivor : 0;
      const inSlot = view.survivors[s]?.inventory[a.slot];
      return inSlot !== null && inSlot !== undefined
        ? say('slotReplaces', { slot: slotName(a.slot), card: n.card(inSlot) })
        : slotName(a.slot);
    }
    case 'chooseRecipient':
      return n.survivor(a.s);
    case 'chooseLeader':
      return n.survivor(a.s);
    case 'chooseSkill':
      return skillName(a.skill);
    case 'doneReorganize':
      return say('done');
    case 'confirmTrade':
      return i18n.t(a.accept ? 'uoa:trade.accept' : 'uoa:trade.refuse');
    case 'chooseExtraTurn':
      return n.survivor(a.s);
    case 'stepAside':
      return capitalized(n.zone(a.zone));
    case 'reflex': {
      if (a.slot === -1) return say('letThemCome');
      const who = 'survivor' in d ? d.survivor : 0;
      const card = view.survivors[who]?.inventory[a.slot];
      return say('strike', {
        card: card !== null && card !== undefined ? n.card(card) : slotName(a.slot),
        dual: a.dual ? i18n.t('uoa:offer.dual') : '',
      });
    }
    default: {
      const other = a as { type: string };
      return other.type;
    }
  }
}

const ANSWERS = new Set<Action['type']>(ZOMBICIDE_ANSWERS);

/** A card found (or given): its name, its stats and what it does, while the player chooses where it goes. */
function FoundCard({ defId }: { defId: string }): ReactElement {
  const line = (equipmentById[defId]?.weapon?.dice ?? 0) > 0 ? weaponLine(defId) : '';
  return (
    <div className="found-card">
      <strong>{i18n.t('uoa:card.found', { name: cardName(defId) })}</strong>
      {line && <span className="card-stats"> · {line}</span>}
      <ul>
        {cardText(defId).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

export function Prompt({
  view,
  decision,
  legal,
  names,
  onAnswer,
  keys = true,
  seats = seatWords(),
}: PromptProps): ReactElement {
  const [picked, setPicked] = useState<SlotRef | null>(null);
  const answers = legal.filter((a) => ANSWERS.has(a.type));
  const q = question(decision, view, names);
  useEffect(() => {
    if (!keys) return;
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
  }, [answers, onAnswer, keys]);
  // A new question to this screen takes the focus to its title (read first; Tab goes on to the answers), unless
  // the player is in a dialog or a field. Its title, not an answer: a second Enter must not answer it.
  const heading = useRef<HTMLHeadingElement | null>(null);
  const asked = answers.length > 0 ? JSON.stringify(decision) : '';
  useEffect(() => {
    if (!asked) return;
    const now = document.activeElement;
    const busy = !!now && now !== document.body && !!now.closest('[aria-modal="true"], .zone-menu');
    if (!busy && !/^(INPUT|SELECT|TEXTAREA)$/.test(now?.tagName ?? '')) focusQuietly(heading.current);
  }, [asked]);
  const waiting = answers.length === 0;
  const who = 'survivor' in decision ? view.survivors[decision.survivor] : null;
  return (
    <section className="prompt" role="dialog" aria-modal="false" aria-labelledby="prompt-title">
      <h2 id="prompt-title" ref={heading} tabIndex={-1}>
        {q.title}
      </h2>
      {q.detail && <p className="prompt-detail">{q.detail}</p>}
      {decision.kind === 'keepFound' && <FoundCard defId={view.cards[decision.card]?.def ?? ''} />}
      {decision.kind === 'reroll' && (
        <div className="dice">
          {decision.rolls.map((v, i) => (
            <Die
              key={i}
              value={v}
              hit={v >= (view.combat?.accuracy ?? 7)}
              label={i18n.t(v >= (view.combat?.accuracy ?? 7) ? 'uoa:dice.hit' : 'uoa:dice.miss', { value: v })}
            />
          ))}
        </div>
      )}
      {decision.kind === 'reorganize' && (
        <div className="prompt-inventories">
          {[decision.survivor, ...(decision.partner !== null ? [decision.partner] : [])].map((s) => (
            <Inventory
              key={s}
              view={view}
              s={s}
              legal={legal}
              picked={picked}
              onPick={setPicked}
              onAction={onAnswer}
              caption={names.survivor(s)}
            />
          ))}
        </div>
      )}
      {waiting ? (
        <p className="waiting">{who ? say('waitingSeat', { who: seats.said(who.player) }) : say('waitingOther')}</p>
      ) : (
        <ol className="answers">
          {answers.map((a, i) => (
            <li key={i}>
              <button
                type="button"
                className={a.type === 'doneReorganize' ? 'primary' : undefined}
                onClick={() => onAnswer(a)}
                title={a.type === 'chooseSkill' ? skillText(a.skill) : undefined}
              >
                {i < 9 && <kbd>{i + 1}</kbd>} {answerLabel(a, decision, view, names)}
              </button>
              {a.type === 'chooseSkill' && <span className="answer-help">{skillText(a.skill)}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
