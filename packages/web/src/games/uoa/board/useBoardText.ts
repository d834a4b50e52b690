/** The board's own words (its name, the zoom buttons, the printed features) in the chosen language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardText } from './Board.tsx';

export function useBoardText(): BoardText {
  const { t, i18n } = useTranslation('uoa');
  const language = i18n.language;
  // The words change with the language.
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
    [t, language],
  );
}
