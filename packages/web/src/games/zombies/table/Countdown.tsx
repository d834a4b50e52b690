/** Seconds left before this screen's deadline (the reaction window's), counting down once a second. */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function Countdown({ endsAt }: { endsAt: number }): ReactElement | null {
  const { t } = useTranslation('zombies');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return (
    <p className="z-countdown" role="timer" aria-live="off">
      {t('prompt.secondsLeft', { count: left })}
    </p>
  );
}
