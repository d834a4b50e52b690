/** Every game this table hosts (the catalog), to choose from; a game without a table here is shown but not offered. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogGame } from '../conn/types.ts';
import { hasTable } from '../tables.ts';

export function GamePicker({
  games,
  chosen,
  onChoose,
}: {
  games: readonly CatalogGame[];
  chosen: string | null;
  onChoose: (id: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="game-picker" aria-labelledby="game-h">
      <h2 id="game-h">{t('gamePicker.heading')}</h2>
      {games.length === 0 && <p role="alert">{t('gamePicker.none')}</p>}
      <div className="game-list" role="radiogroup" aria-labelledby="game-h">
        {games.map((g) => {
          const playable = hasTable(g.id);
          const { min, max } = g.meta.seats;
          return (
            <label
              key={g.id}
              className={`game-item${g.id === chosen ? ' chosen' : ''}${playable ? '' : ' unavailable'}`}
            >
              <input
                type="radio"
                name="game"
                value={g.id}
                checked={g.id === chosen}
                disabled={!playable}
                onChange={() => onChoose(g.id)}
              />
              <span className="game-name">{g.name}</span>
              <span className="game-facts">
                {min === max ? t('gamePicker.seats', { count: min }) : t('gamePicker.seatRange', { min, max })}
                {' · '}
                {t(g.meta.cooperative ? 'gamePicker.cooperative' : 'gamePicker.competitive')}
                {!playable && ` · ${t('gamePicker.noTable')}`}
              </span>
            </label>
          );
        })}
      </div>
    </section>
  );
}
