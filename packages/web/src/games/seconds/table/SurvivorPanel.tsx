/**
 * The Survivor's card: name and Special Ability (readable in full), health, standing or down,
 * the Energy tokens (unused ones face up), Ability and Concussion tokens, the Desperation Move,
 * this turn's restrictions, and how many cards the hand holds (their backs are public).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsView } from '@horde/seconds';
import { Card } from '../cards/Card.tsx';
import { survivorDef } from '../data.ts';
import { abilityName, survivorName } from '../text/names.ts';
import { Hearts, Tokens } from './pieces.tsx';

export function EnergyTokens({
  energy,
  tokens,
  label,
}: {
  energy: number;
  tokens: number;
  label: string;
}): ReactElement {
  return (
    <span
      className="energy"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={tokens}
      aria-valuenow={energy}
      aria-label={label}
    >
      {Array.from({ length: Math.max(tokens, energy) }, (_, i) => (
        <span key={i} className={i < energy ? 'e-token unused' : 'e-token used'} aria-hidden="true">
          E
        </span>
      ))}
    </span>
  );
}

export function SurvivorPanel({ view }: { view: SecondsView }): ReactElement {
  const { t } = useTranslation('seconds');
  const s = view.survivor;
  const def = survivorDef(s.kind);
  const name = survivorName(s.kind);
  return (
    <section className="survivor-panel" aria-label={t('panel.survivor', { name })}>
      <Card id={s.kind} className="survivor-card">
        <span className="sv-name">{name}</span>
        {def && <span className="sv-ability">{abilityName(t, def.ability)}</span>}
      </Card>
      <div className="sv-stats">
        <div className="stat">
          <Hearts
            health={s.health}
            max={s.maxHealth}
            label={t('table.health', { health: s.health, max: s.maxHealth })}
          />
          <span className={`sv-state${s.down ? ' down' : ''}`}>{s.down ? t('table.down') : t('table.standing')}</span>
        </div>
        <div className="stat">
          <EnergyTokens
            energy={s.energy}
            tokens={s.energyTokens}
            label={t('panel.energy', { energy: s.energy, tokens: s.energyTokens })}
          />
          <span className="stat-text">{t('panel.energyShort', { energy: s.energy })}</span>
        </div>
        <div className="stat">
          <Tokens n={s.abilityTokens} kind="ability" label={t('panel.abilityTokens', { count: s.abilityTokens })} />
          <span className="stat-text">
            {t('panel.abilityTokens', { count: s.abilityTokens })}
            {s.abilityUsed && ` · ${t('panel.abilityUsed')}`}
          </span>
        </div>
        {view.options.concussion && (
          <div className="stat">
            <Tokens n={s.concussion} kind="concussion" label={t('panel.concussion', { count: s.concussion })} />
            <span className="stat-text">{t('panel.concussion', { count: s.concussion })}</span>
          </div>
        )}
        <div className="stat small">
          {/* It discards an Ability token: with none left it cannot be used (issue 33). */}
          {s.desperationUsed
            ? t('panel.desperationUsed')
            : s.abilityTokens > 0
              ? t('panel.desperationReady')
              : t('panel.desperationNoToken')}
          {s.desperate && ` · ${t('panel.desperate')}`}
        </div>
        {(s.noMove || s.noAttack) && (
          <div className="stat restrictions" role="status">
            {s.noMove && <span className="badge bad">{t('panel.noMove')}</span>}
            {s.noAttack && <span className="badge bad">{t('panel.noAttack')}</span>}
          </div>
        )}
        {s.hand === null && (
          <div className="stat small">{t('panel.handBacks', { supply: s.handSupply, tactics: s.handTactics })}</div>
        )}
      </div>
    </section>
  );
}

/** The zombie side: its Energy in its turn and its hand's size (the Zombie player's hand is hidden). */
export function ZombiePanel({ view }: { view: SecondsView }): ReactElement {
  const { t } = useTranslation('seconds');
  const z = view.zombieSide;
  const solo = view.mode === 'solo';
  return (
    <section className="zombie-panel" aria-label={t('panel.zombies')}>
      <h2>{solo ? t('panel.automaton', { name: t(`names.${view.automatonKind ?? 'fast'}`) }) : t('panel.zombies')}</h2>
      {view.active === 'zombie' && (
        <div className="stat">
          <EnergyTokens
            energy={z.energy}
            tokens={Math.max(z.energy, 5)}
            label={t('panel.zombieEnergy', { energy: z.energy })}
          />
          <span className="stat-text">{t('panel.energyShort', { energy: z.energy })}</span>
        </div>
      )}
      {!solo && z.hand === null && (
        <div className="stat small">
          {t('panel.zombieHandBacks', { zombies: z.handZombies, tactics: z.handTactics })}
        </div>
      )}
      <div className="stat small">
        {t('panel.decks', {
          zombies: view.deckSizes.zombie,
          supply: view.deckSizes.supply,
          tactics: view.deckSizes.tactics,
        })}
      </div>
    </section>
  );
}
