import { Group, Text } from '@mantine/core';

/** The Paysight mark: an ascending bar chart in a rounded square, and the word. */
export function Logo({ size = 28, wordmarkClassName }: { size?: number; wordmarkClassName?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-6)" />
        <rect x="7" y="17" width="4" height="8" rx="1.5" fill="#fff" opacity="0.7" />
        <rect x="14" y="12" width="4" height="13" rx="1.5" fill="#fff" opacity="0.85" />
        <rect x="21" y="7" width="4" height="18" rx="1.5" fill="#fff" />
      </svg>
      <Text component="span" fw={800} fz="lg" c="var(--mantine-color-text)" className={wordmarkClassName}>
        Paysight
      </Text>
    </Group>
  );
}
