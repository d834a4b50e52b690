/**
 * Everything that stands on the map, laid out per zone around its anchor, drawn as the miniatures both
 * Zombicide boards share (games/zombicide/board/Miniatures.tsx): tokens (exit, spawn zones, objectives, Noise,
 * Vade Retro, the Wagon, the Gatling) on the first row, survivors' busts on the next, zombies grouped by type
 * with their silhouettes and counts last. Each group has a <title> for a text alternative.
 */
import type { ReactElement } from 'react';
import { typeCount, zombiesIn, type PlayerView } from '@horde/zombicide';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import type { UoaView } from '@horde/zombicide/rulesets/uoa/index';
import { useTranslation } from 'react-i18next';
import { survivorName, zombieLetter, zombies, ZOMBIE_LETTERS } from '../text/names.ts';
import { zoneName } from '../text/names.ts';
import {
  type Chip,
  FIGURE_ROOM,
  SurvivorMini,
  TokenChip,
  type ZombieLook,
  ZombieMini,
} from '../../zombicide/board/Miniatures.tsx';
import { OBJECTIVE_FILL, SURVIVOR_COLORS, SURVIVOR_TEXT, ZOMBIE_FILL } from './colors.ts';
import type { ZoneBox } from './layout.ts';
import { arrivals, useGlide, type Motion } from './motion.ts';

interface Token extends Omit<Chip, 'w'> {
  key: string;
  title: string;
  w?: number;
}

/** Walker, Runner, Fatty, Abomination: each its base shape and silhouette, in its colour. */
const LOOKS: ZombieLook[] = (['walker', 'runner', 'fatty', 'abomination'] as const).map((figure, t) => ({
  figure,
  shape: (['pill', 'triangle', 'square', 'hexagon'] as const)[t],
  fill: ZOMBIE_FILL[t],
  stroke: '#000',
  strokeWidth: 1,
  text: '#fff',
}));

type T = (key: string, values?: Record<string, unknown>) => string;

function tokensByZone(view: PlayerView, exits: number[], t: T): Map<number, Token[]> {
  const out = new Map<number, Token[]>();
  const add = (zone: number, tok: Token) => out.set(zone, [...(out.get(zone) ?? []), tok]);
  for (const z of exits) {
    const label = t('board.exit');
    add(z, { key: `exit${z}`, label, title: t('board.exitTitle'), fill: '#1b5e20', text: '#fff', w: wide(label, 34) });
  }
  view.spawns.forEach((sp, i) => {
    const state = t(sp.safe ? 'board.spawnSafe' : sp.active ? 'board.spawnActive' : 'board.spawnInactive');
    add(sp.zone, {
      key: `spawn${i}`,
      label: `${t(`names.spawnLetter.${sp.kind}`)}${sp.safe ? '✓' : ''}`,
      title: t('board.spawnTitle', { kind: t(`names.spawn.${sp.kind}`), state }),
      fill: sp.active && !sp.safe ? '#8b1a1a' : '#6d6d6d',
      stroke: '#111',
      dashed: !sp.active || sp.safe,
      text: '#fff',
      w: 22,
    });
  });
  view.objectives.forEach((o, i) => {
    if (o.taken) return;
    add(o.zone, {
      key: `obj${i}`,
      label: o.hidden ? '?' : '✕',
      title: o.hidden ? t('board.objectiveHidden') : t('board.objective', { color: t(`names.color.${o.color}`) }),
      fill: o.hidden ? '#8a6d3b' : OBJECTIVE_FILL[o.color],
      stroke: '#fff',
      text: '#fff',
      w: 20,
    });
  });
  const noise = view.noise.boom ? 'BOOM' : 'BANG';
  add(view.noise.zone, {
    key: 'noise',
    label: noise,
    title: t('board.noiseTitle', { noise: view.noise.boom ? 'Boom' : 'Bang' }),
    fill: '#ffd400',
    stroke: '#111',
    text: '#111',
    w: view.noise.boom ? 40 : 38,
  });
  // Undead or Alive's own pieces, shown beside the shared view's fields.
  const { vadeRetro, wagon, gatling } = view as UoaView;
  vadeRetro.forEach((z, i) => {
    add(z, {
      key: `vr${i}`,
      label: '✝ VR',
      title: t('board.vadeRetroTitle'),
      fill: '#f5f5f5',
      stroke: '#4b3a6b',
      text: '#4b3a6b',
      w: 34,
    });
  });
  if (wagon) {
    const riders = wagon.riders.length;
    const label = `${t('board.wagon')}${riders ? ` ·${riders}` : ''}`;
    add(wagon.zone, {
      key: 'wagon',
      label,
      title: [
        t('board.wagonTitle'),
        wagon.stuck ? t('board.wagonStuck') : '',
        riders ? t('board.wagonRiders', { count: riders }) : '',
      ]
        .filter(Boolean)
        .join(', '),
      fill: '#6b4423',
      stroke: '#111',
      dashed: wagon.stuck,
      text: '#fff',
      w: wide(label, riders ? 56 : 46),
    });
  }
  if (gatling) {
    const label = t('board.gatling');
    add(gatling.zone, {
      key: 'gatling',
      label,
      title: gatling.mounted
        ? t('board.gatlingMounted')
        : gatling.fixed
          ? t('board.gatlingFixed')
          : t('board.gatlingTitle'),
      fill: '#37474f',
      stroke: '#111',
      text: '#fff',
      w: wide(label, 50),
    });
  }
  return out;
}

/** A token wide enough for its word (a French word may be longer than the English one). */
const wide = (label: string, min: number): number => Math.max(min, label.length * 7 + 8);

export interface PiecesProps {
  view: PlayerView;
  geo: BoardGeometryWithGrid;
  boxes: ZoneBox[];
  exits: number[];
  selected: number | null;
  /** Survivors that may act now (drawn with a ring). */
  actors: number[];
  onSurvivor?: (s: number) => void;
  /**
   * A click on a zone's pieces (zombies, tokens) is a click on that zone: a piece wins over the zone
   * drawn under it (a Walker in a street under a balcony's edge picks the street, not the balcony).
   */
  onZone?: (zone: number, x: number, y: number) => void;
  /** Zombie moves to show gliding (motion.ts); survivors glide whenever they change zones. */
  motion?: Motion;
}

export function Pieces({
  view,
  geo,
  boxes,
  exits,
  selected,
  actors,
  onSurvivor,
  onZone,
  motion,
}: PiecesProps): ReactElement {
  const { t } = useTranslation('uoa');
  const tokens = tokensByZone(view, exits, t as T);
  const glide = useGlide();
  const arrived = arrivals(motion);
  const out: ReactElement[] = [];
  for (const zone of geo.zones) {
    const box = boxes[zone.id];
    const rows: ReactElement[][] = [];
    const toks = tokens.get(zone.id) ?? [];
    // Where each row will stand (as laid out below): a piece's place on the board, for its glide.
    const inZone = view.survivors.filter((s) => s.zone === zone.id && !s.exited && !s.eliminated).length;
    const zombieRow = Array.from({ length: typeCount(view) }, (_, k) => zombiesIn(view, zone.id, k) ?? 0).some(
      (n) => n > 0,
    );
    const rowCount = (toks.length ? 1 : 0) + Math.ceil(inZone / (box.w >= 2 * 48 ? 3 : 2)) + (zombieRow ? 1 : 0);
    const rowY = (r: number) => box.cy - ((rowCount - 1) * 24) / 2 + r * 24;
    if (toks.length) {
      const total = toks.reduce((s, t) => s + (t.w ?? 20) + 3, -3);
      let x = box.cx - total / 2;
      rows.push(
        toks.map((t) => {
          const w = t.w ?? 20;
          const el = (
            <g key={t.key} className={`token ${t.key.replace(/\d+$/, '')}`}>
              <title>{t.title}</title>
              <TokenChip chip={{ ...t, w }} x={x} />
            </g>
          );
          x += w + 3;
          return el;
        }),
      );
    }
    const here = view.survivors
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.zone === zone.id && !s.exited && !s.eliminated);
    const perRow = box.w >= 2 * 48 ? 3 : 2;
    for (let r = 0; r < here.length; r += perRow) {
      const chunk = here.slice(r, r + perRow);
      const step = 29;
      rows.push(
        chunk.map(({ s, i }, k) => {
          const x = box.cx + (k - (chunk.length - 1) / 2) * step;
          const name = survivorName(s.id);
          const isSel = selected === i;
          const acting = actors.includes(i);
          const move = glide(`s${i}`, `s${i}@${zone.id}`, x, rowY(rows.length));
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; survivors are selected by keyboard through the survivor tabs
            <g
              key={`s${i}@${zone.id}`}
              className={`survivor${isSel ? ' selected' : ''}${move.className}`}
              data-survivor={i}
              onClick={
                onSurvivor
                  ? (e) => {
                      e.stopPropagation();
                      onSurvivor(i);
                    }
                  : undefined
              }
              style={onSurvivor ? { ...move.style, cursor: 'pointer' } : move.style}
            >
              <title>
                {t(isSel ? 'board.survivorSelected' : 'board.survivor', {
                  name,
                  count: s.wounds,
                  health: s.health,
                  ap: s.ap,
                })}
              </title>
              <SurvivorMini
                x={x}
                fill={SURVIVOR_COLORS[i % 6]}
                ink={SURVIVOR_TEXT[i % 6]}
                label={name.slice(0, 2)}
                ring={isSel ? 'selected' : acting ? 'acting' : null}
              >
                {s.wounds > 0 && (
                  <text
                    x={x + 9}
                    y={-7}
                    fontSize={9}
                    fontWeight="bold"
                    fill="#b00020"
                    stroke="#fff"
                    strokeWidth={2.5}
                    paintOrder="stroke"
                  >
                    {'♥'.repeat(Math.max(0, s.health - s.wounds)) || '!'}
                  </text>
                )}
              </SurvivorMini>
            </g>
          );
        }),
      );
    }
    const zs: { t: number; n: number }[] = [];
    for (let t = 0; t < typeCount(view); t++) {
      const n = zombiesIn(view, zone.id, t) ?? 0;
      if (n > 0) zs.push({ t, n });
    }
    if (zs.length) {
      const w = 28 + FIGURE_ROOM;
      rows.push(
        zs.map(({ t, n }, k) => {
          const x = box.cx + (k - (zs.length - 1) / 2) * (w + 3) - w / 2;
          // A group that has just come by a zombie move glides from the zone it left (a new element each step).
          const from = arrived.get(`${t}@${zone.id}`);
          const place = from === undefined ? `z${t}` : `z${t}>${motion?.key}`;
          const move = {
            place,
            ...glide(
              `z${t}@${zone.id}`,
              `${place}@${zone.id}`,
              x + w / 2,
              rowY(rows.length),
              from === undefined ? undefined : `z${t}@${from}`,
            ),
          };
          return (
            <ZombieMini
              key={move.place}
              className={`zombies${move.className}`}
              style={move.style}
              look={LOOKS[t]}
              x={x}
              w={w}
              title={zombies(t, n)}
              label={`${zombieLetter(t)}${n}`}
              fontSize={11}
              data={{ 'data-zombie': ZOMBIE_LETTERS[t] }}
            />
          );
        }),
      );
    }
    if (!rows.length) continue;
    const gap = 24;
    const y0 = box.cy - ((rows.length - 1) * gap) / 2;
    out.push(
      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a pointer shortcut for the zone under the pieces (marked zones are buttons with keys); the group ties the pieces to their zone for a screen reader
      <g
        key={zone.id}
        className={`zone-pieces${onZone ? ' clickable' : ''}`}
        data-zone={zone.label}
        role="group"
        aria-label={zoneName(geo, zone.id)}
        onClick={onZone ? (e) => onZone(zone.id, e.clientX, e.clientY) : undefined}
      >
        {rows.map((row, r) => (
          <g key={r} transform={`translate(0 ${y0 + r * gap})`}>
            {row}
          </g>
        ))}
      </g>,
    );
  }
  return <g className="pieces">{out}</g>;
}
