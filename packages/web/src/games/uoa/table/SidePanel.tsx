/**
 * The side panel: the survivor tabs, the coach of the tutorial, the selected survivor's dashboard, the actions
 * with the last roll, and the log. Each part keeps its place and scrolls on its own.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameEvent, PlayerView } from '@horde/zombicide';
import { CoachPanel } from '../../zombicide/CoachPanel.tsx';
import type { Hint } from '../coach/coach.ts';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import type { Offer } from '../model/actions.ts';
import type { missingActions } from '../model/why-not.ts';
import type { TopicId } from '../reference/topics.ts';
import type { Namer } from '../text/names.ts';
import { ActionBar } from '../../zombicide/ActionBar.tsx';
import { DiceTray, type Roll } from '../../../kit/Dice.tsx';
import { Log } from './Log.tsx';
import type { SeatWords } from './seats.ts';
import { SurvivorTabs } from './SurvivorTabs.tsx';

export function SidePanel({
  view,
  sel,
  actors,
  onSelect,
  coach,
  playing,
  legal,
  deciding,
  act,
  request,
  barOffers,
  hint,
  lock,
  missing,
  roll,
  log,
  revealLog,
  names,
  seats,
  onTopic,
}: {
  view: PlayerView;
  sel: number | null;
  actors: number[];
  onSelect: (s: number) => void;
  coach: Hint | null;
  playing: boolean;
  /** What this screen may do now (none while a decision or a playback holds the table). */
  legal: Action[];
  deciding: boolean;
  act: (a: Action) => void;
  /** Acts, asking first where the action needs it (an early End turn). */
  request: (a: Action) => void;
  barOffers: Offer[];
  hint: string | undefined;
  lock: string | null;
  missing: ReturnType<typeof missingActions>;
  roll: Roll | null;
  /** The log's events, when the log is shown. */
  log: GameEvent[] | null;
  /** The log was shown at the player's request: it scrolls into view. */
  revealLog: boolean;
  names: Namer;
  seats: SeatWords;
  onTopic: (topic: TopicId) => void;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const selected = sel !== null && view.survivors[sel] ? sel : null;
  return (
    <aside className="side">
      <SurvivorTabs view={view} selected={sel} actors={actors} onSelect={onSelect} />
      {coach && <CoachPanel ns="uoa" hint={coach} quiet={playing} />}
      {/* A scroll box of its own: reachable by Tab, so that the keyboard scrolls it too. */}
      <section
        className="side-survivor"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by the keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={selected !== null ? t('dashboard.label', { name: names.survivor(selected) }) : undefined}
      >
        {selected !== null && (
          <Dashboard view={view} s={selected} legal={deciding ? [] : legal} onAction={act} seats={seats} />
        )}
      </section>
      <div className="side-actions">
        {!deciding && (
          <ActionBar ns="uoa" offers={barOffers} onAction={request} hint={hint} lock={lock} missing={missing} />
        )}
        <DiceTray roll={roll} />
      </div>
      {log && <Log events={log} names={names} onTopic={onTopic} reveal={revealLog} />}
    </aside>
  );
}
