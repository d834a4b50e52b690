/**
 * What this screen must decide now, in words: a title, a hint of how (on the map, in the hand, or with these
 * buttons), and the buttons for the legal actions that are not chosen elsewhere. Bullets show the failed
 * rolls; a tile shows its turn controls; a trade its form.
 */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PendingView, ZombiesView } from '@horde/zombies';
import { namedFor } from '@horde/zombies/options/traits';
import { decisionOf, isButtonAction } from '../model/decision.ts';
import { describeAction } from '../text/actions.ts';
import type { Names } from '../text/names.ts';
import { Countdown } from '../../../kit/Countdown.tsx';
import { Die } from './Die.tsx';
import { TileControls } from './TileControls.tsx';
import { TradeForm } from './TradeForm.tsx';
import type { TilePlacement } from './useTilePlacement.ts';

export function Prompt({
  view,
  legal,
  names,
  placement,
  onAct,
  deadline = null,
  serverNow = Date.now,
}: {
  view: ZombiesView;
  legal: Action[];
  names: Names;
  placement: TilePlacement;
  onAct: (a: Action) => void;
  /** When this screen runs out of time (the server's clock), or null. */
  deadline?: number | null;
  /** The server's clock, as this browser can tell (the kit's connection). */
  serverNow?: () => number;
}): ReactElement | null {
  const { t } = useTranslation('zombies');
  const d = decisionOf(view, legal);
  if (d.kind === 'over') return null;
  let key: string = d.kind;
  let params: Record<string, unknown> = {};
  let extra: ReactNode = null;
  const me = view.seat === null ? null : view.players[view.seat];
  if (d.kind === 'waiting') {
    params = { seats: names.list(d.seats.map(names.seat)), count: d.seats.length };
    if (d.seats.length === 0) return null;
  } else if (d.kind === 'pending') {
    const p = d.pending;
    key = p.kind;
    switch (p.kind) {
      case 'tile':
        params = { tile: names.tile(p.tile) };
        extra = <TileControls tile={p.tile} placement={placement} onPlace={onAct} />;
        break;
      case 'window':
        params = { on: names.seat(p.on), die: view.turn.die ?? '–', count: view.turn.moveLeft };
        if (deadline !== null || windowEnds(p, view.seat) !== null)
          extra = (
            <Countdown
              as="p"
              className="z-countdown"
              endsAt={deadline ?? windowEnds(p, view.seat)!}
              serverNow={serverNow}
              label={(count) => t('prompt.secondsLeft', { count })}
            />
          );
        break;
      case 'combat':
        params = { place: names.place(p.square), count: view.zombies[p.square] ?? 0 };
        break;
      case 'bullets':
        params = { need: p.need, bullets: me?.bullets ?? 0 };
        extra = (
          <div className="z-prompt-dice" role="group" aria-label={t('prompt.bullets.rolls')}>
            {p.rolls.map((r, i) => (
              <Die key={i} value={r} tone={r >= p.need ? 'hit' : 'miss'} />
            ))}
          </div>
        );
        break;
      case 'extraZombies':
        params = { building: names.building(p.building), count: p.left };
        break;
      case 'find':
        params = { die: p.die };
        break;
      case 'leaveAttack':
        params = { mover: names.seat(p.mover) };
        break;
      case 'trade':
        params = {
          from: names.seat(p.from),
          give: names.tradeItem(p.give, p.giveCard),
          take: names.tradeItem(p.take, null),
        };
        break;
      case 'swap':
        params = { dead: names.seat(p.dead), hand: p.hand ? names.list(p.hand.map(names.card)) : '' };
        break;
      case 'zombieReroll':
        params = { die: p.die };
        break;
      case 'flaw':
        params = { for: view.seat === null ? '' : names.seat(namedFor(view.players.length, view.seat)) };
        break;
    }
  } else if (d.kind === 'move') {
    params = { count: view.turn.moveLeft };
    if (legal.some((a) => a.type === 'offerTrade')) extra = <TradeForm legal={legal} names={names} onOffer={onAct} />;
  } else if (d.kind === 'zombies') {
    params = { count: view.turn.zombiesLeft };
  }
  const buttons = legal.filter(isButtonAction);
  const pendingBullets = d.kind === 'pending' && d.pending.kind === 'bullets' ? d.pending : null;
  const label = (a: Action) =>
    a.type === 'spendBullets' && pendingBullets
      ? t('act.spendBulletsOn', { value: pendingBullets.rolls[a.roll], need: pendingBullets.need })
      : describeAction(a, names, t);
  const traits = d.kind === 'pending' && (d.pending.kind === 'schtick' || d.pending.kind === 'flaw');
  return (
    <section className={`z-prompt ${key}`} aria-labelledby="z-prompt-title" data-decision={key}>
      <h2 id="z-prompt-title">{t(`prompt.${key}.title`, params)}</h2>
      <p className="z-hint">{t(`prompt.${key}.hint`, params)}</p>
      {extra}
      {buttons.length > 0 && (
        <div className={`z-buttons${traits ? ' traits' : ''}`}>
          {buttons.map((a, i) => (
            <button
              key={i}
              type="button"
              className={i === 0 && !traits ? 'primary' : undefined}
              data-action={a.type}
              onClick={() => onAct(a)}
            >
              {label(a)}
              {traits && <TraitText action={a} />}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * When this seat's time in a reaction window is up: its own clock from rules version 3 (none before it looks),
 * else the window's one clock (the snapshot's deadline, when the connection gives one, comes first).
 */
function windowEnds(p: Extract<PendingView, { kind: 'window' }>, seat: number | null): number | null {
  if (!p.clocks) return p.endsAt;
  return p.clocks.find((c) => c.seat === seat)?.endsAt ?? null;
}

/** A Schtick's or Flaw's effect under its name (seed 004 lines 119-141). */
function TraitText({ action }: { action: Action }): ReactElement | null {
  const { t } = useTranslation('zombies');
  if (action.type === 'chooseSchtick' && action.schtick)
    return <small>{t(`traits.schtick.${action.schtick}.text`)}</small>;
  if (action.type === 'nameFlaw') return <small>{t(`traits.flaw.${action.flaw}.text`)}</small>;
  return null;
}
