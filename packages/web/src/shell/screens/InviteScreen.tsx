/**
 * An invite game's links, with what each seat plays named by the game's table. The links are the server's (on its
 * public address), read again from the server when this browser is the game's admin; the admin may hand a seat to
 * one of the game's bots or back to people, and the links follow.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedGame, TableService } from '../conn/types.ts';
import { errorText } from '../errors.ts';
import { InviteLinks, type SeatHandOver } from '../lobby/InviteLinks.tsx';
import { botLabel } from '../lobby/SeatPlayers.tsx';
import { useCatalog } from '../lobby/useLobbyData.ts';
import { useTableModule } from '../useTableModule.ts';
import { Message } from './Message.tsx';

export function InviteScreen({
  service,
  game: kept,
  onOpen,
  onLobby,
}: {
  service: TableService;
  /** The links as this screen has them now (just created, or kept in this browser). */
  game: CreatedGame;
  onOpen: (url: string) => void;
  /** Back to the lobby (the game stays listed there, with its links). */
  onLobby: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const table = useTableModule(kept.game);
  const [game, setGame] = useState(kept);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const { catalog } = useCatalog(service);
  useEffect(() => {
    let live = true;
    service.latestInvites?.(kept.gameId).then(
      (now) => live && now && setGame(now),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [service, kept.gameId]);

  const bots = catalog?.games.find((g) => g.id === game.game)?.bots ?? [];
  const admin = service.setSeatPlayer && service.isAdmin?.(game.gameId);
  const onChange = useCallback(
    async (seat: number, bot: string | null) => {
      if (!service.setSeatPlayer) return;
      setSaid(null);
      try {
        setGame(await service.setSeatPlayer(game.gameId, seat, bot));
        setSaid({
          text: bot
            ? t('invite.handOver.nowBot', { seat: seat + 1, bot: botLabel(t, game.game, bot) })
            : t('invite.handOver.nowPeople', { seat: seat + 1 }),
          alert: false,
        });
      } catch (e) {
        setSaid({ text: errorText(t, e), alert: true });
      }
    },
    [service, game.gameId, game.game, t],
  );
  const handOver: SeatHandOver | undefined = admin && bots.length > 0 ? { bots, onChange } : undefined;

  if (table.error) return <Message alert text={errorText(t, table.error)} />;
  if (!table.module) return <Message text={t('screens.loadingGame')} />;
  return (
    <InviteLinks game={game} piecesLabel={table.module.piecesLabel} onOpen={onOpen} handOver={handOver}>
      {/* How to share, in steps a first-time host can follow; the way back to the lobby. */}
      <ol className="invites-how">
        <li>{t('invite.how.copy')}</li>
        <li>{t('invite.how.send')}</li>
        <li>{t('invite.how.play')}</li>
      </ol>
      <p className="invites-back">
        <button type="button" onClick={onLobby}>
          {t('invite.backToLobby')}
        </button>{' '}
        <small>{t('invite.backHint')}</small>
      </p>
      <p className="invites-said" role="status">
        {said && !said.alert ? said.text : null}
      </p>
      {said?.alert && (
        <p className="error" role="alert">
          {said.text}
        </p>
      )}
    </InviteLinks>
  );
}
