/**
 * A card read in full, as the zoom shows it: every deck's card with its printed values (attack
 * profiles, ammo, durability, armour, costs and icons, attack lines) and its text, in the chosen
 * language, plus what the table knows of this copy now (a zombie's health, a weapon's uses).
 */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttackLine, AttackProfile, ZombieAttackLine } from '@horde/seconds';
import { cardRef, printedUses } from '../data.ts';
import { abilityName, abilityText, cardName, cardText, rowName, zombieLetter } from '../text/names.ts';

/** What the table knows of this copy now. */
export interface CardState {
  health?: number;
  maxHealth?: number;
  knockdown?: boolean;
  uses?: number | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Profile({ p }: { p: AttackProfile }): ReactElement {
  const { t } = useTranslation('seconds');
  const range = p.range[0] === p.range[1] ? String(p.range[0]) : `${p.range[0]}–${p.range[1]}`;
  const icons = [
    p.knockdown && t('card.knockdown'),
    p.crit > 0 && t('card.crit', { count: p.crit }),
    p.auto && t('card.auto'),
    p.split && t('card.split'),
  ].filter(Boolean);
  return (
    <li className="profile">
      <strong>{t(`card.kind.${p.kind}`)}</strong> · {t('card.energy', { count: p.cost })} · {t('card.range', { range })}{' '}
      · {t('card.damage', { count: p.damage })}
      {icons.length > 0 && <span className="icons"> · {icons.join(' · ')}</span>}
    </li>
  );
}

function LineRow({ name, line }: { name: string; line: AttackLine | ZombieAttackLine }): ReactElement {
  const { t } = useTranslation('seconds');
  const extra = 'extra' in line && line.extra > 0 ? ` +${line.extra}` : '';
  return (
    <tr className={line.hit ? 'hit' : 'miss'}>
      <th scope="row">{name}</th>
      <td>{line.hit ? `✓ ${t('card.hit')}` : `✗ ${t('card.miss')}`}</td>
      <td>{line.knockdown ? t('card.knockdown') : ''}</td>
      <td>{extra && t('card.extraDamage', { extra })}</td>
    </tr>
  );
}

export function CardFace({ id, state }: { id: string; state?: CardState }): ReactElement {
  const { t } = useTranslation('seconds');
  const ref = cardRef(id);
  if (!ref) return <div className="card-face">{id}</div>;
  const name = cardName(t, id);
  const text = cardText(t, id);
  const body = ((): ReactNode => {
    switch (ref.deck) {
      case 'supply': {
        const d = ref.def;
        const printed = printedUses(d);
        const usesLabel = d.ammo !== null ? 'card.ammo' : d.durability !== null ? 'card.durability' : 'card.armour';
        return (
          <>
            <p className="card-kind">
              {t(`card.category.${d.category}`)}
              {d.unique && ` · ${t('card.unique')}`}
              {d.sound && ` · ${t('card.sound')}`}
            </p>
            <dl>
              <Fact label={t('card.equip')}>
                {d.equipCost === 0 ? t('card.equipFree') : t('card.energy', { count: d.equipCost })}
              </Fact>
              {printed !== null && (
                <Fact label={t(usesLabel)}>
                  {state?.uses != null ? t('card.usesOf', { uses: state.uses, printed }) : printed}
                </Fact>
              )}
              {d.use && <Fact label={t('card.use')}>{t('card.useText', { cost: d.use.cost, count: d.use.heal })}</Fact>}
            </dl>
            {d.attacks.length > 0 && (
              <ul className="profiles">
                {d.attacks.map((p, i) => (
                  <Profile key={i} p={p} />
                ))}
              </ul>
            )}
          </>
        );
      }
      case 'tactics': {
        const d = ref.def;
        return (
          <p className="card-kind">
            {t('card.tactics')} · {d.cost === 0 ? t('card.free') : t('card.energy', { count: d.cost })}
            {d.timing === 'reaction' && ` · ${t('card.reaction')}`}
            {d.movement && ` · ${t('card.movementAction')}`}
            {d.attack && ` · ${t('card.attackAction')}`}
            {d.twoPlayerOnly && ` · ${t('card.twoPlayerOnly')}`}
          </p>
        );
      }
      case 'zombie': {
        const z = ref.type;
        return (
          <>
            <p className="card-kind">
              {t('card.zombieLetter', { letter: zombieLetter(id) })}
              {ref.def.supply && ` · ${t('card.supplyIcon')}`}
            </p>
            <dl>
              <Fact label={t('card.health')}>
                {state?.health !== undefined ? t('card.usesOf', { uses: state.health, printed: z.health }) : z.health}
              </Fact>
              <Fact label={t('card.damageLabel')}>{z.damage}</Fact>
              <Fact label={t('card.moves')}>{t('card.movesText', { count: z.moveRows })}</Fact>
              <Fact label={t('card.reads')}>{t('card.line', { line: z.attackLine.toUpperCase() })}</Fact>
            </dl>
            {state?.knockdown && <p className="card-state">{t('card.knockedDown')}</p>}
          </>
        );
      }
      case 'zombieTactics': {
        const d = ref.def;
        return (
          <p className="card-kind">
            {t('card.zombieTactics')} · {d.cost === 0 ? t('card.free') : t('card.energy', { count: d.cost })}
            {d.timing === 'counter' && ` · ${t(`card.counters.${d.counters ?? 'any'}`)}`}
          </p>
        );
      }
      case 'survivorAttack': {
        const d = ref.def;
        if (d.shuffle) return <p className="card-text">{t('card.shuffleText')}</p>;
        return (
          <table className="lines">
            <tbody>
              <LineRow name={t('card.lineA')} line={d.a} />
              <LineRow name={t('card.lineB')} line={d.b} />
              <LineRow name={t('card.lineC')} line={d.c} />
            </tbody>
          </table>
        );
      }
      case 'zombieAttack': {
        const d = ref.def;
        return (
          <table className="lines">
            <tbody>
              <LineRow name={t('card.zombieLineA')} line={d.a} />
              <LineRow name={t('card.zombieLineB')} line={d.b} />
            </tbody>
          </table>
        );
      }
      case 'survivor': {
        const d = ref.def;
        return (
          <>
            <p className="card-kind">
              {d.pronouns && t(`pronouns.${d.pronouns.replace('/', '-')}`, { defaultValue: d.pronouns })} ·{' '}
              {abilityName(t, d.ability)}
            </p>
            <dl>
              <Fact label={t('card.health')}>{d.health}</Fact>
              <Fact label={t('card.abilityTokens')}>
                {t('card.tokensText', {
                  count: d.abilityTokens,
                  rows: d.tokenRows.join(', ') || '—',
                })}
              </Fact>
              <Fact label={t('card.move')}>{t('card.moveText', { count: d.move.rows, cost: d.move.cost })}</Fact>
              <Fact label={t('names.stomp')}>
                {t('card.energy', { count: d.stomp.cost })} · {t('card.damage', { count: d.stomp.damage })}
              </Fact>
              <Fact label={t('names.unarmedKnockdown')}>{t('card.energy', { count: d.knockdown.cost })}</Fact>
              {d.uniqueWeapon && <Fact label={t('card.uniqueWeapon')}>{cardName(t, d.uniqueWeapon)}</Fact>}
            </dl>
            <p className="card-text">{abilityText(t, d.ability)}</p>
          </>
        );
      }
      case 'alley':
        return <p className="card-kind">{rowName(t, ref.def.row)}</p>;
    }
  })();
  return (
    <div className={`card-face deck-${ref.deck}`}>
      <h3>{name}</h3>
      {body}
      {text && <p className="card-text">{text}</p>}
    </div>
  );
}
