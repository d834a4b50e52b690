/** The selected survivor's card: who, actions left, health, adrenaline, skills, inventory. */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardFrame } from '../../zombicide/DashboardFrame.tsx';
import type { Action, PlayerView } from '@horde/zombicide';
import { survivorById } from '../data.ts';
import { SURVIVOR_COLORS } from '../board/colors.ts';
import { ActionsLeft } from './ActionsLeft.tsx';
import { DangerBar } from './DangerBar.tsx';
import { Health } from './Health.tsx';
import { Inventory, type SlotRef } from './Inventory.tsx';
import { Skills } from './Skills.tsx';
import { seatWords, type SeatWords } from '../table/seats.ts';

export interface DashboardProps {
  view: PlayerView;
  s: number;
  legal: Action[];
  onAction?: (a: Action) => void;
  /** How seats are named (their players' names online). */
  seats?: SeatWords;
}

export function maxActionsOf(skills: string[]): number {
  return 3 + skills.filter((k) => k === 'plus1Action').length;
}

export function Dashboard({ view, s, legal, onAction, seats = seatWords() }: DashboardProps): ReactElement {
  const { t } = useTranslation('uoa');
  const [picked, setPicked] = useState<SlotRef | null>(null);
  const surv = view.survivors[s];
  const def = survivorById[surv.id];
  const name = def?.name ?? surv.id;
  const status = surv.eliminated ? t('dashboard.eliminated') : surv.exited ? t('dashboard.escaped') : null;
  return (
    <DashboardFrame
      label={t('dashboard.label', { name })}
      name={name}
      color={SURVIVOR_COLORS[s % 6]}
      line={`${surv.classes.map((c) => t(`setup.class.${c}`, { defaultValue: c })).join(', ')} · ${seats.label(surv.player)}`}
      status={status}
    >
      <ActionsLeft
        used={surv.actionsUsed}
        max={maxActionsOf(surv.skills)}
        done={surv.done}
        players={view.phase !== 'zombies'}
      />
      <Health wounds={surv.wounds} health={surv.health} />
      <DangerBar ap={surv.ap} level={surv.level} />
      <Inventory view={view} s={s} legal={legal} picked={picked} onPick={setPicked} onAction={onAction} />
      <Skills def={def} unlocked={surv.skills} />
    </DashboardFrame>
  );
}
