/**
 * Doors over the board: a closed door is a bar across its edge, an open one a gap with its leaf
 * swung aside, a locked one a bar in its colour with a padlock. A door the selected survivor may
 * open now is a button (click, Enter or Space), outlined, with an "Open" badge.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoorMark } from '../model/board.ts';

const DOOR = '#8b4513';
const BARBWIRE = '#7f1d1d';
const GATE = '#0f766e';
const LOCK: Record<string, string> = { red: '#c0392b', blue: '#2e6fd1', green: '#2f8f4e' };

export interface DoorsProps {
  doors: DoorMark[];
  /** Doors with an opening offer: id → its description (what a click does). */
  openable: Map<number, string>;
  /** The accessible name of a door ("the door of room 1B:a1 on street 1B:s2"). */
  name: (id: number) => string;
  onDoor?: (id: number, at: { x: number; y: number }) => void;
}

function Padlock({ x, y, fill }: { x: number; y: number; fill: string }): ReactElement {
  return (
    <g className="padlock">
      <path d={`M${x - 3.5} ${y - 1}v-3a3.5 3.5 0 0 1 7 0v3`} fill="none" stroke="#111" strokeWidth={1.8} />
      <rect x={x - 5.5} y={y - 1.5} width={11} height={8} rx={1.5} fill={fill} stroke="#111" strokeWidth={1.2} />
    </g>
  );
}

/** A barbwire fence [PO]: a wire with barbs while whole, a faint broken wire once an Abomination tore it. */
function Barbwire({ d }: { d: DoorMark }): ReactElement {
  const { t } = useTranslation('classic');
  const torn = d.state === 'open';
  const k = 5;
  const barbs = [0.25, 0.5, 0.75].map((f) => {
    const x = d.x1 + (d.x2 - d.x1) * f;
    const y = d.y1 + (d.y2 - d.y1) * f;
    return `M${x - k} ${y - k}L${x + k} ${y + k}M${x - k} ${y + k}L${x + k} ${y - k}`;
  });
  return (
    <g className={`barbwire ${torn ? 'torn' : 'whole'}`} data-barbwire={d.label} data-state={torn ? 'torn' : 'whole'}>
      <title>{t(torn ? 'board.barbwireTorn' : 'board.barbwireWhole', { fence: d.label })}</title>
      <path
        d={`M${d.x1} ${d.y1}L${d.x2} ${d.y2}${torn ? '' : barbs.join('')}`}
        stroke={BARBWIRE}
        strokeWidth={torn ? 2 : 3}
        strokeDasharray={torn ? '3 7' : undefined}
        opacity={torn ? 0.6 : 1}
        fill="none"
      />
    </g>
  );
}

/** A side of a rotating security gate [PO]: a teal bar while closed, a thin teal dashed line while open. */
function GateSide({ d }: { d: DoorMark }): ReactElement {
  const { t } = useTranslation('classic');
  const open = d.state === 'open';
  return (
    <g
      className={`gate-side ${open ? 'open' : 'closed'}`}
      data-gate-side={d.label}
      data-state={open ? 'open' : 'closed'}
    >
      <title>{t(open ? 'board.gateOpen' : 'board.gateClosed', { side: d.label })}</title>
      <line
        x1={d.x1}
        y1={d.y1}
        x2={d.x2}
        y2={d.y2}
        stroke={GATE}
        strokeWidth={open ? 2 : 7}
        strokeDasharray={open ? '3 5' : undefined}
        strokeLinecap="butt"
      />
    </g>
  );
}

export function Doors({ doors, openable, name, onDoor }: DoorsProps): ReactElement {
  const { t } = useTranslation('classic');
  return (
    <g className="doors">
      {doors.map((d) => {
        if (d.barbwire) return <Barbwire key={d.id} d={d} />;
        if (d.gate) return <GateSide key={d.id} d={d} />;
        const inset = 8;
        const [x1, y1, x2, y2] = d.vertical
          ? [d.x1, d.y1 + inset, d.x2, d.y2 - inset]
          : [d.x1 + inset, d.y1, d.x2 - inset, d.y2];
        const offer = openable.get(d.id);
        const title =
          d.state === 'open'
            ? t('board.doorOpen', { door: name(d.id) })
            : d.state === 'locked'
              ? t('board.doorLocked', { door: name(d.id), color: t(`names.colorF.${d.color ?? 'red'}`) })
              : t('board.doorClosed', { door: name(d.id) });
        const shape =
          d.state === 'open' ? (
            // The leaf swung open: a thin line at right angles to the edge, from one jamb.
            <line
              x1={x1}
              y1={y1}
              x2={d.vertical ? x1 + 12 : x1}
              y2={d.vertical ? y1 : y1 + 12}
              stroke={DOOR}
              strokeWidth={3}
              strokeLinecap="round"
            />
          ) : (
            <>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#111" strokeWidth={9} strokeLinecap="butt" />
              <line
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                stroke={d.state === 'locked' ? LOCK[d.color ?? 'red'] : DOOR}
                strokeWidth={6}
                strokeLinecap="butt"
              />
              {d.state === 'locked' && <Padlock x={d.cx} y={d.cy} fill={LOCK[d.color ?? 'red']} />}
            </>
          );
        const hit = d.vertical
          ? { x: d.x1 - 9, y: d.y1 + 4, width: 18, height: d.y2 - d.y1 - 8 }
          : { x: d.x1 + 4, y: d.y1 - 9, width: d.x2 - d.x1 - 8, height: 18 };
        if (!offer)
          return (
            <g key={d.id} className={`door ${d.state}`} data-door={d.label} data-state={d.state}>
              <title>{title}</title>
              {shape}
            </g>
          );
        const badge = t('board.openBadge');
        return (
          <g
            key={d.id}
            className={`door ${d.state} openable`}
            data-door={d.label}
            data-state={d.state}
            role="button"
            tabIndex={0}
            aria-label={`${name(d.id)}: ${offer}`}
            onClick={(e) => {
              e.stopPropagation();
              onDoor?.(d.id, { x: e.clientX, y: e.clientY });
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              const r = (e.currentTarget as SVGGElement).getBoundingClientRect();
              onDoor?.(d.id, { x: r.left + r.width / 2, y: r.top + r.height / 2 });
            }}
            style={{ cursor: 'pointer' }}
          >
            <title>{`${title} ${offer}`}</title>
            <rect
              {...hit}
              rx={4}
              fill="#ffd400"
              fillOpacity={0.35}
              stroke="#b34700"
              strokeWidth={2.5}
              strokeDasharray="4 2"
            />
            {shape}
            <g pointerEvents="none">
              <rect
                x={d.cx - badge.length * 3.3 - 5}
                y={d.cy - 22}
                width={badge.length * 6.6 + 10}
                height={14}
                rx={3}
                fill="#b34700"
              />
              <text x={d.cx} y={d.cy - 12} textAnchor="middle" fontSize={10} fontWeight="bold" fill="#fff">
                {badge}
              </text>
            </g>
          </g>
        );
      })}
    </g>
  );
}
