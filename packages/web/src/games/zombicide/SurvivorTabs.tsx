/**
 * Every survivor as a tab, either Zombicide table: colour and initials, name, and a short line (wounds, AP or
 * experience); pick one to see its dashboard. Each table passes its words and what its short line says.
 */
import type { ReactElement } from 'react';
import type { PlayerView } from '@horde/zombicide';

type Survivor = PlayerView['survivors'][number];
export type TabState = 'eliminated' | 'escaped' | 'done' | 'canAct' | 'waiting';

export interface SurvivorTabsProps {
  view: PlayerView;
  selected: number | null;
  actors: number[];
  onSelect: (s: number) => void;
}

export interface SurvivorTabWords {
  /** The nav's label. */
  label: string;
  name: (s: Survivor) => string;
  /** The tab read as one sentence (name, seat, wounds, AP or experience, state). */
  sentence: (s: Survivor, name: string, state: TabState) => string;
  /** The short line shown under the name of a survivor in play, and the word for `done`. */
  meta: (s: Survivor) => string;
  done: string;
  /** The swatch's colours, by survivor index modulo their count. */
  colors: { fill: readonly string[]; text: readonly string[] };
  /** False for one not shown as a tab (a Companion, drawn by its Leader). */
  shown?: (s: Survivor) => boolean;
  /** The data-wounds attribute (CSS draws the Wounded cards). */
  woundsAttribute?: boolean;
}

export function ZombicideSurvivorTabs({
  view,
  selected,
  actors,
  onSelect,
  words,
}: SurvivorTabsProps & { words: SurvivorTabWords }): ReactElement {
  const { fill, text } = words.colors;
  return (
    <nav className="survivor-tabs" aria-label={words.label}>
      {view.survivors.map((s, i) => {
        if (words.shown && !words.shown(s)) return null;
        const name = words.name(s);
        const inPlay = !s.eliminated && !s.exited;
        const state: TabState = s.eliminated
          ? 'eliminated'
          : s.exited
            ? 'escaped'
            : s.done
              ? 'done'
              : actors.includes(i)
                ? 'canAct'
                : 'waiting';
        return (
          <button
            key={i}
            type="button"
            className={`survivor-tab${selected === i ? ' selected' : ''}${actors.includes(i) ? ' acting' : ''}`}
            aria-pressed={selected === i}
            onClick={() => onSelect(i)}
            data-survivor={i}
            data-wounds={words.woundsAttribute && inPlay ? s.wounds : undefined}
          >
            {/* Read as one sentence; the signs are for the eyes. */}
            <span className="sr-only">{words.sentence(s, name, state)}</span>
            <span
              className="swatch"
              aria-hidden="true"
              style={{ background: fill[i % fill.length], color: text[i % text.length] }}
            >
              {name.slice(0, 2)}
            </span>
            <span className="tab-name" aria-hidden="true">
              {name}
            </span>
            <span className="tab-meta" aria-hidden="true">
              {s.eliminated ? '✝' : s.exited ? '⇥' : words.meta(s)}
              {s.done && inPlay ? ` · ${words.done}` : ''}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
