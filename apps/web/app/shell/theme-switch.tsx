import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import classes from './theme-switch.module.css';

const OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'cosmic', label: 'Cosmic' },
] as const;

/**
 * Light or Cosmic (SPEC §2.3). The choice is stored; see theme.ts for the default by hour.
 * Two native radio buttons rather than a heavier segmented control: it ships on every page.
 */
export function ThemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  // Read after hydration: the server cannot know the visitor's stored choice or local hour.
  const current = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark' ? 'cosmic' : 'light';
  return (
    <div role="radiogroup" aria-label="Theme" className={classes.root}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={current === option.value}
          className={classes.option}
          data-active={current === option.value || undefined}
          onClick={() => setColorScheme(option.value === 'cosmic' ? 'dark' : 'light')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
