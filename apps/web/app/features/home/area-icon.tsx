/**
 * Line icons for the landing page's product areas, inline: the icon library would cost the
 * landing page more than these few paths.
 */
const PATHS = {
  salaries: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  compare: 'M7 4v16M17 4v16M3 8h8M13 16h8M3 8l4-4 4 4M13 16l4 4 4-4',
  offer: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7zm14 0-3 7a3 3 0 0 0 6 0l-3-7zM8 21h8',
  career: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4 6-5.5 2.5L8 16l5.5-2.5L16 8z',
  jobs: 'M9 3h6v4H9zM4 7h16v12H4zM9 12h.01M15 12h.01M9 16h6',
  employers: 'M3 21h18M5 21V5l7-3v19M12 8h7v13M8 9h1M8 13h1M8 17h1M15 12h1M15 16h1',
} as const;

export type AreaIconName = keyof typeof PATHS;

export function AreaIcon({ name }: { name: AreaIconName }) {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
