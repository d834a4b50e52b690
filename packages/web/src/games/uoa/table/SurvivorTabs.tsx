/** Every survivor as a tab (zombicide/SurvivorTabs.tsx): colour and initials, wounds left of Health, AP. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type SurvivorTabsProps, ZombicideSurvivorTabs } from '../../zombicide/SurvivorTabs.tsx';
import { SURVIVOR_COLORS, SURVIVOR_TEXT } from '../board/colors.ts';
import { survivorName } from '../text/names.ts';

export function SurvivorTabs(props: SurvivorTabsProps): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    <ZombicideSurvivorTabs
      {...props}
      words={{
        label: t('tabs.label'),
        name: (s) => survivorName(s.id),
        sentence: (s, name, state) =>
          t('tabs.tab', {
            name,
            seat: s.player + 1,
            count: s.wounds,
            health: s.health,
            ap: s.ap,
            state: t(`tabs.${state}`),
          }),
        meta: (s) => t('tabs.meta', { health: s.health - s.wounds, ap: s.ap }),
        done: t('tabs.done'),
        colors: { fill: SURVIVOR_COLORS, text: SURVIVOR_TEXT },
      }}
    />
  );
}
