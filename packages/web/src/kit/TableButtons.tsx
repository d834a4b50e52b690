/**
 * The buttons every table's top bar has: undo (when the connection allows it), the log's toggle, the rules,
 * the keyboard help, leave. What undo may take back is the table's words (its `undoTitle`).
 */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogToggle } from './useLogToggle.ts';

export function TableButtons({
  undo,
  canUndo,
  undoTitle,
  log,
  rules,
  onHelp,
  onLeave,
  children,
}: {
  undo?: () => void;
  canUndo: boolean;
  undoTitle: string;
  log: LogToggle;
  rules?: { onOpen: () => void; label?: string; title?: string; className?: string };
  onHelp?: () => void;
  onLeave: () => void;
  /** A table's own controls, before the log's toggle. */
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      {undo && (
        <button type="button" onClick={undo} disabled={!canUndo} title={undoTitle}>
          ↶ {t('kit.top.undo')}
        </button>
      )}
      {children}
      <button type="button" onClick={log.toggle} aria-pressed={log.shown} title={t('kit.top.logTitle')}>
        {t('kit.top.log')}
      </button>
      {rules && (
        <button type="button" className={rules.className} onClick={rules.onOpen} title={rules.title}>
          {rules.label ?? t('kit.top.rules')}
        </button>
      )}
      {onHelp && (
        <button type="button" onClick={onHelp} aria-label={t('kit.top.help')} title={t('kit.top.helpTitle')}>
          ?
        </button>
      )}
      <button type="button" onClick={onLeave}>
        {t('kit.top.leave')}
      </button>
    </>
  );
}
