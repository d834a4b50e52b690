import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from './i18n/index.ts';
import { preferredLanguage } from './i18n/language.ts';
import { App } from './shell/App.tsx';
import { chooseService } from './shell/conn/choose.ts';
import { browserStore } from './shell/conn/store.ts';
import './shell/shell.css';

const i18n = setupI18n(preferredLanguage(browserStore(), navigator.languages ?? [navigator.language]));
const showLanguage = () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  document.title = i18n.t('app.documentTitle');
};
showLanguage();
i18n.on('languageChanged', showLanguage);

const root = createRoot(document.getElementById('root')!);
chooseService().then((service) => {
  root.render(
    <StrictMode>
      <App service={service} />
    </StrictMode>,
  );
});
