import { Button } from 'primereact/button';
import { setPreferredScheme, usePreferredScheme } from './appearance-store';
import { APPEARANCE_TEXTS } from './texts';

export function ThemeToggle() {
  const scheme = usePreferredScheme();
  const dark = scheme === 'dark';
  return (
    <Button
      icon={dark ? 'pi pi-sun' : 'pi pi-moon'}
      text
      rounded
      data-tour="theme-toggle"
      aria-label={dark ? APPEARANCE_TEXTS.switchToLight : APPEARANCE_TEXTS.switchToDark}
      title={dark ? APPEARANCE_TEXTS.switchToLight : APPEARANCE_TEXTS.switchToDark}
      onClick={() => setPreferredScheme(dark ? 'light' : 'dark')}
    />
  );
}
