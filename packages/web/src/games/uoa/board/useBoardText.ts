/** The board's own words (its name, the zoom buttons, the printed features) in the chosen language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardText } from './Board.tsx';

export function useBoardText(): BoardText {
  // The words change with the language: so does `t` (react-i18next makes a new one for each language).
  const { t } = useTranslation('uoa');
  return useMemo(
    () => ({
      map: (mission: string) => t('board.map', { mission }),
      zoom: t('board.zoom'),
      zoomIn: t('board.zoomIn'),
      zoomOut: t('board.zoomOut'),
      fit: t('board.fit'),
      fitTitle: t('board.fitTitle'),
      feature: (kind: string) => t(`board.feature.${kind}`, { defaultValue: kind }),
      mapHelp: t('a11y.mapHelp'),
    }),
    [t],
  );
}
