/**
 * The end: who won and why (the street, the Survivor fallen, the alley overrun), the turns, the
 * solo score when it is kept (with what it counts) and the game's figures; replay, new game, or a
 * last look at the alley.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsView } from '@horde/seconds';
import { survivorDef } from '../data.ts';
import { survivorName } from '../text/names.ts';
import { GameOverPanel, type GameOverProps } from '../../../kit/GameOverPanel.tsx';

/** The grammatical gender a survivor's pronouns give, for the messages that agree with it. */
const GENDER: Record<string, string | undefined> = { 'he/him': 'male', 'she/her': 'female' };

export function GameOver({ view, onReplay, onNewGame, onClose }: GameOverProps<SecondsView>): ReactElement | null {
  const { t } = useTranslation('seconds');
  const r = view.result;
  if (!r) return null;
  const survivorWon = r.winner === 'survivor';
  const won = view.side ? view.side === r.winner : survivorWon;
  const title = view.side
    ? won
      ? t('over.youWin')
      : t('over.youLose')
    : survivorWon
      ? t('over.survivorWins')
      : t('over.zombiesWin');
  const s = view.stats;
  const kills = Object.values(s.kills).reduce((a, b) => a + b, 0);
  return (
    <GameOverPanel
      title={title}
      reason={t(`over.reason.${r.reason}`, {
        name: survivorName(view.survivor.kind),
        count: r.turns,
        // French agrees "tombé" or "tombée" with the survivor (their card's pronouns; "tombé(e)" for they/them).
        context: GENDER[survivorDef(view.survivor.kind)?.pronouns ?? ''],
      })}
      outcome={won ? 'won' : 'lost'}
      lookLabel={t('over.look')}
      onReplay={onReplay}
      onNewGame={onNewGame}
      onClose={onClose}
    >
      {r.score !== null && (
        <>
          <p className="score">
            {t('over.score', { score: r.score })} <small>{t('over.scoreHint')}</small>
          </p>
          {/* What the number counts (seed 003 lines 775-786), not a bare figure (issue 33). */}
          <p className="score-how">
            <small>{t('over.scoreHow')}</small>
          </p>
        </>
      )}
      <ul className="figures">
        <li>{t('over.turns', { count: r.turns })}</li>
        <li>{t('over.health', { health: view.survivor.health, max: view.survivor.maxHealth })}</li>
        <li>{t('over.kills', { count: kills })}</li>
        <li>{t('over.attacks', { hits: s.survivorHits, count: s.survivorAttacks })}</li>
        <li>{t('over.zombieAttacks', { hits: s.zombieHits, count: s.zombieAttacks })}</li>
        <li>{t('over.damage', { count: s.damageTaken })}</li>
        <li>{t('over.summoned', { count: s.summoned })}</li>
        {view.mode === 'solo' && <li>{t('over.dice', { count: s.diceRolls })}</li>}
      </ul>
    </GameOverPanel>
  );
}
