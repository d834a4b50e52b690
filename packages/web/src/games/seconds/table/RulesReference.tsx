/**
 * The rules reference: the turn in short, the zombie side's rules (designed: the Zombie rulebook
 * is not in the seed), the solo automaton's step cards and dice chart, every decision the rules
 * engine took on a silent, ambiguous or garbled passage of the rulebook (with the line it
 * concerns), and the keyboard.
 */
import { useEffect, type ReactElement } from 'react';
import { RuleSource } from '../../../kit/RuleSource.tsx';
import { ShortcutsSwitch } from '../../../ui/ShortcutsSwitch.tsx';
import { useTranslation } from 'react-i18next';
import { RULINGS } from '@horde/seconds';
import { Backdrop } from '../cards/Zoom.tsx';
import { content } from '../data.ts';
import { automatonName, type T } from '../text/names.ts';
import { chartGroupName, finalText, soloOpText, soloStepText } from '../text/events.ts';

function Turn(): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <section>
      <h3>{t('reference.turnTitle')}</h3>
      <ol>
        <li>{t('reference.turnDraw')}</li>
        <li>{t('reference.turnAction')}</li>
        <li>{t('reference.turnResolution')}</li>
        <li>{t('reference.turnZombies')}</li>
      </ol>
      <p>{t('reference.win')}</p>
    </section>
  );
}

function ZombieRules(): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <section>
      <h3>{t('reference.zombieTitle')}</h3>
      <p className="muted">{t('reference.designed')}</p>
      <dl>
        {content().zombieRules.text.map((r) => (
          <div key={r.id}>
            <dt>{t(`reference.zombie.${r.id}.title`, { defaultValue: r.title })}</dt>
            <dd>{t(`reference.zombie.${r.id}.text`, { defaultValue: r.text })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Automaton({ kind, t }: { kind: 'fast' | 'swarm'; t: T }): ReactElement | null {
  const def = content().solo.automata.find((a) => a.id === kind);
  if (!def) return null;
  return (
    <section>
      <h3>{t('reference.automatonTitle', { name: automatonName(t, kind) })}</h3>
      <h4>{t('reference.steps')}</h4>
      <ol>
        {def.steps.map((s) => (
          <li key={s.step} value={s.step}>
            {soloStepText(t, kind, s.step)}
          </li>
        ))}
      </ol>
      <h4>{t('reference.chart')}</h4>
      <p className="muted">{t('reference.chartHow')}</p>
      <table className="chart">
        <tbody>
          {def.chart.map((g) =>
            g.options.map((o, i) => (
              <tr key={`${g.id}-${i}`}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={g.options.length}>
                    {chartGroupName(t, kind, g.id)}
                  </th>
                )}
                <td className="num">
                  {o.from}–{o.to}
                </td>
                <td>{soloOpText(t, o.op, o.text)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <h4>{t('reference.final')}</h4>
      <ol>
        {content().solo.finalInstructions.map((_, i) => (
          <li key={i}>{finalText(t, i)}</li>
        ))}
      </ol>
    </section>
  );
}

function Decisions(): ReactElement {
  const { t } = useTranslation('seconds');
  return (
    <section>
      <h3>{t('reference.decisionsTitle')}</h3>
      <p className="muted">{t('reference.decisionsHow', { count: RULINGS.length })}</p>
      <dl className="decisions">
        {RULINGS.map((d) => (
          <div key={d.id} id={`decision-${d.id}`}>
            <dt>
              <code>{d.id}</code>
            </dt>
            <dd>
              {t(`decisions.${d.id.replace(/\./g, '_')}`, { defaultValue: d.text })}{' '}
              <RuleSource source={t('reference.seedLine', { line: d.line, count: /[,-]/.test(d.line) ? 2 : 1 })} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RulesReference({
  automaton,
  onClose,
}: {
  automaton: 'fast' | 'swarm' | null;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('seconds');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay">
      <Backdrop label={t('zoom.close')} onClose={onClose} />
      <div className="rules-reference" role="dialog" aria-modal="true" aria-labelledby="reference-title">
        <header>
          <h2 id="reference-title">{t('reference.title')}</h2>
          <button type="button" onClick={onClose} autoFocus>
            {t('zoom.close')}
          </button>
        </header>
        <Turn />
        <section>
          <h3>{t('reference.keysTitle')}</h3>
          <p>{t('reference.keys')}</p>
          <ShortcutsSwitch />
        </section>
        {automaton && <Automaton kind={automaton} t={t} />}
        <ZombieRules />
        <Decisions />
      </div>
    </div>
  );
}
