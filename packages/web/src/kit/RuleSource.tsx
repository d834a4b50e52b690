/**
 * Where a rule comes from, as a discreet note under the rule in words (issue 33: the rules reference showed
 * "seed 001, lines 478-510" beside each title): a small muted line a player may skip.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function RuleSource({ source }: { source: string }): ReactElement {
  const { t } = useTranslation();
  return <small className="rule-source">{t('kit.rules.source', { source })}</small>;
}
