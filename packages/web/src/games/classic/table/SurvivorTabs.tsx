/** Every survivor as a tab (zombicide/SurvivorTabs.tsx): colour and initials, Wounded cards, experience. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVIVOR_COLORS, SURVIVOR_TEXT } from '../../uoa/board/colors.ts';
import { type SurvivorTabsProps, ZombicideSurvivorTabs } from '../../zombicide/SurvivorTabs.tsx';
import { survivorName } from '../text/names.ts';
import { seatWords, type SeatWords } from '../text/seats.ts';

/** `seats`: how seats are named (their players' names at an online table). */
export function SurvivorTabs({
  seats = seatWords(),
  ...props
}: SurvivorTabsProps & { seats?: SeatWords }): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <ZombicideSurvivorTabs
      {...props}
      words={{
        label: t('tabs.label'),
        name: (s) => survivorName(s.id),
        sentence: (s, name, state) =>
          t('tabs.tab', { name, who: seats.label(s.player), count: s.wounds, xp: s.ap, state: t(`status.${state}`) }),
        meta: (s) => `${'✚'.repeat(s.wounds)}${s.wounds ? ' · ' : ''}${t('tabs.xp', { count: s.ap })}`,
        done: t('status.done'),
        colors: { fill: SURVIVOR_COLORS, text: SURVIVOR_TEXT },
        // A Companion is drawn on the board by its Leader, not a survivor the players select.
        shown: (s) => s.card === undefined,
        woundsAttribute: true,
      }}
    />
  );
}
