import { SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light or Cosmic (SPEC §2.3). The choice is stored; see theme.ts for the default by hour. */
export function ThemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  // Read after hydration: the server cannot know the visitor's stored choice or local hour.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <SegmentedControl
      aria-label="Theme"
      size="xs"
      w={200}
      value={scheme === 'dark' ? 'cosmic' : 'light'}
      onChange={(value) => setColorScheme(value === 'cosmic' ? 'dark' : 'light')}
      data={[
        { value: 'light', label: 'Light' },
        { value: 'cosmic', label: 'Cosmic' },
      ]}
    />
  );
}
