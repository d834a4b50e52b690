/**
 * Every seat at a glance: colour, name, role and state, Life, Bullets, kills (toward the kills that win),
 * cards in hand, items in front of them, and their traits once known. The seat playing and the awaited ones
 * are marked; so is the viewer's own seat.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView, ZombiesView } from '@horde/zombies';
import { seatColour, seatInk } from '../board/colours.ts';
import type { Names } from '../text/names.ts';

export function SeatList({ view, names }: { view: ZombiesView; names: Names }): ReactElement {
  const { t } = useTranslation('zombies');
  return (
    <section className="z-seats" aria-labelledby="z-seats-h">
      <h2 id="z-seats-h" className="sr-only">
        {t('seats.heading')}
      </h2>
      <ul>
        {view.players.map((p) => (
          <SeatRow key={p.seat} view={view} p={p} names={names} />
        ))}
      </ul>
    </section>
  );
}

function SeatRow({ view, p, names }: { view: ZombiesView; p: PlayerView; names: Names }): ReactElement {
  const { t } = useTranslation('zombies');
  const playing = view.phase === 'play' && view.turn.seat === p.seat;
  const awaited = view.awaiting.includes(p.seat);
  const cls = ['z-seat', playing ? 'playing' : '', awaited ? 'awaited' : '', p.status !== 'playing' ? 'out' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={cls} data-seat={p.seat}>
      <span
        className="z-swatch"
        style={{ background: seatColour(p.seat, p.role), color: seatInk(p.seat, p.role) }}
        aria-hidden="true"
      >
        {p.role === 'king' ? '♛' : p.seat + 1}
      </span>
      <div className="z-seat-main">
        <div className="z-seat-name">
          <strong>{names.seat(p.seat)}</strong>
          {view.seat === p.seat && <span className="z-tag you">{t('seats.you')}</span>}
          {p.role !== 'survivor' && <span className="z-tag role">{t(`seats.role.${p.role}`)}</span>}
          {view.target === p.seat && <span className="z-tag target">{t('seats.target')}</span>}
          {p.status !== 'playing' && <span className="z-tag status">{t(`seats.status.${p.status}`)}</span>}
          {playing && <span className="z-tag turn">{t('seats.turn')}</span>}
          {awaited && !playing && <span className="z-tag wait">{t('seats.awaited')}</span>}
        </div>
        <div className="z-seat-stats">
          <Stat
            kind="life"
            icon="♥"
            text={`${p.life}/${p.maxLife}`}
            label={t('seats.life', { count: p.life, max: p.maxLife })}
          />
          <Stat kind="bullets" icon="▮" text={`${p.bullets}`} label={t('seats.bullets', { count: p.bullets })} />
          <Stat
            kind="kills"
            icon="☠"
            text={`${p.kills}/${view.config.killsToWin}`}
            label={t('seats.kills', { count: p.kills, goal: view.config.killsToWin })}
          />
          <Stat kind="cards" icon="🂠" text={`${p.handSize}`} label={t('seats.cards', { count: p.handSize })} />
        </div>
        {(p.items.length > 0 || p.schtick || p.flaw) && (
          <div className="z-seat-extra">
            {p.items.map((item, i) => (
              <span key={i} className="z-item" title={names.cardText(item.card)}>
                {names.card(item.card)}
                {item.charges > 0 && ` (${t('seats.charges', { count: item.charges })})`}
              </span>
            ))}
            {p.schtick && <span className="z-trait schtick">{names.schtick(p.schtick)}</span>}
            {p.flaw && <span className="z-trait flaw">{names.flaw(p.flaw)}</span>}
          </div>
        )}
      </div>
    </li>
  );
}

/** One figure: an icon and a number for the eye, a sentence for screen readers (and the tooltip). */
function Stat({ kind, icon, text, label }: { kind: string; icon: string; text: string; label: string }): ReactElement {
  return (
    <span className={`z-stat ${kind}`} title={label}>
      <span aria-hidden="true">
        <span className="z-icon">{icon}</span> {text}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
