/** A recorded game replayed by its game's table (the record first, then the table that plays it back). */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord, TableService } from '../conn/types.ts';
import { errorText } from '../errors.ts';
import { useTableModule } from '../useTableModule.ts';
import { Message } from './Message.tsx';

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
  useEffect(() => {
    service.record(id).then(setRecord, () => setRecord(null));
  }, [service, id]);
  const table = useTableModule(record?.game ?? null);
  const back = { label: t('screens.back'), onClick: () => go('#/') };
  if (record === null) return <Message alert text={t('screens.noReplay')} action={back} />;
  if (table.error) return <Message alert text={errorText(t, table.error)} action={back} />;
  if (!record || !table.module) return <Message text={t('screens.loadingGame')} />;
  const { Replay } = table.module;
  return <Replay record={record} onLeave={() => go('#/')} />;
}
