import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import data from 'virtual:horde-data';
import { setHordeData } from './data.ts';
import { App } from './App.tsx';
import { chooseService } from './conn/choose.ts';
import './styles.css';

setHordeData(data);
const root = createRoot(document.getElementById('root')!);
chooseService().then((service) => {
  root.render(
    <StrictMode>
      <App service={service} />
    </StrictMode>,
  );
});
