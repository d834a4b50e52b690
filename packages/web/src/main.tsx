import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from './i18n/index.ts';
import { preferredLanguage } from './i18n/language.ts';
import { App } from './shell/App.tsx';
import { chooseService } from './shell/conn/choose.ts';
import { browserStore } from './shell/conn/store.ts';
import { Message } from './shell/screens/Message.tsx';
import { hasTable, loadTable } from './shell/tables.ts';
import './shell/shell.css';

const i18n = setupI18n(preferredLanguage(browserStore(), navigator.languages ?? [navigator.language]));
const showLanguage = () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  document.title = i18n.t('app.documentTitle');
};
showLanguage();
i18n.on('languageChanged', showLanguage);

// An invite link's page names its game (the server's hint): its table loads while the app connects.
const invitedGame = document.querySelector<HTMLMetaElement>('meta[name="horde-game"]')?.content;
if (invitedGame && hasTable(invitedGame)) loadTable(invitedGame).catch(() => {});

const root = createRoot(document.getElementById('root')!);
// Something to read at once while the app finds its server (and an invite link's table loads).
root.render(<Message text={i18n.t(invitedGame ? 'screens.joining' : 'lobby.loadingGames')} />);
chooseService(invitedGame !== undefined).then((service) => {
  root.render(
    <StrictMode>
      <App service={service} />
    </StrictMode>,
  );
});
