/**
 * What stands on a Classic map, laid out per zone around its anchor (Undead or Alive's layout), drawn as
 * the miniatures both Zombicide boards share (games/zombicide/board/Miniatures.tsx): tokens first (exit, spawn
 * zones with their colour and [RM] locators, Objectives, the zone's Noise tokens as a count, vehicles), survivors
 * next (their Wounded cards as red marks), zombies grouped by type with their counts (W R F A…, each kind its
 * silhouette and base shape, each species its colour and outline: zombie-look.ts). Every group has a <title>.
 */
import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type SurvivorState, typeCount, zombiesIn } from '@horde/zombicide';
import type { ClassicView } from '@horde/zombicide/rulesets/classic/index';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { OBJECTIVE_FILL, SURVIVOR_COLORS, SURVIVOR_TEXT } from '../../uoa/board/colors.ts';
import type { ZoneBox } from '../../uoa/board/layout.ts';
import { spawnMarks, zoneNoise } from '../model/board.ts';
import { type CarKind, carKind, cardName, survivorName, zombieId } from '../text/names.ts';
import { vipsIn } from '@horde/zombicide/rulesets/classic/index';
import type { VehicleFigure } from '../../zombicide/board/figures.ts';
import {
  type Chip,
  DogMini,
  FIGURE_ROOM,
  SurvivorMini,
  TokenChip,
  VEHICLE_ROOM,
} from '../../zombicide/board/Miniatures.tsx';
import { ZombieMark } from './ZombieMark.tsx';

interface Token extends Chip {
  key: string;
  kind: string;
  title: string;
}

const SPAWN_FILL: Record<string, string> = { red: '#8b1a1a', blue: '#2e6fd1', green: '#2f8f4e' };

/** Each vehicle kind's token: its outline and colour (the colour tells the cars apart, the title names them). */
export const CAR_LOOK: Record<CarKind, { figure: VehicleFigure; fill: string }> = {
  police: { figure: 'car', fill: '#1f3b73' },
  pimpmobile: { figure: 'car', fill: '#b0369c' },
  hippiemobile: { figure: 'van', fill: '#3a8f3a' },
  muscle: { figure: 'car', fill: '#c0392b' },
  taxi: { figure: 'car', fill: '#d4a000' },
  helicopter: { figure: 'helicopter', fill: '#2b2b2b' },
};

export interface PiecesProps {
  view: ClassicView;
  geo: BoardGeometryWithGrid;
  boxes: ZoneBox[];
  exits: number[];
  selected: number | null;
  actors: number[];
  /** A survivor clicked, with where (a marked zone's menu opens there). */
  onSurvivor?: (s: number, at: { x: number; y: number }) => void;
}

export function Pieces({ view, geo, boxes, exits, selected, actors, onSurvivor }: PiecesProps): ReactElement {
  const { t } = useTranslation('classic');
  const tokens = new Map<number, Token[]>();
  const add = (zone: number, token: Token) => tokens.set(zone, [...(tokens.get(zone) ?? []), token]);
  /** A token as wide as its label. */
  const width = (label: string, least: number) => Math.max(least, label.length * 6.6 + 10);
  for (const z of exits)
    add(z, {
      key: `exit${z}`,
      kind: 'exit',
      label: t('board.exit'),
      title: t('board.exitTitle'),
      fill: '#1b5e20',
      w: width(t('board.exit'), 36),
    });
  for (const sp of spawnMarks(view)) {
    const locators = sp.locators.join(' ');
    const title = sp.color
      ? t(sp.active ? 'board.spawnColorActive' : 'board.spawnColorDormant', { color: t(`names.colorF.${sp.color}`) })
      : t('board.spawnTitle');
    add(sp.zone, {
      key: `spawn${sp.index}`,
      kind: 'spawn',
      label: t('board.spawn'),
      title: locators ? `${title} ${t('board.locatorsTitle', { locators })}` : title,
      fill: sp.active ? SPAWN_FILL[sp.color ?? 'red'] : '#8c8c8c',
      stroke: sp.color ? SPAWN_FILL[sp.color] : '#111',
      dashed: !sp.active,
      w: width(t('board.spawn'), 44),
      ...(locators ? { sub: locators } : {}),
    });
  }
  view.objectives.forEach((o, i) => {
    if (o.taken) return;
    const color = o.color === 'unknown' ? null : o.color;
    add(o.zone, {
      key: `obj${i}`,
      kind: 'obj',
      label: '✕',
      title: color ? t('board.objective', { color: t(`names.color.${color}`) }) : t('board.objectiveHidden'),
      fill: color ? OBJECTIVE_FILL[color] : '#8a6d3b',
      stroke: '#fff',
      w: 20,
    });
  });
  // VIP Walkers [VIP1] [VIP2]: how many of the zone's Walkers are VIPs (seed 001 line 1613).
  for (const zone of geo.zones) {
    const vips = vipsIn(view, zone.id).length;
    if (vips === 0) continue;
    const label = t('board.vip', { count: vips });
    add(zone.id, {
      key: `vip${zone.id}`,
      kind: 'vip',
      label,
      title: t('board.vipTitle', { count: vips }),
      fill: '#6d28d9',
      stroke: '#fff',
      w: width(label, 30),
    });
  }
  const noise = zoneNoise(view, geo.zones.length);
  noise.forEach((n, zone) => {
    if (n.tokens === 0) return;
    add(zone, {
      key: `noise${zone}`,
      kind: 'noise',
      label: t('board.noiseToken', { count: n.tokens }),
      title: t('board.noiseTitle', {
        count: n.tokens,
        survivors: t('board.noiseSurvivors', { count: n.survivors }),
        total: n.total,
      }),
      fill: '#ffd400',
      stroke: '#111',
      text: '#111',
      w: width(t('board.noiseToken', { count: n.tokens }), 30),
    });
  });

  // Vehicles (seed 001 "Cars", the [RM] helicopter): a token of its kind in its zone, its occupants in its title
  // and initials; a flying helicopter is outlined in yellow.
  (view.cars ?? []).forEach((car, i) => {
    const kind = carKind(car.kind);
    const look = CAR_LOOK[kind];
    const name = t(`board.car.${kind}`);
    const seated = car.seats
      .map((s, seat) => ({ s, seat }))
      .filter(({ s }) => s >= 0 && !view.survivors[s]?.eliminated && !view.survivors[s]?.exited);
    const occupants = seated
      .map(({ s, seat }) => {
        const who = survivorName(view.survivors[s].id);
        if (seat !== 0) return who;
        return t(kind === 'helicopter' ? 'board.carPilot' : 'board.carDriver', { who });
      })
      .join(', ');
    const label = seated.map(({ s }) => survivorName(view.survivors[s].id).charAt(0)).join('');
    const stash = (car.stash ?? []).map((c) => cardName(t, view.cards[c]?.def ?? '?')).join(', ');
    const state = [
      car.flying ? t('board.carFlying') : '',
      car.searched ? t('board.carSearched') : '',
      stash ? t('board.carStash', { cards: stash }) : '',
    ]
      .filter(Boolean)
      .join(', ');
    add(car.zone, {
      key: `car${i}`,
      kind: kind === 'helicopter' ? 'helicopter' : 'car',
      label,
      title: `${t('board.carTitle', { car: name, occupants: occupants || t('board.carEmpty') })}${state ? ` (${state})` : ''}`,
      fill: look.fill,
      stroke: car.flying ? '#ffd400' : '#fff',
      w: label ? width(label, 0) + VEHICLE_ROOM - 4 : VEHICLE_ROOM + 4,
      vehicle: look.figure,
    });
  });

  const out: ReactElement[] = [];
  for (const zone of geo.zones) {
    const box = boxes[zone.id];
    const rows: ReactElement[][] = [];
    const toks = tokens.get(zone.id) ?? [];
    if (toks.length) {
      const total = toks.reduce((s, k) => s + k.w + 3, -3);
      let x = box.cx - total / 2;
      rows.push(
        toks.map((k) => {
          const el = (
            <g key={k.key} className={`token ${k.kind}`} data-token={k.kind}>
              <title>{k.title}</title>
              <TokenChip chip={k.dashed ? { ...k, strokeWidth: 2 } : k} x={x} />
            </g>
          );
          x += k.w + 3;
          return el;
        }),
      );
    }
    // Face-down Companion tokens [AN] (seed 001 line 1966): one mark with their count.
    const faceDown = (view.companionTokens ?? []).filter((k) => k.zone === zone.id).length;
    if (faceDown > 0)
      rows.push([
        <g key="ct" className="companion-token">
          <title>{t('board.companionToken', { count: faceDown })}</title>
          <rect x={box.cx - 10} y={-10} width={20} height={20} rx={4} fill="#d9c9a3" stroke="#111" strokeWidth={1.5} />
          <text x={box.cx} y={4} textAnchor="middle" fontSize={11} fontWeight="bold" fill="#111">
            {faceDown > 1 ? `?${faceDown}` : '?'}
          </text>
        </g>,
      ]);
    const here = view.survivors
      .map((s, i) => ({ s, i }))
      // A downed survivor (Resurrection, Gaming Night) lies in his zone until he returns: drawn faded.
      .filter(({ s }) => s.zone === zone.id && !s.exited && (!s.eliminated || s.downed));
    const perRow = box.w >= 2 * 48 ? 3 : 2;
    for (let r = 0; r < here.length; r += perRow) {
      const chunk = here.slice(r, r + perRow);
      rows.push(
        chunk.map(({ s, i }, k) => {
          const x = box.cx + (k - (chunk.length - 1) / 2) * 29;
          if (s.card !== undefined) return companionPiece(view, t, s, i, x);
          const name = survivorName(s.id);
          const isSel = selected === i;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; survivors are selected by keyboard through the survivor tabs
            <g
              key={`s${i}`}
              className={`survivor${isSel ? ' selected' : ''}${s.zombivor ? ' zombivor' : ''}${s.downed ? ' downed' : ''}`}
              data-survivor={i}
              opacity={s.downed ? 0.45 : undefined}
              onClick={
                onSurvivor
                  ? (e) => {
                      e.stopPropagation();
                      onSurvivor(i, { x: e.clientX, y: e.clientY });
                    }
                  : undefined
              }
              style={onSurvivor ? { cursor: 'pointer' } : undefined}
            >
              <title>
                {`${t('board.survivorTitle', { name, count: s.wounds, xp: s.ap, level: t(`names.level.${s.level}`) })}${
                  s.zombivor ? ` ${t('board.zombivorTitle')}` : ''
                }${s.downed ? ` ${t('board.downedTitle')}` : ''}`}
              </title>
              <SurvivorMini
                x={x}
                fill={SURVIVOR_COLORS[i % 6]}
                ink={SURVIVOR_TEXT[i % 6]}
                label={name.slice(0, 2)}
                ring={isSel ? 'selected' : actors.includes(i) ? 'acting' : null}
                // A Zombivor: a thick toxic-green outline and the biohazard mark (seed 001 line 1401).
                outline={s.zombivor ? '#4caf1a' : '#111'}
                outlineWidth={s.zombivor ? 3 : 1.5}
              >
                {s.zombivor && (
                  <text
                    x={x - 12}
                    y={-6}
                    fontSize={10}
                    fill="#2e7d0f"
                    stroke="#fff"
                    strokeWidth={2}
                    paintOrder="stroke"
                  >
                    ☣
                  </text>
                )}
                {s.wounds > 0 && (
                  <text
                    x={x + 9}
                    y={-7}
                    fontSize={10}
                    fontWeight="bold"
                    fill="#b00020"
                    stroke="#fff"
                    strokeWidth={2.5}
                    paintOrder="stroke"
                  >
                    {'✚'.repeat(s.wounds)}
                  </text>
                )}
              </SurvivorMini>
            </g>
          );
        }),
      );
    }
    const zs: { type: number; count: number }[] = [];
    for (let type = 0; type < typeCount(view); type++) {
      const count = zombiesIn(view, zone.id, type) ?? 0;
      if (count > 0) zs.push({ type, count });
    }
    if (zs.length) {
      // The A-Bomb, Zuul and Vinz Clortho switches: the Abomination is named as that one.
      const id = (type: number) => zombieId(view, type);
      const label = (type: number, count: number) => `${t(`names.letter.${id(type)}`)}${count}`;
      // Gozer [G2]: the two Abominations whose abilities it gained (rules version 10).
      const zombiesTitle = (type: number, count: number) => {
        const name = t(`names.zombies.${id(type)}`, { count });
        const gained = id(type) === 'gozer' ? (view.gozer ?? []) : [];
        if (gained.length < 2) return name;
        const [a, b] = gained.map((g) => t(`prompt.gozerAbility.${g}`));
        return t('board.gozerAbilities', { name, a, b });
      };
      const widths = zs.map(({ type, count }) => FIGURE_ROOM + Math.max(28, label(type, count).length * 7 + 6));
      const total = widths.reduce((a, b) => a + b + 3, -3);
      let x = box.cx - total / 2;
      rows.push(
        zs.map(({ type, count }, k) => {
          const w = widths[k];
          const el = (
            <ZombieMark
              key={`z${type}`}
              className="zombies"
              type={type}
              x={x}
              w={w}
              title={zombiesTitle(type, count)}
              label={label(type, count)}
              fontSize={11}
              aBomb={!!view.options.aBomb}
            />
          );
          x += w + 3;
          return el;
        }),
      );
    }
    if (!rows.length) continue;
    // Rows 24 apart; the tokens' row 10 more when a spawn zone's locator numbers hang under it (the zombies
    // below would cover them).
    const subbed = toks.some((k) => k.sub);
    const ys = rows.map((_, r) => r * 24 + (subbed && r > 0 ? 10 : 0));
    const y0 = box.cy - ys[ys.length - 1] / 2;
    out.push(
      <g key={zone.id} className="zone-pieces" data-zone={zone.label}>
        {rows.map((row, r) => (
          <g key={r} transform={`translate(0 ${y0 + ys[r]})`}>
            {row}
          </g>
        ))}
      </g>,
    );
  }
  return <g className="pieces">{out}</g>;
}

/**
 * A Companion [AN] or a dog [DC] (seed 001 "Companions"): a smaller bust with a dashed outline in its Leader's
 * colour (grey while it waits on its token), a dog's silhouette for a dog, named by its card; it is not a survivor
 * the players select.
 */
function companionPiece(view: ClassicView, t: TFunction, s: SurvivorState, i: number, x: number): ReactElement {
  const name = cardName(t, view.cards[s.card!]?.def ?? '');
  const dog = !!s.roams;
  const led = s.leader !== undefined && s.leader >= 0;
  const title = led
    ? t('board.companionTitle', { name, leader: survivorName(view.survivors[s.leader!]?.id ?? '') })
    : t('board.companionLoneTitle', { name });
  const holds =
    s.holds === undefined
      ? ''
      : ` · ${t('board.companionHolds', { card: cardName(t, view.cards[s.holds]?.def ?? '') })}`;
  return (
    <g key={`s${i}`} className="companion" data-survivor={i}>
      <title>{`${title}${holds}`}</title>
      {dog ? (
        <DogMini x={x} fill={led ? SURVIVOR_COLORS[s.leader! % 6] : '#ddd'} dashed />
      ) : (
        <SurvivorMini
          x={x}
          small
          dashed
          fill={led ? SURVIVOR_COLORS[s.leader! % 6] : '#ddd'}
          ink={led ? SURVIVOR_TEXT[s.leader! % 6] : '#111'}
          label={name.slice(0, 2)}
        />
      )}
    </g>
  );
}
