/**
 * A recorded game replayed by its game's table (the record first, then the table that plays it back). The table
 * replays with the content it bundles: when the record says the game was played with other content (a server record's
 * pinned content, a local save's fingerprint), a notice says that this replay uses today's.
 */
import { useMemo, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord, TableService } from '../conn/types.ts';
import { errorText } from '../errors.ts';
import type { TableModule } from '../table-module.ts';
import { useTableModule } from '../useTableModule.ts';
import { Message } from './Message.tsx';

/**
 * Whether `record` was played with other content than the one `table` bundles: false when the same, or when either
 * side cannot tell (a record of before content was pinned, a table that names none).
 */
export function playedWithOtherContent(record: GameRecord, table: TableModule): boolean {
  if (record.contentFp === undefined || record.contentFp === null) return false;
  const bundled = table.localRules().contentFingerprint;
  return bundled !== undefined && bundled(record.config) !== record.contentFp;
}

export function ReplayScreen({
  service,
  id,
  go,
}: {
  service: TableService;
  id: string;
  go: (hash: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [record, setRecord] = useState<GameRecord | null | undefined>(undefined);
  const [noticeSeen, setNoticeSeen] = useState(false);
  useEffect(() => {
    service.record(id).then(setRecord, () => setRecord(null));
  }, [service, id]);
  const table = useTableModule(record?.game ?? null);
  const otherContent = useMemo(
    () => (record && table.module ? playedWithOtherContent(record, table.module) : false),
    [record, table.module],
  );
  const back = { label: t('screens.back'), onClick: () => go('#/') };
  if (record === null) return <Message alert text={t('screens.noReplay')} action={back} />;
  if (table.error) return <Message alert text={errorText(t, table.error)} action={back} />;
  if (!record || !table.module) return <Message text={t('screens.loadingGame')} />;
  const { Replay } = table.module;
  return (
    <>
      <Replay record={record} onLeave={() => go('#/')} />
      {otherContent && !noticeSeen && (
        <div className="replay-notice" role="note">
          <p>{t('replayNotice.otherContent')}</p>
          <button type="button" onClick={() => setNoticeSeen(true)}>
            {t('replayNotice.dismiss')}
          </button>
        </div>
      )}
    </>
  );
}
