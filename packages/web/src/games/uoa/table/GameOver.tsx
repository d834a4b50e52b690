/** The end of a game (zombicide/GameOver.tsx): why, a sentence from the engine's outcome. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import type { GameOverProps } from '../../../kit/GameOverPanel.tsx';
import { endState, ZombicideGameOver } from '../../zombicide/GameOver.tsx';
import { levelName, survivorName } from '../text/names.ts';
import { outcomeSaid } from '../text/rule-text.ts';

export function GameOver(props: GameOverProps<PlayerView>): ReactElement {
  const { t } = useTranslation('uoa');
  const { view } = props;
  return (
    <ZombicideGameOver
      {...props}
      words={{
        t,
        reason: view.outcomeReason ? outcomeSaid(view.outcomeReason, { survivors: view.survivors }) : '',
        survivor: (s) => ({ name: survivorName(s.id), state: t(`over.${endState(s)}`), level: levelName(s.level) }),
      }}
    />
  );
}
