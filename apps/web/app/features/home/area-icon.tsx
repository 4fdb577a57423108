import { LineIcon } from '~/shell/line-icon';

/**
 * Line icons for the landing page's product areas, inline: the icon library would cost the
 * landing page more than these few paths.
 */
const PATHS = {
  salaries: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  compare: 'M7 4v16M17 4v16M3 8h8M13 16h8M3 8l4-4 4 4M13 16l4 4 4-4',
  offer: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7zm14 0-3 7a3 3 0 0 0 6 0l-3-7zM8 21h8',
  leaderboard: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  negotiate: 'M3 5h12v8H8l-5 3V5zM9 16v1h7l5 3V9h-3',
  verified: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  career: 'M4 20l5-6 4 3 7-9M15 8h5v5',
  academy: 'M2 9l10-5 10 5-10 5-10-5zM6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6',
  interview: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M15 3h7v5h-4l-3 2V3z',
} as const;

export type AreaIconName = keyof typeof PATHS;

export function AreaIcon({ name }: { name: AreaIconName }) {
  return (
    <LineIcon size={28} strokeWidth={1.75}>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
