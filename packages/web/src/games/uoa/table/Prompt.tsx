/**
 * A pending decision as a prompt: the question, the engine's reason, and one button per legal
 * answer (keys 1-9). Reorganise windows show the inventories with click-to-swap. When the
 * answer belongs to another seat, the prompt says whom the table waits for.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { i18n } from '../../../i18n/index.ts';
import type { Action, Decision, PlayerView } from '@horde/zombicide';
import { cardName, skillName, skillText, ZOMBIE_NAMES, type Namer } from '../text/names.ts';
import { Inventory, SLOT_LABELS, type SlotRef } from '../dashboard/Inventory.tsx';
import { Die } from './Dice.tsx';
import { weaponLine } from '../dashboard/CardView.tsx';
import { equipmentById } from '../data.ts';
import { cardText } from '../text/cards.ts';

export interface PromptProps {
  view: PlayerView;
  decision: Decision;
  legal: Action[];
  names: Namer;
  onAnswer: (a: Action) => void;
}

function question(d: Decision, view: PlayerView, n: Namer): { title: string; detail?: string } {
  switch (d.kind) {
    case 'assignWound':
      return {
        title: `Zombies attack in ${n.zone(d.zone)}: who takes the next wound?`,
        detail: `${d.remaining} wound${d.remaining === 1 ? '' : 's'} left to share. ${d.why}`,
      };
    case 'assignHit':
      return {
        title: `${n.survivor(d.survivor)} hits in ${n.zone(d.zone)}: which zombie takes the hit?`,
        detail: `${d.remaining} hit${d.remaining === 1 ? '' : 's'} left, damage ${d.damage}. ${d.why}`,
      };
    case 'friendlyFire':
      return {
        title: `Friendly fire in ${n.zone(d.zone)}: which survivor does the miss hit?`,
        detail: `${d.remaining} miss${d.remaining === 1 ? '' : 'es'} left, damage ${d.damage}.`,
      };
    case 'reroll':
      return { title: `${n.survivor(d.survivor)} may reroll the dice.`, detail: `Sources: ${d.sources.join(', ')}` };
    case 'splitRoute':
      return {
        title: `${ZOMBIE_NAMES[d.type]}s in ${n.zone(d.zone)} split: choose the route (also by clicking the zone).`,
        detail: `Equal shortest routes; ${d.extra} extra zombie${d.extra === 1 ? '' : 's'} to place.`,
      };
    case 'zombieTarget':
      return { title: `Zombies in ${n.zone(d.zone)} have equal targets: choose their destination.` };
    case 'noiseZone':
      return { title: 'Tie for the most survivors: where does the Noise token go?' };
    case 'keepFound':
      return {
        title: `${n.survivor(d.survivor)} found ${cardName(view.cards[d.card]?.def ?? '')}: where does it go?`,
        detail: view.survivors[d.survivor]?.inventory.every((c) => c !== null)
          ? i18n.t('uoa:found.full')
          : i18n.t('uoa:found.room'),
      };
    case 'chooseRecipient':
      return { title: `Who receives ${cardName(view.cards[d.card]?.def ?? '')}?`, detail: d.why };
    case 'chooseLeader':
      return { title: `Who leads ${n.survivor(d.companion)}?` };
    case 'reorganize':
      return {
        title: `Reorganise: ${n.survivor(d.survivor)}${d.partner !== null ? ` and ${n.survivor(d.partner)}` : ''}`,
        detail: 'Click a slot then another to swap; discard what you do not want. Free.',
      };
    case 'chooseSkill':
      return { title: `${n.survivor(d.survivor)} reached ${d.level}: choose a skill.` };
    case 'confirmTrade':
      return {
        title: i18n.t('uoa:trade.confirm', { partner: n.survivor(d.survivor), initiator: n.survivor(d.initiator) }),
        detail: i18n.t('uoa:trade.confirmDetail'),
      };
    default: {
      const other = d as { kind: string; survivor?: number };
      if (other.kind === 'combatReflexes' && other.survivor !== undefined)
        return { title: `Combat reflexes: ${n.survivor(other.survivor)} may strike the zombies that appear.` };
      if (other.kind === 'chooseExtraTurn') return { title: 'Who takes the extra turn?' };
      if (other.kind === 'stepAside' && other.survivor !== undefined)
        return {
          title: `The train: where does ${n.survivor(other.survivor)} step aside?`,
          detail: 'The nearest street zones; the players choose.',
        };
      return { title: `Decision: ${other.kind}` };
    }
  }
}

export function answerLabel(a: Action, d: Decision, view: PlayerView, n: Namer): string {
  switch (a.type) {
    case 'assignWound':
      return n.survivor(a.to);
    case 'assignHit':
      return ZOMBIE_NAMES[a.zombie] ?? String(a.zombie);
    case 'friendlyFire':
      return n.survivor(a.to);
    case 'reroll':
      return a.source === null ? 'Keep the roll' : `Reroll with ${a.source}`;
    case 'splitRoute':
      return `Toward ${n.zone(a.route)}`;
    case 'zombieTarget':
      return n.zone(a.zone);
    case 'noiseZone':
      return n.zone(a.zone);
    case 'keepFound': {
      if (a.slot === null) return 'Discard the new card';
      const s = d.kind === 'keepFound' ? d.survivor : 0;
      const inSlot = view.survivors[s]?.inventory[a.slot];
      return `${SLOT_LABELS[a.slot]}${inSlot !== null && inSlot !== undefined ? ` (replaces ${n.card(inSlot)})` : ''}`;
    }
    case 'chooseRecipient':
      return n.survivor(a.s);
    case 'chooseLeader':
      return n.survivor(a.s);
    case 'chooseSkill':
      return skillName(a.skill);
    case 'doneReorganize':
      return 'Done';
    case 'confirmTrade':
      return i18n.t(a.accept ? 'uoa:trade.accept' : 'uoa:trade.refuse');
    default: {
      const other = a as { type: string; s?: number; slot?: number; dual?: boolean; zone?: number };
      if (other.type === 'chooseExtraTurn' && other.s !== undefined) return n.survivor(other.s);
      if (other.type === 'stepAside' && other.zone !== undefined) return n.zone(other.zone);
      if (other.type === 'reflex' && other.slot === -1) return 'Let them come';
      if (other.type === 'reflex' && other.slot !== undefined) {
        const who = 'survivor' in d ? d.survivor : 0;
        const card = view.survivors[who]?.inventory[other.slot];
        return `Strike with ${card !== null && card !== undefined ? n.card(card) : `slot ${other.slot + 1}`}${other.dual ? ' (dual)' : ''}`;
      }
      return other.type;
    }
  }
}

const ANSWERS = new Set([
  'assignWound',
  'assignHit',
  'friendlyFire',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'keepFound',
  'chooseRecipient',
  'chooseLeader',
  'chooseSkill',
  'doneReorganize',
  'reflex',
  'chooseExtraTurn',
  'stepAside',
]);

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

export function Prompt({ view, decision, legal, names, onAnswer }: PromptProps): ReactElement {
  const [picked, setPicked] = useState<SlotRef | null>(null);
  const answers = legal.filter((a) => ANSWERS.has(a.type));
  const q = question(decision, view, names);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT')) return;
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
  return (
    <section className="prompt" role="dialog" aria-modal="false" aria-labelledby="prompt-title">
      <h2 id="prompt-title">{q.title}</h2>
      {q.detail && <p className="prompt-detail">{q.detail}</p>}
      {decision.kind === 'keepFound' && <FoundCard defId={view.cards[decision.card]?.def ?? ''} />}
      {decision.kind === 'reroll' && (
        <div className="dice">
          {decision.rolls.map((v, i) => (
            <Die key={i} value={v} hit={v >= (view.combat?.accuracy ?? 7)} />
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
        <p className="waiting">Waiting for {who ? `seat ${who.player + 1}` : 'another player'} to answer…</p>
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
