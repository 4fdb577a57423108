import { useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import classes from './theme-switch.module.css';
import segments from './segments.module.css';

const OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'cosmic', label: 'Cosmic' },
] as const;

/**
 * Light or Cosmic (SPEC §2.3). The choice is stored; see theme.ts for the default by hour.
 * Two native radio buttons rather than a heavier segmented control: it ships on every page.
 */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The server cannot know the visitor's stored choice or local hour: no option is checked in the
  // server HTML, and the right one is marked once mounted in the browser.
  const mounted = useMounted();
  const current = mounted ? (colorScheme === 'dark' ? 'cosmic' : 'light') : null;
  return (
    <div role="radiogroup" aria-label="Theme" className={`${segments.segments} ${classes.root}`}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={current === option.value}
          className={`${segments.segment} ${classes.option}`}
          data-active={current === option.value || undefined}
          onClick={() => setColorScheme(option.value === 'cosmic' ? 'dark' : 'light')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
