/**
 * A decision the game waits for, as a clear prompt: the question (a counter to the Survivor's
 * attack, a Dodge or Block against a zombie's hit, the Desperation Move, the Shotgun's split, the
 * Scavenger's pick, the hand limit, a Sound summon, a weapon the automaton hits, the harder
 * rules' choices), the attack it is about, its answer window's countdown, and one button per
 * legal answer (keys 1-9). Another seat's decision shows whom the table waits for.
 */
import { useEffect, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { useTranslation } from 'react-i18next';
import type { PendingView, SecondsAction, SecondsView } from '@horde/seconds';
import type { AttackShown } from '../model/attacks.ts';
import { waitingText, zombieName } from '../text/names.ts';
import { AttackCardView } from './AttackPanel.tsx';
import { Countdown } from '../../../kit/Countdown.tsx';

export interface Answer {
  action: SecondsAction;
  label: string;
}

export function Prompt({
  view,
  pending,
  answers,
  attack,
  serverNow,
  onAnswer,
  players = [],
}: {
  view: SecondsView;
  pending: PendingView;
  answers: Answer[];
  attack: AttackShown | null;
  serverNow: () => number;
  onAnswer: (a: SecondsAction) => void;
  /** Online: the names the players gave, by seat. */
  players?: readonly (string | null)[];
}): ReactElement {
  const { t } = useTranslation('seconds');
  const mine = answers.length > 0;
  useEffect(() => {
    if (!mine) return;
    const onKey = (e: KeyboardEvent) => {
      if (!tableKey(e)) return;
      const n = Number(e.key);
      if (n >= 1 && n <= Math.min(9, answers.length)) {
        e.preventDefault();
        onAnswer(answers[n - 1].action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mine, answers, onAnswer]);

  const values = {
    zombie: attack ? zombieName(t, attack.zombie) : '',
    limit: pending.limit ?? '',
    side: pending.side === 'survivor' ? t('log.who.survivor') : t('log.who.zombies'),
  };
  // Said to the seat that answers; the seat that waits reads what is asked of the other (issue 33: the Zombie
  // player's screen said "hits you! Dodge with a Tactics card...").
  const asked = t(`prompt.${pending.kind}.title`, { ...values, defaultValue: pending.kind });
  const title = mine ? asked : t(`prompt.${pending.kind}.theirs`, { ...values, defaultValue: asked });
  const detail = mine ? t(`prompt.${pending.kind}.detail`, { ...values, defaultValue: '' }) : '';
  const showAttack =
    attack &&
    (pending.kind === 'counter' ||
      pending.kind === 'react' ||
      pending.kind === 'desperation' ||
      pending.kind === 'split');
  return (
    <section
      className={`prompt kind-${pending.kind}${mine ? ' mine' : ' theirs'}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="prompt-title"
      data-pending={pending.kind}
    >
      <header>
        <h2 id="prompt-title">{title}</h2>
        {pending.endsAt !== null && (
          <Countdown
            endsAt={pending.endsAt}
            serverNow={serverNow}
            className="prompt-clock"
            label={(seconds) => t('prompt.secondsLeft', { seconds })}
          />
        )}
      </header>
      {detail && <p className="prompt-detail">{detail}</p>}
      {showAttack && attack.cards.length > 0 && (
        <div className="prompt-cards">
          {attack.cards.map((c, i) => (
            <AttackCardView key={i} drawn={c} />
          ))}
        </div>
      )}
      {mine ? (
        <div className="answers">
          {answers.map((a, i) => (
            <button
              key={i}
              type="button"
              className={i === 0 ? 'primary' : ''}
              onClick={() => onAnswer(a.action)}
              data-answer={a.action.type}
            >
              {i < 9 && <kbd>{i + 1}</kbd>} {a.label}
            </button>
          ))}
        </div>
      ) : (
        <p className="waiting" role="status">
          {view.mode === 'solo' && pending.side === 'zombie'
            ? t('prompt.waitingAutomaton')
            : waitingText(t, 'prompt.waiting', pending.side, players)}
        </p>
      )}
    </section>
  );
}
