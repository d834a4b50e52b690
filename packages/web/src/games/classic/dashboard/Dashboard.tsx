/**
 * The selected survivor's card: who, Actions left (and the free ones its skills give), Wounded cards,
 * the experience track with its Danger Level, the five slots, the skill tree with each skill's text.
 */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from '../../zombicide/DashboardFrame.tsx';
import type { Action, PlayerView } from '@horde/zombicide';
import { SURVIVOR_COLORS } from '../../uoa/board/colors.ts';
import { survivorById } from '../data.ts';
import { actionsOf } from '../model/survivor.ts';
import { paramName, survivorName } from '../text/names.ts';
import { seatWords, type SeatWords } from '../text/seats.ts';
import { ExperienceBar } from './Experience.tsx';
import { VIP_SET, vipsHeld } from '@horde/zombicide/rulesets/classic/index';
import { Inventory, type SlotRef } from './Inventory.tsx';
import { Skills } from './Skills.tsx';
import { ExperienceCards } from './ExperienceCards.tsx';

export interface DashboardProps {
  view: PlayerView;
  s: number;
  legal: Action[];
  onAction?: (a: Action) => void;
  /** How seats are named (their players' names at an online table). */
  seats?: SeatWords;
}

function ActionsLeft({ survivor }: { survivor: PlayerView['survivors'][number] }): ReactElement {
  const { t } = useTranslation('classic');
  const a = actionsOf(survivor);
  return (
    <div
      className="actions-left"
      role="group"
      aria-label={a.done ? t('dashboard.turnOver') : t('dashboard.actionsLeft', { left: a.left, max: a.max })}
    >
      <span className="label">{t('dashboard.actions')}</span>
      <span className="pips" aria-hidden="true">
        {Array.from({ length: a.max }, (_, i) => (
          <span key={i} className={i < a.left ? 'pip on' : 'pip'}>
            {i < a.left ? '●' : '○'}
          </span>
        ))}
      </span>
      <span className="value">{a.done ? t('dashboard.done') : `${a.left}/${a.max}`}</span>
      {a.free.map((f) => (
        <span key={f.key} className={`free-action${f.left > 0 ? ' on' : ''}`}>
          {t('dashboard.freeAction', { action: paramName(t, f.param), count: f.left })}
        </span>
      ))}
    </div>
  );
}

function Wounds({ wounds, health }: { wounds: number; health: number }): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <div className="health" role="group" aria-label={t('dashboard.woundsLabel', { count: wounds, health })}>
      <span className="label">{t('dashboard.wounds')}</span>
      <span aria-hidden="true" className="hearts">
        {Array.from({ length: health }, (_, i) => (
          <span key={i} className={i < wounds ? 'heart wound' : 'heart'}>
            {i < wounds ? '✚' : '♥'}
          </span>
        ))}
      </span>
      <span className="value">{t('dashboard.woundsValue', { count: wounds, health })}</span>
    </div>
  );
}

export function Dashboard({ view, s, legal, onAction, seats = seatWords() }: DashboardProps): ReactElement {
  const { t } = useTranslation('classic');
  const [picked, setPicked] = useState<SlotRef | null>(null);
  const surv = view.survivors[s];
  const def = survivorById[surv.id];
  const name = survivorName(surv.id);
  // VIP Walkers [VIP1] [VIP2] kept on the ID Card (seed 001 line 1628).
  const vips = vipsHeld(view, s);
  const status = surv.downed
    ? t('status.downed')
    : surv.eliminated
      ? t('status.eliminated')
      : surv.exited
        ? t('status.escaped')
        : null;
  return (
    <DashboardFrame
      label={t('dashboard.label', { name })}
      name={name}
      color={SURVIVOR_COLORS[s % 6]}
      line={seats.label(surv.player)}
      status={status}
      badges={
        <>
          {surv.zombivor && (
            <span className="zombivor" title={t('dashboard.zombivorTitle')}>
              ☣ {t('dashboard.zombivor')}
            </span>
          )}
          {vips.length > 0 && (
            <span className="vips" title={t('dashboard.vipsTitle', { sculpts: new Set(vips).size, set: VIP_SET })}>
              {t('dashboard.vips', { count: vips.length })}
            </span>
          )}
        </>
      }
    >
      <ActionsLeft survivor={surv} />
      <Wounds wounds={surv.wounds} health={surv.health} />
      <ExperienceBar survivor={surv} />
      <Inventory view={view} s={s} legal={legal} picked={picked} onPick={setPicked} onAction={onAction} />
      <Skills def={def} picked={surv.picked} />
      <ExperienceCards view={view} s={s} />
    </DashboardFrame>
  );
}
