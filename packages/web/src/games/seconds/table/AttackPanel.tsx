/**
 * The Attack card drawn, face up, with the line that was read highlighted (A standing, B knocked
 * down, C a knockdown attempt), for the last attack: the Survivor's or a zombie's. Critical Hit,
 * Block and redraws show as the further cards they are.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttackLine, ZombieAttackLine } from '@horde/seconds';
import { useZoom } from '../cards/Zoom.tsx';
import { cardRef } from '../data.ts';
import type { AttackShown, DrawnCard } from '../model/attacks.ts';
import { cardName, type T, weaponName, zombieName } from '../text/names.ts';

function Line({
  name,
  line,
  read,
}: {
  name: string;
  line: AttackLine | ZombieAttackLine;
  read: boolean;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const extra = 'extra' in line && line.extra > 0 ? line.extra : 0;
  return (
    <li
      className={`a-line${read ? ' read' : ''}${line.hit ? ' hit' : ' miss'}`}
      aria-current={read ? 'true' : undefined}
    >
      <span className="a-name">{name}</span>
      <span className="a-mark">{line.hit ? '✓' : '✗'}</span>
      <span className="a-icons">
        {line.knockdown && <span title={t('card.knockdown')}>{t('card.kdShort')}</span>}
        {extra > 0 && <span title={t('card.extraDamage', { extra: `+${extra}` })}>+{extra}</span>}
      </span>
      {read && <span className="sr-only">{t('attack.readLine')}</span>}
    </li>
  );
}

export function AttackCardView({ drawn }: { drawn: DrawnCard }): ReactElement {
  const { t } = useTranslation('seconds');
  const zoom = useZoom();
  const ref = cardRef(drawn.card);
  const title = t(`attack.rule.${drawn.rule}`);
  let lines: ReactElement | null = null;
  if (ref?.deck === 'survivorAttack' && !ref.def.shuffle)
    lines = (
      <ol className="a-lines">
        <Line name="A" line={ref.def.a} read={drawn.line === 'a'} />
        <Line name="B" line={ref.def.b} read={drawn.line === 'b'} />
        <Line name="C" line={ref.def.c} read={drawn.line === 'c'} />
      </ol>
    );
  else if (ref?.deck === 'zombieAttack')
    lines = (
      <ol className="a-lines">
        <Line name="A" line={ref.def.a} read={drawn.line === 'a'} />
        <Line name="B" line={ref.def.b} read={drawn.line === 'b'} />
      </ol>
    );
  return (
    <button
      type="button"
      className={`attack-card ${drawn.deck}${drawn.hit ? ' hit' : ' miss'}`}
      onMouseEnter={() => zoom.show(drawn.card)}
      onMouseLeave={() => zoom.hide(drawn.card)}
      onClick={() => zoom.pin(drawn.card)}
      aria-label={t('attack.cardAria', {
        card: cardName(t, drawn.card),
        line: drawn.line.toUpperCase(),
        result: drawn.hit ? t('card.hit') : t('card.miss'),
      })}
    >
      <span className="a-title">{title}</span>
      {ref?.deck === 'survivorAttack' && ref.def.shuffle ? (
        <span className="a-shuffle">{cardName(t, drawn.card)}</span>
      ) : (
        lines
      )}
      <span className="a-result">{drawn.hit ? `✓ ${t('card.hit')}` : `✗ ${t('card.miss')}`}</span>
    </button>
  );
}

function summary(t: T, a: AttackShown): string {
  const zombie = zombieName(t, a.zombie);
  if (a.by === 'survivor') {
    const head = t('attack.survivorHead', { zombie, weapon: weaponName(t, a.weapon ?? '') });
    if (a.countered) return `${head} ${t('attack.countered', { card: cardName(t, a.countered) })}`;
    if (!a.result) return `${head} …`;
    if (!a.result.hit) return `${head} ${t('attack.missed')}`;
    const parts = [t('attack.damage', { count: a.result.damage })];
    // The Critical Hit stays in the summary when it kills (issue 33: "killed!" hid it).
    if (a.crit > 0) parts.push(t('card.crit', { count: a.crit }));
    if (a.result.knockdown) parts.push(t('attack.knockdown'));
    if (a.killed) parts.push(t('attack.killed'));
    return `${head} ${parts.join(' · ')}`;
  }
  const head = t(a.opportunity ? 'attack.opportunityHead' : 'attack.zombieHead', { zombie });
  if (a.blocked) return `${head} ${t(`attack.blocked.${a.blocked}`)}`;
  // No card drawn is an automatic success (the automaton's), not a miss (issue 33: "missed. Automatic success").
  const pending = a.cards.length === 0 || a.cards.some((c) => c.hit);
  if (a.damage === null && !a.knockdown) return `${head} ${pending ? '…' : t('attack.missed')}`;
  const parts: string[] = [];
  if (a.damage !== null) parts.push(t('attack.took', { count: a.damage }));
  if (a.knockdown) parts.push(t('attack.survivorDown'));
  return `${head} ${parts.join(' · ')}`;
}

export function AttackPanel({ attack }: { attack: AttackShown | null }): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <section
      className={`attack-panel${attack ? ` by-${attack.by}` : ''}`}
      aria-label={t('attack.panel')}
      aria-live="polite"
    >
      <h2>{t('attack.panel')}</h2>
      {attack ? (
        <>
          <p className="attack-summary">{summary(t, attack)}</p>
          <div className="attack-cards">
            {attack.cards.map((c, i) => (
              <AttackCardView key={i} drawn={c} />
            ))}
            {attack.cards.length === 0 && <p className="muted">{t('attack.auto')}</p>}
          </div>
        </>
      ) : (
        <p className="muted">{t('attack.none')}</p>
      )}
    </section>
  );
}
