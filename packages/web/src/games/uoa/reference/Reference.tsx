/**
 * The rules reference inside the table (issue 14, "Rules at hand"): a dialog with the topics on one side
 * and the chosen topic on the other. Each topic is a short text of this table (`reference.topic.<id>`, in
 * English and French); the galleries list every skill and every equipment card of the content with their
 * full texts, and "This mission" the goals and special rules of the mission being played. A log line's
 * rule opens it at its topic (topics.ts). The dialog holds the focus; Escape closes it.
 */
import { useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentDef, MissionDef } from '@horde/zombicide';
import { GoalList, SpecialRules } from '../../zombicide/MissionParts.tsx';
import { useFocusTrap } from '../../../ui/useFocusTrap.ts';
import { content } from '../data.ts';
import { weaponLine } from '../dashboard/CardView.tsx';
import { cardText } from '../text/cards.ts';
import { goalText, missionIntro, missionName, specialRule } from '../text/missions.ts';
import { cardName, skillName, skillText } from '../text/names.ts';
import { TOPICS, type TopicId } from './topics.ts';

export interface ReferenceProps {
  topic: TopicId;
  /** The mission being played ("This mission"). */
  mission?: MissionDef;
  onTopic: (topic: TopicId) => void;
  onClose: () => void;
}

/** A topic's text: one paragraph a line; lines that begin with "• " make a list. */
export function Paragraphs({ text }: { text: string }): ReactElement {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length)
      blocks.push(
        <ul key={`l${blocks.length}`}>
          {items.map((x, i) => (
            <li key={i}>{x}</li>
          ))}
        </ul>,
      );
    items = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('• ')) items.push(line.slice(2));
    else {
      flush();
      if (line.trim()) blocks.push(<p key={`p${blocks.length}`}>{line}</p>);
    }
  }
  flush();
  return <>{blocks}</>;
}

/** Lower case without accents, to find "epee" in "Épée". */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function Filter({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <label className="reference-filter">
      {label} <input type="search" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
    </label>
  );
}

function SkillGallery(): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const [filter, setFilter] = useState('');
  const skills = useMemo(
    () =>
      content.skills
        .map((s) => ({ id: s.id, name: skillName(s.id), text: skillText(s.id) }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [i18n.language],
  );
  const shown = skills.filter((s) => fold(`${s.name} ${s.text}`).includes(fold(filter.trim())));
  return (
    <>
      <Filter value={filter} onChange={setFilter} label={t('reference.skills.filter')} />
      <p className="muted" aria-live="polite">
        {t('reference.skills.count', { count: shown.length })}
      </p>
      <dl className="gallery">
        {shown.map((s) => (
          <div key={s.id} data-skill={s.id}>
            <dt>{s.name}</dt>
            <dd>{s.text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const DECKS: readonly EquipmentDef['deck'][] = ['starting', 'equipment', 'bounty', 'setAside'];

function EquipmentGallery(): ReactElement {
  const { t, i18n } = useTranslation('uoa');
  const [filter, setFilter] = useState('');
  const cards = useMemo(
    () =>
      content.equipment
        .map((c) => ({
          def: c,
          name: cardName(c.id),
          line: weaponLine(c.id),
          text: cardText(c.id),
          feat: c.feat ? t(`content.cards.${c.id}.feat`, { defaultValue: c.feat.text }) : null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [i18n.language, t],
  );
  const wanted = fold(filter.trim());
  const shown = cards.filter((c) => fold([c.name, c.line, ...c.text, c.feat ?? ''].join(' ')).includes(wanted));
  return (
    <>
      <Filter value={filter} onChange={setFilter} label={t('reference.equipment.filter')} />
      {DECKS.map((deck) => {
        const here = shown.filter((c) => c.def.deck === deck);
        if (!here.length) return null;
        return (
          <section key={deck} aria-labelledby={`ref-deck-${deck}`}>
            <h4 id={`ref-deck-${deck}`}>{t(`reference.equipment.deck.${deck}`)}</h4>
            <dl className="gallery">
              {here.map((c) => (
                <div key={c.def.id} data-card={c.def.id}>
                  <dt>
                    {c.name} <small>{t('reference.equipment.copies', { count: c.def.count })}</small>
                  </dt>
                  {c.line && <dd className="card-stats">{c.line}</dd>}
                  {c.text.map((line, i) => (
                    <dd key={i}>{line}</dd>
                  ))}
                  {c.feat && <dd className="feat">{t('reference.equipment.feat', { feat: c.feat })}</dd>}
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}

function MissionRules({ mission }: { mission: MissionDef }): ReactElement {
  const { t } = useTranslation('uoa');
  return (
    <>
      <h4>
        {mission.id} · {missionName(mission)}
      </h4>
      {mission.intro && <p className="muted">{missionIntro(mission)}</p>}
      <h4>{t('reference.mission.goals')}</h4>
      <GoalList mission={mission} goal={goalText} />
      {(mission.specialRules ?? []).length > 0 && (
        <>
          <h4>{t('reference.mission.rules')}</h4>
          <SpecialRules mission={mission} rule={specialRule} className="gallery" />
        </>
      )}
    </>
  );
}

export function Reference({ topic, mission, onTopic, onClose }: ReferenceProps): ReactElement {
  const { t } = useTranslation('uoa');
  const box = useRef<HTMLDivElement | null>(null);
  const article = useRef<HTMLElement | null>(null);
  useFocusTrap(box, { onEscape: onClose });
  // A new topic is read from its top.
  const open = (id: TopicId) => {
    article.current?.scrollTo?.({ top: 0 });
    onTopic(id);
  };
  const title = t(`reference.topic.${topic}.title`);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click outside closes; Escape and the Close button are the keyboard ways
    <div className="overlay" onClick={onClose}>
      <div
        className="reference-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="reference-title"
        ref={box}
        data-topic={topic}
        onClick={(e) => e.stopPropagation()}
        // The table's shortcuts never act behind the open reference (Escape is the focus trap's).
        onKeyDown={(e) => {
          if (e.key !== 'Escape' && e.key !== 'Tab') e.stopPropagation();
        }}
      >
        <header className="reference-head">
          <h2 id="reference-title">{t('reference.title')}</h2>
          <button type="button" onClick={onClose}>
            {t('reference.close')}
          </button>
        </header>
        <div className="reference-body">
          <nav className="reference-topics" aria-label={t('reference.topics')}>
            <ul>
              {TOPICS.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    data-topic={id}
                    aria-current={id === topic ? 'true' : undefined}
                    data-autofocus={id === topic ? '' : undefined}
                    onClick={() => open(id)}
                  >
                    {t(`reference.topic.${id}.title`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {/* A scroll box of its own: reachable by Tab, so that the keyboard scrolls it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by the keyboard (WCAG 2.1.1) */}
          <article className="reference-topic" ref={article} aria-labelledby="reference-topic-title" tabIndex={0}>
            <h3 id="reference-topic-title">{title}</h3>
            <Paragraphs text={t(`reference.topic.${topic}.text`)} />
            {topic === 'skills' && <SkillGallery />}
            {topic === 'equipment' && <EquipmentGallery />}
            {topic === 'mission' && mission && <MissionRules mission={mission} />}
          </article>
        </div>
      </div>
    </div>
  );
}
