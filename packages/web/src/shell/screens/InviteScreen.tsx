/** After creating an invite game: its links, with what each seat plays named by the game's table. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame } from '../conn/types.ts';
import { errorText } from '../errors.ts';
import { InviteLinks } from '../lobby/InviteLinks.tsx';
import { useTableModule } from '../useTableModule.ts';
import { Message } from './Message.tsx';

export function InviteScreen({ game, onOpen }: { game: CreatedGame; onOpen: (url: string) => void }): ReactElement {
  const { t } = useTranslation();
  const table = useTableModule(game.game);
  if (table.error) return <Message alert text={errorText(t, table.error)} />;
  if (!table.module) return <Message text={t('screens.loadingGame')} />;
  return <InviteLinks game={game} piecesLabel={table.module.piecesLabel} onOpen={onOpen} />;
}
