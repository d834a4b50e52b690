/**
 * The live checks' problems beside the map (the same code as `horde validate` makes them), each worded by its code in
 * the designer's language; each one with a place on the map is a button that rings that place.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentProblem } from '@horde/content';
import { problemKey } from './board-geometry.ts';
import { problemText } from './problem-words.ts';

export function Problems(props: {
  problems: readonly ContentProblem[];
  focused: number | null;
  onPick: (index: number) => void;
}): ReactElement {
  const { t } = useTranslation();
  if (props.problems.length === 0) return <p className="studio-ok">{t('studio.problems.none')}</p>;
  return (
    <>
      <p className="hint">{t('studio.problems.hint')}</p>
      <ol className="studio-problems">
        {props.problems.map((p, i) => (
          <li key={problemKey(p, i)} className={props.focused === i ? 'focused' : ''}>
            <button type="button" onClick={() => props.onPick(i)} aria-pressed={props.focused === i}>
              {p.field && <code>{p.field}</code>} <span>{problemText(t, p)}</span>
              {p.at?.length ? <span className="studio-onmap">{t('studio.problems.onMap')}</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
